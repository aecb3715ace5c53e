/**
 * An automation and its runs stored directly, for tests of the runner and of the steps: a staff
 * member owns the template, each run belongs to a fresh inquiry.
 */
import { randomUUID } from "node:crypto";
import type { AutomationStep, AutomationTrigger } from "../../app/domain/automations";
import type { Database } from "../../app/platform/db/client.server";
import {
  automationRuns,
  automations,
  automationVersions,
  inquiries,
  templates,
  users,
} from "../../app/platform/db/schema.server";

export interface SeededAutomation {
  automationId: string;
  templateId: string;
  ownerId: string;
}

const anyNewLead: AutomationTrigger = {
  kind: "lead_created",
  forms: [],
  services: [],
  langs: [],
  utmSources: [],
};

export async function seedAutomation(
  db: Database,
  {
    steps,
    trigger = anyNewLead,
    stopOnReply = true,
    enabled = true,
  }: { steps: AutomationStep[]; trigger?: AutomationTrigger; stopOnReply?: boolean; enabled?: boolean },
): Promise<SeededAutomation> {
  const ownerId = randomUUID();
  await db
    .insert(users)
    .values({ id: ownerId, name: "Staff", email: `${ownerId}@agency.test`, role: "staff" });
  const [template] = await db
    .insert(templates)
    .values({ name: "Instant reply", userId: ownerId, isPublic: true })
    .returning({ id: templates.id });
  if (!template) throw new Error("no template");
  const [automation] = await db
    .insert(automations)
    .values({ templateId: template.id, enabled, triggerKind: trigger.kind, trigger, createdBy: ownerId })
    .returning({ id: automations.id });
  if (!automation) throw new Error("no automation");
  await db.insert(automationVersions).values({
    automationId: automation.id,
    version: 1,
    name: "Instant reply",
    steps,
    stopOnReply,
  });
  return { automationId: automation.id, templateId: template.id, ownerId };
}

export async function seedInquiry(db: Database, values: Partial<typeof inquiries.$inferInsert> = {}) {
  const [inquiry] = await db
    .insert(inquiries)
    .values({
      title: "Website",
      serviceType: "web",
      sourceForm: "contact",
      leadEmail: "jana@firma.test",
      leadName: "Jana",
      lang: "cs",
      ...values,
    })
    .returning();
  if (!inquiry) throw new Error("no inquiry");
  return inquiry;
}

/** `count` runs of the automation at its first step, each for an inquiry of its own. */
export async function seedRuns(db: Database, automationId: string, count: number, now = new Date()) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const inquiry = await seedInquiry(db);
    const [run] = await db
      .insert(automationRuns)
      .values({
        automationId,
        version: 1,
        inquiryId: inquiry.id,
        triggerKey: "created",
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: automationRuns.id });
    if (run) ids.push(run.id);
  }
  return ids;
}

/** Steps that only count (the runner's tests give them meaning through their executor). */
export function plainSteps(count: number): AutomationStep[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `step-${index + 1}`,
    settings: { type: "input", fields: ["name"] },
  }));
}
