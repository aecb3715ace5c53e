/**
 * Inquiries, the one pipeline every lead form fills (docs/decisions/0013-lead-desk.md): staff
 * see and work all of them; a plain user reads, without anything of the staff's, the inquiries
 * sent from his own confirmed address. Here: who sees which, and one inquiry as a card.
 */
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SpamReason } from "~/domain/inquiries";
import { isLang, type Lang } from "~/domain/languages";
import { type LeadForm, messageFields } from "~/domain/lead-forms";
import type { Database } from "~/platform/db/client.server";
import { inquiries, users } from "~/platform/db/schema.server";
import type { InquiryStatus } from "../../domain/inquiries";
import type { Viewer } from "../auth/viewer";
import { today } from "./figures";

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
export const visibleTo = (viewer: Viewer): SQL | undefined =>
  viewer.role === "staff" ? undefined : ownInquiries(viewer);

export const assignee = alias(users, "assignee");

/** The most characters of the message a card carries: one line on a card, the board stays small. */
export const EXCERPT_LENGTH = 80;

/** The lead's own words (the first message field filled in), blanks folded to single spaces. */
const message = sql`regexp_replace(coalesce(${sql.join(
  messageFields.map((field) => sql`${inquiries.requirements} ->> ${sql.raw(`'${field}'`)}`),
  sql`, `,
)}), '[[:space:]]+', ' ', 'g')`;

/** Its start, one character over the line, so the card knows it goes on; null when empty. */
const excerpt = sql<
  string | null
>`nullif(left(btrim(${message}), ${sql.raw(String(EXCERPT_LENGTH + 1))}), '')`;

export const cardColumns = {
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
  repliedAt: inquiries.repliedAt,
  spamReason: inquiries.spamReason,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  mergedIntoId: inquiries.mergedIntoId,
  /** The address as the duplicates are grouped by. */
  emailKey: sql<string>`lower(${inquiries.leadEmail})`,
  excerpt,
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
  /** The day it came in, in the report time zone: what its age is counted from (`inquiryAge`). */
  createdDay: string;
  followUpOn: string | null;
  /** When the lead's latest answer by e-mail came in (staff only). */
  repliedAt: string | null;
  spamReason: SpamReason | null;
  assignee: { id: string; name: string } | null;
  /** Other inquiries from the same address. */
  duplicates: number;
  /** The start of the lead's message (goal, question…) on one line: at most EXCERPT_LENGTH characters, "…" when cut. */
  excerpt: string | null;
}

/** A card as the database gives it: the language unchecked, the time a Date, the assignee in two columns. */
type CardRow = Omit<
  InquiryCard,
  "lang" | "createdAt" | "createdDay" | "repliedAt" | "assignee" | "duplicates"
> & {
  lang: string;
  createdAt: Date;
  repliedAt: Date | null;
  assigneeId: string | null;
  assigneeName: string | null;
  mergedIntoId: string | null;
  emailKey: string;
};

/**
 * What makes cards of these rows: each with the number of other inquiries from its address (not
 * merged, not spam; staff only), counted for all of them in one grouped query: a subquery per card
 * cost more than the rest of the board's queries together (docs/decisions/0056-desk-speed.md).
 */
export async function cardMaker(db: Database, viewer: Viewer, rows: CardRow[]) {
  const keys = [...new Set(rows.map((row) => row.emailKey))];
  const counted =
    viewer.role === "staff" && keys.length > 0
      ? await db
          .select({ emailKey: cardColumns.emailKey, count: count() })
          .from(inquiries)
          .where(
            and(
              inArray(cardColumns.emailKey, keys),
              isNull(inquiries.mergedIntoId),
              isNull(inquiries.spamReason),
            ),
          )
          .groupBy(cardColumns.emailKey)
      : [];
  const byKey = new Map(counted.map((group) => [group.emailKey, group.count]));
  return (row: CardRow): InquiryCard => {
    // A card that is itself neither merged nor spam is in its address's count.
    const itself = row.mergedIntoId === null && row.spamReason === null ? 1 : 0;
    return card(row, viewer, Math.max(0, (byKey.get(row.emailKey) ?? 0) - itself));
  };
}

/** The rows as cards (`cardMaker`). */
export async function cards(db: Database, viewer: Viewer, rows: CardRow[]): Promise<InquiryCard[]> {
  return rows.map(await cardMaker(db, viewer, rows));
}

function card(row: CardRow, viewer: Viewer, duplicates: number): InquiryCard {
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
    createdDay: today(row.createdAt),
    // Staff matters only.
    followUpOn: staff ? row.followUpOn : null,
    repliedAt: staff && row.repliedAt ? row.repliedAt.toISOString() : null,
    spamReason: staff ? row.spamReason : null,
    assignee:
      staff && row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    duplicates: staff ? duplicates : 0,
    excerpt:
      row.excerpt && row.excerpt.length > EXCERPT_LENGTH
        ? `${row.excerpt.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`
        : row.excerpt,
  };
}

/** Staff who may be given an inquiry: confirmed staff accounts. */
export async function staffMembers(db: Database) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, "staff"), eq(users.emailVerified, true)))
    .orderBy(asc(users.name));
}
