/**
 * The template editor's logic (docs/PRODUCT.md, The desk), without React: the draft the dialog
 * edits, the step operations with each type's typed settings, the check before saving (the same
 * per-field check the server answers with), and the one zod schema the server applies to every
 * template it stores.
 */
import { z } from "zod";
import { singleLine } from "~/lib/clean-text";
import type {
  ActionKind,
  ActionSettings,
  DelaySettings,
  LocalisedText,
  StepSettings,
} from "../../domain/automations";
import { languages } from "../../domain/languages";
import {
  type StepType,
  stepTypes,
  type TemplateCategory,
  type TemplatePublication,
  templateCategories,
  type WorkflowData,
  type WorkflowStep,
} from "../../domain/templates";
import { type StepProblem, stepProblems } from "../automations/automation-settings";
import { stepSettingsSchema } from "../automations/steps";

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_DESCRIPTION_MAX = 1000;
export const STEP_ACTION_MAX = 200;
export const MAX_STEPS = 30;
/** A step's params: a few flat values (the editor leaves them empty). */
export const STEP_PARAMS_MAX = 20;
const PARAM_TEXT_MAX = 200;
/**
 * The most a template may take stored, as UTF-8 JSON: every step at its limit in plain letters
 * fits, one of them an e-mail of the most text in all three languages; well within the 64 KB a
 * JSON body may take (app/lib/body-limits.ts).
 */
export const TEMPLATE_BYTES_MAX = 48 * 1024;
/** Templates one account may keep: enough for a business's own processes, not a flood for everyone to page through. */
export const TEMPLATES_PER_ACCOUNT = 50;
/** A new step is an action. */
export const DEFAULT_STEP_TYPE: StepType = "action";

/** The editor's state: the category select's "none" is the empty string. */
export interface TemplateDraft {
  name: string;
  description: string;
  category: TemplateCategory | "";
  isPublic: boolean;
  steps: WorkflowStep[];
}

/** What the server stores and answers with. */
export interface TemplateInput {
  name: string;
  description: string;
  category: TemplateCategory | null;
  isPublic: boolean;
  workflowData: WorkflowData;
}

export type IdGenerator = () => string;

/** Unique step ids: randomUUID where the browser offers it (secure contexts), else time + randomness. */
export const generateStepId: IdGenerator = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? `step_${crypto.randomUUID()}`
    : `step_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;

export function emptyDraft(): TemplateDraft {
  return { name: "", description: "", category: "", isPublic: false, steps: [] };
}

export function draftFromTemplate(template: TemplateInput): TemplateDraft {
  return {
    name: template.name,
    description: template.description,
    category: template.category ?? "",
    isPublic: template.isPublic,
    // A step saved without settings (a draft, the CRM's webhook of a ready template) gets its type's.
    steps: template.workflowData.steps.map((step) => ({
      ...step,
      config: { ...step.config, params: { ...step.config.params } },
      settings: step.settings ?? defaultSettings(step.type),
    })),
  };
}

/** The draft the editor opens with; a customer's box "ask to publish" stays ticked while his request waits. */
export function editorDraft(
  template: (TemplateInput & { publication: TemplatePublication | null }) | null,
): TemplateDraft {
  if (!template) return emptyDraft();
  return draftFromTemplate({
    ...template,
    isPublic: template.isPublic || template.publication === "requested",
  });
}

const emptyMessage = (): LocalisedText =>
  Object.fromEntries(languages.map((lang) => [lang, { subject: "", text: "" }])) as LocalisedText;

/** The settings an action of a kind starts with: empty where staff must type. */
export function defaultAction(kind: ActionKind): ActionSettings {
  switch (kind) {
    case "email_lead":
      return { kind, message: emptyMessage() };
    case "email_staff":
      return { kind, to: "", message: emptyMessage() };
    case "webhook":
      return { kind, url: "" };
    case "set_status":
      return { kind, status: "in_progress" };
    case "assign":
      return { kind, to: "" };
    case "follow_up":
      return { kind, workingDays: 2 };
  }
}

export function defaultDelay(kind: DelaySettings["kind"]): DelaySettings {
  return kind === "duration" ? { kind, minutes: 60 } : { kind, days: 1, at: "09:00" };
}

/** The settings a step of a type starts with. */
export function defaultSettings(type: StepType): StepSettings {
  switch (type) {
    case "input":
      return { type, fields: ["name", "email"] };
    case "condition":
      return { type, field: "status", operator: "equals", value: "", ifMet: "continue" };
    case "delay":
      return { type, delay: defaultDelay("duration") };
    case "action":
      return { type, action: defaultAction("email_lead") };
  }
}

/** A number as typed: empty or not a number is NaN, which the check calls invalid. */
export const typedNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** A delay's minutes as the editor shows them: in the largest unit that divides them. */
export const durationUnits = { minutes: 1, hours: 60, days: 24 * 60 } as const;
export type DurationUnit = keyof typeof durationUnits;
export function durationParts(minutes: number): { amount: number; unit: DurationUnit } {
  const unit = (["days", "hours"] as const).find((big) => minutes > 0 && minutes % durationUnits[big] === 0);
  return unit ? { amount: minutes / durationUnits[unit], unit } : { amount: minutes, unit: "minutes" };
}

export function newStep(generateId: IdGenerator = generateStepId): WorkflowStep {
  return {
    id: generateId(),
    type: DEFAULT_STEP_TYPE,
    config: { action: "", params: {} },
    settings: defaultSettings(DEFAULT_STEP_TYPE),
  };
}

export function addStep(draft: TemplateDraft, generateId: IdGenerator = generateStepId): TemplateDraft {
  if (draft.steps.length >= MAX_STEPS) return draft;
  return { ...draft, steps: [...draft.steps, newStep(generateId)] };
}

export function removeStep(draft: TemplateDraft, stepId: string): TemplateDraft {
  return { ...draft, steps: draft.steps.filter((step) => step.id !== stepId) };
}

/** Changes a step's type (its settings start again from the type's), label or settings. */
export function changeStep(
  draft: TemplateDraft,
  stepId: string,
  change: { type?: StepType; action?: string; settings?: StepSettings },
): TemplateDraft {
  return {
    ...draft,
    steps: draft.steps.map((step) => {
      if (step.id !== stepId) return step;
      const type = change.settings?.type ?? change.type ?? step.type;
      const settings =
        change.settings ?? (type === step.type ? step.settings : undefined) ?? defaultSettings(type);
      return {
        ...step,
        type,
        settings,
        config: { ...step.config, action: change.action ?? step.config.action },
      };
    }),
  };
}

/** Each step's problems by field path (`stepProblems`), for the steps that have any. */
export type StepsProblems = Record<string, Record<string, StepProblem>>;

export function stepsProblems(steps: readonly { id: string; settings?: unknown }[]): StepsProblems {
  return Object.fromEntries(
    steps.flatMap((step) => {
      const problems = step.settings === undefined ? {} : stepProblems(step.settings);
      return Object.keys(problems).length > 0 ? [[step.id, problems]] : [];
    }),
  );
}

export type DraftError = "nameRequired" | "stepsInvalid" | "tooLarge";

/** Bytes a template takes stored (its JSON in UTF-8), what TEMPLATE_BYTES_MAX limits. */
export const templateBytes = (input: TemplateInput) => new TextEncoder().encode(JSON.stringify(input)).length;

/**
 * The name is required, and each step's settings must pass their check. The fields' lengths are
 * held by the inputs; only their sum, in
 * characters that take several bytes (emoji), can pass the size a template may take.
 */
export function draftError(draft: TemplateDraft): DraftError | null {
  if (draft.name.trim() === "") return "nameRequired";
  if (Object.keys(stepsProblems(draft.steps)).length > 0) return "stepsInvalid";
  return templateBytes(draftToInput(draft)) > TEMPLATE_BYTES_MAX ? "tooLarge" : null;
}

export function draftToInput(draft: TemplateDraft): TemplateInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    category: draft.category === "" ? null : draft.category,
    isPublic: draft.isPublic,
    workflowData: {
      steps: draft.steps.map((step) => ({
        ...step,
        config: { ...step.config, action: step.config.action.trim() },
      })),
    },
  };
}

const stepSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[\w-]+$/),
    type: z.enum(stepTypes),
    config: z.object({
      action: z.string().overwrite(singleLine).trim().max(STEP_ACTION_MAX),
      params: z
        .record(
          z.string().regex(/^[\w-]{1,40}$/),
          z.union([z.string().max(PARAM_TEXT_MAX), z.number(), z.boolean(), z.null()]),
        )
        .refine((params) => Object.keys(params).length <= STEP_PARAMS_MAX)
        .default({}),
    }),
    settings: stepSettingsSchema.optional(),
  })
  .refine((step) => !step.settings || step.settings.type === step.type, "settings of another type");

/**
 * The server's check of every template it stores (the browser's draft passes it by construction).
 * The name and each step's action are one line; the description keeps its lines.
 */
export const templateInputSchema = z
  .object({
    name: z.string().overwrite(singleLine).trim().min(1).max(TEMPLATE_NAME_MAX),
    description: z.string().trim().max(TEMPLATE_DESCRIPTION_MAX).default(""),
    category: z.enum(templateCategories).nullable().default(null),
    isPublic: z.boolean().default(false),
    workflowData: z.object({
      steps: z
        .array(stepSchema)
        .max(MAX_STEPS)
        .refine((steps) => new Set(steps.map((step) => step.id)).size === steps.length, "duplicate step id"),
    }),
  })
  .refine((input) => templateBytes(input) <= TEMPLATE_BYTES_MAX, "too large");
