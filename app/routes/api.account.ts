import { json } from "~/features/auth/session.server";
import { updateProfile } from "~/features/dashboard/account.server";
import type { Route } from "./+types/api.account";

/** PATCH: the signed-in user's name, phone and preferred language. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PATCH") return json({ error: "methodNotAllowed" }, 405, { Allow: "PATCH" });
  return updateProfile(request, context.services);
}
