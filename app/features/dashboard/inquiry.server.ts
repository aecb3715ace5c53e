/** One inquiry as its page shows it: answers, timeline, duplicates; its reply draft and file. */

import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { site } from "~/content/site";
import type { Lang } from "~/domain/languages";
import type { LeadForm } from "~/domain/lead-forms";
import { accountMessages } from "~/i18n/messages.server";
import { canonicalUuid } from "~/lib/uuid";
import type { Config } from "~/platform/config.server";
import type { Database } from "~/platform/db/client.server";
import { inquiries, inquiryActivities, jobApplications, mailQueue, users } from "~/platform/db/schema.server";
import type { AppServices } from "~/platform/services.server";
import type { ApplicationStage } from "../../domain/applications";
import type { ActivityKind } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import type { Viewer } from "../auth/viewer";
import { type RunView, runsOfInquiry } from "../automations/runs.server";
import { CONFIRMED_WINDOW, requestedWindows } from "../booking/call-confirmation.server";
import { windowTimes } from "../booking/windows";
import { applicationStage } from "./applications.server";
import type { Deal } from "./deal";
import {
  assignee,
  cardColumns,
  cardMaker,
  cards,
  type InquiryCard,
  staffMembers,
  visibleTo,
} from "./inquiry-cards.server";
import { undoableMerges } from "./merges.server";

export interface TimelineEntry {
  id: string;
  kind: ActivityKind;
  actor: string | null;
  body: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  /** An e-mail sent from the inquiry: whether it has gone out. */
  mail: { to: string; state: "queued" | "sent" | "failed" } | null;
  /** Recorded on an inquiry merged into this one. */
  fromMerged: boolean;
  /** A merge into this inquiry that staff can undo now. */
  canUndo: boolean;
}

export interface StoredAnswers {
  inquiryId: string;
  form: LeadForm;
  createdAt: string;
  answers: Record<string, unknown>;
  /** The hiring form's PDF: downloaded from the inquiry it belongs to. */
  file: { name: string; size: number } | null;
}

export interface InquiryPageData {
  inquiry: InquiryCard & {
    phone: string | null;
    utm: {
      source: string | null;
      medium: string | null;
      campaign: string | null;
      term: string | null;
      content: string | null;
    };
  };
  /** The lead's answers, and those of the inquiries merged into it. */
  answers: StoredAnswers[];
  /** Staff only (empty for a plain user). */
  timeline: TimelineEntry[];
  /** Staff only: the automation runs of the inquiry and those merged into it, newest first. */
  runs: RunView[];
  /** Staff only, on a sales lead: the deal's value, currency, expected closing day and why it was won or lost. */
  deal: Deal | null;
  /** Staff only, on a job application: where it stands in its own pipeline. */
  application: { stage: ApplicationStage } | null;
  duplicates: InquiryCard[];
  staff: { id: string; name: string }[];
  canEdit: boolean;
  /** Staff, on an inquiry merged into another: that one, and the merge to undo when it can be undone. */
  mergedInto: { id: string; mergeId: string | null } | null;
  /**
   * The inquiries above and below this one in the list as it opens (newest first, spam among
   * spam): where "previous" and "next" lead.
   */
  neighbours: { previous: string | null; next: string | null };
  /** A call request's windows (staff only): which one was confirmed last, which have ended. */
  callWindows: { value: string; confirmed: boolean; ended: boolean }[];
}

/** Everything the inquiry page shows, or null when the viewer may not see it (a 404). */
export async function loadInquiry(
  db: Database,
  viewer: Viewer,
  askedId: string,
): Promise<InquiryPageData | null> {
  const id = canonicalUuid(askedId);
  if (!id) return null;
  const [row] = await db
    .select({
      ...cardColumns,
      phone: inquiries.phone,
      requirements: inquiries.requirements,
      utmSource: inquiries.utmSource,
      utmMedium: inquiries.utmMedium,
      utmCampaign: inquiries.utmCampaign,
      utmTerm: inquiries.utmTerm,
      utmContent: inquiries.utmContent,
      dealValue: inquiries.dealValue,
      dealCurrency: inquiries.dealCurrency,
      expectedCloseOn: inquiries.expectedCloseOn,
      closeReason: inquiries.closeReason,
    })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(eq(inquiries.id, id), visibleTo(viewer)));
  if (!row) return null;
  const staff = viewer.role === "staff";
  const applied = row.form === "hiring" ? await applicationStage(db, id) : null;

  const merged = await db
    .select({
      id: inquiries.id,
      form: inquiries.sourceForm,
      createdAt: inquiries.createdAt,
      requirements: inquiries.requirements,
    })
    .from(inquiries)
    .where(eq(inquiries.mergedIntoId, id))
    .orderBy(asc(inquiries.createdAt));
  const ids = [id, ...merged.map((item) => item.id)];
  const files = await db
    .select({
      inquiryId: jobApplications.inquiryId,
      name: jobApplications.fileName,
      size: jobApplications.fileSize,
    })
    .from(jobApplications)
    .where(inArray(jobApplications.inquiryId, ids));
  const fileOf = (inquiryId: string) => {
    const file = files.find((item) => item.inquiryId === inquiryId);
    return file ? { name: file.name, size: file.size } : null;
  };
  const answers: StoredAnswers[] = [
    {
      inquiryId: id,
      form: row.form,
      createdAt: row.createdAt.toISOString(),
      answers: row.requirements,
      file: fileOf(id),
    },
    ...merged.map((item) => ({
      inquiryId: item.id,
      form: item.form,
      createdAt: item.createdAt.toISOString(),
      answers: item.requirements,
      file: fileOf(item.id),
    })),
  ];

  const [timeline, runs, duplicates, members, mergedInto] = staff
    ? await Promise.all([
        timelineOf(db, id, ids),
        runsOfInquiry(db, ids),
        db
          .select(cardColumns)
          .from(inquiries)
          .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
          .where(
            and(
              eq(sql`lower(${inquiries.leadEmail})`, row.email.toLowerCase()),
              ne(inquiries.id, id),
              isNull(inquiries.mergedIntoId),
              isNull(inquiries.spamReason),
            ),
          )
          .orderBy(desc(inquiries.createdAt))
          .then((rows) => cards(db, viewer, rows)),
        staffMembers(db),
        row.mergedIntoId ? mergedIntoOf(db, id, row.mergedIntoId) : null,
      ])
    : [[], [], [], [], null];
  const neighbours = await neighboursOf(db, viewer, id, row.spamReason !== null);

  const toCard = await cardMaker(db, viewer, [row]);
  return {
    inquiry: {
      ...toCard(row),
      phone: row.phone,
      utm: {
        source: row.utmSource,
        medium: row.utmMedium,
        campaign: row.utmCampaign,
        term: row.utmTerm,
        content: row.utmContent,
      },
    },
    application: staff && applied ? { stage: applied } : null,
    deal:
      staff && !applied
        ? {
            value: row.dealValue,
            currency: row.dealCurrency,
            expectedCloseOn: row.expectedCloseOn,
            closeReason: row.closeReason,
          }
        : null,
    answers,
    timeline,
    runs,
    duplicates,
    staff: members,
    canEdit: staff && row.mergedIntoId === null,
    mergedInto,
    neighbours,
    callWindows: staff
      ? callWindowsOf({ sourceForm: row.form, requirements: row.requirements }, timeline)
      : [],
  };
}

/**
 * The newer and the older inquiry next to this one among those the viewer's list shows (not
 * merged away; spam beside spam), compared in the database so no precision is lost.
 */
async function neighboursOf(db: Database, viewer: Viewer, id: string, spam: boolean) {
  const here = sql`(select ${inquiries.createdAt}, ${inquiries.id} from ${inquiries} where ${inquiries.id} = ${id})`;
  const place = sql`(${inquiries.createdAt}, ${inquiries.id})`;
  const nextTo = async (newer: boolean) => {
    const [row] = await db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(
        and(
          visibleTo(viewer),
          isNull(inquiries.mergedIntoId),
          spam ? isNotNull(inquiries.spamReason) : isNull(inquiries.spamReason),
          newer ? sql`${place} > ${here}` : sql`${place} < ${here}`,
        ),
      )
      .orderBy(
        newer ? asc(inquiries.createdAt) : desc(inquiries.createdAt),
        newer ? asc(inquiries.id) : desc(inquiries.id),
      )
      .limit(1);
    return row?.id ?? null;
  };
  const [previous, next] = await Promise.all([nextTo(true), nextTo(false)]);
  return { previous, next };
}

/** The windows of a call request, the last one confirmed (newest first in the timeline) marked. */
function callWindowsOf(
  inquiry: Parameters<typeof requestedWindows>[0],
  timeline: TimelineEntry[],
  now = new Date(),
): InquiryPageData["callWindows"] {
  const confirmed = timeline.find(
    (entry) => entry.kind === "email_sent" && typeof entry.data[CONFIRMED_WINDOW] === "string",
  )?.data[CONFIRMED_WINDOW];
  return requestedWindows(inquiry).map((value) => ({
    value,
    confirmed: value === confirmed,
    ended: (windowTimes(value)?.end ?? now) <= now,
  }));
}

/** The inquiry this one is merged into, and the merge that put it there when it can be undone. */
async function mergedIntoOf(db: Database, id: string, keptId: string) {
  const undoable = await undoableMerges(db, keptId);
  const mergeId = [...undoable].find(([, record]) => record.other === id)?.[0] ?? null;
  return { id: keptId, mergeId };
}

async function timelineOf(db: Database, id: string, ids: string[]): Promise<TimelineEntry[]> {
  const undoable = await undoableMerges(db, id);
  const rows = await db
    .select({
      id: inquiryActivities.id,
      inquiryId: inquiryActivities.inquiryId,
      kind: inquiryActivities.kind,
      actor: users.name,
      body: inquiryActivities.body,
      data: inquiryActivities.data,
      createdAt: inquiryActivities.createdAt,
      mailTo: mailQueue.to,
      mailSentAt: mailQueue.sentAt,
      mailFailedAt: mailQueue.failedAt,
    })
    .from(inquiryActivities)
    .leftJoin(users, eq(users.id, inquiryActivities.actorId))
    .leftJoin(mailQueue, eq(mailQueue.id, inquiryActivities.mailId))
    .where(inArray(inquiryActivities.inquiryId, ids))
    .orderBy(desc(inquiryActivities.createdAt), desc(inquiryActivities.id));
  return rows.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    actor: entry.actor,
    body: entry.body,
    data: entry.data,
    createdAt: entry.createdAt.toISOString(),
    mail: entry.mailTo
      ? { to: entry.mailTo, state: entry.mailSentAt ? "sent" : entry.mailFailedAt ? "failed" : "queued" }
      : null,
    fromMerged: entry.inquiryId !== id,
    canUndo: entry.inquiryId === id && undoable.has(entry.id),
  }));
}

/**
 * The reply form's starting text, in the lead's language: subject, greeting, room to write, signature;
 * and whether the lead's answer comes back to the timeline (an inbound address is configured).
 */
export function replyDraft(
  lead: { lang: Lang; form: LeadForm },
  viewer: Viewer,
  config: Pick<Config, "INBOUND_REPLY_ADDRESS">,
) {
  const { reply } = accountMessages(lead.lang).dashboard.desk;
  return {
    // A job applicant sent no inquiry.
    subject: fill(lead.form === "hiring" ? reply.applicationSubject : reply.subject, { brand: site.brand }),
    body: `${reply.greeting}\n\n\n\n${fill(reply.signature, { name: viewer.name, brand: site.brand })}`,
    answersReturn: Boolean(config.INBOUND_REPLY_ADDRESS),
  };
}

/** Staff only: the PDF a job applicant uploaded, never served from the web root. */
export async function applicationFile(services: Pick<AppServices, "db" | "storage">, askedId: string) {
  const inquiryId = canonicalUuid(askedId);
  if (!inquiryId) return null;
  const [application] = await services.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.inquiryId, inquiryId));
  if (!application) return null;
  const bytes = await services.storage.get(application.fileKey);
  return bytes ? { name: application.fileName, bytes } : null;
}
