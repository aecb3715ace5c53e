/**
 * Automations: a workflow template switched on by staff, run for every lead its trigger matches.
 * The vocabulary of triggers, step settings and runs; the database, the runner and the editor
 * take their lists from here (docs/PRODUCT.md, The desk).
 */
import type { InquiryStatus } from "./inquiries";
import type { Lang } from "./languages";
import type { LeadForm } from "./lead-forms";

/** What starts a run: a new lead (optionally filtered), or an inquiry moved to a status. */
export const triggerKinds = ["lead_created", "status_changed"] as const;
export type TriggerKind = (typeof triggerKinds)[number];

export type AutomationTrigger =
  | {
      kind: "lead_created";
      /** Each list narrows the leads that start a run; empty: any. */
      forms: LeadForm[];
      services: string[];
      langs: string[];
      utmSources: string[];
    }
  | { kind: "status_changed"; to: InquiryStatus };

/** The lead's fields a run reads, fills into e-mails and tests in conditions. */
export const leadFields = [
  "name",
  "email",
  "company",
  "phone",
  "title",
  "form",
  "service",
  "lang",
  "status",
  "budget",
  "utm_source",
] as const;
export type LeadField = (typeof leadFields)[number];

export const conditionOperators = [
  "equals",
  "not_equals",
  "contains",
  "is_empty",
  "is_not_empty",
  "one_of",
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];
/** Operators that compare with no value. */
export const operatorsWithoutValue: readonly ConditionOperator[] = ["is_empty", "is_not_empty"];

export const actionKinds = [
  "email_lead",
  "email_staff",
  "webhook",
  "set_status",
  "assign",
  "follow_up",
] as const;
export type ActionKind = (typeof actionKinds)[number];

/** An e-mail's subject and text in each language; the lead's language picks one. */
export type LocalisedText = Record<Lang, { subject: string; text: string }>;

export type ActionSettings =
  | { kind: "email_lead"; message: LocalisedText }
  | { kind: "email_staff"; to: string; message: LocalisedText }
  | { kind: "webhook"; url: string }
  | { kind: "set_status"; status: InquiryStatus }
  /** An e-mail address of a staff account. */
  | { kind: "assign"; to: string }
  /** A follow-up this many working days after the step runs. */
  | { kind: "follow_up"; workingDays: number };

export type DelaySettings =
  | { kind: "duration"; minutes: number }
  /** `days` working days after the step's day at `at`, agency time; 0: the next such hour on a working day. */
  | { kind: "working_days"; days: number; at: string };

/** Each step type's settings, typed and checked instead of free text. */
export type StepSettings =
  | { type: "input"; fields: LeadField[] }
  | {
      type: "condition";
      field: LeadField;
      operator: ConditionOperator;
      value: string;
      ifMet: "continue" | "stop";
    }
  | { type: "delay"; delay: DelaySettings }
  | { type: "action"; action: ActionSettings };

/** A step as an automation's version keeps it: the editor's id and its checked settings. */
export interface AutomationStep {
  id: string;
  settings: StepSettings;
}

/**
 * Where a run stands. `active`: its next step is due at its `next_attempt_at` (now, after a
 * delay, or after a failed try); the others are final.
 */
export const runStates = ["active", "completed", "stopped", "failed"] as const;
export type RunState = (typeof runStates)[number];
/** Why a run stopped before its last step; `restarted`: staff started it again on the current version. */
export const stopReasons = ["condition", "reply", "inquiry_gone", "restarted"] as const;
export type StopReason = (typeof stopReasons)[number];

/** A step's try went through or failed; `continued`: staff ended a delay early (no try, a note in the log). */
export const stepOutcomes = ["succeeded", "failed", "continued"] as const;
export type StepOutcome = (typeof stepOutcomes)[number];
