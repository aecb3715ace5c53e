/**
 * The morning digest: each staff member with follow-ups due or overdue gets one e-mail listing
 * them, in his language, in his own morning (from 7:00 to 11:00 in his time zone, or the agency's)
 * on a working day (Monday to Friday, not a Czech public holiday), unless he switched it off in
 * settings. A row per person and local day in `digest_runs`, inserted in the same transaction as
 * the e-mail, makes it once per day whichever server process gets there first.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { CompanyFacts } from "~/domain/company";
import { isLang, locale } from "~/domain/languages";
import { accountMessages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import type { Database } from "~/platform/db/client.server";
import { digestRuns, inquiries, users } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import { openStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { agencyDay, isWorkingDay } from "../automations/steps";
import { composeMail } from "../mail/layout.server";
import { type FollowUp, followUpDigest } from "../mail/templates.server";
import { followUpState } from "./inquiry-filters";

/** The morning, in each person's own hours: from 7:00 until 11:00. */
export const DIGEST_HOURS = { from: 7, until: 11 } as const;
const CHECK_EVERY_MS = 10 * 60_000;

function hourIn(now: Date, timeZone: string) {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now),
  );
}

/** The calendar day a person is in at `now`, when it is his working morning; otherwise null. */
export function morningOf(now: Date, timeZone: string): string | null {
  const hour = hourIn(now, timeZone);
  const day = agencyDay(now, timeZone);
  return hour >= DIGEST_HOURS.from && hour < DIGEST_HOURS.until && isWorkingDay(day) ? day : null;
}

/**
 * Sends the digests of everyone in his working morning who has not had today's yet; returns how
 * many were queued. `timeZone`: the agency's, for those who chose none.
 */
export async function sendFollowUpDigests(
  db: Database,
  settings: { publicUrl: string; timeZone: string; company: CompanyFacts },
  now = new Date(),
) {
  const { publicUrl } = settings;
  // No time zone is a day ahead of UTC by more than one: every person's day is at most this.
  const latestDay = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const due = await db
    .select({
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      userLang: users.lang,
      userTimeZone: users.timeZone,
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
        eq(users.morningDigest, true),
        isNotNull(inquiries.followUpOn),
        lte(inquiries.followUpOn, latestDay),
        inArray(inquiries.status, [...openStatuses]),
        isNull(inquiries.mergedIntoId),
        isNull(inquiries.spamReason),
      ),
    )
    .orderBy(asc(inquiries.followUpOn));

  const byPerson = new Map<string, typeof due>();
  for (const row of due) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const all of byPerson.values()) {
    const [person] = all;
    const day = person ? morningOf(now, person.userTimeZone ?? settings.timeZone) : null;
    if (!day) continue;
    const rows = all.filter((row) => row.followUpOn !== null && row.followUpOn <= day);
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
      { origin: publicUrl, company: settings.company },
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
export function startFollowUpDigests(
  db: Database,
  settings: { publicUrl: string; timeZone: string; company: CompanyFacts },
) {
  const run = () =>
    sendFollowUpDigests(db, settings).catch((error: unknown) => console.error("Follow-up digest:", error));
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
