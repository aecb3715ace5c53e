/**
 * Every figure the site claims, with its source (docs/PRODUCT.md, Figures and prices;
 * docs/decisions/0035-honest-proof-and-one-price-list.md). A figure is one of:
 * - `measured`: what the product itself measurably does, with the record that measured it;
 * - `product`: what the product does by construction, with the code that does it;
 * - `terms`: a commitment of our offer, which the contract repeats;
 * - `example`: a figure of an illustration the page labels as an example.
 * The labels are copy in the dictionaries. `app/content/claims.test.ts` refuses a figure in the
 * dictionaries' copy that is neither declared here nor of an allowed kind (a time, a price).
 */
import type { Lang } from "~/domain/languages";
import { formatDays, formatNumber } from "~/lib/format";

export type ClaimSource =
  | { kind: "measured"; record: string; how: string }
  | { kind: "product"; where: string }
  | { kind: "terms"; what: string }
  | { kind: "example"; where: string };

/** The crash test of docs/decisions/0024: leads acknowledged over every kill -9 round, none lost. */
export const crashTest = {
  leadsAcknowledged: 6262,
  crashes: 40,
  leadsLost: 0,
  source: {
    kind: "measured",
    record: "docs/decisions/0024-erasure-and-crash-safe-mail.md",
    how: "npm run bench:durability: kill -9 during posts, on PGlite, PostgreSQL and two servers behind nginx; the sums of the table's rows",
  },
} as const satisfies Record<string, unknown> & { source: ClaimSource };

/**
 * The lead-post benchmark of docs/decisions/0049, after its change, on one server with PGlite:
 * 3,000 posts, 20 clients sending at once, 94 a second; 99 in 100 answered within 404 ms (the
 * median 192 ms). The proof block shows the wait, which is what a business's customer feels.
 */
export const leadThroughput = {
  posts: 3000,
  connections: 20,
  percentile: 99,
  p99Ms: 404,
  source: {
    kind: "measured",
    record: "docs/decisions/0049-lead-post-costs.md",
    how: "npm run bench:leads: 3,000 posts, 20 connections, PGlite: 94 posts/s, p50 192 ms, p99 404 ms",
  },
} as const satisfies Record<string, unknown> & { source: ClaimSource };

/** The offer's commitments: repeated in the copy (guarantee, notice, demo, launch). */
export const commitments = {
  demoWithinHours: 48,
  launchDays: [7, 14],
  guaranteeDays: 60,
  noticeDays: 30,
  source: { kind: "terms", what: "the contract's terms: docs/PRODUCT.md, Figures and prices" },
} as const satisfies Record<string, unknown> & { source: ClaimSource };

/** Languages of the site, its e-mails and its assistant; the demo scenarios one can run. */
export const productFacts = {
  languages: 3,
  demos: 4,
  source: { kind: "product", where: "app/domain/languages.ts; app/features/demos/playground.ts" },
} as const satisfies Record<string, unknown> & { source: ClaimSource };

/** Hero: demo within 48 h, launch in 7–14 days, the assistant 24/7, a 60-day guarantee. */
export function heroClaimValues(lang: Lang): [string, string, string, string] {
  const [from, to] = commitments.launchDays;
  return [
    `${commitments.demoWithinHours} h`,
    formatDays(lang, from, to),
    "24/7",
    formatDays(lang, commitments.guaranteeDays),
  ];
}

/**
 * Proof block: leads lost in the crash test, the longest wait of 99 in 100 senders in the rush
 * (seconds, one decimal), languages, demos to try.
 */
export function proofStatValues(lang: Lang): [string, string, string, string] {
  return [
    String(crashTest.leadsLost),
    `${formatNumber(lang, leadThroughput.p99Ms / 1000, 1)}\u00a0s`,
    String(productFacts.languages),
    String(productFacts.demos),
  ];
}

/**
 * The proof block's labels and sources with the figures they name filled in: "{leads}",
 * "{crashes}" of the crash test, "{posts}", "{connections}", "{percentile}" of the rush.
 */
export function fillProofLabel(lang: Lang, label: string): string {
  return label
    .replaceAll("{leads}", formatNumber(lang, crashTest.leadsAcknowledged))
    .replaceAll("{crashes}", formatNumber(lang, crashTest.crashes))
    .replaceAll("{posts}", formatNumber(lang, leadThroughput.posts))
    .replaceAll("{connections}", formatNumber(lang, leadThroughput.connections))
    .replaceAll("{percentile}", formatNumber(lang, leadThroughput.percentile));
}

/** Hours saved per week by each demo scenario (email, crm, meeting, support): the playground's figures, an example. */
export const scenarioSavingsHours = [15, 12, 10, 20] as const;

/**
 * Figures the dictionaries' copy may contain, each with its source. Written as the copy writes
 * them once spaces are removed and a decimal point read as a comma ("99,9%", "7–14", "24/7").
 */
export const copyFigures: readonly { figures: readonly string[]; source: ClaimSource }[] = [
  { figures: ["48", "7–14", "7-14", "60", "30", "7"], source: commitments.source },
  {
    figures: ["24/7"],
    source: {
      kind: "product",
      where: "app/features/chat: the assistant answers from the site's content at any hour",
    },
  },
  {
    figures: ["100+", "100", "99,9%"],
    source: {
      kind: "terms",
      what: "the Enterprise package's contract: integrations built to order and its SLA",
    },
  },
  {
    figures: ["15"],
    source: { kind: "product", where: "app/features/booking: the call lasts 15 minutes" },
  },
  {
    figures: ["12"],
    source: {
      kind: "product",
      where: "app/features/roi/roi.ts: months in a year, in the calculator's formula",
    },
  },
  {
    figures: ["40"],
    source: {
      kind: "example",
      where: "the hero's live view, labelled an example: an inquiry answered in 40 seconds",
    },
  },
  {
    figures: ["1–3", "3–4", "5", "5+", "2", "4", "24", "24–48", "15–60", "1–2", "2–3", "2–4", "3–5", "4–7"],
    source: {
      kind: "terms",
      what: "the offer's scope: pages, minutes and hours of each web plan and change (app/content/pricing.ts), days of each service's steps and messages of a sequence (app/content/services/)",
    },
  },
  {
    figures: ["10", "50", "8", "14", "390"],
    source: {
      kind: "product",
      where:
        "the forms' rules and the hiring assignment (app/features/leads/schemas.ts, app/domain/lead-forms.ts)",
    },
  },
];
