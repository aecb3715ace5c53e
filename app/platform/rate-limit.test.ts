import { randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../tests/support/databases";
import type { OpenDatabase } from "./db/client.server";
import { rateLimits } from "./db/schema.server";
import {
  databaseStore,
  MEMORY_SWEEP_MS,
  memoryStore,
  type RateLimiter,
  type RateLimitStore,
  rateLimiter,
  rateLimitKey,
  redisStore,
} from "./rate-limit.server";

interface Store {
  name: string;
  open(): Promise<{ store: RateLimitStore; close(): Promise<unknown>; keys?(): Promise<string[]> }>;
}

const stores: Store[] = [
  { name: "memory", open: async () => ({ store: memoryStore(), close: async () => undefined }) },
  ...testDatabases.map((database) => ({
    name: database.name,
    async open() {
      const opened: OpenDatabase = await database.open();
      return {
        store: databaseStore(opened.db),
        close: () => opened.close(),
        keys: async () => (await opened.db.select().from(rateLimits)).map((row) => row.key),
      };
    },
  })),
];
// Redis too when a server is given (.ci/run sets it when one answers on 127.0.0.1:6379).
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  stores.push({
    name: "redis",
    async open() {
      const client = createClient({ url: redisUrl });
      await client.connect();
      return { store: redisStore(client, `test-${randomUUID()}:`), close: () => client.close() };
    },
  });
}

const MINUTE = 60_000;
const SECRET = "rate-limit-test-secret-0123456789abcdef";

describe.each(stores)("rate limits in $name", (kind) => {
  let close: () => Promise<unknown>;
  let keys: (() => Promise<string[]>) | undefined;
  let limits: RateLimiter;
  const consumeRateLimit: RateLimiter["consume"] = (...args) => limits.consume(...args);
  // Each test its own client key, so the tests do not count each other's hits.
  const client = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

  beforeAll(async () => {
    const opened = await kind.open();
    limits = rateLimiter(opened.store, SECRET);
    close = opened.close;
    keys = opened.keys;
  });
  afterAll(() => close());

  it("allows the limit, then refuses with the seconds left in the window", async () => {
    const ip = client();
    const now = Date.now();
    for (let hit = 1; hit <= 3; hit++) {
      expect(await consumeRateLimit("lead-form", ip, 3, 10 * MINUTE, now)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    const refused = await consumeRateLimit("lead-form", ip, 3, 10 * MINUTE, now + 1000);
    expect(refused.allowed).toBe(false);
    // Redis counts the window from its own clock: allow for the time the calls took.
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("counts each client and each bucket apart", async () => {
    const [first, second] = [client(), client()];
    expect((await consumeRateLimit("lead-form", first, 1, MINUTE)).allowed).toBe(true);
    expect((await consumeRateLimit("lead-form", first, 1, MINUTE)).allowed).toBe(false);
    expect((await consumeRateLimit("lead-form", second, 1, MINUTE)).allowed).toBe(true);
    expect((await consumeRateLimit("auth", first, 1, MINUTE)).allowed).toBe(true);
  });

  it.skipIf(kind.name === "redis")("starts a new window once the last one has ended", async () => {
    const ip = client();
    const now = Date.now();
    await consumeRateLimit("lead-form", ip, 1, MINUTE, now);
    expect((await consumeRateLimit("lead-form", ip, 1, MINUTE, now + 1000)).allowed).toBe(false);
    expect((await consumeRateLimit("lead-form", ip, 1, MINUTE, now + MINUTE + 1)).allowed).toBe(true);
  });

  it.runIf(kind.name === "redis")("lets the key expire with its window", async () => {
    const ip = client();
    await consumeRateLimit("lead-form", ip, 1, 300);
    expect((await consumeRateLimit("lead-form", ip, 1, 300)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await consumeRateLimit("lead-form", ip, 1, 300)).allowed).toBe(true);
  });

  it("forgets a client's window, so an erased address leaves no counter", async () => {
    const address = `${randomUUID()}@example.com`;
    await consumeRateLimit("confirmation", address, 1, 10 * MINUTE);
    expect((await consumeRateLimit("confirmation", address, 1, 10 * MINUTE)).allowed).toBe(false);
    await limits.forget("confirmation", address);
    expect((await consumeRateLimit("confirmation", address, 1, 10 * MINUTE)).allowed).toBe(true);
  });

  it.runIf(kind.name !== "memory" && kind.name !== "redis")(
    "stores the client only as a keyed hash, never as typed",
    async () => {
      const address = `Someone.${randomUUID()}@Example.com`;
      await consumeRateLimit("confirmation", address.toLowerCase(), 3, MINUTE);
      const stored = (await keys?.()) ?? [];
      expect(stored).toContain(rateLimitKey(SECRET, "confirmation", address.toLowerCase()));
      expect(stored.filter((key) => key.toLowerCase().includes("example.com"))).toEqual([]);
      expect(rateLimitKey("another-secret", "confirmation", address.toLowerCase())).not.toBe(
        rateLimitKey(SECRET, "confirmation", address.toLowerCase()),
      );
    },
  );

  it("counts every hit when many arrive at once", async () => {
    const ip = client();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit("lead-form", ip, 10, 10 * MINUTE)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});

describe("rate limits in memory (the embedded database's store)", () => {
  it("forgets windows that have ended, so a flood from many addresses does not pile up", async () => {
    const store = memoryStore();
    const now = Date.now();
    for (let index = 0; index < 100; index++) await store(`lead-form:203.0.113.${index}`, MINUTE, now);
    expect(store.size()).toBe(100);
    await store("lead-form:198.51.100.1", MINUTE, now + MEMORY_SWEEP_MS);
    expect(store.size()).toBe(1);
  });

  it("keeps a window that is still open when it sweeps", async () => {
    const store = memoryStore();
    const now = Date.now();
    await store("lead-form:203.0.113.1", 10 * MEMORY_SWEEP_MS, now);
    await store("lead-form:198.51.100.1", MINUTE, now + MEMORY_SWEEP_MS);
    expect((await store("lead-form:203.0.113.1", 10 * MEMORY_SWEEP_MS, now + MEMORY_SWEEP_MS)).count).toBe(2);
  });
});
