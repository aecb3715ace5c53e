import { redirect } from "react-router";
import { dashboardViewer } from "~/features/dashboard/dashboard.server";
import { viewQuery } from "~/features/dashboard/list-views";
import { changeViews, refusalToCarry } from "~/features/dashboard/saved-views.server";
import { buildPath, parsePath } from "~/i18n/paths";
import { postOnly, readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/dashboard.inquiry-views";

/** Nothing to read here: the views are shown on the inquiry list and in the desk's side menu. */
export const loader = postOnly;

/**
 * The viewer's own saved views of the inquiry list: save, rename, delete, move (saved-views.server.ts).
 * A form sent without JavaScript (the browser navigates: `Sec-Fetch-Mode: navigate`) is answered
 * with the list it came from (`back`, the list's filters as a view keeps them), showing the change,
 * or, refused, why, beside the form and the name typed (`refusalToCarry`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context.services);
  const form = await readForm(request);
  const answer = await changeViews(context.services.db, viewer, form);
  if (request.headers.get("Sec-Fetch-Mode") !== "navigate") return answer;
  const lang = parsePath(new URL(request.url).pathname).lang;
  const back = viewQuery(new URLSearchParams(String(form.get("back") ?? "")));
  const refusal = refusalToCarry(answer.data, form, context.services.config);
  return redirect(`${buildPath({ name: "dashboard", section: "inquiries" }, lang)}${back}`, {
    status: 303,
    headers: refusal ? { "Set-Cookie": refusal } : undefined,
  });
}
