/**
 * An inquiry's vocabulary: where it stands, what its timeline records, why a post is kept as
 * spam. The database schema, the server and the browser all take their lists from here.
 */

/** Where an inquiry stands (docs/PRODUCT.md, The desk): the board's columns. */
export const inquiryStatuses = ["pending", "in_progress", "completed", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const openStatuses: readonly InquiryStatus[] = ["pending", "in_progress"];
/** The statuses that end an inquiry: completed is a won deal, cancelled a lost one. */
export const closedStatuses: readonly InquiryStatus[] = ["completed", "cancelled"];
/** Longest note on an inquiry. */
export const NOTE_MAX = 5000;

/** What an inquiry's timeline records (app/platform/db/schema.server.ts, `inquiry_activities`). */
export const activityKinds = [
  "created",
  "status",
  "assigned",
  "follow_up",
  "note",
  "email_sent",
  "email_received",
  "merged",
  "unmerged",
  "spam",
  "restored",
  "deal",
  "stage",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * Why a post is kept as spam: its hidden honeypot field was filled, it came sooner than a person
 * types, or staff marked it.
 */
export const spamReasons = ["honeypot", "too_fast", "staff"] as const;
export type SpamReason = (typeof spamReasons)[number];

/**
 * A deal's currencies: the markets' own (crowns, złoty) and euros for a client abroad. A value is
 * kept in whole units: a sales desk estimates deals, it does not invoice them.
 */
export const dealCurrencies = ["CZK", "PLN", "EUR"] as const;
export type DealCurrency = (typeof dealCurrencies)[number];
/** Largest deal value accepted: a typo of a few zeros is refused rather than skewing the won value. */
export const DEAL_VALUE_MAX = 100_000_000;
/** Longest reason a deal was won or lost. */
export const CLOSE_REASON_MAX = 500;
