/**
 * What the site's own assistant says, per language: whole answer sentences with the site's facts
 * (names, prices, lists) put in where the sentence stays grammatical, and the words visitors use
 * for each topic. cs/en/pl.server.ts each export one object of this type; only the server reads
 * them (knowledge.server.ts), so none of it reaches the browser.
 *
 * Values come formatted: prices with their currency (and "from" where a price is a starting
 * one), lists joined in the language's way and starting in lower case, descriptions without
 * their full stop. Every answer is at most three sentences; the link to the page that says more
 * is shown under it.
 */
import type { ServiceSlug } from "~/domain/services";

export type Topic =
  | "price"
  | "web"
  | "monthly"
  | "changes"
  | "time"
  | "services"
  | "contact"
  | "company"
  | "booking"
  | "custom"
  | "mobile"
  | "examples"
  | "tools"
  | "security"
  | "cancel"
  | "guarantee"
  | "hiring"
  | "process"
  | "includes";

export interface Priced {
  name: string;
  price: string;
}

export interface AnswerCopy {
  /** The name of the answer language for the language model, e.g. "English". */
  languageName: string;
  /** When nothing on the site answers the question: said honestly, with what to do next. */
  notFound: string;
  /** The answer to a bare greeting. */
  greeting: string;
  /** Words visitors use for a topic that the site's copy may not contain (searched, never shown). */
  vocabulary: Record<Topic, string>;

  /** Titles of passages that have no heading on the site (shown as the link under the answer). */
  titles: {
    webTiming: string;
    deliverables: string;
    process: (service: string) => string;
    examples: (service: string) => string;
    booking: string;
  };

  /** The first three plans with their sizes ("1–3 pages"), and the custom one (its starting price). */
  webPrices: (plans: (Priced & { size: string })[], custom: Priced) => string;
  webPlan: (plan: Priced & { from: boolean; description: string; features: string }) => string;
  monthlyPrices: (plans: Priced[], subtitle: string) => string;
  monthlyPlan: (plan: Priced & { description: string; features: string }) => string;
  /** `tiers`: "small change CZK 250, …" already joined. */
  changePrices: (tiers: string, note: string) => string;
  changeTier: (tier: Priced & { scope: string }, note: string) => string;
  /** Facts of the web page's benefits (fast, mobile, found on Google, secure), in one sentence. */
  webBenefits: string;
  webShowcase: (businesses: string) => string;
  packages: (names: string, priceNote: string, terms: string) => string;
  packagePlan: (plan: { name: string; description: string; features: string }, priceNote: string) => string;
  services: (names: string, websitesFrom: string) => string;
  /** One or two sentences per service; its figures are those of the service's page. */
  serviceSummary: Record<ServiceSlug, string>;
  /** Words visitors use for a service that its name on the site avoids ("outreach", "cold e-mail"); searched, never shown. */
  serviceWords: Record<ServiceSlug, string>;
  serviceDeliverables: (service: { name: string; deliverables: string; forWho: string }) => string;
  serviceProcess: (service: { name: string; steps: string }) => string;
  serviceIntegrations: (service: { name: string; tools: string }) => string;
  booking: string;
  contact: (facts: { email: string; phone: string; address: string }) => string;
  company: (facts: { legalName: string; registrationNumber: string; founders: string }) => string;
}
