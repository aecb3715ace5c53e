import { data } from "react-router";
import { parseRunFilter } from "~/features/automations/run-view";
import { changeRun, dryRun, listRuns } from "~/features/automations/runs.server";
import { dashboardStaff, noStore } from "~/features/dashboard/dashboard.server";
import { parsePage } from "~/features/dashboard/paging";
import { RunsPage } from "~/features/dashboard/runs-page";
import { readForm } from "~/lib/request-body.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.runs";

/** Staff: every automation run, newest first, a page at a time (?state=failed&automation=<id>&page=2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await dashboardStaff(request, context.services);
  const search = readQuery(request);
  const view = await listRuns(context.services.db, parseRunFilter(search), parsePage(search.get("page")));
  return data(view, { headers: noStore });
}

/**
 * Staff, by `intent`: `retry` or `restart` a failed `run`; `continue` a `run` asleep in a delay
 * `until` then; `dryRun` a `template` on a `lead`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardStaff(request, context.services);
  const form = await readForm(request);
  if (form.get("intent") === "dryRun") return dryRun(context.services, viewer, form);
  return changeRun(context.services.db, viewer, form);
}

export default function DashboardRuns({ loaderData }: Route.ComponentProps) {
  return <RunsPage {...loaderData} />;
}
