/**
 * Adding a ready template through the templates route (a plain form post, as it works without
 * JavaScript) as anonymous, a customer and staff, then switching the instant reply on with
 * `automate` and watching it answer a new lead.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages } from "~/i18n/messages.server";
import { automationRuns, automations, templates } from "~/platform/db/schema.server";
import { runDueSteps } from "~/platform/step-runner.server";
import { action as templatesAction } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import type { AutomationSettings } from "./automation-settings";
import { automationExecutor } from "./executor.server";

const ready = {
  cs: accountMessages("cs").dashboard.templates.ready.templates,
  en: accountMessages("en").dashboard.templates.ready.templates,
  pl: accountMessages("pl").dashboard.templates.ready.templates,
};
const everyLead: AutomationSettings = {
  enabled: true,
  stopOnReply: true,
  trigger: { kind: "lead_created", forms: ["contact"], services: [], langs: [], utmSources: [] },
};

describe.each(testDatabases)("ready templates on $name", { timeout: 90_000 }, (testDatabase) => {
  let desk: TestDesk;
  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
  }, 120_000);
  afterAll(() => desk.close());

  type Answer = { ok: boolean; intent?: string; error?: string; version?: number };
  const add = (actor: Actor, key: string, path = "/eng/dashboard/templates") =>
    runRoute<Answer>(templatesAction, desk.services, path, { actor, form: { intent: "addReady", key } });
  const named = (name: string) => desk.database.db.select().from(templates).where(eq(templates.name, name));

  it("adds a ready template for staff only, in the viewer's language, a copy each time", async () => {
    expect((await add(anonymous, "hot_lead")).status).toBe(302);
    expect((await add(desk.alice, "hot_lead")).status).toBe(403);
    expect(await named(ready.en.hot_lead.name)).toEqual([]);

    const added = await add(desk.staff, "hot_lead");
    expect(added.status).toBe(200);
    expect(added.data).toEqual({ ok: true, intent: "addReady" });
    // Another letter case is the same template; adding it again is a second copy to adjust.
    expect((await add(desk.staff, "HOT_Lead")).data.ok).toBe(true);
    const rows = await named(ready.en.hot_lead.name);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.userId === desk.staffId && !row.isPublic)).toBe(true);
    expect(rows[0]?.workflowData.steps.at(-1)?.settings).toMatchObject({
      action: { kind: "email_staff", to: expect.stringContaining("@") },
    });

    expect((await add(desk.staff, "crm_webhook", "/pl/dashboard/templates")).data.ok).toBe(true);
    expect(await named(ready.pl.crm_webhook.name)).toHaveLength(1);
  });

  it("refuses an unknown key with a 400", async () => {
    for (const key of ["", "instant-reply", "toString", "x".repeat(500)]) {
      expect((await add(desk.staff, key)).status, key).toBe(400);
    }
  });

  it("keeps the CRM webhook a draft until its address is filled in", async () => {
    await add(desk.staff, "crm_webhook");
    const [row] = await named(ready.en.crm_webhook.name);
    const answer = await runRoute<Answer>(templatesAction, desk.services, "/eng/dashboard/templates", {
      actor: desk.staff,
      json: { intent: "automate", id: row?.id, automation: everyLead },
    });
    expect(answer.status).toBe(409);
    expect(answer.data.error).toBe("stepsIncomplete");
  });

  it("switches the added instant reply on, which then thanks a new lead in the lead's language", async () => {
    expect((await add(desk.staff, "instant_reply")).data.ok).toBe(true);
    const [row] = await named(ready.en.instant_reply.name);
    const switched = await runRoute<Answer>(templatesAction, desk.services, "/eng/dashboard/templates", {
      actor: desk.staff,
      json: { intent: "automate", id: row?.id, automation: everyLead },
    });
    expect(switched.data).toEqual({ ok: true, intent: "automate", version: 1, enabled: true });

    const answer = await post(leadFormAction("contact"), desk.services, "/pl/kontakt", {
      name: "Ewa Nowak",
      email: "ewa.ready@example.com",
      business_type: "services",
      message: "Faktury.",
    });
    expect(answer.body).toEqual({ ok: true });
    const [automation] = await desk.database.db
      .select()
      .from(automations)
      .where(eq(automations.templateId, row?.id ?? ""));
    // A moment ahead of the run's own: it is due by the runner's clock.
    await runDueSteps(desk.database.db, automationExecutor(desk.services), new Date(Date.now() + 1000));
    const [run] = await desk.database.db
      .select()
      .from(automationRuns)
      .where(and(eq(automationRuns.automationId, automation?.id ?? ""), eq(automationRuns.state, "active")));
    // The reply went out; the run waits (two working days) at the pending check before the reminder.
    expect(run?.stepIndex).toBe(2);
    expect(run?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
    await desk.services.deliverNow();
    // Czech and Polish copy is typeset with no-break spaces: read as spaces.
    const spaced = (text: string) => text.replace(/\u00a0/g, " ").replace(/\s+/g, " ");
    const thanks = spaced(ready.pl.instant_reply.reply.text.split("\n\n")[1] ?? "no text");
    const mails = readOutbox(desk.services.outboxDir).filter(
      (message) => message.to === "ewa.ready@example.com",
    );
    expect(mails.filter((mail) => spaced(mail.text).includes(thanks))).toHaveLength(1);
  });
});
