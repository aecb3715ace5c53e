import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type OpenedTestDatabase, testDatabases } from "../../tests/support/databases";
import { mailQueue, webhookQueue } from "./db/schema.server";
import {
  CLAIM_LEASE_MS,
  claimDue,
  type Delivery,
  deliverDue,
  deliverRow,
  failedDeliveries,
  MAX_ATTEMPTS,
  recordAttempts,
  retryDelivery,
  startDelivery,
} from "./delivery-queue.server";
import { type MailMessage, mailDelivery, queueMail } from "./mail.server";
import { queueWebhook } from "./webhook.server";

/** A mail server stand-in: records what it was given, optionally failing or holding messages. */
function recordingMailer() {
  const sent: { to: string; id: string }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const mailer = {
    sent,
    mostInFlight: () => mostInFlight,
    fail: null as Error | null,
    async send(message: MailMessage, id: string) {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await new Promise((resolve) => setImmediate(resolve));
        if (mailer.fail) throw mailer.fail;
        sent.push({ to: message.to, id });
      } finally {
        inFlight--;
      }
    },
  };
  return mailer;
}

const mails = (count: number, prefix = "burst") =>
  Array.from({ length: count }, (_, i) => ({ to: `${prefix}-${i}@firma.cz`, subject: "Hi", text: "Hello" }));

/**
 * A moment at which a row queued just before is due. A JavaScript Date counts milliseconds and
 * PostgreSQL's now() microseconds: within the same millisecond, Date.now() is still before the
 * row's next_attempt_at, and the row would not yet be due.
 */
const queuedAndDue = () => Date.now() + 1;

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases)("delivery queue on $name", { timeout: 90_000 }, (testDatabase) => {
  let database: OpenedTestDatabase;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailQueue);
    await database.db.delete(webhookQueue);
  });

  it("drains a burst completely, never more than the lane's bound in flight", async () => {
    await queueMail(database.db, mails(150));
    const mailer = recordingMailer();
    expect(await deliverDue(database.db, mailDelivery(mailer, 8))).toBe(150);
    expect(new Set(mailer.sent.map((mail) => mail.id)).size).toBe(150);
    expect(mailer.mostInFlight()).toBeGreaterThan(1);
    expect(mailer.mostInFlight()).toBeLessThanOrEqual(8);
  });

  it("wakes the lane as soon as a transaction that queued mail commits, not at the next poll", async () => {
    const mailer = recordingMailer();
    const delivery = await startDelivery(database, [mailDelivery(mailer)], { pollMs: 3_600_000 });
    try {
      await database.db.transaction((tx) => queueMail(tx, mails(3, "woken")));
      await until(() => mailer.sent.length === 3, "three mails");
    } finally {
      await delivery.stop();
    }
  });

  it("sends a row queued by the database at once, though this server's clock runs behind the database's", async () => {
    // A row falls due by the database's clock (next_attempt_at defaults to its now()). Another
    // server's clock may be behind it, and even on one machine a JavaScript Date, counting whole
    // milliseconds, is behind a now() taken within the same millisecond.
    const mailer = recordingMailer();
    const waitUntil = performance.now() + 60_000;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 30_000 });
    const delivery = await startDelivery(database, [mailDelivery(mailer)], { pollMs: 3_600_000 });
    try {
      await queueMail(database.db, mails(1, "behind"));
      while (mailer.sent.length === 0 && performance.now() < waitUntil) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(mailer.sent.map((mail) => mail.to)).toEqual(["behind-0@firma.cz"]);
    } finally {
      vi.useRealTimers();
      await delivery.stop();
    }
  });

  it("sends mail while every webhook place waits on a receiver that never answers", async () => {
    const mailer = recordingMailer();
    let releaseWebhooks: () => void = () => undefined;
    const hanging = new Promise<void>((resolve) => {
      releaseWebhooks = resolve;
    });
    const deadWebhook: Delivery<typeof webhookQueue> = {
      lane: "webhook",
      table: webhookQueue,
      concurrency: 2,
      send: () => hanging,
      describe: () => "Webhook to a dead receiver",
    };
    for (let i = 0; i < 5; i++) {
      await queueWebhook(database.db, "http://127.0.0.1:9/hook", {
        event: "lead.created",
        inquiryId: randomUUID(),
        form: "contact",
        lang: "cs",
        email: "a@b.cz",
        title: "t",
        serviceType: "contact",
        requirements: {},
        utm: {},
        createdAt: new Date().toISOString(),
      });
    }
    const delivery = await startDelivery(database, [deadWebhook, mailDelivery(mailer)], {
      pollMs: 3_600_000,
    });
    try {
      await queueMail(database.db, mails(20, "unhindered"));
      await until(() => mailer.sent.length === 20, "twenty mails");
    } finally {
      releaseWebhooks();
      await delivery.stop();
    }
  });

  it("repeats a message cut off by a crash once, with the same Message-ID, and then leaves it to staff", async () => {
    await queueMail(database.db, mails(1, "crash"));
    const mailer = recordingMailer();
    const delivery = mailDelivery(mailer);
    const start = queuedAndDue();
    // First try: claimed, then the process dies before recording anything.
    const [first] = await claimDue(database.db, mailQueue, 1, new Date(start));
    expect(first?.recoveries).toBe(0);
    expect(await claimDue(database.db, mailQueue, 1, new Date(start + CLAIM_LEASE_MS - 1))).toEqual([]);
    // After the lease, another process recovers it and sends it, with the row's own id.
    const [recovered] = await claimDue(database.db, mailQueue, 1, new Date(start + CLAIM_LEASE_MS + 1));
    expect(recovered?.id).toBe(first?.id);
    expect(recovered?.recoveries).toBe(1);
    // ... and dies too. A third claim does not send it again.
    const [again] = await claimDue(database.db, mailQueue, 1, new Date(start + 2 * CLAIM_LEASE_MS + 2));
    expect(again?.recoveries).toBe(2);
    expect(await deliverRow(database.db, delivery, again as NonNullable<typeof again>)).toBe("failed");
    expect(mailer.sent).toEqual([]);
    const [failed] = await failedDeliveries(database.db);
    expect(failed).toMatchObject({ lane: "mail", id: first?.id, recipient: "crash-0@firma.cz" });
  });

  it("a restart on the embedded database sends what a crash left claimed at once; PostgreSQL waits for the lease", async () => {
    await queueMail(database.db, mails(1, "restart"));
    // The previous run claimed the row and was killed before recording anything.
    const [claimed] = await claimDue(database.db, mailQueue, 1, new Date(queuedAndDue()));
    const mailer = recordingMailer();
    const delivery = await startDelivery(database, [mailDelivery(mailer)], { pollMs: 3_600_000 });
    try {
      if (database.kind === "pglite") {
        await until(() => mailer.sent.length === 1, "the recovered mail");
        expect(mailer.sent).toEqual([{ to: "restart-0@firma.cz", id: claimed?.id }]);
        const [row] = await database.db.select().from(mailQueue);
        expect(row?.recoveries).toBe(1);
      } else {
        // Another server may be sending it right now.
        const [row] = await database.db.select().from(mailQueue);
        expect(row?.nextAttemptAt.getTime()).toBe(claimed?.nextAttemptAt.getTime());
        expect(mailer.sent).toEqual([]);
      }
    } finally {
      await delivery.stop();
    }
  });

  it("a recovered message keeps the id of its row, which becomes its Message-ID", async () => {
    await queueMail(database.db, mails(1, "recovered"));
    const mailer = recordingMailer();
    const start = queuedAndDue();
    const [first] = await claimDue(database.db, mailQueue, 1, new Date(start));
    const [recovered] = await claimDue(database.db, mailQueue, 1, new Date(start + CLAIM_LEASE_MS + 1));
    expect(
      await deliverRow(database.db, mailDelivery(mailer), recovered as NonNullable<typeof recovered>),
    ).toBe("sent");
    expect(mailer.sent).toEqual([{ to: "recovered-0@firma.cz", id: first?.id }]);
  });

  it("a process whose lease ran out cannot overwrite the attempt that took the row over", async () => {
    await queueMail(database.db, mails(1, "late"));
    const mailer = recordingMailer();
    const start = queuedAndDue();
    const [slow] = await claimDue(database.db, mailQueue, 1, new Date(start));
    const [takeover] = await claimDue(database.db, mailQueue, 1, new Date(start + CLAIM_LEASE_MS + 1));
    mailer.fail = new Error("slow server finally refused");
    expect(await deliverRow(database.db, mailDelivery(mailer), slow as NonNullable<typeof slow>)).toBe(
      "retry",
    );
    const [row] = await database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.id, slow?.id ?? ""));
    expect(row?.claimedAt).toEqual(takeover?.claimedAt);
    expect(row?.lastError).toBeNull();
  });

  it("records several outcomes in one statement, leaving a row another attempt took over", async () => {
    await queueMail(database.db, mails(3, "batch"));
    const start = queuedAndDue();
    const claimed = await claimDue(database.db, mailQueue, 3, new Date(start));
    const [sent, retried, late] = claimed.sort((a, b) => a.to.localeCompare(b.to));
    if (!sent || !retried || !late) throw new Error("three rows claimed");
    const takeover = new Date(start + CLAIM_LEASE_MS + 1);
    await database.db.update(mailQueue).set({ claimedAt: takeover }).where(eq(mailQueue.id, late.id));
    const sentAt = new Date(start + 5);
    const retryAt = new Date(start + 60_000);
    await recordAttempts(database.db, mailQueue, [
      { id: sent.id, claimedAt: sent.claimedAt as Date, outcome: "sent", sentAt, lastError: null },
      {
        id: retried.id,
        claimedAt: retried.claimedAt as Date,
        outcome: "retry",
        nextAttemptAt: retryAt,
        lastError: "421 try later",
      },
      { id: late.id, claimedAt: late.claimedAt as Date, outcome: "sent", sentAt, lastError: null },
    ]);
    const rows = await database.db.select().from(mailQueue);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(sent.id)).toMatchObject({ sentAt, claimedAt: null, lastError: null });
    expect(byId.get(retried.id)).toMatchObject({
      sentAt: null,
      nextAttemptAt: retryAt,
      claimedAt: null,
      lastError: "421 try later",
    });
    expect(byId.get(late.id)).toMatchObject({ sentAt: null, claimedAt: takeover });
  });

  it("gives up after its tries, lists the row as failed, and a retry delivers it", async () => {
    await queueMail(database.db, mails(1, "refused"));
    const mailer = recordingMailer();
    mailer.fail = new Error("550 mailbox unavailable");
    let now = queuedAndDue();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue(database.db, mailDelivery(mailer), new Date(now))).toBe(0);
      now += 7 * 3_600_000; // past any retry delay
    }
    expect(await claimDue(database.db, mailQueue, 10, new Date(now))).toEqual([]);
    const [failed] = await failedDeliveries(database.db);
    expect(failed).toMatchObject({
      lane: "mail",
      recipient: "refused-0@firma.cz",
      attempts: MAX_ATTEMPTS,
      lastError: "550 mailbox unavailable",
    });

    mailer.fail = null;
    expect(await retryDelivery(database.db, "mail", failed?.id ?? "")).toBe(true);
    expect(await failedDeliveries(database.db)).toEqual([]);
    expect(await deliverDue(database.db, mailDelivery(mailer))).toBe(1);
    expect(await retryDelivery(database.db, "mail", failed?.id ?? "")).toBe(false);
  });

  it.runIf(testDatabase.name === "postgres")(
    "a mail queued by one server process wakes the lane of another",
    async () => {
      const other = await database.connectAgain?.();
      if (!other) throw new Error("PostgreSQL offers a second connection");
      const mailer = recordingMailer();
      const delivery = await startDelivery(other, [mailDelivery(mailer)], { pollMs: 3_600_000 });
      try {
        await database.db.transaction((tx) => queueMail(tx, mails(2, "elsewhere")));
        await until(() => mailer.sent.length === 2, "two mails in the other process");
      } finally {
        await delivery.stop();
        await other.close();
      }
    },
  );
});
