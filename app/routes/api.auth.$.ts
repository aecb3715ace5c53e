import { handleAuthRequest } from "~/features/auth/auth.server";
import type { Route } from "./+types/api.auth.$";

/** better-auth's endpoints (sign-up, sign-in, sign-out, password reset…) under /api/auth/*. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthRequest(request, context.services, context.clientIp);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAuthRequest(request, context.services, context.clientIp);
}
