import type { DemoCopy } from "./types";

export const copy: DemoCopy = {
  stepStatus: { waiting: "waiting", inProgress: "in progress", done: "done" },

  playground: {
    scenariosLabel: "Automation scenarios",
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
        "Log the ticket in your help desk",
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
      { title: "Send campaign", detail: "Spread across the day to protect deliverability" },
      { title: "Track results", detail: "Opens, replies and meetings counted automatically" },
    ],
    start: "Start campaign",
    running: "Campaign running…",
    startAgain: "Run again",
    figures: { sent: "Emails sent", responses: "Responses", conversions: "Conversions" },
    progress: (step, total, title) => `Step ${step} of ${total} in progress: ${title}`,
    finished: (sent, responses, conversions) =>
      `Campaign finished: ${sent} emails sent, ${responses} responses, ${conversions} conversions.`,
    abTitle: "A/B test of the subject line",
    abIntro: "The same offer, two subject lines. The personal one wins by a wide margin.",
    variants: {
      a: { title: "Version A", detail: "“Offer: automation for your business”" },
      b: { title: "Version B", detail: "“Sarah, 3 hours a week back for Brightside?”" },
    },
    winner: "Winner",
    rates: { open: "Open rate", click: "Click rate", response: "Response rate" },
    uplift: (percent) => `${percent} conversions with version B`,
  },

  pipeline: {
    intro: (advanceChance) =>
      `Eight new leads enter your pipeline. Automation qualifies them, follows up and sends proposals; in every round, each open lead has a ${advanceChance} chance of moving one stage on.`,
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
    round: (round) => `Round ${round}`,
    roundSummary: (round, moved, closed, total) =>
      `Round ${round} – moved on: ${moved}, closed: ${closed} of ${total}`,
    finished: (total, rounds) =>
      `All ${total} deals closed in ${rounds} ${rounds === 1 ? "round" : "rounds"}.`,
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
      "Hi! Yes, we run classes every weekday from 5 to 9 pm: yoga, spinning and strength training. Which one interests you most?",
      "Spinning. How does the membership work?",
      "Membership is billed monthly and you can cancel at any time. Spinning is included in every plan.",
      "Can I try it before I sign up?",
      `Of course! You get a ${trialDays}-day free trial with unlimited classes. Shall I book you into Thursday's 6 pm spinning class?`,
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
