/**
 * Adding a ready template through the templates route (a plain form post, as it works without
 * JavaScript) as anonymous, a customer and staff, then switching each one on with `automate` and
 * watching it act on new leads posted through the site's own forms: the instant reply answers,
 * the hot-lead alert tells staff of a large-budget demo request only, the CRM webhook posts every
 * website-preview request, signed.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages } from "~/i18n/messages.server";
import { automationRuns, automations, mailQueue, templates } from "~/platform/db/schema.server";
import { runDueSteps } from "~/platform/step-runner.server";
import { webhookSignature } from "~/platform/webhook.server";
import { action as templatesAction } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { startReceiver } from "../../../tests/support/http-receiver";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { issueFormToken } from "../leads/form-token.server";
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
const anyNewLead: AutomationSettings = {
  ...everyLead,
  trigger: { kind: "lead_created", forms: [], services: [], langs: [], utmSources: [] },
};
const WEBHOOK_SECRET = "ready-templates-webhook-secret";

describe.each(testDatabases)("ready templates on $name", { timeout: 90_000 }, (testDatabase) => {
  let desk: TestDesk;
  beforeAll(async () => {
    desk = await openTestDesk(testDatabase, { LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET });
  }, 120_000);
  afterAll(() => desk.close());

  type Answer = { ok: boolean; intent?: string; error?: string; version?: number };
  const add = (actor: Actor, key: string, path = "/eng/dashboard/templates") =>
    runRoute<Answer>(templatesAction, desk.services, path, { actor, form: { intent: "addReady", key } });
  const named = (name: string) => desk.database.db.select().from(templates).where(eq(templates.name, name));
  const automate = (id: string | undefined, automation: AutomationSettings) =>
    runRoute<Answer>(templatesAction, desk.services, "/eng/dashboard/templates", {
      actor: desk.staff,
      json: { intent: "automate", id, automation },
    });
  // A moment ahead of the runs' own: they are due by the runner's clock.
  const runSteps = () =>
    runDueSteps(desk.database.db, automationExecutor(desk.services), new Date(Date.now() + 1000));
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  // A Czech contact-form lead, which neither the hot-lead alert nor the CRM webhook acts on.
  const contactLead = (name: string, email: string) =>
    post(
      leadFormAction("contact"),
      desk.services,
      "/cs/kontakt",
      { name, email, business_type: "services", message: "Faktury." },
      { ip: nextIp() },
    );

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

  it("switches the hot-lead alert on, which tells the staff member of a large-budget demo request and of no other", async () => {
    expect((await add(desk.staff, "hot_lead")).data.ok).toBe(true);
    const [row] = await named(ready.en.hot_lead.name);
    expect((await automate(row?.id, anyNewLead)).data).toMatchObject({ ok: true, enabled: true });
    const demo = (email: string, budget: string) =>
      post(
        leadFormAction("demo"),
        desk.services,
        "/cs/demo",
        {
          email,
          service: "assistant",
          goal: "Odpovídat zákazníkům v noci",
          budget,
          form_token: issueFormToken(desk.services.secret, Date.now() - 5000),
        },
        { ip: nextIp() },
      );
    expect((await demo("velka@firma.cz", "large")).body).toEqual({ ok: true });
    expect((await demo("mala@firma.cz", "small")).body).toEqual({ ok: true });
    expect((await contactLead("Jan", "kontakt@firma.cz")).body).toEqual({ ok: true });
    await runSteps();
    const alerts = await desk.database.db.select().from(mailQueue).where(eq(mailQueue.to, desk.staff.email));
    // In the lead's language (Czech), naming the lead who asked.
    const spaced = (text: string) => text.replace(/\u00a0/g, " ");
    const subject = spaced(ready.cs.hot_lead.alert.subject).split("{{")[0] ?? "no subject";
    expect(alerts.filter((mail) => spaced(mail.subject).startsWith(subject))).toHaveLength(1);
    expect(alerts.map((mail) => mail.text).join("\n")).toContain("velka@firma.cz");
    expect(alerts.map((mail) => mail.text).join("\n")).not.toContain("mala@firma.cz");
  });

  it("posts every website-preview request to the CRM, signed, once its address is filled in", async () => {
    const receiver = await startReceiver("/crm");
    const { received, url } = receiver;
    try {
      expect((await add(desk.staff, "crm_webhook")).data.ok).toBe(true);
      const rows = await named(ready.en.crm_webhook.name);
      const row = rows.at(-1);
      const steps = (row?.workflowData.steps ?? []).map((step) =>
        step.id === "crm"
          ? { ...step, settings: { type: "action", action: { kind: "webhook", url } } }
          : step,
      );
      const updated = await runRoute<Answer>(templatesAction, desk.services, "/eng/dashboard/templates", {
        actor: desk.staff,
        json: {
          intent: "update",
          id: row?.id,
          template: {
            name: row?.name,
            description: row?.description,
            category: row?.category,
            isPublic: false,
            workflowData: { steps },
          },
        },
      });
      expect(updated.data).toEqual({ ok: true, intent: "update" });
      expect((await automate(row?.id, anyNewLead)).data).toMatchObject({ ok: true, enabled: true });

      const preview = await post(
        leadFormAction("website_preview"),
        desk.services,
        "/web/cs",
        {
          company_name: "Kavárna Modrý hrnek",
          business_type: "cafe",
          location: "Brno",
          website: "modryhrnek.cz",
          email: "kavarna@firma.cz",
          style: ["elegant"],
          priority: "48h",
          note: "Standard Web",
          gdpr_consent: "on",
        },
        { ip: nextIp() },
      );
      expect(preview.body).toEqual({ ok: true });
      expect((await contactLead("Jana", "jina@firma.cz")).body).toEqual({ ok: true });
      await runSteps();
      expect(received).toHaveLength(1);
      const [posted] = received;
      expect(JSON.parse(posted?.body ?? "{}")).toMatchObject({
        event: "automation.step",
        lead: { email: "kavarna@firma.cz", form: "website_preview" },
      });
      expect(posted?.headers["x-webhook-signature"]).toBe(
        webhookSignature(WEBHOOK_SECRET, String(posted?.headers["x-webhook-timestamp"]), posted?.body ?? ""),
      );
    } finally {
      await receiver.close();
    }
  });
});
