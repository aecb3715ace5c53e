import { dashboardViewer } from "~/features/dashboard/dashboard.server";
import { changeViews } from "~/features/dashboard/saved-views.server";
import { postOnly } from "~/lib/request-body.server";
import type { Route } from "./+types/dashboard.inquiry-views";

/** Nothing to read here: the views are shown on the inquiry list. */
export const loader = postOnly;

/** The viewer's own saved views of the inquiry list: save, rename, delete (saved-views.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context.services);
  return changeViews(context.services.db, viewer, request);
}
