/**
 * What the site's own assistant says in English (answers/types.ts says how values come). The
 * source language: cs and pl are typed from this file (app/i18n/translations.ts), functions
 * included, so each function's parameters are written here once.
 */
import type { ServiceSlug } from "~/domain/services";
import { formatList } from "~/lib/format";
import type { Priced, Topic } from "./types";

export const answers = {
  // the name of the answer language for the language model
  languageName: "English",
  // when nothing on the site answers the question: said honestly, with what to do next
  notFound:
    "I'm sorry, I couldn't find an answer to that on our website. Book a free consultation or write to us through the contact form, and we'll gladly help.",
  // the answer to a bare greeting
  greeting: "Hello! Ask me about our services, website prices, the process or how to contact us.",
  // words visitors use for a topic that the site's copy may not contain (searched, never shown)
  vocabulary: {
    price:
      "price prices pricing cost costs how much fee fees rate budget money pay paying quote expensive cheap cheapest affordable CZK crowns euro",
    web: "website websites web site sites page pages homepage webpage www online presence build",
    monthly: "monthly month per month care maintenance maintain hosting host management subscription updates",
    changes:
      "change changes edit edits update modify fix add adding tweak adjust existing current already have",
    time: "how long time duration days weeks fast quickly soon when deadline ready launch live",
    services: "services service offer offering provide do help solutions specialise specialize business",
    automation: "automation automate automated automating exactly everything small business company",
    contact:
      "contact email mail phone call number reach address office located location where headquarters write",
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
  } satisfies Record<Topic, string>,
  // titles of passages that have no heading on the site (shown as the link under the answer)
  titles: {
    webTiming: "Website timing and free preview",
    deliverables: "What you get",
    process: (service: string) => `${service}: how it works and how long it takes`,
    examples: (service: string) => `${service}: real-world examples`,
    price: (service: string) => `${service}: price`,
    booking: "Free consultation and demo",
  },
  // the first three plans with their sizes ("1–3 pages"), and the custom one (its starting price)
  webPrices: (plans: readonly (Priced & { size: string })[], custom: Priced) =>
    `A website costs a one-time ${formatList(
      "en",
      plans.map((plan) => `${plan.price} for ${plan.name} (${plan.size})`),
      "disjunction",
    )}. A fully custom ${custom.name} starts at ${custom.price}. You get a free preview within 48 hours, and the site usually goes live within 7 business days.`,
  webPlan: ({
    name,
    price,
    from,
    description,
    features,
  }: Priced & { from: boolean; description: string; features: string }) =>
    `${name} ${from ? "starts at" : "costs"} ${price}, paid once – ${description}. It includes ${features}.`,
  monthlyPrices: (plans: readonly Priced[], subtitle: string) =>
    `Website care costs ${formatList(
      "en",
      plans.map((plan) => `${plan.price} a month for ${plan.name}`),
      "disjunction",
    )}. ${subtitle}`,
  monthlyPlan: ({ name, price, description, features }: Priced & { description: string; features: string }) =>
    `The ${name} care plan costs ${price} a month – ${description}. It includes ${features}.`,
  // `tiers`: "small change CZK 250, …" already joined
  changePrices: (tiers: string, note: string) => `One-time changes are priced by size: ${tiers}. ${note}`,
  changeTier: ({ name, price, scope }: Priced & { scope: string }, note: string) =>
    `${name} (${scope}) costs ${price}. ${note}`,
  // facts of the web page's benefits (fast, mobile, found on Google, secure), in one sentence
  webBenefits:
    "Every site loads fast, works well on phones, is set up to be found on Google and runs on secure hosting with SSL.",
  webShowcase: (businesses: string) =>
    `On the page you'll find sample sites for these businesses: ${businesses}.`,
  // each package's monthly starting price; `label` is "most popular" for the one the site marks so
  packages: (plans: readonly (Priced & { label?: string })[], priceNote: string, terms: string) =>
    `Automation comes in three monthly packages: ${formatList(
      "en",
      plans.map((plan) => `${plan.name}${plan.label ? ` (${plan.label})` : ""} from ${plan.price}`),
    )}. ${priceNote} The terms: ${terms}.`,
  packagePlan: (
    { name, price, description, features }: Priced & { description: string; features: string },
    priceNote: string,
  ) =>
    `The ${name} package starts at ${price} a month and is meant ${description}. It includes ${features}. ${priceNote}`,
  services: (names: string, websitesFrom: string) =>
    `We offer these services: ${names}. We also build websites for small businesses, from ${websitesFrom}.`,
  // a service's price is that of the monthly packages it comes in
  servicePrice: (service: string, plans: readonly Priced[], priceNote: string) =>
    `The ${service} service is part of our monthly packages: ${formatList(
      "en",
      plans.map((plan) => `${plan.name} from ${plan.price}`),
    )}. ${priceNote}`,
  // one or two sentences per service; its figures are those of the service's page
  serviceSummary: {
    outreach:
      "We run personalized cold email and LinkedIn campaigns with automated follow-ups that bring you qualified meetings. Replies and interested leads go straight into your CRM, and your team spends its time on conversations, not on sending.",
    automation:
      "We connect your CRM, email, website forms and other tools, so leads, invoices and reports run on their own. Every lead is handled within minutes, and none is left sitting in someone's inbox.",
    assistant:
      "An AI assistant trained on your services, prices and FAQs answers customers within seconds, 24/7, on your website, email, WhatsApp and Messenger. It books appointments right in your calendar, can pick up the phone as a voice assistant and leaves you only the questions that really need a person.",
    rezervace:
      "Clients book online on their own, 24/7, get automatic SMS and email reminders, and reschedule or cancel by themselves. Staff shifts live in one shared calendar, synced with Google Calendar or Outlook.",
  } satisfies Record<ServiceSlug, string>,
  // words visitors use for a service that its name on the site avoids ("outreach", "cold email"); searched, never shown
  serviceWords: {
    outreach:
      "outreach cold email emails campaign campaigns LinkedIn B2B clients customers prospecting sales meetings",
    automation: "automation automate processes CRM invoices reports integrations Make Zapier",
    assistant: "AI assistant chatbot chat bot voice phone answers customers support",
    rezervace: "booking system appointments scheduling calendar reminders reservations",
  } satisfies Record<ServiceSlug, string>,
  serviceDeliverables: ({
    name,
    deliverables,
    forWho,
  }: {
    name: string;
    deliverables: string;
    forWho: string;
  }) => `With ${name}, you get ${deliverables}. It's a good fit for ${forWho}.`,
  serviceProcess: ({ name, steps }: { name: string; steps: string }) =>
    `${name} is set up in these steps: ${steps}.`,
  serviceIntegrations: ({ name, tools }: { name: string; tools: string }) =>
    `For ${name}, we work with ${tools}.`,
  booking:
    "You can book a free, no-obligation online consultation in our calendar. We'll also build a demo tailored to your business within 48 hours.",
  contact: ({ email, phone, address }: { email: string; phone: string; address: string }) =>
    `You can email us at ${email} or call ${phone}. Our office is at ${address}. We answer within one business day.`,
  company: ({
    legalName,
    registrationNumber,
    founders,
  }: {
    legalName: string;
    registrationNumber: string;
    founders: string;
  }) => `${legalName} (Company ID ${registrationNumber}) was founded by ${founders}.`,
} as const;
