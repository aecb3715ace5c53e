import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { plainSteps, seedAutomation, seedRuns } from "../../tests/support/automations";
import { migrationsFolder, type OpenedTestDatabase, testDatabases } from "../../tests/support/databases";
import { type Database, openDatabase } from "./db/client.server";
import { automationRunSteps, automationRuns } from "./db/schema.server";
import {
  type AutomationRun,
  claimDueRuns,
  MAX_STEP_ATTEMPTS,
  RUN_LEASE_MS,
  retryRun,
  runClaimed,
  runDueSteps,
  type StepExecutor,
  type StepResult,
  startStepRunner,
  stepRetryDelayMs,
} from "./step-runner.server";

/** An executor over `steps` steps that counts each step it carries out, per run. */
function countingExecutor(steps: number, step: (run: AutomationRun) => Partial<StepResult> = () => ({})) {
  const calls = new Map<string, number>();
  const executor: StepExecutor = {
    async runStep(run) {
      const key = `${run.id}:${run.stepIndex}`;
      calls.set(key, (calls.get(key) ?? 0) + 1);
      return {
        proceed: run.stepIndex + 1 >= steps ? "complete" : "next",
        output: { step: run.stepIndex },
        ...step(run),
      };
    },
  };
  return { executor, calls };
}

async function runOf(db: Database, id: string) {
  const [run] = await db.select().from(automationRuns).where(eq(automationRuns.id, id));
  if (!run) throw new Error(`no run ${id}`);
  return run;
}

const succeededSteps = (db: Database, runId: string) =>
  db.$count(
    automationRunSteps,
    and(eq(automationRunSteps.runId, runId), eq(automationRunSteps.outcome, "succeeded")),
  );

async function until(check: () => Promise<boolean>, what: string, deadlineMs = 60_000) {
  const end = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases)("the automation runner on $name", { timeout: 120_000 }, (testDatabase) => {
  let database: OpenedTestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await testDatabase.open();
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });

  it("runs each step once, in order, logs it, and completes the run", async () => {
    const { automationId } = await seedAutomation(db, { steps: plainSteps(3) });
    const [id = ""] = await seedRuns(db, automationId, 1);
    const { executor, calls } = countingExecutor(3);
    await runDueSteps(db, executor);
    expect([...calls.entries()].filter(([key]) => key.startsWith(id))).toEqual([
      [`${id}:0`, 1],
      [`${id}:1`, 1],
      [`${id}:2`, 1],
    ]);
    expect(await runOf(db, id)).toMatchObject({ state: "completed", stepIndex: 2, claimToken: null });
    const log = await db.select().from(automationRunSteps).where(eq(automationRunSteps.runId, id));
    expect(log.map((step) => [step.stepIndex, step.outcome, step.output])).toEqual([
      [0, "succeeded", { step: 0 }],
      [1, "succeeded", { step: 1 }],
      [2, "succeeded", { step: 2 }],
    ]);
  });

  it("runs a run due by the database's clock at once, though this server's clock runs behind it", async () => {
    const { automationId } = await seedAutomation(db, { steps: plainSteps(2) });
    const [id = ""] = await seedRuns(db, automationId, 1);
    const { executor } = countingExecutor(2);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 30_000 });
    // Due now by the database's clock (on PGlite, which runs in this process, that clock is ours).
    await db.update(automationRuns).set({ nextAttemptAt: sql`now()` }).where(eq(automationRuns.id, id));
    const runner = await startStepRunner(database, executor, { pollMs: 3_600_000 });
    try {
      const waitUntil = performance.now() + 60_000;
      while ((await runOf(db, id)).state === "active" && performance.now() < waitUntil) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await runOf(db, id)).toMatchObject({ state: "completed", stepIndex: 1 });
    } finally {
      vi.useRealTimers();
      await runner.stop();
    }
  });

  it("waits out a delay kept in the database, then goes on", async () => {
    const { automationId } = await seedAutomation(db, { steps: plainSteps(2) });
    const now = new Date();
    const [id = ""] = await seedRuns(db, automationId, 1, now);
    const wakeAt = new Date(now.getTime() + 2 * 86_400_000);
    const { executor } = countingExecutor(2, (run) => (run.stepIndex === 0 ? { wakeAt } : {}));
    await runDueSteps(db, executor, now);
    expect(await runOf(db, id)).toMatchObject({ state: "active", stepIndex: 1, nextAttemptAt: wakeAt });
    await runDueSteps(db, executor, new Date(wakeAt.getTime() - 1));
    expect((await runOf(db, id)).state).toBe("active");
    await runDueSteps(db, executor, wakeAt);
    expect((await runOf(db, id)).state).toBe("completed");
  });

  it("retries a failing step with growing delays, marks the run failed, and retries it from that step", async () => {
    const { automationId } = await seedAutomation(db, { steps: plainSteps(3) });
    let now = new Date();
    const [id = ""] = await seedRuns(db, automationId, 1, now);
    let failing = true;
    const { executor, calls } = countingExecutor(3, (run) => {
      if (run.stepIndex === 1 && failing) throw new Error("HTTP 503");
      return {};
    });
    await runDueSteps(db, executor, now);
    for (let attempt = 1; attempt < MAX_STEP_ATTEMPTS; attempt++) {
      const run = await runOf(db, id);
      expect(run).toMatchObject({ state: "active", stepIndex: 1, attempts: attempt, lastError: "HTTP 503" });
      expect(run.nextAttemptAt.getTime() - now.getTime()).toBe(stepRetryDelayMs(attempt));
      now = run.nextAttemptAt;
      await runDueSteps(db, executor, now);
    }
    expect(await runOf(db, id)).toMatchObject({ state: "failed", stepIndex: 1, lastError: "HTTP 503" });
    expect(calls.get(`${id}:1`)).toBe(MAX_STEP_ATTEMPTS);
    const failures = await db.$count(
      automationRunSteps,
      and(eq(automationRunSteps.runId, id), eq(automationRunSteps.outcome, "failed")),
    );
    expect(failures).toBe(MAX_STEP_ATTEMPTS);

    failing = false;
    expect(await retryRun(db, id, now)).toBe(true);
    expect(await retryRun(db, id, now)).toBe(false);
    await runDueSteps(db, executor, now);
    expect(await runOf(db, id)).toMatchObject({ state: "completed", stepIndex: 2 });
    // The first step is not run again.
    expect(calls.get(`${id}:0`)).toBe(1);
  });

  it("hands a dead server's run to another when its lease ends; the dead one's late result counts for nothing", async () => {
    const { automationId } = await seedAutomation(db, { steps: plainSteps(1) });
    const now = new Date();
    const [id = ""] = await seedRuns(db, automationId, 1, now);
    const claimed = (await claimDueRuns(db, 100, { at: now })).find((run) => run.id === id);
    if (!claimed) throw new Error("not claimed");
    // Within the lease nobody else takes it.
    expect(
      (await claimDueRuns(db, 100, { at: new Date(now.getTime() + RUN_LEASE_MS - 1) })).map((run) => run.id),
    ).not.toContain(id);
    const { executor, calls } = countingExecutor(1, () => ({
      effects: async (tx) => {
        await tx.execute(sql`select 1`);
      },
    }));
    await runDueSteps(db, executor, new Date(now.getTime() + RUN_LEASE_MS));
    expect(calls.get(`${id}:0`)).toBe(1);
    expect(await runOf(db, id)).toMatchObject({ state: "completed", attempts: 2 });
    // The first server wakes up and reports: nothing is recorded.
    expect(await runClaimed(db, executor, claimed, now)).toBe("claim_lost");
    expect(await succeededSteps(db, id)).toBe(1);
  });

  // The embedded database's restart is the test below (one process holds it, in memory here).
  it.runIf(testDatabase.name === "postgres")(
    "resumes a delay after its server restarts: the runner of the next server process wakes the run",
    async () => {
      const { automationId } = await seedAutomation(db, { steps: plainSteps(2) });
      const [id = ""] = await seedRuns(db, automationId, 1);
      const { executor, calls } = countingExecutor(2, (run) =>
        run.stepIndex === 0 ? { wakeAt: new Date(Date.now() + 1_500) } : {},
      );
      const serve = async () => {
        if (!database.connectAgain) throw new Error("a second server needs PostgreSQL");
        const server = await database.connectAgain();
        const runner = await startStepRunner(server, executor, { pollMs: 100 });
        return {
          async stop() {
            await runner.stop();
            await server.close();
          },
        };
      };
      const before = await serve();
      try {
        await until(async () => (await runOf(db, id)).stepIndex === 1, "the delay to begin");
      } finally {
        await before.stop();
      }
      expect(await runOf(db, id)).toMatchObject({ state: "active", claimToken: null });
      const after = await serve();
      try {
        await until(async () => (await runOf(db, id)).state === "completed", "the run to wake and complete");
      } finally {
        await after.stop();
      }
      expect([calls.get(`${id}:0`), calls.get(`${id}:1`)]).toEqual([1, 1]);
    },
  );

  it("never runs one step twice with two servers at work", async () => {
    const steps = 3;
    const { automationId } = await seedAutomation(db, { steps: plainSteps(steps) });
    const ids = await seedRuns(db, automationId, 40);
    const second = database.connectAgain ? await database.connectAgain() : database;
    const { executor, calls } = countingExecutor(steps, () => ({
      // A step that takes a moment keeps both servers busy at once.
      effects: async (tx) => {
        await tx.execute(sql`select pg_sleep(0.002)`);
      },
    }));
    const runners = await Promise.all(
      [database, second].map((server) => startStepRunner(server, executor, { concurrency: 4, pollMs: 200 })),
    );
    try {
      await until(async () => {
        const done = await db.$count(
          automationRuns,
          and(eq(automationRuns.automationId, automationId), eq(automationRuns.state, "completed")),
        );
        return done === ids.length;
      }, "every run to complete");
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      if (second !== database) await second.close();
    }
    const repeated = ids.flatMap((id) =>
      Array.from({ length: steps }, (_, step) => calls.get(`${id}:${step}`)).filter((count) => count !== 1),
    );
    expect(repeated).toEqual([]);
  });
});

describe("a delay across a restart of the embedded database", { timeout: 120_000 }, () => {
  it("resumes where it stopped, and takes back the runs a crash left claimed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "runner-restart-"));
    try {
      let database = await openDatabase({ dataDir, migrationsFolder });
      const { automationId } = await seedAutomation(database.db, { steps: plainSteps(2) });
      const now = new Date();
      const [sleeping = "", crashed = ""] = await seedRuns(database.db, automationId, 2, now);
      await database.db
        .update(automationRuns)
        .set({ stepIndex: 1, nextAttemptAt: new Date(now.getTime() + 1_000) })
        .where(eq(automationRuns.id, sleeping));
      // The crashed run was claimed and its server died: its lease would run for minutes.
      await database.db
        .update(automationRuns)
        .set({ claimToken: crypto.randomUUID(), nextAttemptAt: new Date(now.getTime() + RUN_LEASE_MS) })
        .where(eq(automationRuns.id, crashed));
      await database.close();

      database = await openDatabase({ dataDir, migrationsFolder });
      const { executor } = countingExecutor(2);
      const runner = await startStepRunner(database, executor, { pollMs: 100 });
      try {
        await until(
          async () => (await runOf(database.db, sleeping)).state === "completed",
          "the sleeping run",
        );
        await until(async () => (await runOf(database.db, crashed)).state === "completed", "the crashed run");
      } finally {
        await runner.stop();
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
