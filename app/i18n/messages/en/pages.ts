/**
 * The other public pages: services, a service, demo, contact, web and team.
 * The source language: cs and pl are typed from this file (app/i18n/translations.ts).
 */
export const pages = {
  services: {
    meta: {
      title: "Services: Automation & AI Assistants | Flowlane",
      description:
        "Outreach, sales and process automation, a 24/7 AI assistant and online booking. See how we save your team hours of manual work every week.",
    },
    title: "Services that take the busywork off your plate",
    subtitle:
      "Pick the area that slows you down the most. Each service shows the problem it solves, how we approach it, and the result you can expect.",
    // "sound familiar?": heading of the box with the visitor's situation
    problemLabel: "Sound familiar?",
    // expand button
    showSolution: "How we solve it",
    hideSolution: "Hide solution",
    resultLabel: "Result",
    notSure: {
      title: "Not sure which service fits?",
      text: "Tell us what takes up most of your team's time. We'll recommend what makes sense for your business – free and with no obligation.",
      button: "Talk to us",
    },
  },
  serviceDetail: {
    resultLabel: "Result",
    perfectFor: "Perfect for",
    whatYouGet: "What you get",
    process: "How it works",
    integrations: "Tools & integrations",
    // heading of the interactive demo section
    demo: "Try it yourself",
    realExamples: "What it could look like for you",
    closing: {
      title: "Want to see it working for your business?",
      text: "Within 48 hours we'll build a demo around your business. Going live then usually takes 7–14 days.",
    },
  },
  demo: {
    meta: {
      title: "Get a Custom Demo in 48 Hours | Flowlane",
      description:
        "Tell us about your business and within 48 hours we'll build an automation or AI assistant demo tailored to you, then walk you through it step by step.",
    },
    title: "See automation working for your business",
    subtitle:
      "Fill in a short form and within 48 hours we'll prepare a demo built around your business. No generic slide deck – you'll see exactly how automation would work for you.",
    /** What happens after a request, three steps. */
    steps: [
      {
        title: "Tell us about your business",
        text: "Choose a service, describe your goal, and add a link to your website if you have one. It takes about two minutes.",
      },
      {
        title: "We build your demo",
        text: "Within 48 hours, we put together a demo tailored to your processes, your tools, and the situations you deal with every day.",
      },
      {
        title: "We walk you through it",
        text: "We present the demo online, answer your questions and work out together how much time and money it can save you.",
      },
    ],
  },
  contact: {
    meta: {
      title: "Contact Us | Flowlane",
      description:
        "Email or call us. We'll talk through what takes up most of your team's time and propose automation tailored to your business. We reply within one business day.",
    },
    title: "Let's talk about your business",
    subtitle:
      "Tell us what you need – automation, an AI assistant, online booking or a new website. We'll get back to you with a concrete proposal for the next steps.",
    emailLabel: "Email",
    phoneLabel: "Phone",
    companyLabel: "Company",
    // "We answer within one working day."
    responseTime: "We answer within one business day.",
    bookTitle: "Prefer to talk it through?",
    bookText:
      "Pick a time that works for you for a free, no-obligation online consultation. It only takes a few clicks.",
  },
  web: {
    meta: {
      title: "Websites for Hospitality & Local Businesses | Flowlane",
      description:
        "Modern websites for restaurants, cafés, guesthouses and local services. Free preview within 48 hours, launch usually within 7 business days, monthly care.",
    },
    // note: preview in 48 h, launch usually within 7 working days
    hero: {
      eyebrow: "Websites for Hospitality & Services",
      title: "A website that brings in guests and customers",
      subtitle:
        "We design fast, modern websites for restaurants, cafés, guesthouses, and local service businesses. Your customers find everything in one place: menu, opening hours, bookings, and directions.",
      cta: "Get a free preview",
      note: "Free preview within 48 hours, launch usually within 7 business days.",
    },
    benefitsTitle: "What your new website does for you",
    /** Fast loading, mobile optimisation, SEO, security. */
    benefits: [
      {
        title: "Lightning-fast loading",
        text: "Optimized images and clean code mean your site loads in an instant, even on a weak mobile signal.",
      },
      {
        title: "Built for mobile",
        text: "Most guests look you up on their phones. Your site looks great on any screen and is easy to use with one thumb.",
      },
      {
        title: "SEO that gets you found",
        text: "Clean structure, proper metadata, and a Google connection help people find you when they search for places nearby.",
      },
      {
        title: "Built-in security",
        text: "An SSL certificate, secure hosting, and regular backups keep your website and your customers' data safe.",
      },
    ],
    oneTime: {
      title: "One-time website build",
      subtitle:
        "Choose the size that fits how much you want to show your customers. You'll see a free preview before you decide.",
      /** Mini Web (1–3 pages), Standard Web (3–4 pages), Profi Web (5+ pages), Exclusive Web (custom). */
      plans: [
        {
          name: "Mini Web",
          description: "A compact site for a small business that wants to be easy to find online.",
          features: [
            "1–3 pages",
            "Mobile-friendly design",
            "Contact details and Google Maps",
            "Basic SEO setup",
          ],
        },
        {
          name: "Standard Web",
          description: "Our most popular choice: everything your customers look for, clearly in one place.",
          features: [
            "3–4 pages",
            "Design tailored to your industry",
            "Contact form",
            "Google Maps and social media links",
            "Basic SEO setup",
          ],
        },
        {
          name: "Profi Web",
          description: "For businesses with more to show: services, a gallery, your team, or references.",
          features: [
            "5+ pages",
            "Photo gallery and extended site structure",
            "Contact and inquiry forms",
            "SEO for every page",
          ],
        },
        {
          name: "Exclusive Web",
          description: "A fully custom website with features built around the way you work.",
          features: [
            "Scope tailored to your needs",
            "Custom design and features",
            "Booking or automation integrations",
            "Personal consultation throughout the project",
          ],
        },
      ],
      choose: "Choose",
    },
    monthly: {
      title: "Monthly website care",
      subtitle:
        "We take care of hosting, security, and ongoing edits, so you can focus on your guests and customers.",
      /** Basic, Standard (most popular), Premium (docs/PRODUCT.md, Figures and prices). */
      plans: [
        {
          name: "Basic",
          description: "Reliable, worry-free operation of your website.",
          features: ["Hosting and backups", "Security updates", "Basic support", "SSL certificate"],
        },
        {
          name: "Standard",
          description: "For businesses that update their website regularly.",
          features: [
            "Everything in Basic",
            "2 hours of edits per month",
            "Response within 24–48 h",
            "Analytics reports",
          ],
        },
        {
          name: "Premium",
          description: "Maximum care and priority support for businesses growing online.",
          features: [
            "Everything in Standard",
            "4 hours of edits per month",
            "Priority support within 24 h",
            "Monthly SEO reports",
          ],
        },
      ],
      choose: "Choose plan",
    },
    changes: {
      title: "One-time changes",
      subtitle: "No monthly plan, or need something extra? Order individual changes based on their size.",
      /** small (up to 15 min), medium (15–60 min), large (1–3 h), new feature. */
      tiers: [
        {
          title: "Small change",
          text: "Up to 15 minutes – fixing text, swapping a photo, or updating your opening hours.",
        },
        {
          title: "Medium change",
          text: "15–60 minutes – a new section or an updated menu or gallery.",
        },
        {
          title: "Large change",
          text: "1–3 hours – a new page or a reworked page layout.",
        },
        {
          title: "New feature",
          text: "A booking form, another language version, or a new integration – scope agreed in advance.",
        },
      ],
      // most are done within 24–48 h
      note: "Most changes are done within 24–48 hours.",
    },
    showcase: {
      title: "Example websites by industry",
      subtitle:
        "Here's what a website for a business like yours could look like. The names are made up; the features are real.",
      /** Example sites for a restaurant, a café, a guesthouse and a service business. */
      examples: [
        {
          business: "Restaurant",
          // the fictional site's name
          name: "Linden Tree Bistro",
          description:
            "A family restaurant site with a daily lunch menu the staff can update in a couple of minutes.",
          highlights: ["Online menu and daily specials", "Table booking", "Google Maps and opening hours"],
        },
        {
          business: "Café",
          name: "Blue Mug Coffee",
          description:
            "A cozy café site that shows off the coffee, cakes, and atmosphere before guests even walk in.",
          highlights: ["Menu with photos", "Instagram feed", "Directions via Google Maps"],
        },
        {
          business: "Guesthouse",
          name: "Pine Hill Guesthouse",
          description: "A mountain guesthouse site that turns visitors into direct booking requests.",
          highlights: [
            "Rooms with photo galleries",
            "Booking requests with date picker",
            "Tips for local trips",
          ],
        },
        {
          business: "Hair salon",
          name: "Sharp & Co. Hair Studio",
          description:
            "A salon site where clients can browse services and book an appointment anytime, even at midnight.",
          highlights: ["Online appointment booking", "Service overview", "Google reviews"],
        },
      ],
      /** The link under each preview to the example site itself. */
      open: "Open the example",
      /** The preview frame's title; "{name}" is the example's name. */
      previewTitle: "Preview of the example website {name}",
    },
    process: {
      title: "How it works",
      /** Consultation, design, launch, management. */
      steps: [
        {
          title: "Consultation",
          text: "Tell us about your business, your goals, and the style you like – through the form or over the phone.",
        },
        {
          title: "Design",
          text: "Within 48 hours, you get a free preview of your website. We fine-tune it based on your feedback.",
        },
        {
          title: "Launch",
          text: "Once you approve it, we launch your site – usually within 7 business days – with SSL and basic SEO in place.",
        },
        {
          title: "Management",
          text: "Hosting, backups, updates, and edits are covered by your monthly plan, so your website is one less thing to worry about.",
        },
      ],
    },
    closing: {
      title: "Want to see what your website could look like?",
      text: "Send us a few details about your business and we'll prepare a free preview within 48 hours. No cost, no obligation.",
      button: "Get a free preview",
    },
  },
  team: {
    meta: {
      title: "Careers: Developer Assignment | Flowlane",
      description:
        "We're hiring automation, AI and web developers. Build a small project to an assignment of 50 requirements, submit once and show what you can do. Pay is results-based.",
    },
    eyebrow: "Careers",
    title: "Show us what you can build",
    intro:
      "We're looking for developers who finish what they start. Before we meet, we want to see your work: a small project built to an assignment of 50 requirements. Results count, not résumés.",
    videoTitle: "Intro to the assignment",
    // shown inside the <video> element for browsers that cannot play it
    videoUnavailable:
      "Your browser can't play this video. Try a different browser or update the one you're using.",
    // the role, how we evaluate, pay, how to submit
    sections: [
      {
        title: "The role",
        text: "An automation and AI developer or a web developer on our client projects: connecting tools and CRMs, building AI assistants, booking systems and websites for small businesses. Degrees don't matter; delivering working solutions exactly as specified does.",
      },
      {
        title: "How we evaluate",
        text: "We go through your solution requirement by requirement and check whether each one is met. What counts is how many of the 50 actually work – not the length of your write-up or the number of technologies you used.",
      },
      {
        title: "Pay",
        text: "Pay is based on results only. We don't pay for hours spent; we pay for what you actually deliver.",
      },
      {
        title: "How to submit",
        text: "Use the form at the bottom of this page: enter your email, upload your solution as a single PDF and confirm all 8 conditions. The form can't be sent until every condition is ticked.",
      },
    ],
    // result-based pay only, one submission only, ...
    rules: [
      "Pay is based on results only – no hourly rate.",
      "One submission per candidate. Send only your final version.",
      "Submit your solution as a single PDF file.",
      "We evaluate against all 50 requirements of the assignment.",
      "You confirm all 8 conditions in the form.",
    ],
    /** The assignment itself: what to build and its 50 requirements, numbered through the groups. */
    assignment: {
      title: "The assignment: from inquiry to booked appointment",
      brief:
        "Sharp & Co., a hair salon with four stylists, loses customers: inquiries arrive through the website, get answered late, and every appointment is agreed by phone. Build an automation that takes each inquiry from the website form, answers it within a minute, keeps a record of it and lets the customer book a free slot. Use any tools you like (Make, n8n, Zapier, your own code) on free or trial plans.",
      groups: [
        {
          title: "The inquiry form",
          requirements: [
            "The form asks for name, email, phone (optional), service and message.",
            "Name, email, service and message are required, and the form says which one is missing.",
            "An invalid email address is refused with a clear message.",
            "The service is chosen from a list of at least four salon services.",
            "The form works on a phone 390 px wide without scrolling sideways.",
            "Every field has a visible label.",
            "A hidden field catches simple spam bots: a post with it filled in never becomes an inquiry.",
            "After sending, the customer sees a confirmation on the page.",
            "The form asks for consent to the processing of personal data, with a link to a privacy notice.",
            "The same form sent twice within a minute is stored once.",
          ],
        },
        {
          title: "Keeping every inquiry",
          requirements: [
            "Every inquiry is stored in one place (a sheet, a database or a CRM) with the time it arrived.",
            "The stored record keeps every field exactly as the customer sent it.",
            "Each inquiry gets a unique number.",
            "Each inquiry has a status: new, answered, booked or closed.",
            "A new inquiry starts with the status “new”.",
            "Inquiries from the same email address are linked to one customer.",
            "An inquiry whose message asks about prices is tagged “price”.",
            "The source, medium and campaign of the visit (UTM parameters) are stored with the inquiry.",
            "The salon can export all inquiries as a CSV file.",
            "When a later step fails, the inquiry is still stored, and the failure is retried or reported.",
          ],
        },
        {
          title: "Replies and reminders",
          requirements: [
            "The customer receives a confirmation email within one minute.",
            "The confirmation repeats what the customer sent.",
            "The confirmation contains a link for booking a slot.",
            "The salon is notified of every new inquiry, by email or in a chat app.",
            "The notification shows the customer's name, service and message and links to the record.",
            "Emails come from the salon's own address and name, not from a tool's “no-reply” address.",
            "A customer who has not booked within 24 hours gets one reminder email.",
            "A customer who has already booked gets no reminder.",
            "A customer can stop the reminders with one click.",
            "Every email has a plain-text version.",
          ],
        },
        {
          title: "Answers drafted by AI",
          requirements: [
            "An AI model drafts an answer to the customer's message.",
            "The draft uses only the price list and opening hours you provide, and never invents a price.",
            "The draft is written in the language of the customer's message (at least Czech and English).",
            "A draft is sent only after someone at the salon approves or edits it.",
            "When the AI service is unavailable, the customer still gets the confirmation email.",
            "The prompt and the settings of the model are included in the PDF.",
          ],
        },
        {
          title: "Booking",
          requirements: [
            "The customer sees free slots for the next 14 days, within the salon's opening hours only.",
            "A slot that is already taken is never offered.",
            "Two customers can never book the same slot.",
            "A booking creates an event in the salon's calendar (Google Calendar or Outlook).",
            "The customer receives a confirmation with the date, time, service and the salon's address.",
            "The customer can cancel or move the booking through a link in the confirmation.",
            "A reminder goes out 24 hours before the appointment.",
            "After a booking, the inquiry's status changes to “booked”.",
          ],
        },
        {
          title: "Delivery",
          requirements: [
            "The whole flow, from the form to the booking, runs without anyone doing a step by hand.",
            "No password or API key appears in the PDF, the screenshots or any shared file.",
            "The PDF goes through the requirements by number, with proof for each: a screenshot, a link or a short video.",
            "The PDF lists the requirements that are not met, and why.",
            "The PDF has a diagram of the whole flow on one page at most.",
            "A working version stays available to us for 14 days after you submit, with a test login if one is needed.",
          ],
        },
      ],
    },
  },
} as const;
