/**
 * Services for integration tests: a real database (see databases.ts), a parsed
 * configuration, mail written to a temporary outbox (or a failing mail server), files in a
 * temporary directory.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { parseConfig } from "../../app/platform/config.server";
import type { Database } from "../../app/platform/db/client.server";
import { deliverDue } from "../../app/platform/delivery-queue.server";
import { createMailer, type Mailer, mailDelivery } from "../../app/platform/mail.server";
import { databaseStore, rateLimiter } from "../../app/platform/rate-limit.server";
import type { AppServices } from "../../app/platform/services.server";
import { fileStorageFor } from "../../app/platform/storage.server";

export interface TestServices extends AppServices {
  dataDir: string;
  outboxDir: string;
  /** Replace the mail server, e.g. with one that fails. */
  useMailer(mailer: Mailer): void;
  deliverNow(): Promise<number>;
}

/** scrypt with N = 2^12 instead of 2^17 (app/features/auth/password.server.ts). */
export const TEST_PASSWORD_HASHING = { N: 2 ** 12, r: 8, p: 1 };

export function createTestServices(db: Database, env: Record<string, string> = {}): TestServices {
  const dataDir = mkdtempSync(join(tmpdir(), "agency-test-"));
  const outboxDir = join(dataDir, "outbox");
  const config = parseConfig({ DATA_DIR: dataDir, LEAD_NOTIFY_EMAIL: "leads@agency.test", ...env });
  let mailer = createMailer({ outboxDir, from: config.MAIL_FROM });
  const secret = "test-secret-".padEnd(40, "x");
  const services: TestServices = {
    config,
    db,
    secret,
    get mailer() {
      return mailer;
    },
    storage: fileStorageFor(config),
    rateLimits: rateLimiter(databaseStore(db), secret),
    // No lane runs in tests (deliverNow delivers), so none is ever behind.
    delivery: { caughtUp: () => Promise.resolve() },
    // A 32nd of the production cost: the tests sign up hundreds of accounts, a third of a second
    // each at full cost. Verifying reads the cost stored with each hash, as it does for accounts
    // hashed before a raise in production. auth.integration.test.ts checks the full cost.
    passwordHashing: TEST_PASSWORD_HASHING,
    dataDir,
    outboxDir,
    useMailer(next) {
      mailer = next;
    },
    deliverNow: () => deliverDue(db, mailDelivery(mailer)),
  };
  return services;
}

export function testContext(services: AppServices, clientIp = "203.0.113.7"): AppLoadContext {
  return { services, clientIp };
}
