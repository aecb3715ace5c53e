/**
 * Runs automations' steps durably, on the delivery queue's pattern: due runs are claimed with
 * FOR UPDATE SKIP LOCKED for a lease, so servers share the work and a dead server's runs fall due
 * again when its lease ends; each step's result, its log row and its effects are recorded in one
 * transaction guarded by the claim, so a step succeeds once per run. What a step does is the
 * feature's (`StepExecutor`); a delay is only the next step's due time, kept in the database
 * (docs/decisions/0029-automation-runner.md).
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { StopReason } from "../domain/automations";
import type { Database, OpenDatabase } from "./db/client.server";
import { automationRunSteps, automationRuns } from "./db/schema.server";
import { DELIVERY_CHANNEL } from "./delivery-queue.server";

export type AutomationRun = typeof automationRuns.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What recording a step changes on its run. */
type RunChanges = { [K in keyof AutomationRun]?: AutomationRun[K] | SQL };

/** Tries of one step before its run is marked failed for staff to retry. */
export const MAX_STEP_ATTEMPTS = 5;
/** How long a claimed run stays with its server: every step gives up well before (webhooks 10 s). */
export const RUN_LEASE_MS = 2 * 60_000;
/** The NOTIFY payload on the delivery channel that wakes the runner. */
export const RUNNER_LANE = "automation";

/** 30 s, 1 min, 2 min, 4 min … capped at 1 h. */
export function stepRetryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface StepResult {
  /** `next`: the following step is due at `wakeAt` (default now); `complete`: that was the last. */
  proceed: "next" | "complete" | "stop";
  wakeAt?: Date;
  stopReason?: StopReason;
  input?: Record<string, unknown>;
  output?: Record<string, unknown>;
  /** What the step changes in the database, committed with its result or not at all. */
  effects?(tx: Transaction): Promise<void>;
}

/**
 * A failure another try would only repeat (a webhook's receiver refused the post): the run fails
 * at once, for staff to fix the cause and retry it from the runs page, instead of trying again
 * for hours.
 */
export class FinalStepFailure extends Error {}

export interface StepExecutor {
  /** Carries out the run's current step (`run.stepIndex`); throws to fail this try. */
  runStep(run: AutomationRun, now: Date): Promise<StepResult>;
}

/**
 * Claims up to `limit` due runs for a lease; each claim gets a token its result must match.
 * Without `at` (tests pass one) the database's clock decides, as in the delivery queue's
 * `claimDue`: this server's clock may be behind the one that made a run due.
 */
export async function claimDueRuns(
  db: Pick<Database, "select" | "update">,
  limit: number,
  { at, leaseMs = RUN_LEASE_MS }: { at?: Date; leaseMs?: number } = {},
): Promise<AutomationRun[]> {
  const now = at ?? sql`statement_timestamp()`;
  const due = db
    .select({ id: automationRuns.id })
    .from(automationRuns)
    .where(and(eq(automationRuns.state, "active"), lte(automationRuns.nextAttemptAt, now)))
    .orderBy(asc(automationRuns.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(automationRuns)
    .set({
      attempts: sql`${automationRuns.attempts} + 1`,
      claimToken: sql`gen_random_uuid()`,
      nextAttemptAt: sql`${now}::timestamptz + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(automationRuns.id, due))
    .returning();
}

/** A result came in under a claim that is no longer in force (the lease ran out, another took it). */
class ClaimLost extends Error {}

export type StepOutcome = "succeeded" | "failed" | "claim_lost";

/** Records a result only while the run is still this claim's; throws ClaimLost otherwise. */
async function settle(tx: Transaction, run: AutomationRun, values: RunChanges) {
  const rows = await tx
    .update(automationRuns)
    .set({ ...values, claimToken: null })
    .where(and(eq(automationRuns.id, run.id), eq(automationRuns.claimToken, run.claimToken ?? "")))
    .returning({ id: automationRuns.id });
  if (rows.length === 0) throw new ClaimLost();
}

function resultValues(result: StepResult, now: Date): RunChanges {
  if (result.proceed === "next") {
    const nextAttemptAt = result.wakeAt ?? now;
    return { stepIndex: sql`${automationRuns.stepIndex} + 1`, attempts: 0, lastError: null, nextAttemptAt };
  }
  return {
    state: result.proceed === "stop" ? "stopped" : "completed",
    stopReason: result.proceed === "stop" ? (result.stopReason ?? null) : null,
    lastError: null,
    finishedAt: now,
  };
}

/** Carries out a claimed run's current step and records what came of it. */
export async function runClaimed(
  db: Database,
  executor: StepExecutor,
  run: AutomationRun,
  now = new Date(),
): Promise<StepOutcome> {
  const started = performance.now();
  const log = { runId: run.id, stepIndex: run.stepIndex, attempt: run.attempts };
  const elapsed = () => Math.round(performance.now() - started);
  let failure: unknown;
  try {
    const result = await executor.runStep(run, now);
    await db.transaction(async (tx) => {
      await settle(tx, run, resultValues(result, now));
      await tx.insert(automationRunSteps).values({
        ...log,
        outcome: "succeeded",
        input: result.input ?? {},
        output: result.output ?? {},
        durationMs: elapsed(),
      });
      await result.effects?.(tx);
    });
    return "succeeded";
  } catch (error) {
    if (error instanceof ClaimLost) return "claim_lost";
    failure = error;
  }
  const message = failure instanceof Error ? failure.message : String(failure);
  const givenUp = run.attempts >= MAX_STEP_ATTEMPTS || failure instanceof FinalStepFailure;
  try {
    await db.transaction(async (tx) => {
      await settle(
        tx,
        run,
        givenUp
          ? { state: "failed", lastError: message, finishedAt: now }
          : { lastError: message, nextAttemptAt: new Date(now.getTime() + stepRetryDelayMs(run.attempts)) },
      );
      await tx
        .insert(automationRunSteps)
        .values({ ...log, outcome: "failed", error: message, durationMs: elapsed() });
    });
  } catch (error) {
    if (error instanceof ClaimLost) return "claim_lost";
    throw error;
  }
  console.error(
    `Automation run ${run.id}, step ${run.stepIndex + 1} failed (try ${run.attempts}${givenUp ? ", given up" : ""}): ${message}`,
  );
  return "failed";
}

/** Runs every due step, `limit` runs at a time, until none is due (tests, tools). */
export async function runDueSteps(db: Database, executor: StepExecutor, now = new Date(), limit = 8) {
  let ran = 0;
  for (;;) {
    const runs = await claimDueRuns(db, limit, { at: now });
    if (runs.length === 0) return ran;
    await Promise.all(runs.map((run) => runClaimed(db, executor, run, now)));
    ran += runs.length;
  }
}

/**
 * The embedded database belongs to one process: runs still claimed when it opens were cut off by
 * the previous run's crash, so they fall due at once rather than when their lease ends.
 */
export async function releaseCrashedRuns(db: Database, now = new Date()) {
  await db
    .update(automationRuns)
    .set({ nextAttemptAt: now })
    .where(and(eq(automationRuns.state, "active"), isNotNull(automationRuns.claimToken)));
}

/** Puts a failed run back at its failed step with a fresh set of tries; false when it did not fail. */
export async function retryRun(db: Database, runId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(automationRuns)
      .set({
        state: "active",
        attempts: 0,
        claimToken: null,
        lastError: null,
        finishedAt: null,
        nextAttemptAt: now,
      })
      .where(and(eq(automationRuns.id, runId), eq(automationRuns.state, "failed")))
      .returning({ id: automationRuns.id });
    if (rows.length > 0) await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, ${RUNNER_LANE})`);
    return rows.length > 0;
  });
}

/**
 * Ends a delay early: a run sleeping at step `stepIndex` until `until` (the wake time staff saw)
 * falls due now, and the delay's place in the log says who continued it. The update is a
 * compare-and-set on that wake time with no claim held, so a second press or another server finds
 * the time already changed and is refused; the step itself still runs once, under the runner's
 * claim. False when the run no longer sleeps there (it woke, moved on, ended or is being run).
 */
export async function continueRun(
  db: Database,
  { runId, stepIndex, until, by }: { runId: string; stepIndex: number; until: Date; by: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(automationRuns)
      .set({ nextAttemptAt: now })
      .where(
        and(
          eq(automationRuns.id, runId),
          eq(automationRuns.state, "active"),
          eq(automationRuns.stepIndex, stepIndex),
          eq(automationRuns.attempts, 0),
          isNull(automationRuns.claimToken),
          eq(automationRuns.nextAttemptAt, until),
          gt(automationRuns.nextAttemptAt, now),
        ),
      )
      .returning({ id: automationRuns.id });
    if (rows.length === 0) return false;
    await tx.insert(automationRunSteps).values({
      runId,
      stepIndex: stepIndex - 1,
      attempt: 0,
      outcome: "continued",
      output: { by },
      durationMs: 0,
    });
    await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, ${RUNNER_LANE})`);
    return true;
  });
}

export interface StepRunner {
  kick(): void;
  stop(): Promise<void>;
}

export interface StepRunnerOptions {
  /** Runs in flight at once in this process. */
  concurrency?: number;
  /** How often due runs are looked for without a NOTIFY (a delay that ended, a lease run out). */
  pollMs?: number;
  /** How long a claim lasts (`RUN_LEASE_MS`; shorter in the bench, so a takeover comes sooner). */
  leaseMs?: number;
}

/**
 * Keeps up to `concurrency` runs' steps in flight in this process: a NOTIFY (a run was created or
 * put back), a finished step (the next one may be due now) or the poll (a delay ended) starts a
 * turn that claims due runs for the free places.
 */
export async function startStepRunner(
  database: Pick<OpenDatabase, "db" | "kind" | "listen">,
  executor: StepExecutor,
  { concurrency = 8, pollMs = 2_000, leaseMs = RUN_LEASE_MS }: StepRunnerOptions = {},
): Promise<StepRunner> {
  const { db } = database;
  if (database.kind === "pglite") await releaseCrashedRuns(db);
  let inFlight = 0;
  let stopped = false;
  let turn: Promise<void> | null = null;
  let again = false;
  const running = new Set<Promise<unknown>>();
  const logFailure = (error: unknown) => console.error("Automation runner:", error);

  async function takeTurn() {
    for (;;) {
      const free = concurrency - inFlight;
      if (stopped || free <= 0) return;
      const runs = await claimDueRuns(db, free, { leaseMs });
      for (const run of runs) {
        inFlight++;
        const done: Promise<unknown> = runClaimed(db, executor, run)
          .catch(logFailure)
          .finally(() => {
            inFlight--;
            running.delete(done);
            kick();
          });
        running.add(done);
      }
      if (runs.length < free) return;
    }
  }

  function kick() {
    if (turn) {
      again = true;
      return;
    }
    if (stopped) return;
    turn = takeTurn()
      .catch(logFailure)
      .finally(() => {
        turn = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();
  const unlisten = await database.listen(DELIVERY_CHANNEL, (lane) => {
    if (lane === RUNNER_LANE) kick();
  });
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await turn;
      await Promise.all(running);
    },
  };
}
