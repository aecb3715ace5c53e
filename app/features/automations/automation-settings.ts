/**
 * What staff set when they switch a template on as an automation, checked by one schema in the
 * browser (as it is typed) and on the server (on save): the trigger with its filters from the
 * registries, on or off, and whether a reply from the lead stops the run. Also each step's
 * problems by field, for the editor to show beside the field being typed.
 */
import { z } from "zod";
import { triggerKinds } from "../../domain/automations";
import { inquiryStatuses } from "../../domain/inquiries";
import { languages } from "../../domain/languages";
import { leadFormNames } from "../../domain/lead-forms";
import { serviceSlugs } from "../../domain/services";
import { stepSettingsSchema } from "./steps";

export const UTM_SOURCES_MAX = 20;
const UTM_SOURCE_MAX = 100;

const unique = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .transform((list) => [...new Set(list)]);

export const triggerSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal(triggerKinds[0]),
    forms: unique(z.enum(leadFormNames), leadFormNames.length),
    services: unique(z.enum(serviceSlugs), serviceSlugs.length),
    langs: unique(z.enum(languages), languages.length),
    utmSources: unique(z.string().trim().toLowerCase().min(1).max(UTM_SOURCE_MAX), UTM_SOURCES_MAX),
  }),
  z.object({ kind: z.literal(triggerKinds[1]), to: z.enum(inquiryStatuses) }),
]);

export const automationSettingsSchema = z.object({
  enabled: z.boolean(),
  stopOnReply: z.boolean(),
  trigger: triggerSchema,
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

/** Switched off, started by any new lead, stopped by a reply: what the form starts from. */
export const defaultAutomationSettings: AutomationSettings = {
  enabled: false,
  stopOnReply: true,
  trigger: { kind: "lead_created", forms: [], services: [], langs: [], utmSources: [] },
};

/** Comma- or line-separated campaign sources as staff type them. */
export function parseUtmSources(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[,\n]/)
        .map((source) => source.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** A form field's values: none, one, or the list a repeated name (ticked checkboxes) gives. */
const values = (field: unknown): unknown[] =>
  field === undefined ? [] : Array.isArray(field) ? field : [field];

/**
 * The switch-on form's fields (`trigger`, the ticked `forms`, `services`, `langs`, the typed
 * `utmSources`, `to`, `stopOnReply`, and the pressed button's `enabled`) as the settings
 * `automationSettingsSchema` checks: the same check as the JSON the page's script may send.
 */
export function automationFromForm(fields: Record<string, unknown>): unknown {
  const trigger =
    fields.trigger === "status_changed"
      ? { kind: "status_changed", to: fields.to }
      : {
          kind: "lead_created",
          forms: values(fields.forms),
          services: values(fields.services),
          langs: values(fields.langs),
          utmSources: parseUtmSources(typeof fields.utmSources === "string" ? fields.utmSources : ""),
        };
  return { enabled: fields.enabled === "on", stopOnReply: fields.stopOnReply === "on", trigger };
}

/** What is wrong with a field: the editor's messages are keyed by these. */
export const stepProblemCodes = ["required", "invalid", "unknown_field", "too_long", "out_of_range"] as const;
export type StepProblem = (typeof stepProblemCodes)[number];

function problemOf(issue: z.core.$ZodIssue): StepProblem {
  if (issue.message === "unknown_field" || issue.message === "required") return issue.message;
  if (issue.code === "too_small") {
    return issue.origin === "string" || issue.origin === "array" ? "required" : "out_of_range";
  }
  if (issue.code === "too_big") return issue.origin === "string" ? "too_long" : "out_of_range";
  return "invalid";
}

/**
 * A step's problems by the dotted path of the field (`action.message.cs.subject`, `delay.at`):
 * empty when the step may be saved. The first problem of each field is kept.
 */
export function stepProblems(settings: unknown): Record<string, StepProblem> {
  const parsed = stepSettingsSchema.safeParse(settings);
  if (parsed.success) return {};
  const problems: Record<string, StepProblem> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    problems[path] ??= problemOf(issue);
  }
  return problems;
}
