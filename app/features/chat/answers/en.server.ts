import { formatList } from "~/lib/format";
import type { AnswerCopy } from "./types";

export const answers: AnswerCopy = {
  languageName: "English",
  notFound:
    "I'm sorry, I couldn't find an answer to that on our website. Book a free consultation or write to us through the contact form, and we'll gladly help.",
  greeting: "Hello! Ask me about our services, website prices, the process or how to contact us.",
  vocabulary: {
    price:
      "price prices pricing cost costs how much fee fees rate budget money pay paying quote expensive cheap cheapest affordable CZK crowns euro",
    web: "website websites web site sites page pages homepage webpage www online presence build",
    monthly: "monthly month per month care maintenance maintain hosting host management subscription updates",
    changes:
      "change changes edit edits update modify fix add adding tweak adjust existing current already have",
    time: "how long time duration days weeks fast quickly soon when deadline ready launch live",
    services: "services service offer offering provide do help solutions specialise specialize business",
    contact:
      "contact email e-mail mail phone call number reach address office located location where headquarters write",
    company: "company who founder founders owner owners team people registration ID behind firm",
    booking:
      "book booking consultation meeting call appointment demo free schedule calendar talk meet chat first",
    custom: "custom bespoke tailor-made tailored individual unique special fully",
    mobile: "mobile phone phones smartphone responsive tablet screen",
    examples:
      "example examples reference references case study studies portfolio clients results success stories",
    tools:
      "tools tool integrate integration integrations connect connected works with compatible apps software",
    security: "data secure security safe safety GDPR privacy protection personal",
    cancel: "cancel cancellation contract notice commitment lock-in terminate quit stop anytime",
    guarantee: "guarantee doesn't work not working refund expectations satisfied fix problem",
    hiring:
      "job jobs career careers hiring hire work for you developer developers programmer vacancy position apply",
    process: "steps process how it works procedure stages start",
    includes: "include includes included get deliverables what's in contain contains",
  },
  titles: {
    webTiming: "Website timing and free preview",
    deliverables: "What you get",
    process: (service) => `${service}: how it works and how long it takes`,
    examples: (service) => `${service}: real-world examples`,
    booking: "Free consultation and demo",
  },
  webPrices: (plans, custom) =>
    `A website costs a one-time ${formatList(
      "en",
      plans.map((plan) => `${plan.price} for ${plan.name} (${plan.size})`),
      "disjunction",
    )}. A fully custom ${custom.name} starts at ${custom.price}. You get a free preview within 48 hours, and the site usually goes live within 7 business days.`,
  webPlan: ({ name, price, from, description, features }) =>
    `${name} ${from ? "starts at" : "costs"} ${price}, paid once – ${description}. It includes ${features}.`,
  monthlyPrices: (plans, subtitle) =>
    `Website care costs ${formatList(
      "en",
      plans.map((plan) => `${plan.price} a month for ${plan.name}`),
      "disjunction",
    )}. ${subtitle}`,
  monthlyPlan: ({ name, price, description, features }) =>
    `The ${name} care plan costs ${price} a month – ${description}. It includes ${features}.`,
  changePrices: (tiers, note) => `One-time changes are priced by size: ${tiers}. ${note}`,
  changeTier: ({ name, price, scope }, note) => `${name} (${scope}) costs ${price}. ${note}`,
  webBenefits:
    "Every site loads fast, works well on phones, is set up to be found on Google and runs on secure hosting with SSL.",
  webShowcase: (businesses) => `On the page you'll find sample sites for these businesses: ${businesses}.`,
  packages: (names, priceNote, terms) =>
    `We offer these automation packages: ${names}. ${priceNote} The terms: ${terms}.`,
  packagePlan: ({ name, description, features }, priceNote) =>
    `The ${name} package is meant ${description}. It includes ${features}. ${priceNote}`,
  services: (names, websitesFrom) =>
    `We offer these services: ${names}. We also build websites for small businesses, from ${websitesFrom}.`,
  serviceSummary: {
    outreach:
      "We run personalized cold email and LinkedIn campaigns with automated follow-ups that bring you qualified meetings. Replies and interested leads go straight into your CRM, and your team saves 15+ hours a week.",
    automation:
      "We connect your CRM, email, website forms and other tools, so leads, invoices and reports run on their own. Every lead is handled within minutes, and your team gets 15+ hours a week back.",
    assistant:
      "An AI assistant trained on your services, prices and FAQs answers customers within seconds, 24/7, on your website, email, WhatsApp and Messenger. It books appointments right in your calendar, can pick up the phone as a voice assistant and cuts support costs by up to 67%.",
    rezervace:
      "Clients book online on their own, 24/7, get automatic SMS and email reminders, and reschedule or cancel by themselves. Staff shifts live in one shared calendar, synced with Google Calendar or Outlook.",
  },
  serviceWords: {
    outreach:
      "outreach cold email emails campaign campaigns LinkedIn B2B clients customers prospecting sales meetings",
    automation: "automation automate processes CRM invoices reports integrations Make Zapier",
    assistant: "AI assistant chatbot chat bot voice phone answers customers support",
    rezervace: "booking system appointments scheduling calendar reminders reservations",
  },
  serviceDeliverables: ({ name, deliverables, forWho }) =>
    `With ${name}, you get ${deliverables}. It's a good fit for ${forWho}.`,
  serviceProcess: ({ name, steps }) => `${name} is set up in these steps: ${steps}.`,
  serviceIntegrations: ({ name, tools }) => `For ${name}, we work with ${tools}.`,
  booking:
    "You can book a free, no-obligation online consultation in our calendar. We'll also build a demo tailored to your business within 48 hours.",
  contact: ({ email, phone, address }) =>
    `You can email us at ${email} or call ${phone}. Our office is at ${address}. We answer within one business day.`,
  company: ({ legalName, registrationNumber, founders }) =>
    `${legalName} (Company ID ${registrationNumber}) was founded by ${founders}.`,
};
