/**
 * The dashboard's figures, counted in the database from the `inquiries` table (one row per lead
 * of any form, docs/decisions/0004-accounts.md): staff see every lead, a plain user his own.
 */
import { and, count, gte, lt, type SQL, sql } from "drizzle-orm";
import { inquiries } from "../../../server/db/schema";
import type { AppServices } from "../../../server/services";
import { json, requireStaff, requireViewer } from "../auth/session.server";
import type { Analytics, Overview } from "./api-types";
import { fillMonths, lastMonths, parsePeriod, periodBounds, REPORT_TIME_ZONE, statusCounts } from "./figures";
import { ownInquiries } from "./inquiries.server";
import { templateCounts } from "./templates.server";

/** A literal, not a parameter: GROUP BY must see the same expression as SELECT. */
const timeZone = sql.raw(`'${REPORT_TIME_ZONE.replace(/[^\w/+-]/g, "")}'`);
const localMonth = sql<string>`to_char(${inquiries.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
/** The instant a calendar day starts in the report time zone. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

export async function overview(request: Request, services: AppServices, now = new Date()) {
  const viewer = await requireViewer(request, services);
  const mine = viewer.role === "staff" ? undefined : ownInquiries(viewer);
  const months = lastMonths(now);
  const since = dayStart(`${months[0]}-01`);
  const [perMonth, byStatus, templates] = await Promise.all([
    services.db
      .select({ month: localMonth, count: count() })
      .from(inquiries)
      .where(and(mine, gte(inquiries.createdAt, since)))
      .groupBy(localMonth),
    services.db
      .select({ status: inquiries.status, count: count() })
      .from(inquiries)
      .where(mine)
      .groupBy(inquiries.status),
    templateCounts(services, viewer),
  ]);
  const body: Overview = {
    scope: mine ? "own" : "all",
    leadsPerMonth: fillMonths(months, perMonth),
    inquiriesByStatus: statusCounts(byStatus),
    templates,
  };
  return json(body);
}

/** Staff only: leads of a period by UTM source, by service and by status. */
export async function analytics(request: Request, services: AppServices, now = new Date()) {
  await requireStaff(request, services);
  const search = new URL(request.url).searchParams;
  const period = parsePeriod(search.get("from"), search.get("to"), now);
  if (!period) return json({ error: "invalidPeriod" }, 400);
  const { start, end } = periodBounds(period);
  const inPeriod: SQL | undefined = and(
    gte(inquiries.createdAt, dayStart(start)),
    lt(inquiries.createdAt, dayStart(end)),
  );
  const breakdown = (column: typeof inquiries.utmSource | typeof inquiries.serviceType) =>
    services.db
      .select({ key: column, count: count() })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(column)
      .orderBy(sql`count(*) desc`, column);
  const [bySource, byService, byStatus] = await Promise.all([
    breakdown(inquiries.utmSource),
    breakdown(inquiries.serviceType),
    services.db
      .select({ status: inquiries.status, count: count() })
      .from(inquiries)
      .where(inPeriod)
      .groupBy(inquiries.status),
  ]);
  const statuses = statusCounts(byStatus);
  const body: Analytics = {
    period,
    total: Object.values(statuses).reduce((sum, value) => sum + value, 0),
    bySource,
    byService,
    byStatus: statuses,
  };
  return json(body);
}
