import { json } from "~/features/auth/session.server";
import { deleteTemplate, updateTemplate } from "~/features/dashboard/templates.server";
import type { Route } from "./+types/api.dashboard.templates.$id";

/** PUT replaces the template, DELETE removes it (owner or staff only). */
export function action({ request, context, params }: Route.ActionArgs) {
  if (request.method === "PUT") return updateTemplate(request, context.services, params.id);
  if (request.method === "DELETE") return deleteTemplate(request, context.services, params.id);
  return json({ error: "methodNotAllowed" }, 405, { Allow: "PUT, DELETE" });
}
