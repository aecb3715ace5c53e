/**
 * Leads' answers from a plain mailbox (IMAP_URL), for an agency without an inbound-mail provider:
 * a background job reads its unseen messages, stores each through `receiveReply` and flags it
 * \Seen. One server polls at a time: each round first takes or renews the mailbox's lease row
 * (`mailbox_leases`), and another server takes over once a lease lapses. Every round opens its own
 * connection, so a dead connection costs one round, never the job.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import PostalMime from "postal-mime";
import { INBOUND_BODY_BYTES } from "~/lib/body-limits";
import { mailboxLeases } from "~/platform/db/schema.server";
import type { AppServices } from "~/platform/services.server";
import { inboundMail } from "./inbound-mail";
import { contentId, receiveReply } from "./receive.server";

type Services = Pick<AppServices, "db" | "config" | "secret">;

/** Messages read a round at most: a full mailbox is worked through over several rounds. */
const BATCH = 50;
/** Each connection step gives up after this long: a silent server ends the round, not the job. */
const TIMEOUT_MS = 30_000;

export interface ImapSettings {
  url: string;
  mailbox: string;
  pollSeconds: number;
}

/** The lease lasts two rounds and a margin: a server that died is replaced within that. */
const leaseMs = (pollSeconds: number) => (pollSeconds * 2 + 60) * 1000;

/** The lease row's key: the folder, never the credentials. */
const leaseKey = (settings: ImapSettings) => `imap:${new URL(settings.url).host}/${settings.mailbox}`;

/**
 * Takes the mailbox's lease for `holder`, or renews it: true when this server polls now. The row
 * is written only when it is free, lapsed or already ours, in one statement, so two servers
 * never both get it.
 */
export async function takeLease(db: Services["db"], key: string, holder: string, now: Date, ms: number) {
  const until = new Date(now.getTime() + ms);
  const rows = await db
    .insert(mailboxLeases)
    .values({ mailbox: key, holder, until })
    .onConflictDoUpdate({
      target: mailboxLeases.mailbox,
      set: { holder, until },
      setWhere: sql`${mailboxLeases.until} < ${now.toISOString()}::timestamptz or ${mailboxLeases.holder} = ${holder}`,
    })
    .returning({ holder: mailboxLeases.holder });
  return rows.length > 0;
}

/** Gives the lease up (at shutdown), so another server polls at once. */
export async function releaseLease(db: Services["db"], key: string, holder: string) {
  await db.delete(mailboxLeases).where(and(eq(mailboxLeases.mailbox, key), eq(mailboxLeases.holder, holder)));
}

function client(settings: ImapSettings) {
  const url = new URL(settings.url);
  const secure = url.protocol === "imaps:";
  return new ImapFlow({
    host: url.hostname,
    port: Number(url.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
}

/** One message of the mailbox made an answer; null when it has no sender. */
async function parse(source: Buffer, secret: string) {
  const email = await PostalMime.parse(source);
  const header = (name: string) => email.headers.find((item) => item.key === name)?.value ?? null;
  return inboundMail({
    messageId: email.messageId,
    from: email.from?.address ? `${email.from.name ?? ""} <${email.from.address}>` : null,
    to: [
      ...[...(email.to ?? []), ...(email.cc ?? [])].map((address) => address.address),
      email.deliveredTo,
      header("x-original-to"),
    ],
    subject: email.subject,
    text: email.text,
    html: email.html,
    inReplyTo: email.inReplyTo,
    references: email.references,
    attachments: email.attachments.length,
    fallbackId: () => contentId(secret, [source.toString("base64")]),
  });
}

/**
 * One round: if this server holds the lease, reads up to BATCH unseen messages, stores each and
 * flags it \Seen (one nobody can match, or too large, too: it is logged and left read). A message that fails to
 * store stays unseen for the next round. Returns the messages worked, or null without the lease.
 */
export async function pollMailbox(
  services: Services,
  settings: ImapSettings,
  holder: string,
  now = new Date(),
): Promise<number | null> {
  if (!(await takeLease(services.db, leaseKey(settings), holder, now, leaseMs(settings.pollSeconds))))
    return null;
  const imap = client(settings);
  // A connection that dies mid-round is reported here, not as an uncaught error.
  imap.on("error", (error: unknown) => console.error("IMAP:", error));
  await imap.connect();
  try {
    await imap.mailboxOpen(settings.mailbox);
    const unseen = (await imap.search({ seen: false }, { uid: true })) || [];
    const uids = unseen.slice(0, BATCH);
    if (uids.length === 0) return 0;
    const messages = await imap.fetchAll(uids, { uid: true, size: true, source: true }, { uid: true });
    for (const message of messages) {
      const mail =
        message.source && (message.size ?? 0) <= INBOUND_BODY_BYTES
          ? await parse(message.source, services.secret)
          : null;
      if (mail) await receiveReply(services, mail, "imap", now);
      else
        console.warn(
          `IMAP: message ${message.uid} is over ${INBOUND_BODY_BYTES} bytes or has no sender, dropped`,
        );
      await imap.messageFlagsAdd(String(message.uid), ["\\Seen"], { uid: true });
    }
    return messages.length;
  } finally {
    await imap.logout().catch(() => imap.close());
  }
}

/** Polls IMAP_URL every IMAP_POLL_SECONDS (and at once); nothing without IMAP_URL. */
export function startMailboxPolling(services: Services) {
  const { IMAP_URL, IMAP_MAILBOX, IMAP_POLL_SECONDS } = services.config;
  if (!IMAP_URL) return { stop: async () => {} };
  const settings = { url: IMAP_URL, mailbox: IMAP_MAILBOX, pollSeconds: IMAP_POLL_SECONDS };
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running: Promise<unknown> | null = null;
  const run = () => {
    // A slow round is not overlapped by the next one.
    running ??= pollMailbox(services, settings, holder)
      .catch((error: unknown) => console.error("IMAP poll:", error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, IMAP_POLL_SECONDS * 1000);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await releaseLease(services.db, leaseKey(settings), holder).catch(() => {});
    },
  };
}
