/**
 * The template editor as a plain form post (docs/decisions/0068): the names its fields carry and
 * the draft read back from what a browser without JavaScript sends, for the server to check, keep
 * and draw again. Pure: no React, no I/O.
 */
import {
  type ActionSettings,
  actionKinds,
  conditionOperators,
  type DelaySettings,
  leadFields,
  type StepSettings,
} from "../../domain/automations";
import { inquiryStatuses } from "../../domain/inquiries";
import { languages } from "../../domain/languages";
import { stepTypes, templateCategories, type WorkflowStep } from "../../domain/templates";
import {
  DEFAULT_STEP_TYPE,
  defaultAction,
  defaultDelay,
  defaultSettings,
  durationUnits,
  MAX_STEPS,
  type TemplateDraft,
  typedNumber,
} from "./template-editor";

/** What a form post offers (FormData, URLSearchParams). */
export interface PostedForm {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/**
 * What the editor's post asks for, by the submit button pressed: save (Enter presses Save too),
 * add or remove a step, or `redraw`: draw the form again for the choices made, which a form
 * without scripts cannot do itself (its Apply buttons, docs/decisions/0073). Null for a post
 * that is not the editor's.
 */
export type EditorIntent =
  | { kind: "save" }
  | { kind: "addStep" }
  | { kind: "removeStep"; stepId: string }
  | { kind: "redraw" };

export function editorIntent(form: PostedForm): EditorIntent | null {
  const removed = form.get("removeStep");
  if (typeof removed === "string" && removed) return { kind: "removeStep", stepId: removed };
  const intent = form.get("intent");
  return intent === "save" || intent === "addStep" || intent === "redraw" ? { kind: intent } : null;
}

/** The name of a step's field: its id (letters, digits, `_` and `-`), a dot, the field's path. */
export const stepFieldName = (stepId: string, path: string) => `${stepId}.${path}`;

/**
 * What a step's fields were drawn for: its type, and its action's or delay's kind. A post whose
 * choice differs changed the step's kind without JavaScript to draw its fields.
 */
export function drawnAs(settings: StepSettings) {
  if (settings.type === "action") return `action:${settings.action.kind}`;
  if (settings.type === "delay") return `delay:${settings.delay.kind}`;
  return settings.type;
}

const STEP_ID = /^[\w-]{1,100}$/;

/** One of a registry's values, or its first (a browser only sends the offered choices). */
function choice<T extends string>(value: string, choices: readonly T[]): T {
  return choices.find((known) => known === value) ?? (choices[0] as T);
}

/** A step's posted field by its path; null when it was not drawn (another kind's, a hidden value). */
type Read = (path: string) => string | null;

/** A number field as typed (empty or not a number: NaN, which the check refuses), else `fallback`. */
const numberOr = (value: string | null, fallback: number) => (value === null ? fallback : typedNumber(value));

function actionFromForm(read: Read): ActionSettings {
  const action = defaultAction(choice(read("action.kind") ?? "", actionKinds));
  switch (action.kind) {
    case "email_lead":
    case "email_staff": {
      const message = Object.fromEntries(
        languages.map((lang) => [
          lang,
          {
            subject: read(`action.message.${lang}.subject`) ?? "",
            text: read(`action.message.${lang}.text`) ?? "",
          },
        ]),
      ) as typeof action.message;
      return action.kind === "email_lead"
        ? { ...action, message }
        : { ...action, to: read("action.to") ?? "", message };
    }
    case "assign":
      return { ...action, to: read("action.to") ?? "" };
    case "webhook":
      return { ...action, url: read("action.url") ?? "" };
    case "set_status":
      return { ...action, status: choice(read("action.status") ?? action.status, inquiryStatuses) };
    case "follow_up":
      return { ...action, workingDays: numberOr(read("action.workingDays"), action.workingDays) };
  }
}

function delayFromForm(read: Read): DelaySettings {
  const delay = defaultDelay(choice(read("delay.kind") ?? "", ["duration", "working_days"] as const));
  if (delay.kind === "working_days")
    return { ...delay, days: numberOr(read("delay.days"), delay.days), at: read("delay.at") ?? delay.at };
  const amount = read("delay.amount");
  if (amount === null) return delay;
  const unit = choice(read("delay.unit") ?? "", Object.keys(durationUnits) as (keyof typeof durationUnits)[]);
  return { ...delay, minutes: typedNumber(amount) * durationUnits[unit] };
}

/** A step's settings as posted; a field not drawn takes its kind's default. */
function settingsFromForm(form: PostedForm, stepId: string, type: WorkflowStep["type"]): StepSettings {
  const read: Read = (path) => {
    const value = form.get(stepFieldName(stepId, path));
    return value === null ? null : String(value);
  };
  switch (type) {
    case "input": {
      const ticked = form.getAll(stepFieldName(stepId, "fields")).map(String);
      return { type, fields: leadFields.filter((field) => ticked.includes(field)) };
    }
    case "condition":
      return {
        type,
        field: choice(read("field") ?? "", leadFields),
        operator: choice(read("operator") ?? "", conditionOperators),
        value: read("value") ?? "",
        ifMet: choice(read("ifMet") ?? "", ["continue", "stop"] as const),
      };
    case "delay":
      return { type, delay: delayFromForm(read) };
    case "action":
      return { type, action: actionFromForm(read) };
  }
}

/**
 * The draft a form post carries, as typed (the server's check decides what is wrong with it), and
 * whether a step's type or kind was changed since its fields were drawn (`redrawn`): then its
 * fields start from that kind's, and the form is drawn again rather than saved. A step's
 * parameters, which the editor does not show, are kept as `stored` has them.
 */
export function draftFromForm(
  form: PostedForm,
  stored: readonly WorkflowStep[] = [],
): { draft: TemplateDraft; redrawn: boolean } {
  const params = new Map(stored.map((step) => [step.id, step.config.params]));
  const ids = [...new Set(form.getAll("steps").map(String))]
    .filter((id) => STEP_ID.test(id))
    .slice(0, MAX_STEPS);
  let redrawn = false;
  const steps = ids.map((id): WorkflowStep => {
    const posted = String(form.get(stepFieldName(id, "type")) ?? "");
    const type = stepTypes.find((known) => known === posted) ?? DEFAULT_STEP_TYPE;
    const drawn = String(form.get(stepFieldName(id, "drawn")) ?? "");
    // A type chosen anew starts with its settings; within a type, a kind keeps what both share.
    const settings = drawn.split(":")[0] === type ? settingsFromForm(form, id, type) : defaultSettings(type);
    redrawn ||= drawn !== drawnAs(settings);
    return {
      id,
      type,
      config: { action: String(form.get(stepFieldName(id, "label")) ?? ""), params: { ...params.get(id) } },
      settings,
    };
  });
  const category = String(form.get("category") ?? "");
  return {
    draft: {
      name: String(form.get("name") ?? ""),
      description: String(form.get("description") ?? ""),
      category: templateCategories.find((known) => known === category) ?? "",
      isPublic: form.get("isPublic") !== null,
      steps,
    },
    redrawn,
  };
}
