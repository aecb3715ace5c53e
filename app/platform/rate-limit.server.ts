/**
 * Fixed-window rate limits per client, e.g. 10 form posts per 10 minutes per IP. A client (an
 * IP, an e-mail address) is stored only as a keyed hash with the server secret, so no counter
 * names anyone, and a privacy erasure can still find an address's counter and end it.
 * Every process that serves the site must see the same counters: in Redis when REDIS_URL is set,
 * in PostgreSQL otherwise, so every process behind a load balancer shares them. On the embedded
 * PGlite only one process can open the data directory, so its counters live in that process's
 * memory: a hit then costs no statement on the one database connection that every lead waits
 * for (two of a lead's dozen statements). The limiter travels in the app services: the server
 * entry and the app bundle are built separately and share no module state.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema.server";
import { keyedHash } from "./secret.server";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (when not allowed). */
  retryAfterSeconds: number;
}

/** Counts one hit on `key` in its current window, starting a new window when the last one ended. */
export type CountHit = (
  key: string,
  windowMs: number,
  now: number,
) => Promise<{ count: number; resetAt: number }>;

/** Where the counters live: counts a hit, and forgets a key's window (a privacy erasure). */
export type RateLimitStore = CountHit & { forget(key: string): Promise<void> };

/** How often the memory store forgets windows that have ended (a flood from many addresses). */
export const MEMORY_SWEEP_MS = 60_000;

export function memoryStore(): RateLimitStore & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweptAt = 0;
  const countHit: CountHit = async (key, windowMs, now) => {
    if (now - sweptAt >= MEMORY_SWEEP_MS) {
      sweptAt = now;
      for (const [known, window] of windows) if (window.resetAt <= now) windows.delete(known);
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  };
  return Object.assign(countHit, {
    size: () => windows.size,
    forget: async (key: string) => {
      windows.delete(key);
    },
  });
}

/** One atomic upsert: a new window starts when the old one has ended. */
export function databaseStore(db: Database): RateLimitStore {
  const countHit: CountHit = async (key, windowMs, now) => {
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
  return Object.assign(countHit, {
    forget: async (key: string) => {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  });
}

/** The subset of a Redis client the store needs (@redis/client's `eval` and `del`). */
export interface RedisEval {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

// Atomic on the Redis server: the key expires with its window, so nothing needs cleaning up.
const REDIS_COUNT_HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisStore(redis: RedisEval, prefix = "rate-limit:"): RateLimitStore {
  const countHit: CountHit = async (key, windowMs, now) => {
    const [count, ttl] = (await redis.eval(REDIS_COUNT_HIT, {
      keys: [prefix + key],
      arguments: [String(windowMs)],
    })) as [number, number];
    return { count, resetAt: now + Math.max(ttl, 0) };
  };
  return Object.assign(countHit, {
    forget: async (key: string) => {
      await redis.del(prefix + key);
    },
  });
}

export interface RateLimiter {
  /** Counts one hit of `key` (a client address) in `bucket` and tells whether it is allowed. */
  consume(
    bucket: string,
    key: string,
    limit: number,
    windowMs: number,
    now?: number,
  ): Promise<RateLimitResult>;
  /** Ends the window of `key` in `bucket`: an erased address leaves no counter behind. */
  forget(bucket: string, key: string): Promise<void>;
}

/** The stored key: the bucket, then the client as a keyed hash (app/platform/secret.server.ts). */
export function rateLimitKey(secret: string, bucket: string, key: string) {
  return `${bucket}:${keyedHash(secret, key)}`;
}

export function rateLimiter(store: RateLimitStore, secret: string): RateLimiter {
  return {
    async consume(bucket, key, limit, windowMs, now = Date.now()) {
      const { count, resetAt } = await store(rateLimitKey(secret, bucket, key), windowMs, now);
      const allowed = count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - now) / 1000)) };
    },
    forget: (bucket, key) => store.forget(rateLimitKey(secret, bucket, key)),
  };
}
