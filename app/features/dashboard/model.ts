/**
 * The dashboard's vocabulary, shared by the browser, the server and the database schema
 * (server/db/schema.ts imports these lists), so the browser bundle never pulls in Drizzle.
 */

export const templateCategories = ["automation", "integration", "workflow"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/**
 * Where a template that is not public stands on its way there: its owner asked staff to publish
 * it, or staff declined. Null: private, or published.
 */
export const templatePublications = ["requested", "declined"] as const;
export type TemplatePublication = (typeof templatePublications)[number];

/** Spec: four step types; a new step is an action. */
export const stepTypes = ["input", "action", "condition", "delay"] as const;
export type StepType = (typeof stepTypes)[number];

export interface WorkflowStep {
  id: string;
  type: StepType;
  config: { action: string; params: Record<string, unknown> };
}

export interface WorkflowData {
  steps: WorkflowStep[];
}

/** Where an inquiry stands (spec section 4): the board's columns. */
export const inquiryStatuses = ["pending", "in_progress", "completed", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const openStatuses: readonly InquiryStatus[] = ["pending", "in_progress"];
/** Longest note on an inquiry. */
export const NOTE_MAX = 5000;

/** What an inquiry's timeline records (server/db/schema.ts, `inquiry_activities`). */
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
