import type { DemoCopy } from "./types";

export const copy: DemoCopy = {
  stepStatus: { waiting: "waiting", inProgress: "in progress", done: "done" },

  playground: {
    scenariosLabel: "Tasks to automate",
    steps: {
      email: [
        "Import the prospect list",
        "Personalise every email with AI",
        "Send at the best time",
        "Sort the replies",
        "Book meetings with interested leads",
      ],
      crm: [
        "Capture the web inquiry",
        "Look up company details",
        "Score and prioritise the lead",
        "Create the record in your CRM",
        "Alert the right salesperson",
      ],
      meeting: [
        "Read the meeting request",
        "Check everyone's calendars",
        "Offer the best time slots",
        "Confirm and send the invite",
        "Schedule reminders",
      ],
      support: [
        "Receive the customer's question",
        "Search the knowledge base",
        "Draft the answer with AI",
        "Log the request in your help desk",
        "Hand complex cases to your team",
      ],
    },
    run: "Run automation",
    running: "Running…",
    runAgain: "Run again",
    resultsTitle: "Results of this run",
    totals: { tasks: "Tasks completed", minutes: "Minutes saved", actions: "Actions performed" },
    progress: (done, total, step) => `Step ${done} of ${total} done: ${step}`,
    finished: (seconds) => `Done in ${seconds} s`,
    manually: "instead of 2+ hours by hand",
    idleHint: "Press “Run automation” and watch every step complete on its own.",
  },

  outreach: {
    intro: "Follow a campaign from the contact list to the results, then see why we A/B test every message.",
    flowTitle: "Campaign flow",
    steps: [
      { title: "Load contacts", detail: "250 prospects imported from your CRM" },
      { title: "AI personalisation", detail: "Each email tailored to the company and the reader's role" },
      { title: "Send campaign", detail: "Spread across the day, so the emails stay out of spam" },
      { title: "Track results", detail: "Opens, replies and meetings counted automatically" },
    ],
    start: "Start campaign",
    running: "Campaign running…",
    startAgain: "Run again",
    figures: { sent: "Emails sent", responses: "Responses", conversions: "Meetings" },
    progress: (step, total, title) => `Step ${step} of ${total} in progress: ${title}`,
    finished: (sent, responses, conversions) =>
      `Campaign finished: ${sent} emails sent, ${responses} responses, ${conversions} meetings booked.`,
    abTitle: "A/B test of the subject line",
    abIntro: "The same offer, two subject lines. The personal one wins by a wide margin.",
    variants: {
      a: { title: "Version A", detail: "“Offer: automation for your business”" },
      b: { title: "Version B", detail: "“Sarah, 3 hours a week back for Brightside?”" },
    },
    winner: "Winner",
    rates: { open: "Open rate", click: "Click rate", response: "Response rate" },
    openRateLift: (percent) => `Version B: open rate ${percent}`,
  },

  pipeline: {
    intro: (advanceChance) =>
      `Eight new leads come in. Automation checks them, follows up and sends proposals. In every round each open lead has a ${advanceChance} chance of moving one stage on; a lead that fails the check or turns the proposal down drops out, as in real sales.`,
    stages: ["New lead", "Qualification", "Contact", "Proposal", "Closed"],
    leads: [
      { name: "Sarah Miller", company: "Brightside Dental" },
      { name: "James Carter", company: "Carter Logistics" },
      { name: "Emma Wilson", company: "Wilson & Reed Law" },
      { name: "Oliver Brown", company: "Northwind Cafés" },
      { name: "Sophie Taylor", company: "Taylor Fitness Studio" },
      { name: "Daniel Evans", company: "Evans Property Group" },
      { name: "Grace Turner", company: "Turner Accounting" },
      { name: "Henry Walker", company: "Walker Print Co." },
    ],
    leadsLabel: "Sample leads",
    start: "Start pipeline",
    running: "Pipeline running…",
    startAgain: "Run again",
    closed: (closed, total) => `Closed deals: ${closed} of ${total}`,
    lost: (lost) => `Dropped out: ${lost}`,
    lostAt: { qualification: "Not a fit", proposal: "Proposal declined" },
    round: (round) => `Round ${round}`,
    roundSummary: (round, moved, closed, lost, total) =>
      `Round ${round} – moved on: ${moved}, closed: ${closed} of ${total}, dropped out: ${lost}`,
    finished: (closed, lost, total, rounds) =>
      `Done after ${rounds} ${rounds === 1 ? "round" : "rounds"}: ${closed} of ${total} deals closed, ${lost} dropped out.`,
  },

  chat: {
    intro:
      "A sample conversation with an AI assistant on a fitness studio's website: instant answers, day and night, and a booking at the end.",
    assistantName: "AI assistant",
    online: "Online",
    visitor: "Visitor",
    assistant: "Assistant",
    conversationLabel: "Sample conversation",
    conversation: (trialDays) => [
      "Hi, do you have evening classes?",
      `Hi! Yes, we run classes every weekday from 5 to 9 pm: yoga, spinning and strength training. New members get a ${trialDays}-day free trial with unlimited classes.`,
      "Great, I'd like to try spinning. Is there a class on Thursday?",
      "Thursday's spinning class is at 6 pm, and there are still free spots. Shall I book you in?",
      "Yes, please.",
      "Done! You're booked into Thursday's 6 pm spinning class. The confirmation is in your email, and we'll send you a reminder the day before.",
    ],
    typing: "Assistant is typing…",
    answeredIn: (seconds) => `Answered in ${seconds} s`,
    averageResponse: "Average response time",
    availability: "Always on, weekends included",
    start: "Play conversation",
    running: "Conversation in progress…",
    startAgain: "Replay",
  },

  booking: {
    intro: "This is what your customers see: only free times, and a confirmation the moment they choose.",
    meetingTitle: "Initial consultation",
    meetingDetails: ["Online video call", "Calendar invite sent straight away", "Reminder 24 hours before"],
    day: "Tomorrow",
    slotsLabel: "Time slots",
    taken: "taken",
    hint: "Choose a free time.",
    booking: "Booking…",
    confirmed: (time) => `Booked for ${time}. The calendar invite is on its way.`,
  },
};
