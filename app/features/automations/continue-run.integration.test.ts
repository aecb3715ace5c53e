/**
 * Staff end a run's wait early (docs/decisions/0068-template-editor-without-javascript-and-continue-now.md):
 * a run asleep in a delay falls due now through the runner, once, and its log says who continued
 * it. Staff only; a run that no longer sleeps there is refused with 409 `notWaiting`.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AutomationStep } from "~/domain/automations";
import { automationRunSteps, automationRuns } from "~/platform/db/schema.server";
import { runDueSteps } from "~/platform/step-runner.server";
import { action as runsAction, loader as runsLoader } from "~/routes/dashboard.runs";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { seedAutomation, seedRuns } from "../../../tests/support/automations";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { automationExecutor } from "./executor.server";
import { type RunsView, runsOfInquiry } from "./runs.server";

const HOUR_MS = 60 * 60_000;
/** Reads the lead, waits an hour, reads it again. */
const steps: AutomationStep[] = [
  { id: "read", settings: { type: "input", fields: ["name"] } },
  { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 60 } } },
  { id: "again", settings: { type: "input", fields: ["email"] } },
];

describe.each(testDatabases)("continuing a waiting run on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  let automationId = "";

  const act = (form: Record<string, string>, actor: Actor = desk.staff) =>
    runRoute<{ ok: boolean; error?: string; intent?: string }>(runsAction, desk.services, "/dashboard/runs", {
      actor,
      form,
    });
  const runAll = (at = new Date()) => runDueSteps(desk.database.db, automationExecutor(desk.services), at);
  const runOf = async (id: string) => {
    const [run] = await desk.database.db.select().from(automationRuns).where(eq(automationRuns.id, id));
    if (!run) throw new Error(`no run ${id}`);
    return run;
  };
  const logOf = (id: string) =>
    desk.database.db
      .select()
      .from(automationRunSteps)
      .where(eq(automationRunSteps.runId, id))
      .orderBy(automationRunSteps.createdAt);
  /** A run of its own, carried through its first step and asleep in the delay. */
  async function sleepingRun() {
    const [id = ""] = await seedRuns(desk.database.db, automationId, 1);
    await runAll();
    const run = await runOf(id);
    expect(run).toMatchObject({ state: "active", stepIndex: 2, attempts: 0 });
    return { id, until: run.nextAttemptAt.toISOString() };
  }
  const shown = async (id: string) => {
    const page = await runRoute<RunsView>(
      runsLoader,
      desk.services,
      `/dashboard/runs?automation=${automationId}`,
      {
        actor: desk.staff,
      },
    );
    return page.data.runs.items.find((run) => run.id === id);
  };

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    ({ automationId } = await seedAutomation(desk.database.db, { steps }));
  }, 120_000);
  afterAll(() => desk.close());

  it("shows a sleeping run as waiting until its wake time, on the runs page and in its inquiry's timeline, and a run that is due as not waiting", async () => {
    const { id, until } = await sleepingRun();
    expect((await shown(id))?.waitingUntil).toBe(until);
    // The inquiry's timeline shows the same run, waiting.
    const [inTimeline] = await runsOfInquiry(desk.database.db, [(await runOf(id)).inquiryId]);
    expect(inTimeline?.waitingUntil).toBe(until);
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + HOUR_MS / 2);
    const [due = ""] = await seedRuns(desk.database.db, automationId, 1);
    expect((await shown(due))?.waitingUntil).toBeNull();
  });

  it("is staff's only: signed out to the home page, a customer 403, and the run sleeps on", async () => {
    const { id, until } = await sleepingRun();
    expect((await act({ intent: "continue", run: id, until }, anonymous)).status).toBe(302);
    expect((await act({ intent: "continue", run: id, until }, desk.alice)).status).toBe(403);
    expect((await act({ intent: "continue", run: id, until }, desk.bob)).status).toBe(403);
    expect((await runOf(id)).nextAttemptAt.toISOString()).toBe(until);
    expect((await logOf(id)).some((entry) => entry.outcome === "continued")).toBe(false);
  });

  it("makes the next step due now, logs who continued it, and runs that step once", async () => {
    const { id, until } = await sleepingRun();
    // The id in another letter case is the same run.
    const answer = await act({ intent: "continue", run: id.toUpperCase(), until });
    expect(answer).toMatchObject({ status: 200, data: { ok: true, intent: "continue" } });
    expect((await runOf(id)).nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await shown(id))?.waitingUntil).toBeNull();
    // A second press finds the wait already ended.
    expect((await act({ intent: "continue", run: id, until })).data).toEqual({
      ok: false,
      error: "notWaiting",
    });
    // Two servers' runners at once: the step runs under one claim.
    await Promise.all([runAll(), runAll()]);
    expect(await runOf(id)).toMatchObject({ state: "completed" });
    const log = await logOf(id);
    expect(log.map((entry) => [entry.stepIndex, entry.outcome])).toEqual([
      [0, "succeeded"],
      [1, "succeeded"],
      [1, "continued"],
      [2, "succeeded"],
    ]);
    expect(log[2]?.output).toEqual({ by: "Carol" });
    const view = await shown(id);
    expect(view?.log.find((entry) => entry.outcome === "continued")?.output).toEqual({ by: "Carol" });
    // Moved on and finished: refused.
    expect((await act({ intent: "continue", run: id, until })).status).toBe(409);
  });

  it("continues a run once when two presses come together", async () => {
    const { id, until } = await sleepingRun();
    const answers = await Promise.all([
      act({ intent: "continue", run: id, until }),
      act({ intent: "continue", run: id, until }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await logOf(id)).filter((entry) => entry.outcome === "continued")).toHaveLength(1);
  });

  it("refuses a run that is not asleep in a delay, a wake time that no longer holds, and a malformed one", async () => {
    // Due at its first step: no delay before it.
    const [due = ""] = await seedRuns(desk.database.db, automationId, 1, new Date(Date.now() + HOUR_MS));
    const dueUntil = (await runOf(due)).nextAttemptAt.toISOString();
    expect((await act({ intent: "continue", run: due, until: dueUntil })).data).toEqual({
      ok: false,
      error: "notWaiting",
    });
    const { id, until } = await sleepingRun();
    const stale = new Date(new Date(until).getTime() - 1000).toISOString();
    expect((await act({ intent: "continue", run: id, until: stale })).status).toBe(409);
    for (const bad of ["", "tomorrow", "2026-13-45"]) {
      expect((await act({ intent: "continue", run: id, until: bad })).status, bad).toBe(400);
    }
    // Waiting for another try of a failed step is not a delay to end.
    await desk.database.db
      .update(automationRuns)
      .set({ attempts: 1, lastError: "HTTP 500" })
      .where(eq(automationRuns.id, id));
    expect((await act({ intent: "continue", run: id, until })).status).toBe(409);
    // Neither changed anything.
    expect((await runOf(id)).nextAttemptAt.toISOString()).toBe(until);
    expect(
      await desk.database.db.$count(
        automationRunSteps,
        and(eq(automationRunSteps.runId, id), eq(automationRunSteps.outcome, "continued")),
      ),
    ).toBe(0);
    expect(
      (await act({ intent: "continue", run: "0f8fad5b-d9cb-469f-a165-70867728950e", until })).status,
    ).toBe(404);
  });
});
