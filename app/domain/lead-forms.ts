/**
 * The site's lead forms, named once: how each is stored (`inquiries.source_form`), where it
 * posts (`/api/leads/{slug}`), where a JavaScript-free post lands, and its fields as staff read
 * them, with the choices a field offers. The database schema, the form API, the paths of the
 * "sent" pages, the e-mails, the dictionaries and the dashboard all take their lists from here.
 * Pure and small: every layer and every page's bundle may import it (the server's side, each
 * form's handler, is app/features/leads/lead-forms.server.ts).
 */
import { isServiceSlug, serviceSlugs } from "./services";

export const leadFormNames = [
  "contact",
  "demo",
  "website_preview",
  "hiring",
  "booking",
  "assistant",
] as const;
export type LeadForm = (typeof leadFormNames)[number];
export const isLeadForm = (value: unknown): value is LeadForm =>
  (leadFormNames as readonly unknown[]).includes(value);
/** Job applications are people, not deals: the forms whose leads the sales figures count. */
export const salesLeadForms: readonly LeadForm[] = leadFormNames.filter((form) => form !== "hiring");

export const contactBusinessTypes = [
  "ecommerce",
  "services",
  "b2b",
  "saas",
  "healthcare",
  "beauty",
  "legal",
  "hospitality",
  "other",
] as const;
export const budgets = ["small", "medium", "large"] as const;
export const previewBusinessTypes = ["restaurant", "cafe", "hotel", "services", "other"] as const;
export const previewStyles = ["modern-clean", "elegant", "colorful", "minimal"] as const;
export const previewPriorities = ["48h", "week"] as const;

/**
 * How staff read a stored answer: as it was typed (`text`, `longText`, `email`, `phone`, `url`),
 * as the label of one or several choices of a list, as yes/no, as the uploaded file, or as the
 * time windows of a call request (app/features/booking/windows.ts).
 */
export type LeadField =
  | { name: string; kind: "text" | "longText" | "email" | "phone" | "url" }
  | { name: string; kind: "choice" | "choices"; options: readonly string[] }
  | { name: string; kind: "consent" | "file" | "windows" };

export interface LeadFormEntry {
  /** The last segment of /api/leads/{slug} and, when the form has one, of its "sent" page. */
  slug: string;
  /** A JavaScript-free post lands on /{lang}/sent/{slug} (the hiring form has its own page). */
  sentPage: boolean;
  fields: readonly LeadField[];
  /** What its leads store as `inquiries.service_type`; null: the service the visitor chose. */
  serviceType: string | null;
}

export const leadFormRegistry = {
  contact: {
    slug: "contact",
    serviceType: "contact",
    sentPage: true,
    fields: [
      { name: "name", kind: "text" },
      { name: "email", kind: "email" },
      { name: "phone", kind: "phone" },
      { name: "business_type", kind: "choice", options: contactBusinessTypes },
      { name: "message", kind: "longText" },
    ],
  },
  demo: {
    slug: "demo",
    serviceType: null,
    sentPage: true,
    fields: [
      { name: "email", kind: "email" },
      { name: "service", kind: "choice", options: serviceSlugs },
      { name: "goal", kind: "longText" },
      { name: "budget", kind: "choice", options: budgets },
      { name: "url", kind: "url" },
    ],
  },
  website_preview: {
    slug: "preview",
    serviceType: "website",
    sentPage: true,
    fields: [
      { name: "company_name", kind: "text" },
      { name: "business_type", kind: "choice", options: previewBusinessTypes },
      { name: "location", kind: "text" },
      { name: "website", kind: "url" },
      { name: "email", kind: "email" },
      { name: "phone", kind: "phone" },
      { name: "style", kind: "choices", options: previewStyles },
      { name: "priority", kind: "choice", options: previewPriorities },
      { name: "note", kind: "longText" },
      { name: "gdpr_consent", kind: "consent" },
    ],
  },
  hiring: {
    slug: "hiring",
    serviceType: "hiring",
    sentPage: false,
    fields: [
      { name: "email", kind: "email" },
      { name: "file", kind: "file" },
    ],
  },
  /** A request for a call when the site has no booking calendar: kept in `inquiries` alone. */
  booking: {
    slug: "booking",
    serviceType: "booking",
    sentPage: true,
    fields: [
      { name: "name", kind: "text" },
      { name: "email", kind: "email" },
      { name: "phone", kind: "phone" },
      { name: "windows", kind: "windows" },
    ],
  },
  /** A question the site's assistant could not answer, handed to the team: kept in `inquiries` alone. */
  assistant: {
    slug: "assistant",
    serviceType: "assistant",
    sentPage: true,
    fields: [
      { name: "email", kind: "email" },
      { name: "question", kind: "longText" },
    ],
  },
} as const satisfies Record<LeadForm, LeadFormEntry>;

/**
 * The form a stored `service_type` stands for, when it is no service's slug ("booking": a call
 * request), so staff read the form's name instead of the raw value; null for a service's own.
 */
export function formOfServiceType(value: string): LeadForm | null {
  if (isServiceSlug(value)) return null;
  return leadFormNames.find((form) => leadFormRegistry[form].serviceType === value) ?? null;
}

type Entry = (typeof leadFormRegistry)[LeadForm];
/** The last segment of /api/leads/{slug}; each form's generic error and "sent" message are kept under it. */
export type LeadFormSlug = Entry["slug"];
/** The forms whose JavaScript-free post lands on /{lang}/sent/{slug}. */
export type SentFormSlug = Extract<Entry, { sentPage: true }>["slug"];

/** The form posting to /api/leads/{slug}, or null. */
export function leadFormBySlug(slug: string | undefined): LeadForm | null {
  return leadFormNames.find((form) => leadFormRegistry[form].slug === slug) ?? null;
}

/** Slugs of the forms whose JavaScript-free post lands on a "sent" page. */
export const sentFormSlugs: readonly SentFormSlug[] = leadFormNames.flatMap((form) => {
  const entry: Entry = leadFormRegistry[form];
  return entry.sentPage ? [entry.slug] : [];
});

export function isSentFormSlug(value: string | undefined): value is SentFormSlug {
  return sentFormSlugs.some((slug) => slug === value);
}

/**
 * The fields in which a lead writes in his own words (the contact message, the demo's goal, the
 * assistant's question…): the desk's one line of the message comes from the first one filled in.
 */
export const messageFields: readonly string[] = [
  ...new Set(
    leadFormNames.flatMap((form) =>
      (leadFormRegistry[form].fields as readonly LeadField[])
        .filter((field) => field.kind === "longText")
        .map((field) => field.name),
    ),
  ),
];
