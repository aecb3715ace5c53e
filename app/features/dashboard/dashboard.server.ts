/**
 * What every dashboard route starts with: the signed-in viewer (or the redirect home), the
 * language of the address, and the guards of staff-only routes.
 */
import { data, redirect } from "react-router";
import { requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import { buildPath, parsePath } from "~/i18n/paths";
import type { AppServices } from "~/platform/services.server";
import { getViewer } from "../auth/session.server";
import type { Viewer } from "../auth/viewer";
import { deskCopy, deskPageOf } from "./desk-copy";
import { viewsOf } from "./saved-views.server";

export const noStore = { "Cache-Control": "private, no-store" };

/** The viewer of a dashboard page; without a session, the home page of the address's language. */
export async function dashboardViewer(request: Request, services: AppServices): Promise<Viewer> {
  const viewer = await getViewer(request, services);
  if (!viewer) {
    throw redirect(buildPath({ name: "home" }, parsePath(new URL(request.url).pathname).lang), {
      headers: noStore,
    });
  }
  return viewer;
}

/** A staff-only route: anyone else gets the 403 page. */
export async function dashboardStaff(request: Request, services: AppServices): Promise<Viewer> {
  const viewer = await dashboardViewer(request, services);
  if (viewer.role !== "staff") throw data(null, { status: 403, headers: noStore });
  return viewer;
}

/**
 * The layout's data: the viewer, the language, the dashboard's strings in that language that the
 * layout and the page of the address draw (desk-copy.ts), and the viewer's saved views for the
 * side menu (a handful of rows read along their index).
 */
export async function dashboardLayout(request: Request, services: AppServices) {
  const viewer = await dashboardViewer(request, services);
  const lang = requestLang(request);
  const { dashboard, validation, auth } = accountMessages(lang);
  const savedViews = await viewsOf(services.db, viewer);
  const path = parsePath(new URL(request.url).pathname);
  const page =
    path.kind === "page" && path.page.name === "dashboard" ? deskPageOf(path.page.section ?? "") : "overview";
  return data(
    {
      viewer,
      lang,
      /** The address's own language code, or null: links keep the form the visitor used. */
      pathLang: path.lang,
      t: deskCopy(dashboard, page),
      validation,
      authErrors: auth.errors,
      phoneInput: auth.phoneInput,
      optionalLabel: auth.optional,
      savedViews,
    },
    { headers: noStore },
  );
}
