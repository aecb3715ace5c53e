import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AutomationStep, LocalisedText } from "~/domain/automations";
import type { OpenDatabase } from "~/platform/db/client.server";
import {
  automationRuns,
  automationVersions,
  inquiries,
  inquiryActivities,
  mailQueue,
} from "~/platform/db/schema.server";
import { runDueSteps } from "~/platform/step-runner.server";
import { webhookSignature } from "~/platform/webhook.server";
import { seedAutomation, seedInquiry, seedRuns } from "../../../tests/support/automations";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { automationExecutor } from "./executor.server";

const submitContact = leadFormAction("contact");
const contact = {
  name: "Jana Nováková",
  email: "jana@firma.cz",
  business_type: "services",
  message: "Faktury.",
};
const greeting: LocalisedText = {
  cs: { subject: "Děkujeme, {{name}}", text: "Dobrý den, {{name}},\n\nozveme se do dvou pracovních dnů." },
  en: {
    subject: "Thank you, {{name}}",
    text: "Hello {{name}},\n\nwe will be in touch within two working days.",
  },
  pl: {
    subject: "Dziękujemy, {{name}}",
    text: "Dzień dobry, {{name}},\n\nodezwiemy się w ciągu dwóch dni roboczych.",
  },
};
const instantReply: AutomationStep[] = [
  { id: "read", settings: { type: "input", fields: ["name", "email"] } },
  { id: "reply", settings: { type: "action", action: { kind: "email_lead", message: greeting } } },
];
const SECRET = "automation-webhook-secret";

describe.each(testDatabases)("automations on $name", { timeout: 120_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const runSteps = (now = new Date()) => runDueSteps(database.db, automationExecutor(services), now);
  const runsOf = (automationId: string) =>
    database.db.select().from(automationRuns).where(eq(automationRuns.automationId, automationId));

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db, { LEAD_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => database.close());

  it("starts, with the lead, the runs of the automations whose trigger it matches, and only those", async () => {
    const anyLead = await seedAutomation(database.db, { steps: instantReply });
    const english = await seedAutomation(database.db, {
      steps: instantReply,
      trigger: { kind: "lead_created", forms: ["contact"], services: [], langs: ["en"], utmSources: [] },
    });
    const demos = await seedAutomation(database.db, {
      steps: instantReply,
      trigger: { kind: "lead_created", forms: ["demo"], services: [], langs: [], utmSources: [] },
    });
    const newsletter = await seedAutomation(database.db, {
      steps: instantReply,
      trigger: { kind: "lead_created", forms: [], services: [], langs: [], utmSources: ["Newsletter"] },
    });
    const off = await seedAutomation(database.db, { steps: instantReply, enabled: false });

    const answer = await post(submitContact, services, "/cs/kontakt", contact, {
      ip: nextIp(),
      cookie: `utm=${encodeURIComponent("utm_source=newsletter")}`,
    });
    expect(answer.body).toEqual({ ok: true });
    const [inquiry] = await database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.leadEmail, "jana@firma.cz"));
    expect((await runsOf(anyLead.automationId)).map((run) => run.inquiryId)).toEqual([inquiry?.id]);
    expect(await runsOf(newsletter.automationId)).toHaveLength(1);
    for (const other of [english, demos, off]) expect(await runsOf(other.automationId)).toEqual([]);
  });

  it("e-mails the lead in the lead's language with the fields filled in, and records it in the timeline", async () => {
    const { automationId } = await seedAutomation(database.db, { steps: instantReply });
    const inquiry = await seedInquiry(database.db, {
      leadEmail: "ewa@firma.pl",
      leadName: "Ewa",
      lang: "pl",
    });
    // Due by the test's clock: the database's own now() is finer than a millisecond, and a run
    // written in the same millisecond as the runner's `now` would not be due yet.
    const now = new Date();
    await database.db
      .insert(automationRuns)
      .values({ automationId, version: 1, inquiryId: inquiry.id, triggerKey: "created", nextAttemptAt: now });
    await runSteps(now);
    const [run] = await database.db
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.inquiryId, inquiry.id));
    expect(run).toMatchObject({ state: "completed", stepIndex: 1 });
    const [sent] = await database.db
      .select()
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, inquiry.id), eq(inquiryActivities.kind, "email_sent")));
    expect(sent?.body).toContain("Dziękujemy, Ewa");
    expect(sent?.mailId).toBeTruthy();
    await services.deliverNow();
    const mail = readOutbox(services.outboxDir).find((message) => message.to === "ewa@firma.pl");
    expect(mail?.text).toContain("Dzień dobry, Ewa,");
    // The Message-ID is the queued row's: what an answer's In-Reply-To names.
    expect(mail?.raw).toContain(sent?.mailId ?? "no mail id");
  });

  it("stops a run whose lead has answered before its next step", async () => {
    const steps: AutomationStep[] = [
      { id: "wait", settings: { type: "delay", delay: { kind: "working_days", days: 2, at: "09:00" } } },
      ...instantReply.slice(1),
    ];
    const { automationId } = await seedAutomation(database.db, { steps });
    const start = new Date(Date.now() - 1000);
    const [answered = "", silent = ""] = await seedRuns(database.db, automationId, 2, start);
    await runSteps(start);
    const [run] = await database.db.select().from(automationRuns).where(eq(automationRuns.id, answered));
    if (!run) throw new Error("no run");
    await database.db
      .insert(inquiryActivities)
      .values({ inquiryId: run.inquiryId, kind: "email_received", body: "Díky, ozvu se." });
    const wake = new Date(run.nextAttemptAt.getTime() + 1);
    await runSteps(wake);
    const after = await database.db
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.automationId, automationId));
    expect(after.find((one) => one.id === answered)).toMatchObject({ state: "stopped", stopReason: "reply" });
    expect(after.find((one) => one.id === silent)).toMatchObject({ state: "completed" });
    expect(await database.db.$count(mailQueue, eq(mailQueue.to, "jana@firma.test"))).toBeGreaterThan(0);
    const toAnswered = await database.db.$count(
      inquiryActivities,
      and(eq(inquiryActivities.inquiryId, run.inquiryId), eq(inquiryActivities.kind, "email_sent")),
    );
    expect(toAnswered).toBe(0);
  });

  it("retries a failing webhook with the same signed id, then marks the run failed", async () => {
    const received: IncomingHttpHeaders[] = [];
    const bodies: string[] = [];
    const receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        received.push(request.headers);
        bodies.push(body);
        response.writeHead(503).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
      const { automationId } = await seedAutomation(database.db, {
        steps: [{ id: "crm", settings: { type: "action", action: { kind: "webhook", url } } }],
      });
      let now = new Date();
      const [id = ""] = await seedRuns(database.db, automationId, 1, now);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await runSteps(now);
        const [run] = await database.db.select().from(automationRuns).where(eq(automationRuns.id, id));
        if (!run) throw new Error("no run");
        now = run.nextAttemptAt;
      }
      const [run] = await database.db.select().from(automationRuns).where(eq(automationRuns.id, id));
      expect(run).toMatchObject({ state: "failed", lastError: "HTTP 503" });
      expect(received).toHaveLength(5);
      expect(new Set(received.map((headers) => headers["x-webhook-id"]))).toEqual(new Set([`${id}.1`]));
      const [first] = received;
      expect(first?.["x-webhook-signature"]).toBe(
        webhookSignature(SECRET, String(first?.["x-webhook-timestamp"]), bodies[0] ?? ""),
      );
    } finally {
      receiver.close();
    }
  });

  it("sets the status, assigns, and adds a follow-up, each recorded once in the timeline", async () => {
    const { automationId, ownerId } = await seedAutomation(database.db, {
      steps: [
        { id: "status", settings: { type: "action", action: { kind: "set_status", status: "in_progress" } } },
        { id: "assign", settings: { type: "action", action: { kind: "assign", to: "" } } },
        { id: "follow", settings: { type: "action", action: { kind: "follow_up", workingDays: 2 } } },
      ].map((step) => step as AutomationStep),
    });
    // The staff member seeded with the automation is the one it assigns: named once known.
    const email = `${ownerId}@agency.test`;
    const [version] = await database.db
      .select()
      .from(automationVersions)
      .where(eq(automationVersions.automationId, automationId));
    const steps = (version?.steps ?? []).map((step) =>
      step.id === "assign"
        ? { ...step, settings: { type: "action" as const, action: { kind: "assign" as const, to: email } } }
        : step,
    );
    await database.db
      .update(automationVersions)
      .set({ steps })
      .where(eq(automationVersions.automationId, automationId));
    // One clock for the run's due time and the runner's: a Friday morning, whatever the day is.
    const friday = new Date("2026-11-27T10:00:00Z");
    const [id = ""] = await seedRuns(database.db, automationId, 1, friday);
    await runSteps(friday);
    const [run] = await database.db.select().from(automationRuns).where(eq(automationRuns.id, id));
    expect(run?.state).toBe("completed");
    const [inquiry] = await database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, run?.inquiryId ?? ""));
    // Friday 27 November: two working days later is Tuesday 1 December.
    expect(inquiry).toMatchObject({ status: "in_progress", assigneeId: ownerId, followUpOn: "2026-12-01" });
    const kinds = await database.db
      .select({ kind: inquiryActivities.kind })
      .from(inquiryActivities)
      .where(eq(inquiryActivities.inquiryId, inquiry?.id ?? ""));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["assigned", "follow_up", "status"]);
  });
});
