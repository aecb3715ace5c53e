import { json } from "~/features/auth/session.server";
import { updateInquiry } from "~/features/dashboard/inquiries.server";
import type { Route } from "./+types/api.dashboard.inquiries.$id";

/** PATCH { status, notes }: staff only. */
export function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "PATCH") return json({ error: "methodNotAllowed" }, 405, { Allow: "PATCH" });
  return updateInquiry(request, context.services, params.id);
}
