import { json } from "~/features/auth/session.server";
import { createTemplate, listTemplates } from "~/features/dashboard/templates.server";
import type { Route } from "./+types/api.dashboard.templates";

export function loader({ request, context }: Route.LoaderArgs) {
  return listTemplates(request, context.services);
}

/** POST: a new template owned by the signed-in user. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "methodNotAllowed" }, 405, { Allow: "POST" });
  return createTemplate(request, context.services);
}
