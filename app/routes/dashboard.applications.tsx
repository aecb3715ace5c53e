import { data } from "react-router";
import { isApplicationStage } from "~/domain/applications";
import { listApplications } from "~/features/dashboard/applications.server";
import { ApplicationsPage } from "~/features/dashboard/applications-page";
import { dashboardStaff, noStore } from "~/features/dashboard/dashboard.server";
import { parsePage } from "~/features/dashboard/paging";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.applications";

/** Staff: job applications, one stage a page at a time (?stage=reviewing&page=2), every stage counted. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await dashboardStaff(request, context.services);
  const search = readQuery(request);
  const asked = search.get("stage");
  const stage = isApplicationStage(asked) ? asked : "new";
  const view = await listApplications(context.services.db, stage, parsePage(search.get("page")));
  return data(view, { headers: noStore });
}

export default function DashboardApplications({ loaderData }: Route.ComponentProps) {
  return <ApplicationsPage {...loaderData} />;
}
