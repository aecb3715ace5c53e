/**
 * E-mail: through SMTP_URL (a pool of connections), or written as .eml files to DATA_DIR/outbox
 * (laptops, tests). Messages are queued in the database in the same transaction as what they
 * announce, then delivered by the mail lane of the delivery queue; a failed delivery is retried
 * and never loses or rejects the lead.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Database } from "./db/client";
import { mailQueue } from "./db/schema";
import type { Delivery } from "./delivery-queue";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The designed alternative to `text` (app/features/mail); clients without HTML show the text. */
  html?: string | null;
  replyTo?: string | null;
}

export interface Mailer {
  /**
   * Sends one message. `id` is the queue row's: it becomes the Message-ID, the same on every
   * try, so a receiver that got a message twice (after a crash mid-send) can tell.
   */
  send(message: MailMessage, id: string): Promise<void>;
  /**
   * Messages it sends at once (SMTP_URL's `maxConnections`): the mail lane keeps as many in
   * flight, so none waits for a connection. 8 unless given.
   */
  connections?: number;
}

/**
 * Connection settings SMTP_URL may override in its query string. The pool sends several messages
 * at once (one per connection, and the mail lane keeps as many in flight); the timeouts keep
 * every try well inside the queue's claim lease.
 */
const SMTP_DEFAULTS = {
  pool: "true",
  maxConnections: "8",
  connectionTimeout: "15000",
  greetingTimeout: "15000",
  socketTimeout: "60000",
};

function pooledSmtpUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_DEFAULTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  const connections = Math.max(1, Number.parseInt(url.searchParams.get("maxConnections") ?? "", 10) || 1);
  return { url: url.toString(), connections };
}

function domainOf(from: string) {
  return /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  const domain = domainOf(options.from);
  // The recipient is one address, never a list that nodemailer would split at commas.
  const envelope = (message: MailMessage, id: string) => ({
    from: options.from,
    to: { name: "", address: message.to },
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    // The site writes Latin-script languages, for which nodemailer picks quoted-printable anyway,
    // after counting every character of both parts (a measurable share of each message's cost).
    textEncoding: "quoted-printable" as const,
    replyTo: message.replyTo ? { name: "", address: message.replyTo } : undefined,
    messageId: `<${id}@${domain}>`,
  });
  if (options.smtpUrl) {
    const pool = pooledSmtpUrl(options.smtpUrl);
    const transport = nodemailer.createTransport(pool.url);
    return {
      connections: pool.connections,
      async send(message, id) {
        await transport.sendMail(envelope(message, id));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, id) {
      const info = await transport.sendMail(envelope(message, id));
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${new Date().toISOString().replaceAll(":", "-")}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      console.log(`Mail to ${message.to} written to ${file}`);
    },
  };
}

type Executor = Pick<Database, "insert">;

/**
 * Queues messages, returning their ids; pass the transaction of the lead so both commit together.
 * The insert wakes the mail lane once it commits (a trigger, migration 0008).
 */
export async function queueMail(executor: Executor, messages: MailMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await executor
    .insert(mailQueue)
    .values(
      messages.map((message) => ({
        ...message,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
      })),
    )
    .returning({ id: mailQueue.id });
  return rows.map((row) => row.id);
}

/** How queued e-mails are delivered (server/delivery-queue.ts). */
export function mailDelivery(
  mailer: Mailer,
  concurrency = mailer.connections ?? 8,
): Delivery<typeof mailQueue> {
  return {
    lane: "mail",
    table: mailQueue,
    concurrency,
    send: (row) => mailer.send(row, row.id),
    describe: (row) => `Mail to ${row.to}`,
  };
}
