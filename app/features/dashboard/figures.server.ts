/**
 * The dashboard's figures, counted in the database from the `inquiries` table (one row per lead
 * of any form, docs/decisions/0004-accounts.md): staff see every lead, a plain user his own.
 */
import { and, count, eq, gte, inArray, isNull, lt, type SQL, sql, sum } from "drizzle-orm";
import { type DealCurrency, dealCurrencies } from "~/domain/inquiries";
import { salesLeadForms } from "~/domain/lead-forms";
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

/** A breakdown row with how many of its leads were won (completed). */
export interface Outcomes extends Breakdown {
  won: number;
}

export interface Analytics {
  period: Period;
  /** Sales leads of the period (job applications are counted apart). */
  total: number;
  /** The stages a lead of the period reached: arrived, worked on (in progress at some point), won. */
  funnel: { leads: number; workedOn: number; won: number };
  /** The value of the period's won deals, per currency (only currencies with a won deal). */
  wonValue: { currency: DealCurrency; value: number }[];
  bySource: Outcomes[];
  byForm: Outcomes[];
  byService: Breakdown[];
  byStatus: StatusCounts;
  /** Job applications of the period: not sales leads, not in the figures above. */
  applications: number;
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

/**
 * Staff: the sales leads that arrived in a period, followed to where they stand now: how many
 * were worked on and won, the won deals' value, and the same by UTM source, by form, by service
 * and by status. Job applications only as their count.
 */
export async function analytics(db: Database, period: Period): Promise<Analytics> {
  const { start, end } = periodBounds(period);
  const arrived = and(
    realLeads,
    gte(inquiries.createdAt, dayStart(start)),
    lt(inquiries.createdAt, dayStart(end)),
  );
  const inPeriod: SQL | undefined = and(arrived, inArray(inquiries.sourceForm, [...salesLeadForms]));
  const won = sql<number>`count(*) filter (where ${inquiries.status} = 'completed')`.mapWith(Number);
  // Worked on: in progress now, won, or moved to "in progress" at some point before it was closed.
  // Qualified by hand: in a single-table select Drizzle writes bare column names, and a bare "id"
  // inside the subquery would be the activity's own.
  const workedOn =
    sql<number>`count(*) filter (where ${inquiries.status} in ('in_progress', 'completed') or exists (
    select 1 from "inquiry_activities" as "activity"
    where "activity"."inquiry_id" = "inquiries"."id"
      and "activity"."kind" = 'status'
      and "activity"."data" ->> 'to' = 'in_progress'))`.mapWith(Number);
  const outcomes = (column: typeof inquiries.utmSource | typeof inquiries.sourceForm) =>
    db
      .select({ key: column, count: count(), won })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(column)
      .orderBy(sql`count(*) desc`, column);
  const [bySource, byForm, byService, byStatus, [stages], wonValue, [applications]] = await Promise.all([
    outcomes(inquiries.utmSource),
    outcomes(inquiries.sourceForm),
    db
      .select({ key: inquiries.serviceType, count: count() })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(inquiries.serviceType)
      .orderBy(sql`count(*) desc`, inquiries.serviceType),
    db
      .select({ status: inquiries.status, count: count() })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(inquiries.status),
    db.select({ leads: count(), workedOn, won }).from(inquiries).where(inPeriod),
    db
      .select({ currency: inquiries.dealCurrency, value: sum(inquiries.dealValue).mapWith(Number) })
      .from(inquiries)
      .where(and(inPeriod, sql`${inquiries.status} = 'completed'`, sql`${inquiries.dealValue} is not null`))
      .groupBy(inquiries.dealCurrency),
    db
      .select({ count: count() })
      .from(inquiries)
      .where(and(arrived, eq(inquiries.sourceForm, "hiring"))),
  ]);
  const statuses = statusCounts(byStatus);
  return {
    period,
    total: Object.values(statuses).reduce((total, value) => total + value, 0),
    funnel: stages ?? { leads: 0, workedOn: 0, won: 0 },
    wonValue: dealCurrencies.flatMap((currency) =>
      wonValue.filter((row) => row.currency === currency).map((row) => ({ currency, value: row.value })),
    ),
    bySource,
    byForm,
    byService,
    byStatus: statuses,
    applications: applications?.count ?? 0,
  };
}
