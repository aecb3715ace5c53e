/**
 * Everything a request needs besides the request itself: configuration, database, mail,
 * webhooks, file storage and rate limits. Created once by the Node entry and passed to loaders
 * and actions through the load context: the app bundle and the server entry are built apart,
 * so this is the one way they share a database connection or any other state.
 */
import { join } from "node:path";
import { createClient } from "@redis/client";
import type { Config } from "./config.server";
import { type Database, openDatabase } from "./db/client.server";
import { type DeliveryLane, startDelivery } from "./delivery-queue.server";
import { createMailer, type Mailer, mailDelivery } from "./mail.server";
import { databaseStore, memoryStore, type RateLimiter, rateLimiter, redisStore } from "./rate-limit.server";
import { loadSecret } from "./secret.server";
import { type FileStorage, fileStorageFor } from "./storage.server";
import { webhookDelivery } from "./webhook.server";

export interface AppServices {
  config: Config;
  db: Database;
  secret: string;
  mailer: Mailer;
  storage: FileStorage;
  /** Per-client limits on forms, sign-in and the assistant, shared by every server process. */
  rateLimits: RateLimiter;
  /** This process's delivery lanes: a lead post waits for a lane that fell behind in a burst. */
  delivery: { caughtUp(lane: DeliveryLane): Promise<void> };
  /**
   * How hard new passwords are hashed: unset in production (scrypt's parameters of
   * app/features/auth/password.server.ts); the tests set a cheaper cost (tests/support/services.ts).
   */
  passwordHashing?: { N: number; r: number; p: number };
}

async function connectRedis(url: string) {
  const client = createClient({ url });
  // Without a listener a lost connection would crash the process; the client reconnects itself.
  client.on("error", (error: Error) => console.error("Redis:", error.message));
  await client.connect();
  return client;
}

export async function createAppServices(config: Config, migrationsFolder: string) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrationsFolder,
  });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: join(config.DATA_DIR, "outbox"),
    from: config.MAIL_FROM,
  });
  const delivery = await startDelivery(database, [
    mailDelivery(mailer),
    webhookDelivery(config.LEAD_WEBHOOK_SECRET),
  ]);
  const secret = loadSecret(config.AUTH_SECRET, config.DATA_DIR);
  const services: AppServices = {
    config,
    db: database.db,
    secret,
    mailer,
    storage: fileStorageFor(config),
    rateLimits: rateLimiter(
      redis ? redisStore(redis) : database.kind === "pglite" ? memoryStore() : databaseStore(database.db),
      secret,
    ),
    delivery,
  };
  return {
    services,
    databaseKind: database.kind,
    /** NOTIFY of every server process, for background jobs woken by a commit. */
    listen: database.listen,
    async close() {
      await delivery.stop();
      await redis?.close();
      await database.close();
    },
  };
}
