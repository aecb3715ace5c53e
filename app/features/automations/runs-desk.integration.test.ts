/**
 * Runs on the desk (docs/decisions/0057-runs-on-the-desk.md): the runs page a page at a time with
 * each run's step log, filtered by state and automation; a failed run retried from its failed step
 * or restarted on the current version; the runs of an inquiry in its timeline; a template tried on
 * a lead without sending or changing anything. Staff only; every refusal a 4xx.
 */
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AutomationStep, LocalisedText } from "~/domain/automations";
import {
  automationRunSteps,
  automationRuns,
  automations,
  automationVersions,
  inquiries,
  inquiryActivities,
  mailQueue,
  templates,
} from "~/platform/db/schema.server";
import { runDueSteps } from "~/platform/step-runner.server";
import { loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import { action as runsAction, loader as runsLoader } from "~/routes/dashboard.runs";
import { loader as templatesLoader } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { plainSteps, seedAutomation, seedRuns } from "../../../tests/support/automations";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import type { InquiryPageData } from "../dashboard/inquiry.server";
import { automationExecutor } from "./executor.server";
import { RUNS_PAGE_SIZE } from "./run-view";
import { type DryRunResult, type RunsView, runsOfInquiry } from "./runs.server";

const HOUR_MS = 60 * 60_000;
const message: LocalisedText = {
  cs: { subject: "Děkujeme, {{name}}", text: "Ozveme se." },
  en: { subject: "Thank you, {{name}}", text: "We will be in touch." },
  pl: { subject: "Dziękujemy, {{name}}", text: "Odezwiemy się." },
};
/** A template worth trying: an e-mail, a webhook, a delay, a status, and a condition that ends it. */
const tryableSteps: AutomationStep[] = [
  { id: "reply", settings: { type: "action", action: { kind: "email_lead", message } } },
  { id: "crm", settings: { type: "action", action: { kind: "webhook", url: "http://127.0.0.1:1/hook" } } },
  { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 60 } } },
  { id: "status", settings: { type: "action", action: { kind: "set_status", status: "in_progress" } } },
  {
    id: "only-google",
    settings: { type: "condition", field: "utm_source", operator: "equals", value: "google", ifMet: "stop" },
  },
  { id: "after", settings: { type: "action", action: { kind: "follow_up", workingDays: 2 } } },
];

describe.each(testDatabases)("runs on the desk on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  let automationId = "";
  let otherAutomationId = "";
  let runIds: string[] = [];
  const now = new Date();

  const view = (query: string, actor: Actor = desk.staff) =>
    runRoute<RunsView>(runsLoader, desk.services, `/dashboard/runs${query}`, { actor });
  const act = (form: Record<string, string>, actor: Actor = desk.staff) =>
    runRoute<{ ok: boolean; error?: string; runId?: string } & Partial<DryRunResult>>(
      runsAction,
      desk.services,
      "/dashboard/runs",
      { actor, form },
    );
  const runOf = async (id: string) => {
    const [run] = await desk.database.db.select().from(automationRuns).where(eq(automationRuns.id, id));
    if (!run) throw new Error(`no run ${id}`);
    return run;
  };
  /** A run made to fail at its second step, as the runner leaves one after its last try. */
  const failAtSecondStep = async (id: string) => {
    const { db } = desk.database;
    await db
      .update(automationRuns)
      .set({ state: "failed", stepIndex: 1, lastError: "CRM answered 500", finishedAt: now })
      .where(eq(automationRuns.id, id));
    await db
      .delete(automationRunSteps)
      .where(and(eq(automationRunSteps.runId, id), gte(automationRunSteps.stepIndex, 1)));
    await db.insert(automationRunSteps).values({
      runId: id,
      stepIndex: 1,
      attempt: 5,
      outcome: "failed",
      error: "CRM answered 500",
      durationMs: 12,
    });
  };
  const runAll = (at: Date) => runDueSteps(desk.database.db, automationExecutor(desk.services), at);

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    ({ automationId } = await seedAutomation(desk.database.db, { steps: plainSteps(3) }));
    ({ automationId: otherAutomationId } = await seedAutomation(desk.database.db, { steps: plainSteps(1) }));
    // Older runs first: the page lists the newest first.
    runIds = [
      ...(await seedRuns(desk.database.db, automationId, RUNS_PAGE_SIZE, new Date(now.getTime() - HOUR_MS))),
      ...(await seedRuns(desk.database.db, otherAutomationId, 2, now)),
    ];
  }, 120_000);
  afterAll(() => desk.close());

  it("lists every run a page at a time, newest first, with the total and each run's log", async () => {
    await runAll(new Date(now.getTime() - HOUR_MS));
    const first = await view("");
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(RUNS_PAGE_SIZE + 2);
    expect(first.data.runs.items).toHaveLength(RUNS_PAGE_SIZE);
    expect(first.data.runs.hasMore).toBe(true);
    expect(first.data.runs.items.slice(0, 2).map((run) => run.automationId)).toEqual([
      otherAutomationId,
      otherAutomationId,
    ]);
    const second = await view("?page=2");
    expect(second.data.runs.items).toHaveLength(2);
    expect(second.data.runs.hasMore).toBe(false);
    const seen = [...first.data.runs.items, ...second.data.runs.items].map((run) => run.id);
    expect(new Set(seen)).toEqual(new Set(runIds));
    // Each run with its version's steps and one log row per step it ran.
    const done = first.data.runs.items.find((run) => run.automationId === automationId);
    expect(done).toMatchObject({ state: "completed", version: 1, name: "Instant reply" });
    expect(done?.steps).toEqual(Array(3).fill({ type: "input", action: null }));
    expect(done?.log.map((entry) => [entry.stepIndex, entry.outcome])).toEqual([
      [0, "succeeded"],
      [1, "succeeded"],
      [2, "succeeded"],
    ]);
    expect(done?.log[0]?.output).toEqual({ name: "Jana" });
    expect(first.data.automations.map((automation) => automation.id).sort()).toEqual(
      [automationId, otherAutomationId].sort(),
    );
  });

  it("filters by state and automation, and takes a filter it does not know as none", async () => {
    const [failedId = ""] = runIds;
    await failAtSecondStep(failedId);
    const failed = await view("?state=failed");
    expect(failed.data.total).toBe(1);
    expect(failed.data.runs.items.map((run) => run.id)).toEqual([failedId]);
    expect(failed.data.runs.items[0]).toMatchObject({ lastError: "CRM answered 500", stepIndex: 1 });
    const other = await view(`?automation=${otherAutomationId.toUpperCase()}`);
    expect(other.data.filter.automationId).toBe(otherAutomationId);
    expect(other.data.total).toBe(2);
    for (const query of ["?state=exploded", "?automation=nope", "?page=-1", "?state=%00&page=abc"]) {
      const answer = await view(query);
      expect(answer.status, query).toBe(200);
      expect(answer.data.total, query).toBe(RUNS_PAGE_SIZE + 2);
    }
    await desk.database.db
      .update(automationRuns)
      .set({ state: "completed", stepIndex: 2, lastError: null })
      .where(eq(automationRuns.id, failedId));
  });

  it("is staff's only: signed out to the home page, a customer 403", async () => {
    expect((await view("", anonymous)).status).toBe(302);
    expect((await view("", desk.alice)).status).toBe(403);
    const [id = ""] = runIds;
    expect((await act({ intent: "retry", run: id }, anonymous)).status).toBe(302);
    expect((await act({ intent: "retry", run: id }, desk.alice)).status).toBe(403);
    expect((await act({ intent: "dryRun", template: id, lead: "sample" }, desk.bob)).status).toBe(403);
  });

  it("retries a failed run from its failed step, its earlier steps not run again", async () => {
    const id = runIds[1] ?? "";
    await failAtSecondStep(id);
    // The id in another letter case is the same run.
    const answer = await act({ intent: "retry", run: id.toUpperCase() });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, intent: "retry", runId: id } });
    expect(await runOf(id)).toMatchObject({ state: "active", stepIndex: 1, attempts: 0, lastError: null });
    // Retried once: a second click finds it running.
    expect((await act({ intent: "retry", run: id })).data).toEqual({ ok: false, error: "notFailed" });
    await runAll(new Date(now.getTime() + HOUR_MS));
    // Read by its inquiry: the page's order among runs started at the same moment is by id.
    const [after] = await runsOfInquiry(desk.database.db, [(await runOf(id)).inquiryId]);
    expect(after?.state).toBe("completed");
    expect(after?.log.map((entry) => [entry.stepIndex, entry.outcome])).toEqual([
      [0, "succeeded"],
      [1, "failed"],
      [1, "succeeded"],
      [2, "succeeded"],
    ]);
  });

  it("restarts a failed run on the automation's current version as a new run, once", async () => {
    const id = runIds[2] ?? "";
    await failAtSecondStep(id);
    await desk.database.db
      .insert(automationVersions)
      .values({ automationId, version: 2, name: "Instant reply", steps: plainSteps(2), stopOnReply: true });
    await desk.database.db.update(automations).set({ version: 2 }).where(eq(automations.id, automationId));
    const answer = await act({ intent: "restart", run: id });
    expect(answer.status).toBe(200);
    const restartedId = answer.data.runId ?? "";
    expect(restartedId).not.toBe(id);
    expect(await runOf(id)).toMatchObject({ state: "stopped", stopReason: "restarted" });
    const fresh = await runOf(restartedId);
    expect(fresh).toMatchObject({
      version: 2,
      stepIndex: 0,
      state: "active",
      inquiryId: (await runOf(id)).inquiryId,
    });
    expect((await act({ intent: "restart", run: id })).status).toBe(409);
    expect((await act({ intent: "retry", run: id })).status).toBe(409);
    await runAll(new Date(now.getTime() + 2 * HOUR_MS));
    expect(await runOf(restartedId)).toMatchObject({ state: "completed" });
  });

  it("answers an unknown or malformed run, a run that did not fail, and an unknown intent with a 4xx", async () => {
    const unknown = "0f8fad5b-d9cb-469f-a165-70867728950e";
    for (const run of [unknown, unknown.toUpperCase(), "nope", "", "1' or '1'='1"]) {
      expect((await act({ intent: "retry", run })).status, run).toBe(404);
      expect((await act({ intent: "restart", run })).status, run).toBe(404);
    }
    const completed = runIds[3] ?? "";
    expect((await act({ intent: "retry", run: completed })).status).toBe(409);
    expect((await act({ intent: "restart", run: completed })).status).toBe(409);
    expect((await act({ intent: "delete", run: completed })).status).toBe(400);
    expect((await act({ run: completed })).status).toBe(400);
  });

  it("shows an inquiry's runs in its timeline to staff and to no customer", async () => {
    const run = await runOf(runIds[2] ?? "");
    const page = (actor: Actor) =>
      runRoute<InquiryPageData>(inquiryLoader, desk.services, `/dashboard/inquiries/${run.inquiryId}`, {
        actor,
        params: { id: run.inquiryId },
      });
    const staffView = await page(desk.staff);
    expect(staffView.data.runs.map((one) => [one.version, one.state])).toEqual([
      [2, "completed"],
      [1, "stopped"],
    ]);
    // The lead's own account sees the inquiry, not its automations.
    await desk.database.db
      .update(inquiries)
      .set({ leadEmail: desk.alice.email })
      .where(eq(inquiries.id, run.inquiryId));
    const own = await page(desk.alice);
    expect(own.status).toBe(200);
    expect(own.data.runs).toEqual([]);
  });

  describe("a dry run", () => {
    let templateId = "";
    const tryIt = (lead: string, template = templateId, actor: Actor = desk.staff) =>
      act({ intent: "dryRun", template, lead }, actor);
    const workflow = (steps: AutomationStep[]) => ({
      steps: steps.map((step) => ({
        id: step.id,
        type: step.settings.type,
        config: { action: "", params: {} },
        settings: step.settings,
      })),
    });

    beforeAll(async () => {
      const [row] = await desk.database.db
        .insert(templates)
        .values({
          name: "Try me",
          userId: desk.staffId,
          isPublic: false,
          workflowData: workflow(tryableSteps),
        })
        .returning({ id: templates.id });
      templateId = row?.id ?? "";
    });

    it("carries out each step on the sample lead and says what each would do", async () => {
      const answer = await tryIt("sample", templateId.toUpperCase());
      expect(answer.status).toBe(200);
      const steps = answer.data.steps ?? [];
      expect(steps.map((step) => step.outcome)).toEqual(["next", "next", "next", "next", "stop", "skipped"]);
      expect(steps[0]?.output).toEqual({
        to: "jana.novakova@example.com",
        subject: "Thank you, Jana Nováková",
      });
      expect(steps[1]?.output).toMatchObject({ url: "http://127.0.0.1:1/hook" });
      expect(steps[3]?.output).toEqual({ from: "pending", to: "in_progress" });
      expect(steps[4]).toMatchObject({ input: { utm_source: "google" }, output: { met: true } });
    });

    it("sends nothing and changes nothing on a real inquiry", async () => {
      const inquiryId = await desk.addInquiry({
        leadEmail: "real@example.com",
        leadName: "Petr",
        lang: "cs",
      });
      const mails = await desk.database.db.$count(mailQueue);
      const answer = await tryIt(inquiryId.toUpperCase());
      expect(answer.status).toBe(200);
      expect(answer.data.steps?.[0]?.output).toEqual({ to: "real@example.com", subject: "Děkujeme, Petr" });
      // No Google campaign: the condition lets the run go on to its follow-up.
      expect(answer.data.steps?.map((step) => step.outcome)).toEqual([
        "next",
        "next",
        "next",
        "next",
        "next",
        "next",
      ]);
      expect(await desk.database.db.$count(mailQueue)).toBe(mails);
      expect(await desk.inquiryRow(inquiryId)).toMatchObject({ status: "pending", followUpOn: null });
      expect(
        (
          await desk.database.db
            .select()
            .from(inquiryActivities)
            .where(eq(inquiryActivities.inquiryId, inquiryId))
        )
          .map((row) => row.kind)
          .filter((kind) => kind !== "created"),
      ).toEqual([]);
    });

    it("offers staff recent inquiries to try a template on, and a customer none", async () => {
      const page = (actor: Actor) =>
        runRoute<{ leads: { id: string; email: string }[] | null }>(
          templatesLoader,
          desk.services,
          "/dashboard/templates",
          { actor },
        );
      const staffLeads = (await page(desk.staff)).data.leads ?? [];
      expect(staffLeads.length).toBeGreaterThan(0);
      expect(staffLeads.length).toBeLessThanOrEqual(10);
      expect(staffLeads[0]).toMatchObject({ email: "real@example.com" });
      expect((await page(desk.alice)).data.leads).toBeNull();
    });

    it("refuses an unknown or unseen template, one with untyped steps, and an unknown lead", async () => {
      const [secret] = await desk.database.db
        .insert(templates)
        .values({
          name: "Alice's",
          userId: desk.aliceId,
          isPublic: false,
          workflowData: workflow(tryableSteps),
        })
        .returning({ id: templates.id });
      const [untyped] = await desk.database.db
        .insert(templates)
        .values({
          name: "Draft",
          userId: desk.staffId,
          workflowData: { steps: [{ id: "a", type: "input", config: { action: "", params: {} } }] },
        })
        .returning({ id: templates.id });
      expect((await tryIt("sample", secret?.id ?? "")).status).toBe(404);
      expect((await tryIt("sample", "0f8fad5b-d9cb-469f-a165-70867728950e")).status).toBe(404);
      expect((await tryIt("sample", "nope")).status).toBe(404);
      expect((await tryIt("sample", untyped?.id ?? "")).data).toEqual({
        ok: false,
        error: "stepsIncomplete",
      });
      for (const lead of ["0f8fad5b-d9cb-469f-a165-70867728950e", "SAMPLE", "", "x"]) {
        expect((await tryIt(lead)).data, lead).toEqual({ ok: false, error: "leadNotFound" });
      }
    });
  });
});
