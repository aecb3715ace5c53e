import { data } from "react-router";
import { dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { changeTemplates, listTemplates } from "~/features/dashboard/templates.server";
import { TemplatesPage } from "~/features/dashboard/templates-page";
import type { Route } from "./+types/dashboard.templates";

/** Own templates and the public ones of others. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context.services);
  return data({ templates: await listTemplates(context.services.db, viewer) }, { headers: noStore });
}

/** JSON `{ intent: "create" | "update" | "delete", id?, template? }` from the template editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context.services);
  return changeTemplates(context.services.db, viewer, request);
}

export default function DashboardTemplates({ loaderData }: Route.ComponentProps) {
  return <TemplatesPage {...loaderData} />;
}
