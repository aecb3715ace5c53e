/**
 * The dashboard's vocabulary, shared by the browser, the server and the database schema
 * (server/db/schema.ts imports these lists), so the browser bundle never pulls in Drizzle.
 */
import type {
  InquiryStatus as StoredInquiryStatus,
  LeadForm as StoredLeadForm,
} from "../../../server/db/schema";

export const templateCategories = ["automation", "integration", "workflow"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

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

/** The lead pipeline's lists (owned by server/db/schema.ts), repeated here for the browser bundle. */
export const inquiryStatuses = ["pending", "in_progress", "completed", "cancelled"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const openStatuses: readonly InquiryStatus[] = ["pending", "in_progress"];
export const leadForms = ["demo", "contact", "website_preview", "hiring"] as const;
/** Longest staff notes on an inquiry. */
export const NOTES_MAX = 5000;
export type LeadForm = (typeof leadForms)[number];

// The repeated lists must equal the schema's: either side growing alone fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameStatuses: Same<InquiryStatus, StoredInquiryStatus> = true;
const sameForms: Same<LeadForm, StoredLeadForm> = true;
void sameStatuses;
void sameForms;
