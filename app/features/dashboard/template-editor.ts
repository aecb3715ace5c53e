/**
 * The template editor's logic (docs/PRODUCT.md, The desk), without React: the draft the dialog
 * edits, the step operations, the check before saving, and the one zod schema the server
 * applies to every template it stores.
 */
import { z } from "zod";
import { singleLine } from "~/lib/clean-text";
import {
  type StepType,
  stepTypes,
  type TemplateCategory,
  templateCategories,
  type WorkflowData,
  type WorkflowStep,
} from "../../domain/templates";
import { stepSettingsSchema } from "../automations/steps";

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_DESCRIPTION_MAX = 1000;
export const STEP_ACTION_MAX = 200;
export const MAX_STEPS = 30;
/** A step's params: a few flat values (the editor leaves them empty). */
export const STEP_PARAMS_MAX = 20;
const PARAM_TEXT_MAX = 200;
/** The most a template may take stored, as UTF-8 JSON: every field at its limit in plain letters fits. */
export const TEMPLATE_BYTES_MAX = 12 * 1024;
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
    steps: template.workflowData.steps.map((step) => ({
      ...step,
      config: { ...step.config, params: { ...step.config.params } },
    })),
  };
}

export function newStep(generateId: IdGenerator = generateStepId): WorkflowStep {
  return { id: generateId(), type: DEFAULT_STEP_TYPE, config: { action: "", params: {} } };
}

export function addStep(draft: TemplateDraft, generateId: IdGenerator = generateStepId): TemplateDraft {
  if (draft.steps.length >= MAX_STEPS) return draft;
  return { ...draft, steps: [...draft.steps, newStep(generateId)] };
}

export function removeStep(draft: TemplateDraft, stepId: string): TemplateDraft {
  return { ...draft, steps: draft.steps.filter((step) => step.id !== stepId) };
}

export function changeStep(
  draft: TemplateDraft,
  stepId: string,
  change: { type?: StepType; action?: string },
): TemplateDraft {
  return {
    ...draft,
    steps: draft.steps.map((step) =>
      step.id === stepId
        ? {
            ...step,
            type: change.type ?? step.type,
            config: { ...step.config, action: change.action ?? step.config.action },
          }
        : step,
    ),
  };
}

export type DraftError = "nameRequired" | "tooLarge";

/** Bytes a template takes stored (its JSON in UTF-8), what TEMPLATE_BYTES_MAX limits. */
export const templateBytes = (input: TemplateInput) => new TextEncoder().encode(JSON.stringify(input)).length;

/**
 * The name is required. The fields' lengths are held by the inputs; only their sum, in
 * characters that take several bytes (emoji), can pass the size a template may take.
 */
export function draftError(draft: TemplateDraft): DraftError | null {
  if (draft.name.trim() === "") return "nameRequired";
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
