/** The board's and the list's inquiries: the filters of the address as conditions. */
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { salesLeadForms } from "~/domain/lead-forms";
import type { Database } from "~/platform/db/client.server";
import { inquiries } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import { REPORT_TIME_ZONE, today } from "./figures";
import { assignee, card, cardColumns, visibleTo } from "./inquiry-cards.server";
import { type InquiryFilters, likePattern } from "./inquiry-filters";

/** The most cards a board or list shows at once: the newest, filters narrow the rest down. */
export const LIST_LIMIT = 500;

/** The instant a day starts in the agency's time zone. */
const dayStart = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)})`;

/** The address's filters as conditions; merged inquiries are left to the caller (the CSV keeps them). */
export function filterConditions(
  filters: InquiryFilters,
  viewer: Viewer,
  todayIs: string,
): (SQL | undefined)[] {
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
    // Job applications have a view and pipeline of their own (applications.server.ts).
    staffOnly(inArray(inquiries.sourceForm, [...salesLeadForms])),
    staffOnly(filters.spam ? isNotNull(inquiries.spamReason) : isNull(inquiries.spamReason)),
    filters.view === "list" && filters.status ? eq(inquiries.status, filters.status) : undefined,
    filters.form ? eq(inquiries.sourceForm, filters.form) : undefined,
    filters.service ? eq(inquiries.serviceType, filters.service) : undefined,
    staffOnly(assigneeCondition),
    filters.lang ? eq(inquiries.lang, filters.lang) : undefined,
    filters.from ? gte(inquiries.createdAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(inquiries.createdAt, sql`${dayStart(filters.to)} + interval '1 day'`) : undefined,
    // Folded as the column is (migration 0012), so "Prihoda" finds "Příhoda".
    pattern ? sql`${inquiries.searchText} like search_fold(${pattern})` : undefined,
    staffOnly(filters.replied ? isNotNull(inquiries.repliedAt) : undefined),
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
    .where(
      and(
        visibleTo(viewer),
        isNull(inquiries.mergedIntoId),
        ...filterConditions(filters, viewer, today(now, viewer.timeZone)),
      ),
    )
    .orderBy(desc(inquiries.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => card(row, viewer));
}
