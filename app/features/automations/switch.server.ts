/**
 * Staff switch a template on as an automation: its trigger, on or off, and whether a reply stops
 * a run. The template's typed steps become a version of the automation; a version is written
 * whenever the steps or the reply setting change, so a run keeps the version it started with.
 * A customer's template stays a draft: only staff switch on, and only staff's own templates.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import type { AutomationStep, AutomationTrigger } from "~/domain/automations";
import type { WorkflowStep } from "~/domain/templates";
import { canonicalUuid } from "~/lib/uuid";
import type { Database } from "~/platform/db/client.server";
import { automations, automationVersions, templates, users } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import { type AutomationSettings, automationFromForm, automationSettingsSchema } from "./automation-settings";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A template's automation as the templates page shows it. */
export interface AutomationView {
  enabled: boolean;
  stopOnReply: boolean;
  trigger: AutomationTrigger;
  version: number;
}

/** The automations of the listed templates, by template id. */
/** An automation's row joined with the version it runs now. */
const currentVersion = and(
  eq(automationVersions.automationId, automations.id),
  eq(automationVersions.version, automations.version),
);

export async function automationsOf(db: Database, templateIds: string[]) {
  if (templateIds.length === 0) return {};
  const rows = await db
    .select({
      templateId: automations.templateId,
      enabled: automations.enabled,
      trigger: automations.trigger,
      version: automations.version,
      stopOnReply: automationVersions.stopOnReply,
    })
    .from(automations)
    .innerJoin(automationVersions, currentVersion)
    .where(inArray(automations.templateId, templateIds));
  return Object.fromEntries(
    rows.map(({ templateId, ...automation }) => [templateId, automation satisfies AutomationView]),
  ) as Record<string, AutomationView>;
}

/** The steps an automation runs, or null when a step has no typed settings yet. */
export function automationSteps(steps: WorkflowStep[]): AutomationStep[] | null {
  const typed = steps.flatMap((step) => (step.settings ? [{ id: step.id, settings: step.settings }] : []));
  return typed.length > 0 && typed.length === steps.length ? typed : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a new version when the steps or the reply setting differ from the current one; returns
 * the version new runs start with.
 */
export async function recordVersion(
  tx: Transaction,
  automationId: string,
  { name, steps, stopOnReply }: { name: string; steps: AutomationStep[]; stopOnReply: boolean },
) {
  const [current] = await tx
    .select()
    .from(automationVersions)
    .where(eq(automationVersions.automationId, automationId))
    .orderBy(desc(automationVersions.version))
    .limit(1);
  if (current && same(current.steps, steps) && current.stopOnReply === stopOnReply) {
    return current.version;
  }
  const version = (current?.version ?? 0) + 1;
  await tx.insert(automationVersions).values({ automationId, version, name, steps, stopOnReply });
  await tx
    .update(automations)
    .set({ version, updatedAt: new Date() })
    .where(eq(automations.id, automationId));
  return version;
}

const refuse = (status: number, error: string) => data({ ok: false, error }, { status });

/** The template staff may switch on, locked for the change; refusals as the templates page's. */
async function automatableTemplate(tx: Transaction, viewer: Viewer, askedId: unknown) {
  if (viewer.role !== "staff") throw refuse(403, "forbidden");
  const id = canonicalUuid(askedId);
  const [row] = id
    ? await tx
        .select({ template: templates, ownerRole: users.role })
        .from(templates)
        .innerJoin(users, eq(users.id, templates.userId))
        .where(eq(templates.id, id))
        .for("update", { of: templates })
    : [];
  if (!row) throw refuse(404, "notFound");
  if (row.ownerRole !== "staff") throw refuse(409, "customerTemplate");
  return row.template;
}

export type AutomateResult = { ok: true; intent: "automate"; version: number; enabled: boolean };

/**
 * The templates route's intent `automate`, staff only: JSON `{ id, automation: AutomationSettings }`,
 * or the templates page's switch-on form (its fields, `automationFromForm`).
 */
export async function automateTemplate(db: Database, viewer: Viewer, body: Record<string, unknown>) {
  if (viewer.role !== "staff") throw refuse(403, "forbidden");
  const parsed = automationSettingsSchema.safeParse(body.automation ?? automationFromForm(body));
  if (!parsed.success) throw refuse(400, "invalid");
  const settings: AutomationSettings = parsed.data;
  const version = await db.transaction(async (tx) => {
    const template = await automatableTemplate(tx, viewer, body.id);
    const steps = automationSteps(template.workflowData.steps);
    if (!steps) throw refuse(409, "stepsIncomplete");
    const values = {
      enabled: settings.enabled,
      triggerKind: settings.trigger.kind,
      trigger: settings.trigger,
    };
    const [existing] = await tx
      .select({ id: automations.id })
      .from(automations)
      .where(eq(automations.templateId, template.id));
    const automationId =
      existing?.id ??
      (
        await tx
          .insert(automations)
          .values({ ...values, templateId: template.id, createdBy: viewer.id, version: 1 })
          .returning({ id: automations.id })
      )[0]?.id;
    if (!automationId) throw new Error("automation not stored");
    if (existing)
      await tx
        .update(automations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(automations.id, automationId));
    return recordVersion(tx, automationId, { name: template.name, steps, stopOnReply: settings.stopOnReply });
  });
  return { ok: true, intent: "automate", version, enabled: settings.enabled } satisfies AutomateResult;
}

/**
 * A switched-on template's steps changed: new runs take them as a new version (runs under way keep
 * theirs). Refused while a step has no typed settings, which an automation could not run.
 */
export async function followTemplateChange(
  tx: Transaction,
  templateId: string,
  name: string,
  steps: WorkflowStep[],
) {
  const [automation] = await tx
    .select({ id: automations.id, stopOnReply: automationVersions.stopOnReply })
    .from(automations)
    .innerJoin(automationVersions, currentVersion)
    .where(eq(automations.templateId, templateId));
  if (!automation) return;
  const typed = automationSteps(steps);
  if (!typed) throw refuse(409, "stepsIncomplete");
  await recordVersion(tx, automation.id, { name, steps: typed, stopOnReply: automation.stopOnReply });
}
