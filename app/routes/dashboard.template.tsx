import { data } from "react-router";
import { dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { TemplateEditorPage } from "~/features/dashboard/template-editor-page";
import { editableTemplate, saveTemplateForm } from "~/features/dashboard/templates.server";
import type { Route } from "./+types/dashboard.template";

/**
 * The template editor on a page of its own (/dashboard/templates/new, /dashboard/templates/<id>):
 * what the templates page's dialog enhances, working without JavaScript (docs/decisions/0068).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context.services);
  const template = params.id ? await editableTemplate(context.services.db, viewer, params.id) : null;
  return data({ template }, { headers: noStore });
}

/** The editor's form post: add or remove a step, or save (templates.server.ts, saveTemplateForm). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context.services);
  return saveTemplateForm(context.services.db, viewer, request, params.id ?? null);
}

export default function DashboardTemplate({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplateEditorPage template={loaderData.template} answer={actionData} />;
}
