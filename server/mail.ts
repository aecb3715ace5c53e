/**
 * E-mail: through SMTP_URL, or written as .eml files to DATA_DIR/outbox (laptops, tests).
 * Messages are queued in the database in the same transaction as the lead, then delivered;
 * a failed delivery is retried with growing delays and never loses or rejects the lead.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "./db/client";
import { mailQueue } from "./db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message, replyTo: message.replyTo ?? undefined });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        replyTo: message.replyTo ?? undefined,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      console.log(`Mail to ${message.to} written to ${file}`);
    },
  };
}

type Executor = Pick<Database, "insert">;

/** Queues messages; pass the transaction of the lead so both commit together. */
export async function queueMail(executor: Executor, messages: MailMessage[]) {
  if (messages.length === 0) return;
  await executor
    .insert(mailQueue)
    .values(messages.map((message) => ({ ...message, replyTo: message.replyTo ?? null })));
}

const MAX_ATTEMPTS = 8;
/** 1 min, 2 min, 4 min … capped at 6 h. */
export function retryDelayMs(attempts: number) {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** How long a claimed message stays with the worker that claimed it before another may retry it. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Claims one due message: a short statement with FOR UPDATE SKIP LOCKED that pushes its next
 * attempt past a lease, so concurrent workers on several servers never take the same message,
 * and a worker that dies mid-send leaves it to be retried when the lease ends.
 */
async function claimDueMessage(db: Database, now: Date) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        lte(mailQueue.nextAttemptAt, now),
        sql`${mailQueue.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .orderBy(asc(mailQueue.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [message] = await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(mailQueue.id, due))
    .returning();
  return message;
}

/** Sends due messages (outside any transaction: a slow mail server holds no database lock). */
export async function deliverDueMail(db: Database, mailer: Mailer, now = new Date(), batch = 20) {
  let delivered = 0;
  for (let i = 0; i < batch; i++) {
    const message = await claimDueMessage(db, now);
    if (!message) break;
    try {
      await mailer.send(message);
      await db
        .update(mailQueue)
        .set({ sentAt: new Date(), lastError: null })
        .where(eq(mailQueue.id, message.id));
      delivered++;
    } catch (error) {
      await db
        .update(mailQueue)
        .set({
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
        })
        .where(eq(mailQueue.id, message.id));
      console.error(`Mail to ${message.to} failed (attempt ${message.attempts}):`, error);
    }
  }
  return delivered;
}

/** Delivers queued mail now and then every `intervalMs`; returns a function that stops it. */
export function startMailWorker(db: Database, mailer: Mailer, intervalMs = 30_000) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => deliverDueMail(db, mailer))
      .catch((error) => console.error("Mail worker:", error));
    return running;
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    /** Deliver now (after a lead was stored), without waiting for the next tick. */
    kick: () => void run(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
