/**
 * Every string of the demos in English. The source language: cs and pl are typed from this file
 * (app/i18n/translations.ts). Texts with figures are functions, so the figures come from the
 * machines' constants and are formatted for the language by the caller.
 */
import type { ScenarioId } from "../playground";

export const copy = {
  // screen-reader state of a step in a timeline
  stepStatus: { waiting: "waiting", inProgress: "in progress", done: "done" },

  playground: {
    // name of the tab list (the tab names are the scenario names of the home page)
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
    } satisfies Record<ScenarioId, readonly string[]>,
    run: "Run automation",
    running: "Running…",
    runAgain: "Run again",
    resultsTitle: "Results of this run",
    totals: { tasks: "Tasks completed", minutes: "Minutes saved", actions: "Actions performed" },
    progress: (done: number, total: number, step: string) => `Step ${done} of ${total} done: ${step}`,
    finished: (seconds: string) => `Done in ${seconds} s`,
    // the manual comparison under the result
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
    progress: (step: number, total: number, title: string) =>
      `Step ${step} of ${total} in progress: ${title}`,
    finished: (sent: string, responses: string, conversions: string) =>
      `Campaign finished: ${sent} emails sent, ${responses} responses, ${conversions} meetings booked.`,
    abTitle: "A/B test of the subject line",
    abIntro: "The same offer, two subject lines. The personal one wins by a wide margin.",
    variants: {
      a: { title: "Version A", detail: "“Offer: automation for your business”" },
      b: { title: "Version B", detail: "“Sarah, 3 hours a week back for Brightside?”" },
    },
    winner: "Winner",
    rates: { open: "Open rate", click: "Click rate", response: "Response rate" },
    // how much more often version B is opened
    openRateLift: (percent: string) => `Version B: open rate ${percent}`,
  },

  pipeline: {
    // mentions the chance of moving on, e.g. "70%"
    intro: (advanceChance: string) =>
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
    closed: (closed: number, total: number) => `Closed deals: ${closed} of ${total}`,
    lost: (lost: number) => `Dropped out: ${lost}`,
    // shown instead of the stage of a lead lost there
    lostAt: { qualification: "Not a fit", proposal: "Proposal declined" },
    round: (round: number) => `Round ${round}`,
    // announced after every tick
    roundSummary: (round: number, moved: number, closed: number, lost: number, total: number) =>
      `Round ${round} – moved on: ${moved}, closed: ${closed} of ${total}, dropped out: ${lost}`,
    finished: (closed: number, lost: number, total: number, rounds: number) =>
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
    // the six messages, visitor first: the first answer offers the free trial, the last confirms the booked class
    conversation: (trialDays: number) =>
      [
        "Hi, do you have evening classes?",
        `Hi! Yes, we run classes every weekday from 5 to 9 pm: yoga, spinning and strength training. New members get a ${trialDays}-day free trial with unlimited classes.`,
        "Great, I'd like to try spinning. Is there a class on Thursday?",
        "Thursday's spinning class is at 6 pm, and there are still free spots. Shall I book you in?",
        "Yes, please.",
        "Done! You're booked into Thursday's 6 pm spinning class. The confirmation is in your email, and we'll send you a reminder the day before.",
      ] as const,
    typing: "Assistant is typing…",
    // under each answer
    answeredIn: (seconds: string) => `Answered in ${seconds} s`,
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
    // appended to the accessible name of a taken slot
    taken: "taken",
    hint: "Choose a free time.",
    booking: "Booking…",
    confirmed: (time: string) => `Booked for ${time}. The calendar invite is on its way.`,
  },
} as const;
