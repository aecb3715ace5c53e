/**
 * An inquiry's vocabulary: where it stands, what its timeline records, why a post is kept as
 * spam. The database schema, the server and the browser all take their lists from here.
 */

/** Where an inquiry stands (docs/PRODUCT.md, The desk): the board's columns. */
export const inquiryStatuses = ["pending", "in_progress", "completed", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const openStatuses: readonly InquiryStatus[] = ["pending", "in_progress"];
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
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * Why a post is kept as spam: its hidden honeypot field was filled, it came sooner than a person
 * types, or staff marked it.
 */
export const spamReasons = ["honeypot", "too_fast", "staff"] as const;
export type SpamReason = (typeof spamReasons)[number];
