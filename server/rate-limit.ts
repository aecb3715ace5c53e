/**
 * Fixed-window rate limits per client, e.g. 10 form posts per 10 minutes per IP.
 * The server keeps the counters in the database (useDatabaseRateLimits), so every process
 * behind a load balancer shares them; until then (unit tests) they live in memory.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimits } from "./db/schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (when not allowed). */
  retryAfterSeconds: number;
}

type CountHit = (key: string, windowMs: number, now: number) => Promise<{ count: number; resetAt: number }>;

function memoryStore(): CountHit {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (key, windowMs, now) => {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  };
}

/** One atomic upsert: a new window starts when the old one has ended. */
export function databaseStore(db: Database): CountHit {
  return async (key, windowMs, now) => {
    const resetAt = new Date(now + windowMs);
    const current = new Date(now);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${current} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${current} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning();
    return { count: row?.count ?? 1, resetAt: row?.resetAt.getTime() ?? resetAt.getTime() };
  };
}

let countHit: CountHit = memoryStore();

export function useDatabaseRateLimits(db: Database) {
  countHit = databaseStore(db);
}

export async function consumeRateLimit(
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitResult> {
  const { count, resetAt } = await countHit(`${bucket}:${key}`, windowMs, now);
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
