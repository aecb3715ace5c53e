/**
 * The ready templates the desk ships (issue 25): staff add one with a click and get a normal
 * template of their own, steps typed by the editor's schema, to try, adjust and switch on. The
 * copy comes from the dictionaries (`dashboard.templates.ready`): the name and description in the
 * adding person's language, each e-mail in all three, as the lead's language picks one.
 */
import type { StepSettings } from "~/domain/automations";
import type { Lang } from "~/domain/languages";
import type { budgets } from "~/domain/lead-forms";
import type { WorkflowStep } from "~/domain/templates";
import type { AccountMessages } from "~/i18n/messages/types";
import type { TemplateInput } from "../dashboard/template-editor";

export const readyTemplateKeys = ["instant_reply", "hot_lead", "crm_webhook"] as const;
export type ReadyTemplateKey = (typeof readyTemplateKeys)[number];

/** A key as posted, in any letter case; null when there is no such template. */
export function readyTemplateKey(posted: unknown): ReadyTemplateKey | null {
  const key = typeof posted === "string" ? posted.trim().toLowerCase() : "";
  return readyTemplateKeys.find((known) => known === key) ?? null;
}

export type ReadyTemplatesCopy = AccountMessages["dashboard"]["templates"]["ready"]["templates"];

/** The domain's largest budget choice (app/domain/lead-forms.ts `budgets`). */
const LARGE_BUDGET = "large" satisfies (typeof budgets)[number];

/** A typed step, labelled as the editor and the card show it. */
const step = (id: string, label: string, settings: StepSettings): WorkflowStep => ({
  id,
  type: settings.type,
  config: { action: label, params: {} },
  settings,
});

type Message = { subject: string; text: string };
const inEveryLanguage = (
  copy: Record<Lang, ReadyTemplatesCopy>,
  pick: (copy: ReadyTemplatesCopy) => Message,
) => ({
  cs: pick(copy.cs),
  en: pick(copy.en),
  pl: pick(copy.pl),
});

/**
 * The steps of a ready template. The CRM's webhook step has no settings yet: its address is the
 * staff's to fill in, and until then the template cannot be switched on (`stepsIncomplete`).
 */
function readySteps(
  key: ReadyTemplateKey,
  copy: Record<Lang, ReadyTemplatesCopy>,
  { lang, email }: { lang: Lang; email: string },
): WorkflowStep[] {
  const labels = copy[lang];
  switch (key) {
    case "instant_reply":
      return [
        step("reply", labels.instant_reply.steps.reply, {
          type: "action",
          action: { kind: "email_lead", message: inEveryLanguage(copy, (c) => c.instant_reply.reply) },
        }),
        step("wait", labels.instant_reply.steps.wait, {
          type: "delay",
          delay: { kind: "working_days", days: 2, at: "09:00" },
        }),
        // Whether the lead replied is the automation's `stopOnReply`, on by default.
        step("pending", labels.instant_reply.steps.pending, {
          type: "condition",
          field: "status",
          operator: "equals",
          value: "pending",
          ifMet: "continue",
        }),
        step("reminder", labels.instant_reply.steps.reminder, {
          type: "action",
          action: { kind: "email_lead", message: inEveryLanguage(copy, (c) => c.instant_reply.reminder) },
        }),
      ];
    case "hot_lead":
      return [
        step("demo", labels.hot_lead.steps.demo, {
          type: "condition",
          field: "form",
          operator: "equals",
          value: "demo",
          ifMet: "continue",
        }),
        step("budget", labels.hot_lead.steps.budget, {
          type: "condition",
          field: "budget",
          operator: "equals",
          value: LARGE_BUDGET,
          ifMet: "continue",
        }),
        step("alert", labels.hot_lead.steps.alert, {
          type: "action",
          action: {
            kind: "email_staff",
            to: email,
            message: inEveryLanguage(copy, (c) => c.hot_lead.alert),
          },
        }),
      ];
    case "crm_webhook":
      return [
        step("preview", labels.crm_webhook.steps.preview, {
          type: "condition",
          field: "form",
          operator: "equals",
          value: "website_preview",
          ifMet: "continue",
        }),
        { id: "crm", type: "action", config: { action: labels.crm_webhook.steps.crm, params: {} } },
      ];
  }
}

/** The template a staff member adds: named in the language he reads the desk in, alerts going to his address. */
export function readyTemplate(
  key: ReadyTemplateKey,
  copy: Record<Lang, ReadyTemplatesCopy>,
  staff: { lang: Lang; email: string },
): TemplateInput {
  const { lang } = staff;
  return {
    name: copy[lang][key].name,
    description: copy[lang][key].description,
    category: key === "crm_webhook" ? "integration" : "automation",
    isPublic: false,
    workflowData: { steps: readySteps(key, copy, staff) },
  };
}
