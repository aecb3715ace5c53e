/**
 * Delivery of what a transaction queued (e-mails, webhooks) once it has committed: a failed
 * delivery is retried with growing delays and never loses or rejects what was stored. Any
 * number of server processes may deliver at once; each row is taken by one of them.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import type { mailQueue, webhookQueue } from "./db/schema";

type DeliveryTable = typeof mailQueue | typeof webhookQueue;

const MAX_ATTEMPTS = 8;

/** 1 min, 2 min, 4 min … capped at 6 h. */
export function retryDelayMs(attempts: number) {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** How long a claimed row stays with the worker that claimed it before another may retry it. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Claims one due row: a short statement with FOR UPDATE SKIP LOCKED that pushes its next
 * attempt past a lease, so concurrent workers on several servers never take the same row,
 * and a worker that dies mid-delivery leaves it to be retried when the lease ends.
 */
async function claimDue<T extends DeliveryTable>(db: Database, table: T, now: Date) {
  const due = db
    .select({ id: table.id })
    .from(table as DeliveryTable)
    .where(and(isNull(table.sentAt), lte(table.nextAttemptAt, now), sql`${table.attempts} < ${MAX_ATTEMPTS}`))
    .orderBy(asc(table.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(table as DeliveryTable)
    .set({ attempts: sql`${table.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(table.id, due))
    .returning();
  return row as T["$inferSelect"] | undefined;
}

export interface Delivery<T extends DeliveryTable> {
  table: T;
  send(row: T["$inferSelect"]): Promise<void>;
  /** Names a row in the log, e.g. "Mail to jana@firma.cz". */
  describe(row: T["$inferSelect"]): string;
}

/** Delivers due rows (outside any transaction: a slow receiver holds no database lock). */
export async function deliverDue<T extends DeliveryTable>(
  db: Database,
  { table, send, describe }: Delivery<T>,
  now = new Date(),
  batch = 20,
) {
  let delivered = 0;
  for (let i = 0; i < batch; i++) {
    const row = await claimDue(db, table, now);
    if (!row) break;
    try {
      await send(row);
      await db
        .update(table as DeliveryTable)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(table.id, row.id));
      delivered++;
    } catch (error) {
      await db
        .update(table as DeliveryTable)
        .set({
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(table.id, row.id));
      console.error(`${describe(row)} failed (attempt ${row.attempts}):`, error);
    }
  }
  return delivered;
}

/**
 * Runs `deliver` now and then every `intervalMs`, one run at a time; `kick` asks for a run
 * without waiting for the next tick (after something was queued).
 */
export function startDeliveryWorker(deliver: () => Promise<unknown>, intervalMs = 30_000) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(deliver).catch((error) => console.error("Delivery worker:", error));
    return running;
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: () => void run(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
