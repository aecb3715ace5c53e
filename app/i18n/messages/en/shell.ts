/**
 * The copy every page needs (header, footer, dialogs, consent, error pages, the home page).
 * The source language: cs and pl are typed from this file (app/i18n/translations.ts).
 */
import type { RequestErrorKind } from "../types";

export const shell = {
  common: {
    // one line about the agency, used in footer and Organization JSON-LD
    siteTagline: "Automation and AI assistants that save small businesses hours of busywork every week.",
    skipToContent: "Skip to content",
    close: "Close",
    mostPopular: "Most popular",
    // time of a process step that never ends
    ongoing: "Ongoing",
    // suffix after a monthly price, e.g. "/ month"
    perMonth: "/ month",
    // "from" before a starting price
    from: "from",
  },
  nav: {
    home: "Home",
    // anchor to "how it works" on the home page
    process: "How it works",
    services: "Services",
    allServices: "All services",
    contact: "Contact",
    web: "Websites",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    // aria-label of the nav
    mainMenu: "Main navigation",
    // label of the language switcher
    language: "Language",
    scrollToTop: "Back to top",
    // name of the floating button that opens the chat assistant (visible next to its icon on wider screens)
    assistant: "Ask our assistant",
    // each in its own language ("Čeština", "English", "Polski")
    languageNames: { cs: "Čeština", en: "English", pl: "Polski" },
  },
  cta: {
    // scrolls to the interactive examples: "Try it yourself"
    tryDemo: "Try it yourself",
    // "Get a demo in 48 h" (opens the consultation calendar)
    getDemo48h: "Get a demo in 48 h",
    contactUs: "Contact us",
    viewAllServices: "View all services",
    viewServiceDetail: "View details",
    backToServices: "Back to services",
    // opens the consultation calendar: header, hero and closing sections
    bookConsultation: "Book a consultation",
    backHome: "Back to home",
  },
  footer: {
    foundersHeading: "Founders",
    // role label
    founder: "Founder",
    coFounder: "Co-founder",
    // what the founder does, in one line
    founderWork: "Designs and builds the automations, from the first consultation to launch.",
    coFounderWork: "Looks after clients, their briefs and support after launch.",
    hiringTitle: "We're hiring",
    hiringText: "Into automation and AI? Read our assignment and show us what you can build.",
    hiringButton: "See the assignment",
    contactHeading: "Contact",
    servicesHeading: "Services",
    companyHeading: "Company",
    followUs: "Follow us",
    // "IČO" / "Company ID" / "Numer rejestrowy"
    registrationNumber: "Company ID",
    // the office whose phone and address the page shows, when it is not the registered one
    officeLabel: "Office",
    // under an email's button: the address to paste when the button does not work
    mailLinkFallback: "If the button doesn't work, copy this address into your browser:",
    privacyPolicy: "Privacy policy",
    cookieSettings: "Cookie settings",
    // link text to /web
    webLink: "Website design",
    rights: "All rights reserved.",
  },
  privacy: {
    title: "Privacy policy",
    download: "Download PDF",
    // 'Failed to load PDF' / 'Nepodařilo se načíst PDF'
    loadFailed: "Failed to load PDF",
    // download directly or try again later
    loadFailedHint: "Download the document directly or try again later.",
    loading: "Loading document…",
  },
  consent: {
    title: "We use cookies",
    text: "Necessary cookies keep the site running. Analytics cookies (Google Tag Manager / Google Analytics) help us understand how the site is used, and we only set them with your consent. If you reject them, only the necessary ones stay.",
    accept: "Accept",
    reject: "Reject",
    privacyLink: "Privacy policy",
    // toast after a choice
    saved: "Your cookie preferences have been saved.",
  },
  booking: {
    /** The booking page: the dialog's content for visitors without JavaScript. */
    meta: {
      title: "Book a Consultation | Flowlane",
      description: "Book a free 15-minute consultation. Pick the times that suit you and we'll confirm one.",
    },
    /** With an online calendar (BOOKING_URL): the visitor books a slot himself. */
    calendarDescription:
      "Book a free 15-minute consultation. Pick a free slot in the calendar and it is yours.",
    dialogTitle: "Book a consultation",
    // 'Kalendář konzultací' in Czech, 'Consultation Calendar' otherwise (also in Polish)
    frameTitle: "Consultation Calendar",
    // shown when no calendar is configured: write or call us instead
    unavailable:
      "Online booking isn't available right now. Email or call us and we'll find a time that works for you.",
    loading: "Loading calendar…",
  },
  notFound: {
    meta: {
      title: "Page not found",
      description: "The page you're looking for doesn't exist or has moved.",
    },
    title: "We couldn't find that page",
    text: "The link may be out of date, or the page has moved. Head back to the homepage or get in touch.",
  },
  serviceNotFound: {
    title: "Service not found",
    text: "We couldn't find this service – it may have been renamed or is no longer offered. Take a look at what we offer today.",
  },
  /** The page shown when a request itself is refused (a broken or oversized post, a wrong method…). */
  requestError: {
    titles: {
      badRequest: "We couldn't read what was sent",
      forbidden: "This form was sent from another site, so we didn't accept it",
      methodNotAllowed: "This page can't do that",
      payloadTooLarge: "That's more data than we accept",
      unsupportedMediaType: "This page doesn't accept data sent this way",
      tooManyRequests: "Too many requests from your connection",
      serverError: "Something went wrong on our side",
    } satisfies Record<RequestErrorKind, string>,
    // go back and try again from the page, or write to us
    text: "Please go back to the page you came from and try again. If it still doesn't work, write to us or give us a call.",
  },
  home: {
    meta: {
      title: "Business Automation & AI Assistants | Flowlane",
      description:
        "We automate outreach, inquiries, bookings and customer support for small businesses. A working demo within 48 hours, live in 7–14 days.",
    },
    hero: {
      eyebrow: "Automation and AI for small businesses",
      title: "Let automation handle the busywork. You focus on your customers.",
      subtitle:
        "We connect your email, CRM, calendar and website into one system. An AI assistant answers customers day and night, books appointments and makes sure no inquiry gets lost.",
      /** Labels of the four hero claims (app/content/claims.ts): demo within 48 h, launch in 7–14 days, AI assistant 24/7, 60-day guarantee. */
      claims: [
        "From consultation to a working demo",
        "From consultation to launch",
        "AI assistant on duty",
        "Guarantee on every solution",
      ],
      /** The live view beside the hero: one inquiry arriving, answered and moved along the pipeline. */
      flow: {
        // the whole picture in one sentence, for screen readers
        label:
          "Example: a new inquiry from the website is answered in 40 seconds, saved to the CRM on its own and ends as a booked meeting.",
        title: "New inquiry",
        source: "Website form · 9:47 pm",
        // a sample customer and business
        from: "Jane Miller, Lotus Salon",
        // what the customer wrote, in the language's quotation marks
        message: "“Hi, could you set up online booking for us?”",
        // replied by the AI, saved to the CRM, meeting booked
        steps: ["AI assistant replied in 40 s", "Saved to your CRM", "Meeting booked: Fri 10:00"],
        // pipeline columns: new, replied, meeting, won
        stages: ["New", "Replied", "Meeting", "Won"],
      },
    },
    playground: {
      title: "Watch automation in action",
      subtitle: "Pick a task, press run and watch hours of manual work get done in seconds.",
      /** The four demo scenarios, in order email, crm, meeting, support. */
      scenarios: [
        {
          name: "Email outreach",
          problem:
            "Writing and sending emails one by one eats up hours, and replies get buried in the inbox.",
        },
        {
          name: "Handling inquiries",
          problem: "Website inquiries get copied into the CRM by hand and wait days for an answer.",
        },
        {
          name: "Meeting booking",
          problem: "Scheduling a single meeting takes a long back-and-forth over email.",
        },
        {
          name: "Customer support",
          problem:
            "The same questions swamp your team, and after-hours customers wait until morning for an answer.",
        },
      ],
      // e.g. "saved per week" after "15 h"
      savingsLabel: "saved per week",
      // button to /contact
      cta: "I want this in my business",
    },
    howItWorks: {
      title: "How it works",
      subtitle: "Three connected steps, from first contact to a booked meeting.",
      /** 01 Outreach, 02 Automation, 03 Assistant & Booking. */
      steps: [
        {
          title: "Outreach",
          text: "Personal emails and LinkedIn messages reach the right people at the right time, and the follow-ups go out on their own.",
        },
        {
          title: "Automation",
          text: "Every new inquiry lands in your CRM, gets sorted by priority and starts the next steps – no copying by hand.",
        },
        {
          title: "Assistant & Booking",
          text: "An AI assistant answers questions 24/7, checks what people need and books them straight into your calendar.",
        },
      ],
    },
    services: {
      title: "Our services",
      subtitle: "Four areas where automation saves you the most time.",
    },
    proof: {
      title: "Figures you can check",
      subtitle:
        "We're a young company, so we won't boast about hundreds of clients. We show you what our own system demonstrably does – and what we guarantee in the contract.",
      /**
       * What each figure of app/content/claims.ts means for a business (inquiries lost in the
       * crash test, the wait for the form's answer in a rush, languages, demos), in an owner's
       * words. Placeholders: "{leads}", "{crashes}", "{posts}", "{connections}", "{percentile}".
       */
      stats: [
        "Inquiries lost, though we crashed the server on purpose {crashes} times while {leads} were being sent",
        "The most {percentile} in 100 customers wait for the form to confirm their inquiry, even when {connections} send at once",
        "Languages the site, its emails and the assistant speak, so customers from abroad get answers they understand",
        "Automation demos you can run before you pay anything, with no sign-up",
      ],
      /** Where each figure comes from, in a few words, shown under it (same placeholders). */
      statSources: [
        "Crash test: the server stopped mid-send",
        "Rush test: {posts} inquiries on one server",
        "Czech, English, Polish",
        "Right here on this page",
      ],
      /** Our commitments: 60-day guarantee, 30 days' notice with monthly billing, demo within 48 h. */
      commitments: [
        {
          title: "60-day guarantee",
          text: "Every solution comes with a 60-day guarantee. If it doesn't work the way we agreed, we'll fix it at no extra cost.",
        },
        {
          title: "No long-term lock-in",
          text: "You pay monthly and can cancel with 30 days' notice.",
        },
        {
          title: "Demo within 48 hours",
          text: "Within 48 hours of our consultation, you'll see a working demo built around your business.",
        },
      ],
    },
    closing: {
      title: "How much time could automation give back to you?",
      text: "In a free consultation, we'll walk through your processes and show you what's worth automating first.",
    },
  },
  roi: {
    title: "Savings calculator",
    subtitle: "Enter a few numbers and see what automation could save you – after our fee.",
    // monthly hours spent on manual tasks
    hoursLabel: "Hours of manual work per month",
    // hourly rate (currency is appended by the page)
    rateLabel: "What an hour of that work costs you",
    // monthly tasks to automate
    tasksLabel: "Tasks to automate per month",
    // what the automation costs a month (currency is appended by the page)
    feeLabel: "Our monthly fee",
    // names the package whose price the fee starts at: {package}, {price}
    feeHint:
      "We start from the {package} package: from {price} a month. Your exact price comes with our offer after a free consultation.",
    // shown while an input is above its limit: "We count at most {max}."
    limit: "We count at most {max}.",
    // shown when the fee is larger than the value of the hours
    noSavings:
      "At these figures automation would cost more than it saves. Let's talk it through before you spend anything.",
    monthlySavings: "Monthly savings",
    yearlySavings: "Yearly savings",
    // hours reclaimed per month
    hoursReclaimed: "Hours saved per month",
    // tasks automated per year
    tasksPerYear: "Tasks automated per year",
    hoursUnit: "h",
    /** How the figures are computed (the fee included); {share} is replaced with the automated share, e.g. "70 %". */
    assumption:
      "We assume automation takes over {share} of the hours and tasks you enter. Monthly savings = hours saved × hourly cost − our fee; yearly savings = monthly savings × 12; tasks automated per year = {share} of the monthly tasks × 12. An estimate – we'll work out the real figure for your business in a consultation.",
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "How long does implementation take?",
        answer:
          "Usually 7–14 days from the first consultation to going live, depending on how many processes and tools we connect. You get a detailed timeline before we start.",
      },
      {
        question: "How much does it cost, and how does billing work?",
        answer:
          "We set the price after a free consultation, once we know the scope, so you never pay for things you don't need. You pay monthly and can cancel with 30 days' notice.",
      },
      {
        question: "Will it work with the tools we already use?",
        answer:
          "In most cases, yes. We connect 100+ tools – email, CRMs, calendars, forms and chat apps. You don't have to switch anything; we build on what you already have.",
      },
      {
        question: "Is our data secure? What about GDPR?",
        answer:
          "We process data in line with GDPR and store it on servers in the EU. We sign a data processing agreement with every client, and only people who genuinely need access get it.",
      },
      {
        question: "What if the automation doesn't live up to expectations?",
        answer:
          "Every solution comes with a 60-day guarantee. If it doesn't work the way we agreed during that time, we'll fix it at no extra cost.",
      },
    ],
  },
  packages: {
    title: "Service packages",
    subtitle: "Start small and add more as your business grows. We fit every package to the way you work.",
    /** Basic, Pro (most popular), Enterprise. No prices: the price follows a consultation. */
    plans: [
      {
        name: "Basic",
        description: "For businesses that want to automate their first process and see results fast.",
        features: [
          "Automation of a selected process",
          "Email outreach with follow-ups",
          "Connection to your email and calendar",
          "Email support",
        ],
      },
      {
        name: "Pro",
        description:
          "For growing businesses that want sales, customer communication and booking working together.",
        features: [
          "Everything in Basic",
          "24/7 AI assistant on your website",
          "Inquiry handling connected to your CRM",
          "Automated meeting booking",
          "Priority support",
        ],
      },
      {
        name: "Enterprise",
        description: "For companies with multiple teams, higher volume and their own security requirements.",
        features: [
          "Everything in Pro",
          "Built around your own processes",
          "100+ tools, your in-house systems included",
          "99.9% uptime SLA",
          "24/7 support",
        ],
      },
    ],
    // the final price follows a free consultation
    priceNote:
      "Your final price depends on the scope of your processes; we set it after a free consultation.",
    // monthly billing, 30 days' notice, 60-day guarantee, implementation 7–14 days
    terms: ["Monthly billing", "30 days' notice", "60-day guarantee", "Live in 7–14 days"],
    // button
    choose: "Get started",
  },
} as const;
