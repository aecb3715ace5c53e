/**
 * Delivery of what a transaction queued (e-mails, webhooks) once it has committed, in lanes that
 * never wait for each other: a dead webhook receiver holds up no e-mail. Each lane keeps a bounded
 * number of deliveries in flight, is woken at once when a row is queued (NOTIFY, heard by every
 * server process) and polls every few seconds for retries that fell due. A failed delivery is
 * retried with growing delays and never loses or rejects what was stored; one that used up its
 * tries is kept for staff to retry (docs/decisions/0008-delivery-queue.md).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database, OpenDatabase } from "./db/client.server";
import { mailQueue, webhookQueue } from "./db/schema.server";
import { lanePace } from "./lane-pace.server";

type DeliveryTable = typeof mailQueue | typeof webhookQueue;
export type DeliveryLane = "mail" | "webhook";

export const MAX_ATTEMPTS = 8;
/**
 * Attempts that may start after a crash mid-delivery. The crashed attempt may have delivered
 * already, so a recovery can repeat the message (with the same id, for the receiver to drop);
 * a second crash in a row leaves the row to staff instead of risking a third copy.
 */
const MAX_RECOVERIES = 1;
/**
 * How long a claimed row stays with the process that claimed it. Every send gives up well
 * before (SMTP socket 60 s, webhook 10 s), so a live process never loses a row to another.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/**
 * The NOTIFY channel; the payload names the lane. An insert into a lane's table notifies it by
 * itself (a trigger, migration 0008); `announce` is for rows put back into a lane.
 */
export const DELIVERY_CHANNEL = "delivery";
/** The longest a finished delivery waits for others to be recorded in the same turn. */
const GATHER_MS = 25;

/** 1 min, 2 min, 4 min … capped at 6 h. */
export function retryDelayMs(attempts: number) {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

type Executor = Pick<Database, "execute">;

/** Wakes the lane in every server process once the calling transaction commits. */
export async function announce(executor: Executor, lane: DeliveryLane) {
  await executor.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, ${lane})`);
}

export interface Delivery<T extends DeliveryTable> {
  lane: DeliveryLane;
  table: T;
  /** Deliveries in flight at once, per process. */
  concurrency: number;
  send(row: T["$inferSelect"]): Promise<void>;
  /** Names a row in the log, e.g. "Mail to jana@firma.cz". */
  describe(row: T["$inferSelect"]): string;
}

/**
 * Claims up to `limit` due rows in one statement: FOR UPDATE SKIP LOCKED, so processes on
 * several servers never take the same row, and a lease instead of a lock, so no transaction is
 * held open while a slow receiver answers. A row whose previous attempt is still marked as
 * running was left by a crash: its claim counts as a recovery. Without `now` (tests pass one) the
 * database's clock decides, the clock that set the rows' next_attempt_at: this server's may be
 * behind it, and a Date counts whole milliseconds, so a row queued within the same millisecond
 * would not yet be due and waited for the next poll.
 */
export async function claimDue<T extends DeliveryTable>(
  db: Pick<Database, "select" | "update">,
  table: T,
  limit: number,
  at?: Date,
) {
  const now = at ?? sql`statement_timestamp()`;
  const due = db
    .select({ id: table.id })
    .from(table as DeliveryTable)
    .where(and(isNull(table.sentAt), isNull(table.failedAt), lte(table.nextAttemptAt, now)))
    .orderBy(asc(table.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(table as DeliveryTable)
    .set({
      attempts: sql`${table.attempts} + 1`,
      recoveries: sql`${table.recoveries} + case when ${table.claimedAt} is null then 0 else 1 end`,
      claimedAt: now,
      nextAttemptAt: sql`${now}::timestamptz + ${CLAIM_LEASE_MS} * interval '1 millisecond'`,
    })
    .where(inArray(table.id, due))
    .returning();
  return rows as T["$inferSelect"][];
}

export type DeliveryOutcome = "sent" | "retry" | "failed";

/** What one attempt at a claimed row came to, before it is recorded on the row. */
export interface Attempt {
  id: string;
  /** The claim it belongs to: the row is only touched while still this attempt's. */
  claimedAt: Date;
  outcome: DeliveryOutcome;
  sentAt?: Date;
  failedAt?: Date;
  nextAttemptAt?: Date;
  lastError: string | null;
}

/** Delivers one claimed row; what came of it is recorded by `recordAttempts`. */
async function attempt<T extends DeliveryTable>(
  { send, describe }: Delivery<T>,
  row: T["$inferSelect"],
  now: Date,
): Promise<Attempt> {
  // claimDue always sets claimedAt: a later claim by another process (after the lease) changes it.
  const claim = { id: row.id, claimedAt: row.claimedAt as Date };
  if (row.recoveries > MAX_RECOVERIES) {
    const lastError =
      "Stopped twice mid-delivery; not sent again automatically, so it may already have arrived";
    console.error(`${describe(row)} given up: ${lastError}`);
    return { ...claim, outcome: "failed", failedAt: now, lastError };
  }
  try {
    await send(row);
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const givenUp = row.attempts >= MAX_ATTEMPTS;
    console.error(
      `${describe(row)} failed (attempt ${row.attempts}${givenUp ? ", given up" : ""}): ${lastError}`,
    );
    return givenUp
      ? { ...claim, outcome: "failed", failedAt: now, lastError }
      : {
          ...claim,
          outcome: "retry",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          lastError,
        };
  }
  return { ...claim, outcome: "sent", sentAt: new Date(), lastError: null };
}

/**
 * Records the outcomes of several attempts in one statement (a busy lane records everything
 * that finished since its last statement at once), each only on a row still that attempt's.
 */
export async function recordAttempts(executor: Executor, table: DeliveryTable, attempts: Attempt[]) {
  if (attempts.length === 0) return;
  const outcomes = JSON.stringify(
    attempts.map((done) => ({
      id: done.id,
      claimed_at: done.claimedAt.toISOString(),
      sent_at: done.sentAt?.toISOString() ?? null,
      failed_at: done.failedAt?.toISOString() ?? null,
      next_attempt_at: done.nextAttemptAt?.toISOString() ?? null,
      last_error: done.lastError,
    })),
  );
  const column = (name: { name: string }) => sql.identifier(name.name);
  await executor.execute(sql`
    update ${table} set
      ${column(table.sentAt)} = done.sent_at,
      ${column(table.failedAt)} = done.failed_at,
      ${column(table.nextAttemptAt)} = coalesce(done.next_attempt_at, ${table.nextAttemptAt}),
      ${column(table.lastError)} = done.last_error,
      ${column(table.claimedAt)} = null
    from jsonb_to_recordset(${outcomes}::jsonb) as done(
      id uuid, claimed_at timestamptz, sent_at timestamptz, failed_at timestamptz,
      next_attempt_at timestamptz, last_error text)
    where ${table.id} = done.id and ${table.claimedAt} = done.claimed_at`);
}

/** Delivers one claimed row and records the outcome, if the row is still this attempt's. */
export async function deliverRow<T extends DeliveryTable>(
  db: Database,
  delivery: Delivery<T>,
  row: T["$inferSelect"],
  now = new Date(),
): Promise<DeliveryOutcome> {
  const done = await attempt(delivery, row, now);
  await recordAttempts(db, delivery.table, [done]);
  return done.outcome;
}

/** Delivers every due row, `concurrency` at a time, and returns how many were sent (tests, tools). */
export async function deliverDue<T extends DeliveryTable>(
  db: Database,
  delivery: Delivery<T>,
  now = new Date(),
) {
  let sent = 0;
  for (;;) {
    const rows = await claimDue(db, delivery.table, delivery.concurrency, now);
    if (rows.length === 0) return sent;
    const attempts = await Promise.all(rows.map((row) => attempt(delivery, row, now)));
    await recordAttempts(db, delivery.table, attempts);
    sent += attempts.filter((done) => done.outcome === "sent").length;
  }
}

/**
 * Records what finished and claims due rows for the free places, in one transaction when there
 * is both: one turn at the database (on PGlite, one wait behind the leads being stored).
 */
async function recordAndClaim<T extends DeliveryTable>(
  db: Database,
  table: T,
  finished: Attempt[],
  free: number,
): Promise<T["$inferSelect"][]> {
  if (free === 0) {
    await recordAttempts(db, table, finished);
    return [];
  }
  if (finished.length === 0) return claimDue(db, table, free);
  return db.transaction(async (tx) => {
    await recordAttempts(tx, table, finished);
    return claimDue(tx, table, free);
  });
}

export interface LaneWorker {
  /** Look for due rows now (something was queued). */
  kick(): void;
  /** Resolves once the lane keeps up again (at once unless it is behind during a burst). */
  caughtUp(): Promise<void>;
  /** Stop claiming, wait for the deliveries in flight and record them. */
  stop(): Promise<void>;
}

/**
 * Keeps up to `concurrency` deliveries of one lane in flight. One turn at the database at a
 * time records every delivery that finished since the last turn and claims as many due rows as
 * there are free places; a kick, or a delivery ending (gathered with others, see
 * `gatherOrTakeTurn`), starts the next turn once this one ends. Its pace tells lead posts
 * whether it keeps up (`app/platform/lane-pace.server.ts`).
 */
export function startLane<T extends DeliveryTable>(
  db: Database,
  delivery: Delivery<T>,
  { pollMs = 5_000 } = {},
): LaneWorker {
  let sending = 0;
  let stopped = false;
  let turn: Promise<void> | null = null;
  let kickedDuringTurn = false;
  let gathering: ReturnType<typeof setTimeout> | null = null;
  const finished: Attempt[] = [];
  const running = new Set<Promise<unknown>>();
  const pace = lanePace();
  const logFailure = (error: unknown) => console.error(`Delivery (${delivery.lane}):`, error);

  function start(row: T["$inferSelect"]) {
    sending++;
    const done: Promise<unknown> = attempt(delivery, row, new Date())
      .then((outcome) => {
        if (outcome.outcome === "sent") pace.delivered();
        finished.push(outcome);
      })
      .catch(logFailure)
      .finally(() => {
        sending--;
        running.delete(done);
        gatherOrTakeTurn();
      });
    running.add(done);
  }

  /**
   * A delivery ended. While most places are still busy the next turn waits a moment for more to
   * end, so that one turn records several: a turn per delivery was half the database work of a
   * burst. Half the places free, or none busy, starts the turn at once.
   */
  function gatherOrTakeTurn() {
    const free = delivery.concurrency - sending;
    if (sending === 0 || free * 2 >= delivery.concurrency) kick();
    else gathering ??= setTimeout(kick, GATHER_MS);
  }

  async function takeTurns() {
    for (;;) {
      const free = stopped ? 0 : delivery.concurrency - sending;
      if (finished.length === 0 && free === 0) return;
      const recording = finished.splice(0);
      let rows: T["$inferSelect"][];
      try {
        rows = await recordAndClaim(db, delivery.table, recording, free);
      } catch (error) {
        // Kept for the next turn (the poll starts one): the rows stay claimed meanwhile.
        finished.unshift(...recording);
        throw error;
      }
      pace.claimed(rows.length, free);
      for (const row of rows) start(row);
      if (finished.length === 0 && rows.length < free) return;
    }
  }

  function kick() {
    clearTimeout(gathering ?? undefined);
    gathering = null;
    if (turn) {
      kickedDuringTurn = true;
      return;
    }
    if (stopped && finished.length === 0) return;
    turn = takeTurns()
      .catch(logFailure)
      .finally(() => {
        turn = null;
        if (kickedDuringTurn) {
          kickedDuringTurn = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();
  return {
    kick,
    caughtUp: () => (stopped ? Promise.resolve() : pace.caughtUp()),
    async stop() {
      stopped = true;
      pace.release();
      clearInterval(timer);
      kick();
      await turn;
      await Promise.all(running);
      // The last deliveries' kicks started turns that record them; wait for those too.
      while (turn) await turn;
      if (finished.length > 0) await recordAttempts(db, delivery.table, finished.splice(0));
    },
  };
}

/**
 * The embedded database belongs to one process: rows still claimed when it opens were cut off by
 * the previous run's crash, so they fall due at once rather than when their lease ends. The claim
 * stamp stays, so the next attempt counts as a recovery. (On PostgreSQL another server may still
 * be sending them: there the lease decides.)
 */
export async function releaseCrashedClaims(db: Database, table: DeliveryTable, now = new Date()) {
  await db
    .update(table)
    .set({ nextAttemptAt: now })
    .where(and(isNotNull(table.claimedAt), isNull(table.sentAt), isNull(table.failedAt)));
}

/** Starts every lane and wakes each when its NOTIFY arrives (from this process or another). */
export async function startDelivery(
  database: OpenDatabase,
  deliveries: Delivery<DeliveryTable>[],
  options: { pollMs?: number } = {},
) {
  if (database.kind === "pglite") {
    for (const delivery of deliveries) await releaseCrashedClaims(database.db, delivery.table);
  }
  const lanes = new Map(
    deliveries.map((delivery) => [delivery.lane, startLane(database.db, delivery, options)]),
  );
  const unlisten = await database.listen(DELIVERY_CHANNEL, (lane) => lanes.get(lane as DeliveryLane)?.kick());
  return {
    /** Resolves once the lane keeps up again: what a lead post waits for during a burst. */
    async caughtUp(lane: DeliveryLane) {
      await lanes.get(lane)?.caughtUp();
    },
    async stop() {
      await unlisten();
      await Promise.all([...lanes.values()].map((lane) => lane.stop()));
    },
  };
}

export interface FailedDelivery {
  lane: DeliveryLane;
  id: string;
  /** The recipient: an e-mail address or the webhook's host. */
  recipient: string;
  subject: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string;
}

/** The deliveries that were given up, newest first: staff look at them and may retry. */
export async function failedDeliveries(db: Database, limit = 200): Promise<FailedDelivery[]> {
  const [mails, webhooks] = await Promise.all([
    db
      .select()
      .from(mailQueue)
      .where(isNotNull(mailQueue.failedAt))
      .orderBy(desc(mailQueue.failedAt))
      .limit(limit),
    db
      .select()
      .from(webhookQueue)
      .where(isNotNull(webhookQueue.failedAt))
      .orderBy(desc(webhookQueue.failedAt))
      .limit(limit),
  ]);
  const common = (row: (typeof mails)[number] | (typeof webhooks)[number]) => ({
    id: row.id,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    failedAt: (row.failedAt ?? row.createdAt).toISOString(),
  });
  return [
    ...mails.map((row) => ({
      ...common(row),
      lane: "mail" as const,
      recipient: row.to,
      subject: row.subject,
    })),
    ...webhooks.map((row) => ({
      ...common(row),
      lane: "webhook" as const,
      recipient: new URL(row.url).host,
      subject: null,
    })),
  ]
    .sort((a, b) => b.failedAt.localeCompare(a.failedAt))
    .slice(0, limit);
}

/** Puts a given-up delivery back in its lane with a fresh set of tries; false when there is none such. */
export async function retryDelivery(db: Database, lane: DeliveryLane, id: string) {
  const table: DeliveryTable = lane === "mail" ? mailQueue : webhookQueue;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({
        failedAt: null,
        attempts: 0,
        recoveries: 0,
        claimedAt: null,
        nextAttemptAt: new Date(),
        lastError: null,
      })
      .where(and(eq(table.id, id), isNotNull(table.failedAt)))
      .returning({ id: table.id });
    if (rows.length > 0) await announce(tx, lane);
    return rows.length > 0;
  });
}
