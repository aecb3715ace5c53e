/**
 * The dashboard's figures, counted in the database from the `inquiries` table (one row per lead
 * of any form, docs/decisions/0004-accounts.md): staff see every lead, a plain user his own.
 */
import { and, count, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { inquiries } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import {
  fillMonths,
  lastMonths,
  type MonthCount,
  type Period,
  periodBounds,
  REPORT_TIME_ZONE,
  type StatusCounts,
  statusCounts,
} from "./figures";
import { ownInquiries } from "./inquiry-cards.server";
import { templateCounts } from "./templates.server";

export interface Overview {
  /** Staff see every lead; a plain user his own inquiries. */
  scope: "all" | "own";
  leadsPerMonth: MonthCount[];
  inquiriesByStatus: StatusCounts;
  templates: { own: number; visible: number };
}

export interface Breakdown {
  /** null: no value (e.g. a lead without utm_source, i.e. direct). */
  key: string | null;
  count: number;
}

export interface Analytics {
  period: Period;
  total: number;
  bySource: Breakdown[];
  byService: Breakdown[];
  byStatus: StatusCounts;
}

/** Real leads only: not kept as spam, not merged into another. */
const realLeads = and(isNull(inquiries.spamReason), isNull(inquiries.mergedIntoId));

/** A literal, not a parameter: GROUP BY must see the same expression as SELECT. */
const timeZone = sql.raw(`'${REPORT_TIME_ZONE.replace(/[^\w/+-]/g, "")}'`);
const localMonth = sql<string>`to_char(${inquiries.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
/** The instant a calendar day starts in the report time zone. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

export async function overview(db: Database, viewer: Viewer, now = new Date()): Promise<Overview> {
  const mine = and(realLeads, viewer.role === "staff" ? undefined : ownInquiries(viewer));
  const months = lastMonths(now);
  const since = dayStart(`${months[0]}-01`);
  const [perMonth, byStatus, templates] = await Promise.all([
    db
      .select({ month: localMonth, count: count() })
      .from(inquiries)
      .where(and(mine, gte(inquiries.createdAt, since)))
      .groupBy(localMonth),
    db
      .select({ status: inquiries.status, count: count() })
      .from(inquiries)
      .where(mine)
      .groupBy(inquiries.status),
    templateCounts(db, viewer),
  ]);
  return {
    scope: viewer.role === "staff" ? "all" : "own",
    leadsPerMonth: fillMonths(months, perMonth),
    inquiriesByStatus: statusCounts(byStatus),
    templates,
  };
}

/** Staff: leads of a period by UTM source, by service and by status. */
export async function analytics(db: Database, period: Period): Promise<Analytics> {
  const { start, end } = periodBounds(period);
  const inPeriod: SQL | undefined = and(
    realLeads,
    gte(inquiries.createdAt, dayStart(start)),
    lt(inquiries.createdAt, dayStart(end)),
  );
  const breakdown = (column: typeof inquiries.utmSource | typeof inquiries.serviceType) =>
    db
      .select({ key: column, count: count() })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(column)
      .orderBy(sql`count(*) desc`, column);
  const [bySource, byService, byStatus] = await Promise.all([
    breakdown(inquiries.utmSource),
    breakdown(inquiries.serviceType),
    db
      .select({ status: inquiries.status, count: count() })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(inquiries.status),
  ]);
  const statuses = statusCounts(byStatus);
  return {
    period,
    total: Object.values(statuses).reduce((sum, value) => sum + value, 0),
    bySource,
    byService,
    byStatus: statuses,
  };
}
