/** Workflow templates: their categories and the steps a workflow is made of. */
import type { StepSettings } from "./automations";

export const templateCategories = ["automation", "integration", "workflow"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/** Four step types; a new step is an action (docs/PRODUCT.md, The desk). */
export const stepTypes = ["input", "action", "condition", "delay"] as const;
export type StepType = (typeof stepTypes)[number];

export interface WorkflowStep {
  id: string;
  type: StepType;
  config: { action: string; params: Record<string, unknown> };
  /** The step's typed settings: what an automation runs. A template whose every step has them may be switched on. */
  settings?: StepSettings;
}

export interface WorkflowData {
  steps: WorkflowStep[];
}

/**
 * Where a template that is not public stands on its way there: its owner asked staff to publish
 * it, or staff declined. Null: private, or published.
 */
export const templatePublications = ["requested", "declined"] as const;
export type TemplatePublication = (typeof templatePublications)[number];
