/**
 * Every string of the public site's interface, per language. cs.ts, en.ts and pl.ts each export
 * one object of this type, so a key missing in one language fails the type check.
 * Numbers and prices are not here: they live in app/content and are formatted with Intl.
 */
import type { FormsMessages } from "./forms-types";
export interface PageMeta {
  title: string;
  description: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Messages {
  forms: FormsMessages;
  common: {
    siteTagline: string; // one line about the agency, used in footer and Organization JSON-LD
    skipToContent: string;
    close: string;
    mostPopular: string;
    ongoing: string; // time of a process step that never ends
    perMonth: string; // suffix after a monthly price, e.g. "/ month"
    from: string; // "from" before a starting price
    /** A price converted to the page's own currency, rounded: "approx. {amount}" (shown on Polish pages). */
    approximately: string;
  };
  nav: {
    home: string;
    process: string; // anchor to "how it works" on the home page
    services: string;
    allServices: string;
    contact: string;
    web: string;
    openMenu: string;
    closeMenu: string;
    mainMenu: string; // aria-label of the nav
    language: string; // label of the language switcher
    scrollToTop: string;
    languageNames: { cs: string; en: string; pl: string }; // each in its own language ("Čeština", "English", "Polski")
  };
  cta: {
    tryDemo: string; // scrolls to the interactive examples: "Try it yourself"
    getDemo48h: string; // "Get a demo in 48 h" (opens the consultation calendar)
    contactUs: string;
    viewAllServices: string;
    viewServiceDetail: string;
    backToServices: string;
    bookConsultation: string; // opens the consultation calendar: header, hero and closing sections
    backHome: string;
  };
  footer: {
    foundersHeading: string;
    founder: string; // role label
    coFounder: string;
    hiringTitle: string;
    hiringText: string;
    hiringButton: string;
    contactHeading: string;
    servicesHeading: string;
    companyHeading: string;
    followUs: string;
    registrationNumber: string; // "IČO" / "Company ID" / "Numer rejestrowy"
    mailLinkFallback: string; // under an e-mail's button: the address to paste when the button does not work
    privacyPolicy: string;
    cookieSettings: string;
    webLink: string; // link text to /web
    rights: string; // "All rights reserved."
  };
  privacy: {
    title: string;
    download: string;
    loadFailed: string; // 'Failed to load PDF' / 'Nepodařilo se načíst PDF'
    loadFailedHint: string; // download directly or try again later
    loading: string;
  };
  consent: {
    title: string;
    text: string;
    accept: string;
    reject: string;
    privacyLink: string;
    saved: string; // toast after a choice
  };
  booking: {
    /** The booking page: the dialog's content for visitors without JavaScript. */
    meta: PageMeta;
    dialogTitle: string;
    frameTitle: string; // 'Kalendář konzultací' in Czech, 'Consultation Calendar' otherwise (also in Polish)
    unavailable: string; // shown when no calendar is configured: write or call us instead
    loading: string;
  };
  notFound: {
    meta: PageMeta;
    title: string;
    text: string;
  };
  serviceNotFound: {
    title: string; // 'Service not found'
    text: string;
  };
  /** The page shown when a request itself is refused (a broken or oversized post, a wrong method…). */
  requestError: {
    titles: Record<RequestErrorKind, string>;
    text: string; // go back and try again from the page, or write to us
  };
  home: {
    meta: PageMeta;
    hero: {
      eyebrow: string;
      title: string;
      subtitle: string;
      /** Labels of the four hero claims, in order: 15+ hours/week saved, 40% higher conversion, 24/7 AI availability, 0 missed leads. */
      claims: [string, string, string, string];
      /** The live view beside the hero: one inquiry arriving, answered and moved along the pipeline. */
      flow: {
        label: string; // the whole picture in one sentence, for screen readers
        title: string; // "New inquiry"
        source: string; // "Website form · 9:47 pm"
        from: string; // a sample customer and business
        message: string; // what the customer wrote, in the language's quotation marks
        steps: [string, string, string]; // replied by the AI, saved to the CRM, meeting booked
        stages: [string, string, string, string]; // pipeline columns: new, replied, meeting, won
      };
    };
    playground: {
      title: string; // "Watch Automation in Action"
      subtitle: string;
      /** The four demo scenarios, in order email, crm, meeting, support. */
      scenarios: [ScenarioCopy, ScenarioCopy, ScenarioCopy, ScenarioCopy];
      savingsLabel: string; // e.g. "saved per week" after "15 h"
      cta: string; // button to /contact
    };
    howItWorks: {
      title: string;
      subtitle: string;
      /** 01 Outreach, 02 Automation, 03 Assistant & Booking. */
      steps: [TitledText, TitledText, TitledText];
    };
    services: { title: string; subtitle: string };
    proof: {
      title: string;
      subtitle: string;
      /** Labels for: 67% support-cost reduction, 95% satisfied customers, 100+ integrations, 7–14 days implementation. */
      stats: [string, string, string, string];
      /** Our commitments: 60-day guarantee, 30 days' notice with monthly billing, demo within 48 h. */
      commitments: [TitledText, TitledText, TitledText];
    };
    closing: { title: string; text: string };
  };
  roi: {
    title: string;
    subtitle: string;
    hoursLabel: string; // monthly hours spent on manual tasks
    rateLabel: string; // hourly rate (currency is appended by the page)
    tasksLabel: string; // monthly tasks to automate
    feeLabel: string; // what the automation costs a month (currency is appended by the page)
    feeHint: string; // an example figure; the real price follows a consultation
    limit: string; // shown while an input is above its limit: "We count at most {max}."
    noSavings: string; // shown when the fee is larger than the value of the hours
    monthlySavings: string;
    yearlySavings: string;
    hoursReclaimed: string; // hours reclaimed per month
    tasksPerYear: string; // tasks automated per year
    hoursUnit: string; // "h"
    /** How the figures are computed (the fee included); {share} is replaced with the automated share, e.g. "70 %". */
    assumption: string;
  };
  faq: {
    title: string;
    items: [Faq, Faq, Faq, Faq, Faq];
  };
  packages: {
    title: string;
    subtitle: string;
    /** Basic, Pro (most popular), Enterprise. No prices: the price follows a consultation. */
    plans: [PackageCopy, PackageCopy, PackageCopy];
    priceNote: string; // price after a free consultation
    terms: string[]; // monthly billing, 30 days' notice, 60-day guarantee, implementation 7–14 days
    choose: string; // button
  };
  services: {
    meta: PageMeta;
    title: string;
    subtitle: string;
    problemLabel: string; // "sound familiar?": heading of the box with the visitor's situation
    showSolution: string; // expand button
    hideSolution: string;
    resultLabel: string;
    notSure: TitledText & { button: string };
  };
  serviceDetail: {
    resultLabel: string;
    perfectFor: string;
    whatYouGet: string;
    process: string;
    integrations: string;
    demo: string; // heading of the interactive demo section
    realExamples: string;
    closing: TitledText;
  };
  demo: {
    meta: PageMeta;
    title: string;
    subtitle: string;
    /** What happens after a request, three steps. */
    steps: [TitledText, TitledText, TitledText];
  };
  contact: {
    meta: PageMeta;
    title: string;
    subtitle: string;
    emailLabel: string;
    phoneLabel: string;
    companyLabel: string;
    responseTime: string; // "We answer within one working day."
    bookTitle: string;
    bookText: string;
  };
  web: {
    meta: PageMeta;
    hero: { eyebrow: string; title: string; subtitle: string; cta: string; note: string }; // note: preview in 48 h, launch usually within 7 working days
    benefitsTitle: string;
    /** Fast loading, mobile optimisation, SEO, security. */
    benefits: [TitledText, TitledText, TitledText, TitledText];
    oneTime: {
      title: string;
      subtitle: string;
      /** Mini Web (1–3 pages), Standard Web (3–4 pages), Profi Web (5+ pages), Exclusive Web (custom). */
      plans: [WebPlanCopy, WebPlanCopy, WebPlanCopy, WebPlanCopy];
      choose: string;
    };
    monthly: {
      title: string;
      subtitle: string;
      /** Basic, Standard (most popular), Premium (docs/PRODUCT.md, Figures and prices). */
      plans: [WebPlanCopy, WebPlanCopy, WebPlanCopy];
      choose: string;
    };
    changes: {
      title: string;
      subtitle: string;
      /** small (up to 15 min), medium (15–60 min), large (1–3 h), new feature. */
      tiers: [TitledText, TitledText, TitledText, TitledText];
      note: string; // most are done within 24–48 h
    };
    showcase: {
      title: string;
      subtitle: string;
      /** Example sites for a restaurant, a café, a guesthouse and a service business. */
      examples: [ShowcaseCopy, ShowcaseCopy, ShowcaseCopy, ShowcaseCopy];
      /** The link under each preview to the example site itself. */
      open: string;
      /** The preview frame's title; "{name}" is the example's name. */
      previewTitle: string;
    };
    process: {
      title: string;
      /** Consultation, design, launch, management. */
      steps: [TitledText, TitledText, TitledText, TitledText];
    };
    closing: TitledText & { button: string };
  };
  team: {
    meta: PageMeta;
    eyebrow: string;
    title: string;
    intro: string;
    videoTitle: string;
    videoUnavailable: string; // shown inside the <video> element for browsers that cannot play it
    sections: TitledText[]; // the role, how we evaluate, pay, how to submit
    rules: string[]; // result-based pay only, one submission only, ...
    /** The assignment itself: what to build and its 50 requirements, numbered through the groups. */
    assignment: {
      title: string;
      brief: string;
      groups: { title: string; requirements: string[] }[];
    };
  };
}

export interface ScenarioCopy {
  name: string;
  problem: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface PackageCopy {
  name: string;
  description: string;
  features: string[];
}

export interface WebPlanCopy {
  name: string;
  description: string;
  features: string[];
}

export interface ShowcaseCopy {
  business: string; // "Restaurant"
  name: string; // the fictional site's name
  description: string;
  highlights: string[];
}

/** What went wrong with a refused request, by its HTTP status (app/features/layout/request-error.tsx). */
export type RequestErrorKind =
  | "badRequest"
  | "forbidden"
  | "methodNotAllowed"
  | "payloadTooLarge"
  | "unsupportedMediaType"
  | "tooManyRequests"
  | "serverError";

/** The copy every page needs (layout, dialogs, home page), loaded with the shell. */
export type ShellMessages = Pick<
  Messages,
  | "common"
  | "nav"
  | "cta"
  | "footer"
  | "privacy"
  | "consent"
  | "booking"
  | "notFound"
  | "serviceNotFound"
  | "requestError"
  | "home"
  | "roi"
  | "faq"
  | "packages"
>;
