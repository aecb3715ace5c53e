/**
 * Inquiries, the one pipeline every lead form fills (docs/decisions/0013-lead-desk.md): staff
 * see and work all of them (status, assignee, follow-up, notes, e-mail replies, merging,
 * spam); a plain user reads, without anything of the staff's, the inquiries sent from his own
 * confirmed address. Loaders and actions of the dashboard's inquiry routes call these.
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { data } from "react-router";
import { site } from "~/content/site";
import type { SpamReason } from "~/domain/inquiries";
import { defaultLang, isLang, type Lang, locale } from "~/domain/languages";
import { type LeadForm, leadFormNames, leadFormRegistry } from "~/domain/lead-forms";
import { accountMessages } from "~/i18n/messages.server";
import { singleLine } from "~/lib/clean-text";
import { canonicalUuid } from "~/lib/uuid";
import type { Database } from "~/platform/db/client.server";
import { inquiries, inquiryActivities, jobApplications, mailQueue, users } from "~/platform/db/schema.server";
import { queueMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import { type ActivityKind, type InquiryStatus, inquiryStatuses, NOTE_MAX } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import type { Viewer } from "../auth/viewer";
import { readableAnswers } from "../leads/answers";
import { answerLabels } from "../leads/answers.server";
import { restoreLead } from "../leads/pipeline.server";
import { composeMail } from "../mail/layout.server";
import { inquiryReply } from "../mail/templates.server";
import { recordActivity } from "./activity.server";
import { parseCalendarDay } from "./calendar-day";
import { type CsvDelimiter, REPORT_TIME_ZONE, toCsv, today } from "./figures";
import { type InquiryFilters, likePattern } from "./inquiry-filters";
import { mergeInquiries, undoableMerges, undoMerge } from "./merges.server";

/** The most cards a board or list shows at once: the newest, filters narrow the rest down. */
export const LIST_LIMIT = 500;
const REPLY_SUBJECT_MAX = 200;
const REPLY_BODY_MAX = 10_000;

/**
 * A plain user's inquiries are the ones whose lead e-mail is his (compared case-insensitively),
 * once he has confirmed that address; never one kept as spam or merged into another.
 */
export const ownInquiries = (viewer: Viewer): SQL =>
  viewer.emailVerified
    ? (and(
        eq(sql`lower(${inquiries.leadEmail})`, viewer.email.toLowerCase()),
        isNull(inquiries.spamReason),
      ) as SQL)
    : sql`false`;

/** Inquiries a viewer may see at all. */
const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.role === "staff" ? undefined : ownInquiries(viewer);

/** The instant a day starts in the agency's time zone. */
const dayStart = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)})`;

const assignee = alias(users, "assignee");

/** Other inquiries from the same address, not merged and not spam. */
const duplicatesCount = sql<number>`(
  select count(*)::int from ${inquiries} as other
  where lower(other.lead_email) = lower(${inquiries.leadEmail})
    and other.id <> ${inquiries.id}
    and other.merged_into_id is null
    and other.spam_reason is null
)`;

const cardColumns = {
  id: inquiries.id,
  status: inquiries.status,
  form: inquiries.sourceForm,
  service: inquiries.serviceType,
  email: inquiries.leadEmail,
  name: inquiries.leadName,
  company: inquiries.company,
  lang: inquiries.lang,
  createdAt: inquiries.createdAt,
  followUpOn: inquiries.followUpOn,
  spamReason: inquiries.spamReason,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  duplicates: duplicatesCount,
};

/** One inquiry as the board, the list and the page show it. */
export interface InquiryCard {
  id: string;
  status: InquiryStatus;
  form: LeadForm;
  /** The service a demo request is about ("outreach"…); the form's kind for the others. */
  service: string;
  email: string;
  name: string | null;
  company: string | null;
  lang: Lang;
  createdAt: string;
  followUpOn: string | null;
  spamReason: SpamReason | null;
  assignee: { id: string; name: string } | null;
  /** Other inquiries from the same address. */
  duplicates: number;
}

/** A card as the database gives it: the language unchecked, the time a Date, the assignee in two columns. */
type CardRow = Omit<InquiryCard, "lang" | "createdAt" | "assignee"> & {
  lang: string;
  createdAt: Date;
  assigneeId: string | null;
  assigneeName: string | null;
};

function card(row: CardRow, viewer: Viewer): InquiryCard {
  const staff = viewer.role === "staff";
  return {
    id: row.id,
    status: row.status,
    form: row.form,
    service: row.service,
    email: row.email,
    name: row.name,
    company: row.company,
    lang: isLang(row.lang) ? row.lang : "cs",
    createdAt: row.createdAt.toISOString(),
    // Staff matters only.
    followUpOn: staff ? row.followUpOn : null,
    spamReason: staff ? row.spamReason : null,
    assignee:
      staff && row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    duplicates: staff ? row.duplicates : 0,
  };
}

function filterConditions(filters: InquiryFilters, viewer: Viewer, todayIs: string): (SQL | undefined)[] {
  const staffOnly = (condition: SQL | undefined) => (viewer.role === "staff" ? condition : undefined);
  const assigneeCondition =
    filters.assignee === "me"
      ? eq(inquiries.assigneeId, viewer.id)
      : filters.assignee === "none"
        ? isNull(inquiries.assigneeId)
        : filters.assignee
          ? eq(inquiries.assigneeId, filters.assignee)
          : undefined;
  const pattern = filters.q ? likePattern(filters.q) : null;
  return [
    isNull(inquiries.mergedIntoId),
    staffOnly(filters.spam ? isNotNull(inquiries.spamReason) : isNull(inquiries.spamReason)),
    filters.view === "list" && filters.status ? eq(inquiries.status, filters.status) : undefined,
    filters.form ? eq(inquiries.sourceForm, filters.form) : undefined,
    filters.service ? eq(inquiries.serviceType, filters.service) : undefined,
    staffOnly(assigneeCondition),
    filters.lang ? eq(inquiries.lang, filters.lang) : undefined,
    filters.from ? gte(inquiries.createdAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(inquiries.createdAt, sql`${dayStart(filters.to)} + interval '1 day'`) : undefined,
    pattern
      ? or(
          ilike(inquiries.leadEmail, pattern),
          ilike(inquiries.leadName, pattern),
          ilike(inquiries.company, pattern),
        )
      : undefined,
    staffOnly(
      filters.due
        ? and(isNotNull(inquiries.followUpOn), sql`${inquiries.followUpOn} <= ${todayIs}::date`)
        : undefined,
    ),
  ];
}

/** The board's or list's inquiries, newest first. */
export async function listInquiries(db: Database, viewer: Viewer, filters: InquiryFilters, now = new Date()) {
  const rows = await db
    .select(cardColumns)
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(visibleTo(viewer), ...filterConditions(filters, viewer, today(now))))
    .orderBy(desc(inquiries.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => card(row, viewer));
}

/** Staff who may be given an inquiry: confirmed staff accounts. */
export async function staffMembers(db: Database) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, "staff"), eq(users.emailVerified, true)))
    .orderBy(asc(users.name));
}

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
  duplicates: InquiryCard[];
  staff: { id: string; name: string }[];
  canEdit: boolean;
  /** Staff, on an inquiry merged into another: that one, and the merge to undo when it can be undone. */
  mergedInto: { id: string; mergeId: string | null } | null;
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
      mergedIntoId: inquiries.mergedIntoId,
      utmSource: inquiries.utmSource,
      utmMedium: inquiries.utmMedium,
      utmCampaign: inquiries.utmCampaign,
      utmTerm: inquiries.utmTerm,
      utmContent: inquiries.utmContent,
    })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(eq(inquiries.id, id), visibleTo(viewer)));
  if (!row) return null;
  const staff = viewer.role === "staff";

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

  const [timeline, duplicates, members, mergedInto] = staff
    ? await Promise.all([
        timelineOf(db, id, ids),
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
          .then((rows) => rows.map((item) => card(item, viewer))),
        staffMembers(db),
        row.mergedIntoId ? mergedIntoOf(db, id, row.mergedIntoId) : null,
      ])
    : [[], [], [], null];

  return {
    inquiry: {
      ...card(row, viewer),
      phone: row.phone,
      utm: {
        source: row.utmSource,
        medium: row.utmMedium,
        campaign: row.utmCampaign,
        term: row.utmTerm,
        content: row.utmContent,
      },
    },
    answers,
    timeline,
    duplicates,
    staff: members,
    canEdit: staff && row.mergedIntoId === null,
    mergedInto,
  };
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

/** What a change answers: the intent it carried out, or why not (a key of the translated messages). */
export type ChangeResult = { ok: true; intent: string } | { ok: false; intent: string; error: ChangeError };
export type ChangeError =
  | "invalid"
  | "notFound"
  | "notSameAddress"
  | "alreadyMerged"
  | "selfMerge"
  | "cannotUndo";

/** The status a refused change is answered with. */
const refusalStatus: Record<ChangeError, number> = {
  invalid: 400,
  selfMerge: 400,
  notFound: 404,
  notSameAddress: 409,
  alreadyMerged: 409,
  cannotUndo: 409,
};

/** A change's answer: what was done, or why not with its HTTP status (the page shows the message). */
export const changeAnswer = (result: ChangeResult) =>
  result.ok ? result : data(result, { status: refusalStatus[result.error] });

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * A staff member's change of one inquiry, chosen by the form's `intent`: status, assignee,
 * follow-up day, a note, an e-mail reply, merging another inquiry of the address into it or
 * undoing such a merge, marking it as spam or restoring it. Each is recorded on the timeline in
 * the same transaction.
 */
export async function changeInquiry(
  services: Pick<AppServices, "db" | "config">,
  viewer: Viewer,
  askedId: string,
  formData: FormData,
): Promise<ChangeResult> {
  if (viewer.role !== "staff") throw data({ ok: false, error: "forbidden" }, { status: 403 });
  const intent = text(formData, "intent");
  const fail = (error: ChangeError): ChangeResult => ({ ok: false, intent, error });
  const done: ChangeResult = { ok: true, intent };
  const id = canonicalUuid(askedId);
  if (!id) return fail("notFound");
  const { db } = services;
  const [current] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!current) return fail("notFound");
  const actorId = viewer.id;
  const touch = { lastUpdated: new Date() };

  switch (intent) {
    case "status": {
      const status = text(formData, "status");
      if (!(inquiryStatuses as readonly string[]).includes(status)) return fail("invalid");
      if (status === current.status) return done;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ status: status as InquiryStatus, ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, {
          inquiryId: id,
          kind: "status",
          actorId,
          data: { from: current.status, to: status },
        });
      });
      return done;
    }
    case "assign": {
      const to = text(formData, "assignee") || null;
      if (to && !(await staffMembers(db)).some((member) => member.id === to)) return fail("invalid");
      if (to === current.assigneeId) return done;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ assigneeId: to, ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "assigned", actorId, data: { to } });
      });
      return done;
    }
    case "followUp": {
      const asked = text(formData, "followUpOn");
      const day = asked ? parseCalendarDay(asked) : null;
      if (asked && !day) return fail("invalid");
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ followUpOn: day, ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "follow_up", actorId, data: { on: day } });
      });
      return done;
    }
    case "note": {
      const body = text(formData, "body");
      if (!body || body.length > NOTE_MAX) return fail("invalid");
      await db.transaction(async (tx) => {
        await recordActivity(tx, { inquiryId: id, kind: "note", actorId, body });
        await tx.update(inquiries).set(touch).where(eq(inquiries.id, id));
      });
      return done;
    }
    case "reply": {
      // The subject is one line (a mail header); the text keeps its lines.
      const subject = singleLine(text(formData, "subject"));
      const body = text(formData, "body");
      if (!subject || !body || subject.length > REPLY_SUBJECT_MAX || body.length > REPLY_BODY_MAX) {
        return fail("invalid");
      }
      const lang = isLang(current.lang) ? current.lang : defaultLang;
      const mail = await composeMail(inquiryReply(lang, subject, body), {
        to: current.leadEmail,
        replyTo: viewer.email,
      });
      await db.transaction(async (tx) => {
        const [mailId] = await queueMail(tx, [mail]);
        await recordActivity(tx, {
          inquiryId: id,
          kind: "email_sent",
          actorId,
          body: `${subject}\n\n${body}`,
          mailId,
        });
        await tx.update(inquiries).set(touch).where(eq(inquiries.id, id));
      });
      return done;
    }
    case "merge": {
      const otherId = canonicalUuid(text(formData, "other"));
      if (!otherId) return fail("invalid");
      const refusal = await mergeInquiries(db, actorId, id, otherId);
      return refusal ? fail(refusal) : done;
    }
    case "unmerge": {
      const mergeId = canonicalUuid(text(formData, "merge"));
      if (!mergeId) return fail("invalid");
      const refusal = await undoMerge(db, actorId, id, mergeId);
      return refusal ? fail(refusal) : done;
    }
    case "spam": {
      if (current.spamReason) return done;
      await db.transaction(async (tx) => {
        await tx
          .update(inquiries)
          .set({ spamReason: "staff", ...touch })
          .where(eq(inquiries.id, id));
        await recordActivity(tx, { inquiryId: id, kind: "spam", actorId });
      });
      return done;
    }
    case "restore": {
      if (!current.spamReason) return done;
      await restoreLead(services, id, actorId);
      return done;
    }
    default:
      return fail("invalid");
  }
}

/** The reply form's starting text, in the lead's language: greeting, room to write, signature. */
export function replyDraft(lead: { lang: Lang }, viewer: Viewer) {
  const { reply } = accountMessages(lead.lang).dashboard.desk;
  return {
    subject: fill(reply.subject, { brand: site.brand }),
    body: `${reply.greeting}\n\n\n\n${fill(reply.signature, { name: viewer.name, brand: site.brand })}`,
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

/** The fields of every form, once each, in the order of the registry: the export's columns. */
const exportFields = [
  ...new Set(
    leadFormNames.flatMap((form) =>
      leadFormRegistry[form].fields
        .map((field) => field.name)
        // These have columns of their own, from the inquiry.
        .filter((name) => !["name", "email", "phone", "company_name"].includes(name)),
    ),
  ),
];

/**
 * Staff: the inquiries of the current filters as a spreadsheet, one column per form field, in
 * the dashboard's language, choices by their label.
 */
export async function inquiriesCsv(
  db: Database,
  viewer: Viewer,
  filters: InquiryFilters,
  lang: Lang,
  delimiter: CsvDelimiter,
  now = new Date(),
) {
  const rows = await db
    .select({ inquiry: inquiries, assigneeName: assignee.name })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(...filterConditions({ ...filters, view: "list" }, viewer, today(now))))
    .orderBy(desc(inquiries.createdAt))
    .limit(100_000);
  const labels = answerLabels(lang);
  const { dashboard } = accountMessages(lang);
  const { desk } = dashboard;
  const when = new Intl.DateTimeFormat(locale[lang], {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: REPORT_TIME_ZONE,
  });
  const fieldLabel = (name: string) => labels.fields[name] ?? name;
  const header = [
    desk.csv.id,
    desk.csv.received,
    desk.csv.status,
    desk.csv.form,
    desk.csv.assignee,
    desk.csv.followUp,
    desk.csv.language,
    desk.csv.email,
    desk.csv.name,
    desk.csv.company,
    desk.csv.phone,
    ...exportFields.map(fieldLabel),
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
  ];
  const body = rows.map(({ inquiry, assigneeName }) => {
    const readable = new Map(
      readableAnswers(inquiry.sourceForm, inquiry.requirements, labels).map((answer) => [
        answer.field.name,
        answer.value,
      ]),
    );
    return [
      inquiry.id,
      when.format(inquiry.createdAt),
      dashboard.statuses[inquiry.status],
      desk.forms[inquiry.sourceForm],
      assigneeName ?? "",
      inquiry.followUpOn ?? "",
      isLang(inquiry.lang) ? desk.languages[inquiry.lang] : inquiry.lang,
      inquiry.leadEmail,
      inquiry.leadName ?? "",
      inquiry.company ?? "",
      inquiry.phone ?? "",
      ...exportFields.map((name) => readable.get(name) ?? ""),
      inquiry.utmSource,
      inquiry.utmMedium,
      inquiry.utmCampaign,
      inquiry.utmTerm,
      inquiry.utmContent,
    ];
  });
  return toCsv(header, body, delimiter);
}
