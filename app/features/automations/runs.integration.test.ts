/**
 * What a run owes the lead and the desk beyond its steps: its e-mails carry the inquiry's reply
 * address, so the lead's answer comes back and stops it there and then (unless its automation
 * goes on after a reply); a status it sets starts no other
 * automation; it keeps the version it started with when the automation is changed; a webhook
 * the receiver refuses fails the run at once, and a retry once it is fixed posts the same id.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AutomationStep, LocalisedText } from "~/domain/automations";
import type { OpenDatabase } from "~/platform/db/client.server";
import {
  automationRunSteps,
  automationRuns,
  automations,
  automationVersions,
  inquiryActivities,
  mailQueue,
} from "~/platform/db/schema.server";
import { claimDueRuns, retryRun, runClaimed, runDueSteps } from "~/platform/step-runner.server";
import { action as inboundAction } from "~/routes/api.inbound";
import { seedAutomation, seedInquiry } from "../../../tests/support/automations";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { createTestServices, type TestServices, testContext } from "../../../tests/support/services";
import { inquiryOfToken, leadReplyTo } from "../replies/reply-address.server";
import { automationExecutor } from "./executor.server";
import { startRunsForLead } from "./triggers.server";

const POSTMARK = { user: "postmark", password: "inbound-password-123" };
const env = {
  INBOUND_REPLY_ADDRESS: "reply@in.flowlane.cz",
  POSTMARK_INBOUND_USER: POSTMARK.user,
  POSTMARK_INBOUND_PASSWORD: POSTMARK.password,
};
const message = (subject: string): LocalisedText => ({
  cs: { subject, text: "Dobrý den, {{name}}." },
  en: { subject, text: "Hello {{name}}." },
  pl: { subject, text: "Dzień dobry, {{name}}." },
});
const emailLead = (id: string, subject: string): AutomationStep => ({
  id,
  settings: { type: "action", action: { kind: "email_lead", message: message(subject) } },
});
const HOUR_MS = 60 * 60_000;
/** Thanks at once, a nudge an hour later: the sequence a lead's answer in between should end. */
const thanksThenNudge: AutomationStep[] = [
  emailLead("hello", "Děkujeme"),
  { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 60 } } },
  emailLead("nudge", "Připomínáme se"),
];

describe.each(testDatabases)("automation runs on $name", { timeout: 120_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let counter = 0;
  const runSteps = (now: Date) => runDueSteps(database.db, automationExecutor(services), now);
  const runOf = async (id: string) => {
    const [run] = await database.db.select().from(automationRuns).where(eq(automationRuns.id, id));
    if (!run) throw new Error(`no run ${id}`);
    return run;
  };
  /** A run of the automation for a new inquiry, due at `now`. */
  const startRun = async (automationId: string, now: Date, version = 1) => {
    const inquiry = await seedInquiry(database.db, { leadEmail: `lead-${++counter}@firma.test` });
    const [run] = await database.db
      .insert(automationRuns)
      .values({
        automationId,
        version,
        inquiryId: inquiry.id,
        triggerKey: "created",
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning();
    if (!run) throw new Error("no run");
    return { inquiry, run };
  };

  /** The lead's answer to `replyTo`, posted as Postmark does; the inbound route's status. */
  const answerTo = async (replyTo: string, from: string) => {
    const answer = (await inboundAction({
      request: new Request(`${services.config.PUBLIC_URL}/api/inbound/postmark`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: `Basic ${Buffer.from(`${POSTMARK.user}:${POSTMARK.password}`).toString("base64")}`,
        },
        body: JSON.stringify({
          From: `Jana <${from}>`,
          To: replyTo,
          ToFull: [{ Email: replyTo, Name: "" }],
          Subject: "Re: Děkujeme",
          TextBody: "Ano, zavolejte mi zítra.",
          Headers: [{ Name: "Message-ID", Value: `<answer-${++counter}@firma.test>` }],
          Attachments: [],
        }),
      }),
      params: { provider: "postmark" },
      context: testContext(services),
    } as never)) as Response;
    return answer.status;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db, env);
  });
  afterAll(() => database.close());

  it("e-mails the lead with the inquiry's reply address, and the lead's answer to it lands in the inquiry and stops the run", async () => {
    const { automationId } = await seedAutomation(database.db, {
      steps: thanksThenNudge,
    });
    const start = new Date(Date.now() - 1000);
    const { inquiry, run } = await startRun(automationId, start);
    await runSteps(start);
    expect(await runOf(run.id)).toMatchObject({ state: "active", stepIndex: 2 });

    const [queued] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, inquiry.leadEmail));
    const replyTo = queued?.replyTo ?? "";
    const token = /^reply\+([0-9a-f]{32}\.[0-9a-f]{20})@in\.flowlane\.cz$/.exec(replyTo)?.[1] ?? "";
    expect(inquiryOfToken(services.secret, token)).toBe(inquiry.id);
    await services.deliverNow();
    const sent = readOutbox(services.outboxDir).find((mail) => mail.to === inquiry.leadEmail);
    // A long header is folded onto the next line.
    expect(sent?.raw.replace(/\r?\n\s+/g, " ")).toContain(`Reply-To: ${replyTo}\n`);

    // The answer names the reply address only (no In-Reply-To): the token alone matches it.
    expect(await answerTo(replyTo, inquiry.leadEmail)).toBe(200);
    const answers = await database.db
      .select()
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, inquiry.id), eq(inquiryActivities.kind, "email_received")));
    expect(answers).toHaveLength(1);
    expect(answers[0]?.body).toContain("Ano, zavolejte mi zítra.");

    // The run ends as the answer arrives, not when its wait is over: the runs page says so at once.
    expect(await runOf(run.id)).toMatchObject({ state: "stopped", stopReason: "reply", claimToken: null });
    const log = await database.db
      .select()
      .from(automationRunSteps)
      .where(eq(automationRunSteps.runId, run.id))
      .orderBy(automationRunSteps.stepIndex);
    // The step it would have run next is the one the answer stopped (shown as such, run-view.ts).
    expect(log.map((entry) => [entry.stepIndex, entry.outcome])).toEqual([
      [0, "succeeded"],
      [1, "succeeded"],
      [2, "succeeded"],
    ]);
    await runSteps(new Date(start.getTime() + HOUR_MS + 1000));
    expect(await runOf(run.id)).toMatchObject({ state: "stopped", stopReason: "reply" });
    expect(await database.db.$count(mailQueue, eq(mailQueue.to, inquiry.leadEmail))).toBe(1);
  });

  it("drops what a step in progress would record when the answer comes meanwhile: its e-mail is never queued", async () => {
    const { automationId } = await seedAutomation(database.db, { steps: [emailLead("hello", "Děkujeme")] });
    const start = new Date(Date.now() - 1000);
    const { inquiry, run } = await startRun(automationId, start);
    const [claimed] = (await claimDueRuns(database.db, 100, { at: start })).filter(
      (one) => one.id === run.id,
    );
    if (!claimed) throw new Error("not claimed");
    expect(await answerTo(leadReplyTo(services, inquiry.id, ""), inquiry.leadEmail)).toBe(200);
    expect(await runClaimed(database.db, automationExecutor(services), claimed, start)).toBe("claim_lost");
    expect(await runOf(run.id)).toMatchObject({ state: "stopped", stopReason: "reply" });
    expect(await database.db.$count(mailQueue, eq(mailQueue.to, inquiry.leadEmail))).toBe(0);
  });

  it("leaves a failed run failed at the answer, and stops it before its step when staff retry it", async () => {
    const { automationId } = await seedAutomation(database.db, { steps: [emailLead("hello", "Děkujeme")] });
    const start = new Date(Date.now() - 1000);
    const { inquiry, run } = await startRun(automationId, start);
    await database.db
      .update(automationRuns)
      .set({ state: "failed", lastError: "HTTP 503", finishedAt: start })
      .where(eq(automationRuns.id, run.id));
    expect(await answerTo(leadReplyTo(services, inquiry.id, ""), inquiry.leadEmail)).toBe(200);
    expect(await runOf(run.id)).toMatchObject({ state: "failed" });
    const now = new Date();
    expect(await retryRun(database.db, run.id, now)).toBe(true);
    await runSteps(now);
    expect(await runOf(run.id)).toMatchObject({ state: "stopped", stopReason: "reply" });
    expect(await database.db.$count(mailQueue, eq(mailQueue.to, inquiry.leadEmail))).toBe(0);
  });

  it("goes on after the lead's answer when its automation is set not to stop on a reply", async () => {
    const { automationId } = await seedAutomation(database.db, {
      stopOnReply: false,
      steps: thanksThenNudge,
    });
    const start = new Date(Date.now() - 1000);
    const { inquiry, run } = await startRun(automationId, start);
    await runSteps(start);
    const [queued] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, inquiry.leadEmail));
    expect(await answerTo(queued?.replyTo ?? "", inquiry.leadEmail)).toBe(200);
    expect(await runOf(run.id)).toMatchObject({ state: "active", stepIndex: 2 });
    await runSteps(new Date(start.getTime() + HOUR_MS + 1000));
    expect(await runOf(run.id)).toMatchObject({ state: "completed" });
    expect(await database.db.$count(mailQueue, eq(mailQueue.to, inquiry.leadEmail))).toBe(2);
  });

  it("starts no automation waiting for the status it sets: automations never start one another", async () => {
    const setsDone = await seedAutomation(database.db, {
      steps: [
        { id: "done", settings: { type: "action", action: { kind: "set_status", status: "completed" } } },
      ],
    });
    // Would loop with the first if a status set by an automation started runs: it sets it back.
    const reopens = await seedAutomation(database.db, {
      trigger: { kind: "status_changed", to: "completed" },
      steps: [
        { id: "reopen", settings: { type: "action", action: { kind: "set_status", status: "in_progress" } } },
      ],
    });
    const now = new Date();
    const { inquiry, run } = await startRun(setsDone.automationId, now);
    await runSteps(now);
    expect(await runOf(run.id)).toMatchObject({ state: "completed" });
    const [changed] = await database.db
      .select()
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, inquiry.id), eq(inquiryActivities.kind, "status")));
    expect(changed?.data).toMatchObject({ to: "completed", automation: true });
    expect(
      await database.db.$count(automationRuns, eq(automationRuns.automationId, reopens.automationId)),
    ).toBe(0);
  });

  it("keeps each run on the version it started with when the automation is changed", async () => {
    const { automationId } = await seedAutomation(database.db, {
      steps: [
        { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 60 } } },
        emailLead("hello", "Verze 1"),
        emailLead("again", "Verze 1, znovu"),
      ],
    });
    const start = new Date(Date.now() - 1000);
    const before = await startRun(automationId, start);
    await runSteps(start);
    expect(await runOf(before.run.id)).toMatchObject({ state: "active", stepIndex: 1 });

    // Staff change the automation while the run sleeps: one step fewer, another text.
    await database.db.transaction(async (tx) => {
      await tx.insert(automationVersions).values({
        automationId,
        version: 2,
        name: "Instant reply",
        steps: [emailLead("hello", "Verze 2")],
        stopOnReply: true,
      });
      await tx.update(automations).set({ version: 2 }).where(eq(automations.id, automationId));
    });
    const later = await seedInquiry(database.db, { leadEmail: `lead-${++counter}@firma.test` });
    expect(await startRunsForLead(database.db, later)).toBeGreaterThan(0);
    const [after] = await database.db
      .select()
      .from(automationRuns)
      .where(and(eq(automationRuns.automationId, automationId), eq(automationRuns.inquiryId, later.id)));
    expect(after?.version).toBe(2);

    await runSteps(new Date(start.getTime() + HOUR_MS + 1000));
    expect(await runOf(before.run.id)).toMatchObject({ state: "completed", version: 1, stepIndex: 2 });
    expect(await runOf(after?.id ?? "")).toMatchObject({ state: "completed", version: 2 });
    // This automation's e-mails (the other tests' automations start for the later lead too).
    const subjects = async (to: string) =>
      (await database.db.select().from(mailQueue).where(eq(mailQueue.to, to)))
        .map((mail) => mail.subject)
        .filter((subject) => subject.startsWith("Verze"));
    expect((await subjects(before.inquiry.leadEmail)).sort()).toEqual(["Verze 1", "Verze 1, znovu"]);
    expect(await subjects(later.leadEmail)).toEqual(["Verze 2"]);
  });
  it("fails a run at once when the webhook's receiver refuses the post, and a retry once it is fixed posts the same id", async () => {
    const received: { status: number; id: string | undefined }[] = [];
    let answer = 404;
    const receiver = createServer((request, response) => {
      request.resume();
      received.push({ status: answer, id: request.headers["x-webhook-id"]?.toString() });
      response.writeHead(answer).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const { automationId } = await seedAutomation(database.db, {
        steps: [{ id: "crm", settings: { type: "action", action: { kind: "webhook", url } } }],
      });
      const now = new Date();
      const { run } = await startRun(automationId, now);
      await runSteps(now);
      // A 4xx is the receiver's answer to this post, and another try would get the same.
      expect(await runOf(run.id)).toMatchObject({ state: "failed", attempts: 1, lastError: "HTTP 404" });
      answer = 200;
      expect(await retryRun(database.db, run.id)).toBe(true);
      await runSteps(new Date(now.getTime() + 1000));
      expect(await runOf(run.id)).toMatchObject({ state: "completed" });
      expect(received.map((post) => post.status)).toEqual([404, 200]);
      expect(new Set(received.map((post) => post.id)).size).toBe(1);
    } finally {
      receiver.close();
    }
  });
});
