import type { Messages } from "../types";

export const pages: Pick<Messages, "services" | "serviceDetail" | "demo" | "contact" | "web" | "team"> = {
  services: {
    meta: {
      title: "Services: Automation & AI Assistants | Flowlane",
      description:
        "Outreach, sales and process automation, a 24/7 AI assistant, and online booking. See how we save your team hours of manual work every single week.",
    },
    title: "Services That Take the Busywork Off Your Plate",
    subtitle:
      "Pick the area that slows you down the most. Each service shows the problem it solves, how we approach it, and the result you can expect.",
    problemLabel: "The problem",
    showSolution: "How we solve it",
    hideSolution: "Hide solution",
    resultLabel: "Result",
    notSure: {
      title: "Not Sure Which Service Fits?",
      text: "Tell us what takes up most of your team's time. We'll recommend a solution that makes sense for your business — free and with no obligation.",
      button: "Talk to us",
    },
  },
  serviceDetail: {
    resultLabel: "Result",
    perfectFor: "Perfect For",
    whatYouGet: "What You Get",
    process: "How It Works",
    integrations: "Tools & Integrations",
    demo: "Try It Yourself",
    realExamples: "Real-World Examples",
    closing: {
      title: "Want to See It Working for Your Business?",
      text: "We'll build a demo tailored to your business within 48 hours. Implementation then typically takes 7–14 days.",
    },
  },
  demo: {
    meta: {
      title: "Get a Custom Demo in 48 Hours | Flowlane",
      description:
        "Tell us about your business and within 48 hours we'll build an automation or AI assistant demo tailored to you, then walk you through it step by step.",
    },
    title: "See Automation Working for Your Business",
    subtitle:
      "Fill out a short form and within 48 hours we'll prepare a demo built around your business. No generic slide deck — you'll see exactly how automation would work for you.",
    steps: [
      {
        title: "Tell Us About Your Business",
        text: "Choose a service, describe your goal, and add a link to your website if you have one. It takes about two minutes.",
      },
      {
        title: "We Build Your Demo",
        text: "Within 48 hours, we put together a demo tailored to your processes, your tools, and the situations you deal with every day.",
      },
      {
        title: "We Walk You Through It",
        text: "We present the demo online, answer your questions, and estimate together how much time and money it can save you.",
      },
    ],
  },
  contact: {
    meta: {
      title: "Contact Us | Flowlane",
      description:
        "Email or call us. We'll talk through what takes up most of your team's time and propose automation tailored to your business. We reply within one business day.",
    },
    title: "Let's Talk About Your Business",
    subtitle:
      "Tell us what you need — automation, an AI assistant, online booking, or a new website. We'll get back to you with a concrete proposal for next steps.",
    emailLabel: "Email",
    phoneLabel: "Phone",
    companyLabel: "Company",
    responseTime: "We answer within one business day.",
    bookTitle: "Prefer to Talk It Through?",
    bookText:
      "Pick a time that works for you for a free, no-obligation online consultation. It only takes a few clicks.",
  },
  web: {
    meta: {
      title: "Websites for Hospitality & Local Businesses | Flowlane",
      description:
        "Modern websites for restaurants, cafés, guesthouses, and local services. Free preview within 48 hours, launch usually within 7 business days, ongoing care.",
    },
    hero: {
      eyebrow: "Websites for Hospitality & Services",
      title: "A Website That Brings In Guests and Customers",
      subtitle:
        "We design fast, modern websites for restaurants, cafés, guesthouses, and local service businesses. Your customers find everything in one place: menu, opening hours, bookings, and directions.",
      cta: "Get a free preview",
      note: "Free preview within 48 hours, launch usually within 7 business days.",
    },
    benefitsTitle: "What Your New Website Does for You",
    benefits: [
      {
        title: "Lightning-Fast Loading",
        text: "Optimized images and clean code mean your site loads in an instant, even on a weak mobile signal.",
      },
      {
        title: "Built for Mobile",
        text: "Most guests look you up on their phones. Your site looks great on any screen and is easy to use with one thumb.",
      },
      {
        title: "SEO That Gets You Found",
        text: "Clean structure, proper metadata, and a Google connection help people find you when they search for places nearby.",
      },
      {
        title: "Built-In Security",
        text: "An SSL certificate, secure hosting, and regular backups keep your website and your customers' data safe.",
      },
    ],
    oneTime: {
      title: "One-Time Website Build",
      subtitle:
        "Choose the size that fits how much you want to show your customers. You'll see a free preview before you decide.",
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
      title: "Monthly Website Care",
      subtitle:
        "We take care of hosting, security, and ongoing edits, so you can focus on your guests and customers.",
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
      title: "One-Time Changes",
      subtitle: "No monthly plan, or need something extra? Order individual changes based on their size.",
      tiers: [
        {
          title: "Small change",
          text: "Up to 15 minutes — fixing text, swapping a photo, or updating your opening hours.",
        },
        {
          title: "Medium change",
          text: "15–60 minutes — a new section or an updated menu or gallery.",
        },
        {
          title: "Large change",
          text: "1–3 hours — a new page or a reworked page layout.",
        },
        {
          title: "New feature",
          text: "A booking form, another language version, or a new integration — scope agreed in advance.",
        },
      ],
      note: "Most changes are done within 24–48 hours.",
    },
    showcase: {
      title: "Example Websites by Industry",
      subtitle:
        "Here's what a website for a business like yours could look like. The names are made up; the features are real.",
      examples: [
        {
          business: "Restaurant",
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
    },
    process: {
      title: "How It Works",
      steps: [
        {
          title: "Consultation",
          text: "Tell us about your business, your goals, and the style you like — through the form or over the phone.",
        },
        {
          title: "Design",
          text: "Within 48 hours, you get a free preview of your website. We fine-tune it based on your feedback.",
        },
        {
          title: "Launch",
          text: "Once you approve it, we launch your site — usually within 7 business days — with SSL and basic SEO in place.",
        },
        {
          title: "Management",
          text: "Hosting, backups, updates, and edits are covered by your monthly plan, so your website is one less thing to worry about.",
        },
      ],
    },
    closing: {
      title: "Want to See What Your Website Could Look Like?",
      text: "Send us a few details about your business and we'll prepare a free preview within 48 hours. No cost, no obligation.",
      button: "Get a free preview",
    },
  },
  team: {
    meta: {
      title: "Careers: Developer Assignment | Flowlane",
      description:
        "We're hiring automation, AI, and web developers. Build a small project to a 50-requirement brief, submit once, and show what you can do. Pay is results-based.",
    },
    eyebrow: "Careers",
    title: "Show Us What You Can Build",
    intro:
      "We're looking for developers who get things done. Before we meet, we want to see your work: a small project built to a specification of 50 requirements. Results count, not résumés.",
    videoTitle: "Intro to the assignment",
    videoUnavailable:
      "Your browser can't play this video. Try a different browser or update the one you're using.",
    sections: [
      {
        title: "The Role",
        text: "An automation/AI developer or web developer working on our client projects: connecting tools and CRMs, building AI assistants, booking systems, and websites for small businesses. Degrees don't matter — delivering working solutions exactly to spec does.",
      },
      {
        title: "What You'll Build",
        text: "A small automation or web project based on the attached brief. It's a scaled-down version of what we build for clients every day: a precise specification and a result that has to work.",
      },
      {
        title: "The 50 Requirements",
        text: "The brief lists 50 specific requirements, each one clearly worded and testable. Read all of them before you start — it will save you time and rework.",
      },
      {
        title: "How We Evaluate",
        text: "We go through your solution requirement by requirement and check whether each one is met. What counts is how many of the 50 actually work — not the length of your write-up or the number of technologies you used.",
      },
      {
        title: "Pay",
        text: "Pay is based on results only. We don't pay for hours spent; we pay for what you actually deliver.",
      },
      {
        title: "How to Submit",
        text: "Use the form below: enter your email, upload your solution as a single PDF, and confirm all 8 conditions. The form can't be sent until every condition is checked.",
      },
    ],
    rules: [
      "Pay is based on results only — no hourly rate.",
      "One submission per candidate. Send only your final version.",
      "Submit your solution as a single PDF file.",
      "We evaluate against all 50 requirements in the brief.",
      "You must confirm all 8 conditions in the form.",
    ],
  },
};
