/**
 * Staff confirm one of the times a visitor asked a call in (the inquiry page): the lead gets an
 * e-mail naming the time, with a calendar invitation (invitation.ts), and the timeline records it
 * as an e-mail sent with the confirmed window in its data. Confirming another time later sends
 * the same event again, updated.
 */
import { and, eq, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { defaultLang, isLang, type Lang, locale } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import { inquiries, inquiryActivities } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import { fill } from "../auth/fill";
import type { Viewer } from "../auth/viewer";
import { recordActivity } from "../dashboard/activity.server";
import type { MailContent } from "../mail/content";
import { composeMail, mailSite } from "../mail/layout.server";
import { callConfirmation } from "../mail/templates.server";
import { leadReplyTo } from "../replies/reply-address.server";
import { callInvitation } from "./invitation";
import { longDayLabel, parseWindow, windowLabel, windowTimes } from "./windows";

/** The timeline's record of a confirmation: an `email_sent` activity whose data names the window. */
export const CONFIRMED_WINDOW = "callWindow";

type Inquiry = typeof inquiries.$inferSelect;

/** The windows the lead asked for, as stored. */
export function requestedWindows(inquiry: Pick<Inquiry, "sourceForm" | "requirements">): string[] {
  const windows = inquiry.sourceForm === "booking" ? inquiry.requirements.windows : undefined;
  return Array.isArray(windows) ? windows.filter((value): value is string => typeof value === "string") : [];
}

/**
 * The lead's e-mail confirming window `value` and its calendar event's words, in the lead's
 * language (the preview script draws the same); null for a value that names no window.
 */
export function callConfirmationOf(
  lang: Lang,
  value: string,
  phone: string | null,
): { content: MailContent; event: { summary: string; description: string } } | null {
  const parsed = parseWindow(value);
  if (!parsed) return null;
  const { forms } = messages(lang);
  const copy = forms.mail.callConfirmed;
  const whenInFull = `${longDayLabel(parsed.day, locale[lang])}, ${forms.booking.parts[parsed.part]}`;
  return {
    content: callConfirmation(lang, {
      when: windowLabel(value, locale[lang], forms.booking.parts),
      whenInFull,
      phone,
    }),
    event: {
      summary: fill(copy.event, { brand: site.brand }),
      description: `${copy.when}: ${whenInFull} (${copy.timeZone})\n${copy.change}`,
    },
  };
}

/**
 * Confirms `value`, one of the inquiry's requested windows that has not ended, in one
 * transaction with its timeline record. Returns false (nothing done) for any other value.
 */
export async function confirmCallWindow(
  services: Pick<AppServices, "db" | "config" | "secret">,
  viewer: Viewer,
  inquiry: Inquiry,
  value: string,
  now = new Date(),
): Promise<boolean> {
  const lang = isLang(inquiry.lang) ? inquiry.lang : defaultLang;
  const times = windowTimes(value);
  const confirmation = callConfirmationOf(lang, value, inquiry.phone);
  if (!times || !confirmation || !requestedWindows(inquiry).includes(value) || times.end <= now) return false;
  const { db, config } = services;
  const { content, event } = confirmation;
  const mail = await composeMail(
    content,
    { to: inquiry.leadEmail, replyTo: leadReplyTo(services, inquiry.id, viewer.email) },
    mailSite(config),
  );
  await db.transaction(async (tx) => {
    const sequence = await tx.$count(
      inquiryActivities,
      and(
        eq(inquiryActivities.inquiryId, inquiry.id),
        eq(inquiryActivities.kind, "email_sent"),
        sql`${inquiryActivities.data} ? ${CONFIRMED_WINDOW}`,
      ),
    );
    const calendar = callInvitation({
      inquiryId: inquiry.id,
      host: new URL(config.PUBLIC_URL).host,
      sequence,
      ...times,
      now,
      ...event,
      organizer: { name: site.brand, email: config.company.email },
      attendee: { name: inquiry.leadName, email: inquiry.leadEmail },
    });
    const [mailId] = await queueMail(tx, [{ ...mail, calendar, inquiryIds: [inquiry.id] }]);
    await recordActivity(tx, {
      inquiryId: inquiry.id,
      kind: "email_sent",
      actorId: viewer.id,
      body: `${mail.subject}\n\n${mail.text}`,
      data: { [CONFIRMED_WINDOW]: value },
      mailId,
    });
    await tx.update(inquiries).set({ lastUpdated: now }).where(eq(inquiries.id, inquiry.id));
  });
  return true;
}
