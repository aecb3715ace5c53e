/** The board's and the list's inquiries: the filters of the address as conditions. */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { type InquiryStatus, inquiryStatuses, openStatuses } from "~/domain/inquiries";
import { salesLeadForms } from "~/domain/lead-forms";
import type { Database } from "~/platform/db/client.server";
import { inquiries } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import { REPORT_TIME_ZONE, today } from "./figures";
import { assignee, cardColumns, cards, type InquiryCard, visibleTo } from "./inquiry-cards.server";
import { type InquiryFilters, likePattern, parseInquiryFilters } from "./inquiry-filters";
import { overdueQuery, weekStart } from "./list-views";
import type { Page } from "./paging";

/** The most cards the overview's follow-ups show at once: the newest, filters narrow the rest down. */
export const LIST_LIMIT = 500;
/** Rows of one page of the list (docs/decisions/0055-desk-list-pages-and-saved-views.md). */
export const LIST_PAGE_SIZE = 50;

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
    // Folded as the columns are (migrations 0012, 0022), so "Prihoda" finds "Příhoda"; staff's
    // notes are found by staff only.
    pattern
      ? viewer.role === "staff"
        ? sql`(${inquiries.searchText} like search_fold(${pattern}) or ${inquiries.notesSearch} like search_fold(${pattern}))`
        : sql`${inquiries.searchText} like search_fold(${pattern})`
      : undefined,
    staffOnly(filters.replied ? isNotNull(inquiries.repliedAt) : undefined),
    staffOnly(
      filters.due
        ? and(isNotNull(inquiries.followUpOn), sql`${inquiries.followUpOn} <= ${todayIs}::date`)
        : undefined,
    ),
    staffOnly(
      filters.overdue
        ? and(
            isNotNull(inquiries.followUpOn),
            sql`${inquiries.followUpOn} < ${todayIs}::date`,
            inArray(inquiries.status, [...openStatuses]),
          )
        : undefined,
    ),
    // Since Monday 0:00 where the viewer is: his week, as his calendar shows it.
    filters.week
      ? gte(
          inquiries.createdAt,
          sql`(${weekStart(todayIs)}::date::timestamp at time zone ${viewer.timeZone})`,
        )
      : undefined,
  ];
}

/** What the board and the list show: visible, not merged, under the address's filters. */
export const shownConditions = (viewer: Viewer, filters: InquiryFilters, now: Date) => [
  visibleTo(viewer),
  isNull(inquiries.mergedIntoId),
  ...filterConditions(filters, viewer, today(now, viewer.timeZone)),
];

/**
 * The newest cards under some conditions, `skip` newer ones passed over. The page's ids are
 * picked first, from an index alone, and only its rows are joined and made into cards: an
 * offset deep in the list otherwise built (the message's excerpt) and sorted every row it
 * passed over (docs/decisions/0060-desk-board-at-speed.md).
 */
async function newestCards(
  db: Database,
  viewer: Viewer,
  conditions: (SQL | undefined)[],
  limit: number,
  skip = 0,
) {
  const newest = [desc(inquiries.createdAt), desc(inquiries.id)];
  const page = db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(...conditions))
    // The id breaks ties of one instant, so a page never repeats or skips a row of the next.
    .orderBy(...newest)
    .limit(limit)
    .offset(skip)
    .as("page");
  const rows = await db
    .select(cardColumns)
    .from(page)
    .innerJoin(inquiries, eq(inquiries.id, page.id))
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .orderBy(...newest);
  return cards(db, viewer, rows);
}

async function countOf(db: Database, conditions: (SQL | undefined)[]) {
  const [row] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** One page of the list with the count of all its rows; a page past the last is the last. */
export interface ListPage extends Page<InquiryCard> {
  total: number;
  size: number;
}

/** The list's inquiries, newest first (the overview's follow-ups). */
export async function listInquiries(db: Database, viewer: Viewer, filters: InquiryFilters, now = new Date()) {
  return newestCards(db, viewer, shownConditions(viewer, filters, now), LIST_LIMIT);
}

/**
 * A page of the list, newest first, counted first so a page past the end is clamped to the last
 * (an offset: docs/decisions/0055-desk-list-pages-and-saved-views.md says why not a keyset).
 */
export async function listPage(
  db: Database,
  viewer: Viewer,
  filters: InquiryFilters,
  asked: number,
  now = new Date(),
): Promise<ListPage> {
  const conditions = shownConditions(viewer, filters, now);
  const total = await countOf(db, conditions);
  const last = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const page = Math.min(Math.max(1, asked), last);
  const items =
    total === 0 ? [] : await newestCards(db, viewer, conditions, LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE);
  return { items, page, hasMore: page < last, total, size: LIST_PAGE_SIZE };
}

/** How many open inquiries are overdue for the viewer's today: the count the "Overdue" view shows. */
export function overdueCount(db: Database, viewer: Viewer, now = new Date()) {
  const filters = parseInquiryFilters(new URLSearchParams(overdueQuery));
  return countOf(db, shownConditions(viewer, filters, now));
}

export interface BoardColumn {
  status: InquiryStatus;
  /** Every inquiry of the status under the filters. */
  total: number;
  /** The newest of them, as many as the column shows. */
  cards: InquiryCard[];
}

/**
 * The board: per status its true count under the filters and its newest `shown[status]` cards,
 * so an old inquiry is reached by "show more" and counted all along. Two reads however many
 * columns (docs/decisions/0060-desk-board-at-speed.md): the counts grouped by status, and the
 * cards of every column at once, each column's newest read down `inquiries_desk_board_idx` as far
 * as it shows (a lateral subquery per status) — a query per column cost more in round trips than
 * in the reading, most of all on PGlite, which answers one query at a time. The cards are read
 * by their ids as an array (`= any(array(…))`), which the planner looks up in the primary key:
 * as `in (…)` it joined the 80 ids to a scan of the whole table
 * (docs/decisions/0090-the-board-s-reads-and-its-hydration.md).
 */
export async function boardColumns(
  db: Database,
  viewer: Viewer,
  filters: InquiryFilters,
  shown: Record<InquiryStatus, number>,
  now = new Date(),
): Promise<BoardColumn[]> {
  const conditions = shownConditions(viewer, filters, now);
  const wanted = sql.join(
    inquiryStatuses.map((status) => sql`(${status}, ${shown[status]}::int)`),
    sql`, `,
  );
  const newestOfEach = sql`(select newest.id from (values ${wanted}) as wanted(status, shown)
    cross join lateral (select ${inquiries.id} as id from ${inquiries}
      where ${and(...conditions, sql`${inquiries.status} = wanted.status`)}
      order by ${inquiries.createdAt} desc, ${inquiries.id} desc limit wanted.shown) as newest)`;
  const [totals, rows] = await Promise.all([
    db
      .select({ status: inquiries.status, total: count() })
      .from(inquiries)
      .where(and(...conditions))
      .groupBy(inquiries.status),
    db
      .select(cardColumns)
      .from(inquiries)
      .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
      .where(sql`${inquiries.id} = any(array${newestOfEach})`)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
  ]);
  const shownCards = await cards(db, viewer, rows);
  return inquiryStatuses.map((status) => ({
    status,
    total: totals.find((row) => row.status === status)?.total ?? 0,
    cards: shownCards.filter((card) => card.status === status),
  }));
}
