/**
 * E-mail: through SMTP_URL (a pool of connections), or written as .eml files to DATA_DIR/outbox
 * (laptops, tests). Messages are queued in the database in the same transaction as what they
 * announce, then delivered by the mail lane of the delivery queue; a failed delivery is retried
 * and never loses or rejects the lead.
 */
import { randomUUID } from "node:crypto";
import { link, mkdir, open, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "./db/client.server";
import { mailQueue } from "./db/schema.server";
import { announce, type Delivery } from "./delivery-queue.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The designed alternative to `text` (app/features/mail); clients without HTML show the text. */
  html?: string | null;
  replyTo?: string | null;
  /** The inquiries the message names (a lead's notice, a digest): a privacy erasure finds it by them. */
  inquiryIds?: string[];
  /**
   * An iCalendar invitation (METHOD:REQUEST): sent as the message's text/calendar part, which
   * calendars offer to accept, and attached as invitation.ics.
   */
  calendar?: string | null;
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
  /**
   * Removes the copies it keeps of these messages (the outbox's files), for a privacy erasure.
   * A mailer that keeps none (SMTP: what went out is the receiver's) has no such method.
   */
  discard?(ids: string[]): Promise<void>;
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
    icalEvent: message.calendar
      ? { method: "REQUEST", filename: "invitation.ics", content: message.calendar }
      : undefined,
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
  const outbox = outboxFiles(options.outboxDir);
  return {
    async send(message, id) {
      const info = await transport.sendMail(envelope(message, id));
      const file = await outbox.write(id, info.message as Buffer);
      if (file) console.log(`Mail to ${message.to} written to ${file}`);
    },
    discard: (ids) => outbox.remove(ids),
  };
}

/** A message's file in the outbox: named by its id, which is its Message-ID's. */
const emlName = (id: string) => `${id}.eml`;
const TEMPORARY = ".tmp";
/** The queue row's id at the end of a message's file name. */
const ID_IN_NAME = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * The outbox folder. Each message is written whole or not at all (a temporary file in the same
 * folder, flushed to disk, then linked under its name) and once: the link fails when the name is
 * taken, so a message repeated after a crash mid-delivery finds its file and writes no copy.
 */
function outboxFiles(dir: string) {
  /**
   * Temporary files a crash left, removed before the first write: their message is still claimed
   * in the queue and is written again, under the same name.
   */
  let cleared: Promise<void> | null = null;
  const clear = async () => {
    for (const name of await readdir(dir)) {
      if (name.endsWith(TEMPORARY)) await rm(join(dir, name), { force: true });
    }
  };
  const prepare = async () => {
    await mkdir(dir, { recursive: true });
    // A folder that cannot be listed now leaves its leftovers; it does not stop the writing.
    cleared ??= clear().catch((error: unknown) => console.error("Outbox: leftovers not removed:", error));
    await cleared;
  };
  return {
    /** Writes the message; returns its path, or null when it was already there. */
    async write(id: string, content: Buffer): Promise<string | null> {
      await prepare();
      const file = join(dir, emlName(id));
      const temporary = join(dir, `.${id}.${randomUUID()}${TEMPORARY}`);
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(content);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        return null;
      } finally {
        await rm(temporary, { force: true });
      }
      await syncFolder(dir);
      return file;
    },
    /** Removes these messages' files, under their names or the older `<time>-<id>.eml` ones. */
    async remove(ids: string[]) {
      if (ids.length === 0) return;
      const wanted = new Set(ids);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const id = ID_IN_NAME.exec(name)?.[1];
        if (id && wanted.has(id)) await rm(join(dir, name), { force: true });
      }
    },
  };
}

/** Makes a new name in the folder durable (where the system allows a folder to be flushed). */
async function syncFolder(dir: string) {
  const handle = await open(dir, "r").catch(() => null);
  try {
    await handle?.sync();
  } catch {
    // Some systems refuse to flush a folder; the file's own content is already on disk.
  } finally {
    await handle?.close();
  }
}

/** A message's columns in the queue. */
const queued = (message: MailMessage) => ({
  ...message,
  html: message.html ?? null,
  replyTo: message.replyTo ?? null,
  inquiryIds: message.inquiryIds ?? [],
  calendar: message.calendar ?? null,
});

/**
 * Queues messages, returning their ids; pass the transaction of the lead so both commit together.
 * The insert wakes the mail lane once it commits (a trigger, migration 0008). `notBefore` holds
 * them back until then: a message still being written, by `rewriteHeldMail`, until its
 * `releaseHeldMail`, and sent when the hold ends should that never come.
 */
export async function queueMail(
  executor: Pick<Database, "insert">,
  messages: MailMessage[],
  { notBefore }: { notBefore?: Date } = {},
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await executor
    .insert(mailQueue)
    .values(
      messages.map((message) => ({ ...queued(message), ...(notBefore && { nextAttemptAt: notBefore }) })),
    )
    .returning({ id: mailQueue.id });
  return rows.map((row) => row.id);
}

/** A queued message no delivery has taken yet (claimed, sent or given up). */
const untaken = (id: string) =>
  and(
    eq(mailQueue.id, id),
    isNull(mailQueue.claimedAt),
    isNull(mailQueue.sentAt),
    isNull(mailQueue.failedAt),
  );

/**
 * Writes a held message anew, held until `notBefore`, in the caller's transaction. False when a
 * delivery has taken it already (its hold ended): the caller queues the rest as a new message.
 */
export async function rewriteHeldMail(
  executor: Pick<Database, "update">,
  id: string,
  message: MailMessage,
  notBefore: Date,
): Promise<boolean> {
  const rows = await executor
    .update(mailQueue)
    .set({ ...queued(message), nextAttemptAt: notBefore })
    .where(untaken(id))
    .returning({ id: mailQueue.id });
  return rows.length > 0;
}

/** Makes a held message due now and wakes the mail lane (an update fires no insert trigger). */
export async function releaseHeldMail(
  db: Pick<Database, "update" | "execute">,
  id: string,
  now = new Date(),
) {
  await db.update(mailQueue).set({ nextAttemptAt: now }).where(untaken(id));
  await announce(db, "mail");
}

/** How queued e-mails are delivered (app/platform/delivery-queue.server.ts). */
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
