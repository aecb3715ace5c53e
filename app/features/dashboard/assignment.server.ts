/**
 * The e-mail a staff member gets when another one assigns him an inquiry: in his own language,
 * naming the lead and the form, with the way to the inquiry; for many at once from the list, one
 * e-mail naming them all. Nobody is told of an assignment to himself.
 */
import { eq, inArray } from "drizzle-orm";
import { defaultLang, isLang, type Lang } from "~/domain/languages";
import { buildPath } from "~/i18n/paths";
import type { Database } from "~/platform/db/client.server";
import { inquiries, users } from "~/platform/db/schema.server";
import { type MailMessage, queueMail, releaseHeldMail, rewriteHeldMail } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import type { LeadForm } from "../../domain/lead-forms";
import type { Viewer } from "../auth/viewer";
import { composeMail, mailSite } from "../mail/layout.server";
import { assignmentNotice, bulkAssignmentNotice } from "../mail/templates.server";

/** Inquiries a bulk assignment's e-mail names one by one; the rest are counted. */
export const BULK_MAIL_LISTED = 50;

type Services = Pick<AppServices, "db" | "config">;

/**
 * How long a bulk assignment's summary waits for the batches after the first before it goes out
 * by itself (`bulkAssignmentSummary`): far longer than 10,000 changes take.
 */
export const BULK_SUMMARY_HOLD_MS = 15 * 60_000;

/** A bulk assignment's summary as committed: its queue row and the inquiries it names. */
export interface QueuedSummary {
  id: string;
  inquiryIds: string[];
}

/**
 * The one e-mail of a bulk assignment, written with its batches (bulk.server.ts): each batch's
 * transaction queues it, or rewrites it, naming every inquiry assigned so far, held back
 * BULK_SUMMARY_HOLD_MS for the batches still to come, and `release` makes it due once the bulk
 * ends. An assignment that committed is so always in a queued e-mail: a bulk that fails part way
 * releases what its batches did, and one cut off with its server goes out when the hold ends
 * (docs/decisions/0065-desk-moves-bulk-notices-and-view-refusals.md).
 */
export function bulkAssignmentSummary(services: Services, assigneeId: string, assignedBy: Viewer, now: Date) {
  const notBefore = new Date(now.getTime() + BULK_SUMMARY_HOLD_MS);
  let committed: QueuedSummary | null = null;
  return {
    /**
     * In a batch's transaction: the summary naming the batch's new inquiries too. What it returns
     * is the summary once that transaction commits, for `committed`.
     */
    async write(tx: Database, assigned: string[]): Promise<QueuedSummary | null> {
      if (assigned.length === 0) return committed;
      const inBatch = { ...services, db: tx };
      if (committed) {
        const inquiryIds = [...committed.inquiryIds, ...assigned];
        const mail = await bulkAssignmentMail(inBatch, inquiryIds, assigneeId, assignedBy);
        if (mail && (await rewriteHeldMail(tx, committed.id, mail, notBefore))) {
          return { id: committed.id, inquiryIds };
        }
      }
      // The first batch, or its summary went out already (the bulk outlasted the hold): a new one.
      const mail = await bulkAssignmentMail(inBatch, assigned, assigneeId, assignedBy);
      if (!mail) return committed;
      const [id] = await queueMail(tx, [mail], { notBefore });
      return id ? { id, inquiryIds: assigned } : committed;
    },
    committed(summary: QueuedSummary | null) {
      committed = summary;
    },
    /** Sends what was written, now: the bulk ended, whether every batch came in or not. */
    async release(db: Database) {
      if (committed) await releaseHeldMail(db, committed.id, now);
    },
  };
}

/** The assignee's address and language, or null when he is the one assigning (or unknown). */
async function recipient(services: Services, assigneeId: string, assignedBy: Viewer) {
  if (assigneeId === assignedBy.id) return null;
  const [assignee] = await services.db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!assignee) return null;
  return { email: assignee.email, lang: isLang(assignee.lang) ? assignee.lang : defaultLang };
}

const inquiryUrl = (services: Services, id: string, lang: Lang) =>
  `${services.config.PUBLIC_URL}${buildPath({ name: "dashboard", section: `inquiries/${id}` }, lang)}`;

export async function assignmentMail(
  services: Services,
  inquiry: { id: string; leadName: string | null; leadEmail: string; sourceForm: LeadForm },
  assigneeId: string,
  assignedBy: Viewer,
): Promise<MailMessage | null> {
  const assignee = await recipient(services, assigneeId, assignedBy);
  if (!assignee) return null;
  const mail = await composeMail(
    assignmentNotice({
      lang: assignee.lang,
      who: inquiry.leadName ?? inquiry.leadEmail,
      form: inquiry.sourceForm,
      assignedBy: assignedBy.name,
      inquiryUrl: inquiryUrl(services, inquiry.id, assignee.lang),
    }),
    { to: assignee.email },
    mailSite(services.config),
  );
  return { ...mail, inquiryIds: [inquiry.id] };
}

/**
 * The one e-mail of a bulk assignment: how many inquiries were given to the assignee, the first
 * BULK_MAIL_LISTED of them in the order given, each with its link, and his list. It carries every
 * id, so a privacy erasure of any of them finds it.
 */
export async function bulkAssignmentMail(
  services: Services,
  inquiryIds: string[],
  assigneeId: string,
  assignedBy: Viewer,
): Promise<MailMessage | null> {
  if (inquiryIds.length === 0) return null;
  const assignee = await recipient(services, assigneeId, assignedBy);
  if (!assignee) return null;
  const shown = inquiryIds.slice(0, BULK_MAIL_LISTED);
  const rows = await services.db
    .select({
      id: inquiries.id,
      leadName: inquiries.leadName,
      leadEmail: inquiries.leadEmail,
      sourceForm: inquiries.sourceForm,
    })
    .from(inquiries)
    .where(inArray(inquiries.id, shown));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = shown.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            who: row.leadName ?? row.leadEmail,
            form: row.sourceForm,
            href: inquiryUrl(services, id, assignee.lang),
          },
        ]
      : [];
  });
  const mail = await composeMail(
    bulkAssignmentNotice({
      lang: assignee.lang,
      assignedBy: assignedBy.name,
      count: inquiryIds.length,
      listed,
      listUrl: `${services.config.PUBLIC_URL}${buildPath({ name: "dashboard", section: "inquiries" }, assignee.lang)}?assignee=me`,
    }),
    { to: assignee.email },
    mailSite(services.config),
  );
  return { ...mail, inquiryIds };
}
