/**
 * E-mail: through SMTP_URL, or written as .eml files to DATA_DIR/outbox (laptops, tests).
 * Messages are queued in the database in the same transaction as the lead, then delivered by
 * the delivery queue; a failed delivery is retried and never loses or rejects the lead.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Database } from "./db/client";
import { mailQueue } from "./db/schema";
import { type Delivery, deliverDue } from "./delivery-queue";

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

/** How queued e-mails are delivered (server/delivery-queue.ts). */
export function mailDelivery(mailer: Mailer): Delivery<typeof mailQueue> {
  return {
    table: mailQueue,
    send: (message) => mailer.send(message),
    describe: (message) => `Mail to ${message.to}`,
  };
}

export function deliverDueMail(db: Database, mailer: Mailer, now = new Date(), batch = 20) {
  return deliverDue(db, mailDelivery(mailer), now, batch);
}
