import { data } from "react-router";
import { AnalyticsPage } from "~/features/dashboard/analytics-page";
import { dashboardStaff, noStore } from "~/features/dashboard/dashboard.server";
import { parsePeriod } from "~/features/dashboard/figures";
import { analytics } from "~/features/dashboard/figures.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.analytics";

/** Staff: where the leads of a period (?from=&to=, default the last 30 days) came from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await dashboardStaff(request, context.services);
  const search = readQuery(request);
  const { period, problem } = parsePeriod(search.get("from"), search.get("to"), new Date());
  const report = period ? await analytics(context.services.db, period) : null;
  return data(
    { report, problem, asked: { from: search.get("from"), to: search.get("to") } },
    { headers: noStore },
  );
}

export default function DashboardAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage {...loaderData} />;
}
