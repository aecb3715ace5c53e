import type { ShellMessages } from "../types";

export const shell: ShellMessages = {
  common: {
    siteTagline: "Automation and AI assistants that save small businesses hours of busywork every week.",
    skipToContent: "Skip to content",
    close: "Close",
    mostPopular: "Most popular",
    ongoing: "Ongoing",
    perMonth: "/ month",
    from: "from",
  },
  nav: {
    home: "Home",
    process: "How it works",
    services: "Services",
    allServices: "All services",
    contact: "Contact",
    web: "Websites",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainMenu: "Main navigation",
    language: "Language",
    scrollToTop: "Back to top",
    languageNames: { cs: "Čeština", en: "English", pl: "Polski" },
  },
  cta: {
    bookDemo: "Book a 15-minute demo",
    tryDemo: "Try the demo",
    getDemo48h: "Get a demo in 48 h",
    contactUs: "Contact us",
    viewAllServices: "View all services",
    viewServiceDetail: "View details",
    backToServices: "Back to services",
    bookConsultation: "Book a consultation",
    backHome: "Back to home",
  },
  footer: {
    foundersHeading: "Founders",
    founder: "Founder",
    coFounder: "Co-founder",
    hiringTitle: "We're hiring",
    hiringText: "Into automation and AI? Take a look at our assignment and show us what you can build.",
    hiringButton: "See the assignment",
    contactHeading: "Contact",
    servicesHeading: "Services",
    companyHeading: "Company",
    followUs: "Follow us",
    registrationNumber: "Company ID",
    privacyPolicy: "Privacy policy",
    cookieSettings: "Cookie settings",
    webLink: "Website design",
    rights: "All rights reserved.",
  },
  privacy: {
    title: "Privacy policy",
    download: "Download PDF",
    loadFailed: "Failed to load PDF",
    loadFailedHint: "Download the document directly or try again later.",
    loading: "Loading document…",
  },
  consent: {
    title: "We use cookies",
    text: "Necessary cookies keep the site running. Analytics cookies (Google Tag Manager / Google Analytics) help us understand how the site is used, and we only set them with your consent. If you reject them, only the necessary ones stay.",
    accept: "Accept",
    reject: "Reject",
    privacyLink: "Privacy policy",
    saved: "Your cookie preferences have been saved.",
  },
  booking: {
    dialogTitle: "Book a consultation",
    frameTitle: "Consultation Calendar",
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
  home: {
    meta: {
      title: "Business Automation & AI Assistants | Flowlane",
      description:
        "We automate outreach, lead handling, booking and customer support for small businesses. Save 15+ hours a week and go live in 7–14 days.",
    },
    hero: {
      eyebrow: "Automation and AI for small businesses",
      title: "Let automation handle the busywork. You focus on clients.",
      subtitle:
        "We connect your email, CRM, calendar and website into one workflow. An AI assistant answers customers around the clock, books meetings and makes sure no lead slips through the cracks.",
      claims: ["Hours saved per week", "Higher conversion", "AI availability", "Missed leads"],
    },
    playground: {
      title: "Watch Automation in Action",
      subtitle: "Pick a scenario, hit run and watch work that takes hours by hand get done in seconds.",
      scenarios: [
        {
          name: "Email outreach",
          problem:
            "Writing and sending emails one by one eats up hours, and replies get buried in the inbox.",
        },
        {
          name: "Lead processing",
          problem: "Website inquiries get copied into the CRM by hand and wait days for a response.",
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
      savingsLabel: "saved per week",
      cta: "Automate my business",
    },
    howItWorks: {
      title: "How it works",
      subtitle: "Three connected steps, from first contact to a booked meeting.",
      steps: [
        {
          title: "Outreach",
          text: "Personalized email and social campaigns reach the right people at the right time, and follow-ups go out on their own.",
        },
        {
          title: "Automation",
          text: "New leads land in your CRM automatically, get prioritized and trigger the next steps – no manual data entry.",
        },
        {
          title: "Assistant & Booking",
          text: "An AI assistant answers questions 24/7, qualifies prospects and books them straight into your calendar.",
        },
      ],
    },
    services: {
      title: "Our services",
      subtitle: "Four areas where automation saves you the most time.",
    },
    proof: {
      title: "Numbers we stand behind",
      subtitle: "What automation delivers for our clients – and what we commit to for you.",
      stats: ["Lower support costs", "Satisfied customers", "Tool integrations", "Time to launch"],
      commitments: [
        {
          title: "60-day guarantee",
          text: "Every solution comes with a 60-day guarantee. If it doesn't work the way we agreed, we'll fix it at no extra cost.",
        },
        {
          title: "No long-term lock-in",
          text: "You're billed monthly and can end the engagement with 30 days' notice.",
        },
        {
          title: "Demo within 48 hours",
          text: "Within 48 hours, we'll show you a working demo built around your use case.",
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
    subtitle: "Enter a few numbers and see how much automation could save you.",
    hoursLabel: "Hours of manual work per month",
    rateLabel: "Hourly rate",
    tasksLabel: "Tasks to automate per month",
    monthlySavings: "Monthly savings",
    yearlySavings: "Yearly savings",
    hoursReclaimed: "Hours reclaimed per month",
    tasksPerYear: "Tasks automated per year",
    hoursUnit: "h",
    assumption:
      "We assume automation takes over {share} of the manual hours you enter. Monthly savings = hours reclaimed × hourly rate; yearly savings = monthly savings × 12; tasks automated per year = monthly tasks × 12. This is an estimate – we'll work out the real figure for your business in a consultation.",
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "How long does implementation take?",
        answer:
          "Usually 7–14 days from the first consultation to going live. It depends on how many processes and tools we connect. You'll get a detailed timeline up front.",
      },
      {
        question: "How much does it cost, and how does billing work?",
        answer:
          "We set the price after a free consultation, once we know the scope – so you never pay for things you don't need. Billing is monthly, and you can cancel with 30 days' notice.",
      },
      {
        question: "Will it work with the tools we already use?",
        answer:
          "In most cases, yes. We integrate with 100+ tools – email, CRMs, calendars, forms and chat apps. You don't have to switch anything; we build on what you already have.",
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
    subtitle: "Start small and expand as your business grows. We tailor every package to your processes.",
    plans: [
      {
        name: "Basic",
        description: "For businesses that want to automate their first process and see results fast.",
        features: [
          "Automation of a selected process",
          "Email outreach and follow-ups",
          "Email and calendar integration",
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
          "Lead processing and CRM integration",
          "Automated meeting booking",
          "Priority support",
        ],
      },
      {
        name: "Enterprise",
        description: "For companies with multiple teams, higher volume and their own security requirements.",
        features: [
          "Everything in Pro",
          "Solutions tailored to your processes",
          "100+ integrations, including in-house systems",
          "99.9% uptime SLA",
          "24/7 support",
        ],
      },
    ],
    priceNote: "Pricing is set after a free consultation, based on the scope of your processes.",
    terms: ["Monthly billing", "30 days' notice", "60-day guarantee", "Implementation in 7–14 days"],
    choose: "Get started",
  },
};
