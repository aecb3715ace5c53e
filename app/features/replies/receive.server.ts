/**
 * A lead's answer into the inquiry's timeline, whichever way it came (app/features/replies
 * webhooks, the IMAP poller): matched to its inquiry by the signed token of the address it was
 * sent to or by the Message-ID it answers, stored once as an `email_received` activity linked to
 * the `email_sent` one it answers, the inquiry marked replied, the assignee told by e-mail, the
 * inquiry's automation runs that stop on a reply ended, all in one transaction.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isLang } from "~/domain/languages";
import { buildPath } from "~/i18n/paths";
import { canonicalUuid } from "~/lib/uuid";
import { inquiries, inquiryActivities, users } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import { stopRunsOnReply } from "../automations/triggers.server";
import { composeMail, mailSite } from "../mail/layout.server";
import { replyNotice } from "../mail/templates.server";
import { type InboundChannel, type InboundMail, replyTexts } from "./inbound-mail";
import { inquiryOfToken, tokensIn } from "./reply-address.server";

export type ReceiveOutcome = "stored" | "duplicate" | "unmatched";

type Services = Pick<AppServices, "db" | "config" | "secret">;

/** The id of a message we sent, from its Message-ID (`<queue row id@domain>`). */
const queuedMailId = (messageId: string) => canonicalUuid(messageId.split("@")[0] ?? "");

/** A stand-in Message-ID for an answer without one: the same content gives the same id. */
export function contentId(secret: string, parts: string[]) {
  return `${createHash("sha256").update(secret).update(parts.join("\u0000")).digest("hex").slice(0, 40)}@no-message-id`;
}

interface Match {
  inquiryId: string;
  /** The `email_sent` activity it answers, when known. */
  answers: { id: string; body: string | null } | null;
}

/** The inquiry an answer belongs to and the mail it answers, or null with the reason logged. */
async function match(services: Services, mail: InboundMail): Promise<Match | null> {
  const { db } = services;
  const tokens = tokensIn(services.config.INBOUND_REPLY_ADDRESS, mail.recipients);
  const signed =
    tokens.map((token) => inquiryOfToken(services.secret, token)).find((id) => id !== null) ?? null;
  if (tokens.length > 0 && !signed)
    console.warn(`Inbound mail ${mail.messageId}: a reply token with a wrong signature`);
  const answeredIds = mail.answers.flatMap((id) => queuedMailId(id) ?? []);
  const sent = answeredIds.length
    ? await db
        .select({
          id: inquiryActivities.id,
          inquiryId: inquiryActivities.inquiryId,
          mailId: inquiryActivities.mailId,
          body: inquiryActivities.body,
        })
        .from(inquiryActivities)
        .where(and(inArray(inquiryActivities.mailId, answeredIds), eq(inquiryActivities.kind, "email_sent")))
    : [];
  // The newest message it names (In-Reply-To first), of the signed inquiry when there is one.
  const answered =
    answeredIds
      .map((mailId) => sent.find((row) => row.mailId === mailId))
      .find((row) => row && (!signed || row.inquiryId === signed)) ?? null;
  const inquiryId = signed ?? answered?.inquiryId ?? null;
  if (!inquiryId) return null;
  if (answered) return { inquiryId, answers: { id: answered.id, body: answered.body } };
  // Signed but naming no message of ours (a client that drops In-Reply-To): the latest e-mail sent.
  const [latest] = await db
    .select({ id: inquiryActivities.id, body: inquiryActivities.body })
    .from(inquiryActivities)
    .where(and(eq(inquiryActivities.inquiryId, inquiryId), eq(inquiryActivities.kind, "email_sent")))
    .orderBy(desc(inquiryActivities.createdAt))
    .limit(1);
  return { inquiryId, answers: latest ?? null };
}

/**
 * Stores a lead's answer. An answer nobody can match (no token of ours, no Message-ID we sent, an
 * inquiry erased since) is dropped with a log line: the provider is told it arrived, so it does
 * not try again.
 */
export async function receiveReply(
  services: Services,
  mail: InboundMail,
  via: InboundChannel,
  now = new Date(),
): Promise<ReceiveOutcome> {
  const { db, config } = services;
  const found = await match(services, mail);
  const [inquiry] = found
    ? await db
        .select({
          id: inquiries.id,
          mergedIntoId: inquiries.mergedIntoId,
          leadEmail: inquiries.leadEmail,
          leadName: inquiries.leadName,
          assigneeEmail: users.email,
          assigneeLang: users.lang,
        })
        .from(inquiries)
        .leftJoin(users, eq(users.id, inquiries.assigneeId))
        .where(eq(inquiries.id, found.inquiryId))
    : [];
  if (!found || !inquiry) {
    console.warn(`Inbound mail ${mail.messageId} (${via}): no inquiry of ours, dropped`);
    return "unmatched";
  }
  const { reply, full } = replyTexts(mail);
  const subjectLine = mail.subject || "—";
  // The inquiry staff work on: the one it was merged into, when it was.
  const keptId = inquiry.mergedIntoId ?? inquiry.id;
  const lang = isLang(inquiry.assigneeLang) ? inquiry.assigneeLang : "cs";
  const notice = await composeMail(
    replyNotice({
      lang,
      who: mail.fromName ?? inquiry.leadName ?? mail.from,
      email: inquiry.leadEmail,
      subject: subjectLine,
      text: reply,
      inquiryUrl: `${config.PUBLIC_URL}${buildPath({ name: "dashboard", section: `inquiries/${keptId}` }, lang)}`,
    }),
    { to: inquiry.assigneeEmail ?? config.LEAD_NOTIFY_EMAIL },
    mailSite(config),
  );
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(inquiryActivities)
      .values({
        inquiryId: inquiry.id,
        kind: "email_received",
        body: `${subjectLine}\n\n${reply}`,
        data: {
          messageId: mail.messageId,
          from: mail.from,
          subject: mail.subject,
          fullText: full,
          answers: found.answers?.id ?? null,
          attachments: mail.attachments,
          via,
        },
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: inquiryActivities.id });
    if (!stored) return "duplicate";
    const answered = [...new Set([inquiry.id, keptId])];
    await tx
      .update(inquiries)
      .set({
        repliedAt: sql`greatest(${inquiries.repliedAt}, ${now.toISOString()}::timestamptz)`,
        lastUpdated: now,
      })
      .where(inArray(inquiries.id, answered));
    await stopRunsOnReply(tx, answered, now);
    await queueMail(tx, [{ ...notice, inquiryIds: [inquiry.id] }]);
    return "stored";
  });
}
