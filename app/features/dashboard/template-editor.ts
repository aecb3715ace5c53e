/**
 * The template editor's logic (spec: "Template editor"), without React: the draft the dialog
 * edits, the step operations, the check before saving, and the one zod schema the server
 * applies to every template it stores.
 */
import { z } from "zod";
import {
  type StepType,
  stepTypes,
  type TemplateCategory,
  templateCategories,
  type WorkflowData,
  type WorkflowStep,
} from "./model";

export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_DESCRIPTION_MAX = 2000;
export const STEP_ACTION_MAX = 500;
export const MAX_STEPS = 50;
/** Spec: a new step is an action. */
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

export type DraftError = "nameRequired";

/** Spec: the name is required; that is the only rule a person can break in the editor. */
export function draftError(draft: TemplateDraft): DraftError | null {
  return draft.name.trim() === "" ? "nameRequired" : null;
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

const stepSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/),
  type: z.enum(stepTypes),
  config: z.object({
    action: z.string().trim().max(STEP_ACTION_MAX),
    params: z.record(z.string(), z.unknown()).default({}),
  }),
});

/** The server's check of every template it stores (the browser's draft passes it by construction). */
export const templateInputSchema = z.object({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  description: z.string().trim().max(TEMPLATE_DESCRIPTION_MAX).default(""),
  category: z.enum(templateCategories).nullable().default(null),
  isPublic: z.boolean().default(false),
  workflowData: z.object({
    steps: z
      .array(stepSchema)
      .max(MAX_STEPS)
      .refine((steps) => new Set(steps.map((step) => step.id)).size === steps.length, "duplicate step id"),
  }),
});
