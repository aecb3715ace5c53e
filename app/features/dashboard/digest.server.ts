/**
 * The morning digest: from 7:00 in the agency's time zone, each staff member with follow-ups
 * due today or overdue gets one e-mail listing them, in his language. A row per person and day
 * in `digest_runs`, inserted in the same transaction as the e-mail, makes it once per day
 * whichever server process gets there first.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { isLang, locale } from "~/domain/languages";
import { accountMessages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import type { Database } from "~/platform/db/client.server";
import { digestRuns, inquiries, users } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import { openStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { composeMail } from "../mail/layout.server";
import { type FollowUp, followUpDigest } from "../mail/templates.server";
import { REPORT_TIME_ZONE, today } from "./figures";
import { followUpState } from "./inquiry-filters";

export const DIGEST_HOUR = 7;
const CHECK_EVERY_MS = 10 * 60_000;

function hourIn(now: Date, timeZone = REPORT_TIME_ZONE) {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now),
  );
}

/** Sends today's digests not sent yet; returns how many were queued. */
export async function sendFollowUpDigests(db: Database, publicUrl: string, now = new Date()) {
  if (hourIn(now) < DIGEST_HOUR) return 0;
  const day = today(now);
  const due = await db
    .select({
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      userLang: users.lang,
      id: inquiries.id,
      name: inquiries.leadName,
      company: inquiries.company,
      email: inquiries.leadEmail,
      form: inquiries.sourceForm,
      followUpOn: inquiries.followUpOn,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.assigneeId))
    .where(
      and(
        eq(users.role, "staff"),
        isNotNull(inquiries.followUpOn),
        lte(inquiries.followUpOn, day),
        inArray(inquiries.status, [...openStatuses]),
        isNull(inquiries.mergedIntoId),
        isNull(inquiries.spamReason),
      ),
    )
    .orderBy(asc(inquiries.followUpOn));

  const byPerson = new Map<string, typeof due>();
  for (const row of due) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const rows of byPerson.values()) {
    const [first] = rows;
    if (!first) continue;
    const lang = isLang(first.userLang) ? first.userLang : "cs";
    const { digest } = accountMessages(lang).dashboard;
    const date = new Intl.DateTimeFormat(locale[lang], { dateStyle: "long", timeZone: "UTC" });
    const dayLabel = (value: string) => date.format(new Date(`${value}T12:00:00Z`));
    const followUps = rows.map(
      (row): FollowUp => ({
        who: row.name ?? row.company ?? row.email,
        form: row.form,
        when:
          followUpState(row.followUpOn, day) === "overdue"
            ? fill(digest.overdue, { date: dayLabel(row.followUpOn ?? day) })
            : digest.dueToday,
        href: `${publicUrl}${buildPath({ name: "dashboard", section: `inquiries/${row.id}` }, lang)}`,
      }),
    );
    const mail = await composeMail(
      followUpDigest({
        lang,
        name: first.userName,
        dayLabel: dayLabel(day),
        followUps,
        listUrl: `${publicUrl}${buildPath({ name: "dashboard", section: "inquiries" }, lang)}`,
      }),
      { to: first.userEmail },
      publicUrl,
    );
    const queued = await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(digestRuns)
        .values({ userId: first.userId, day })
        .onConflictDoNothing()
        .returning({ day: digestRuns.day });
      if (!run) return false;
      await queueMail(tx, [{ ...mail, inquiryIds: rows.map((row) => row.id) }]);
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** Checks every ten minutes (and at once) whether today's digests are due. */
export function startFollowUpDigests(db: Database, publicUrl: string) {
  const run = () =>
    sendFollowUpDigests(db, publicUrl).catch((error: unknown) => console.error("Follow-up digest:", error));
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
