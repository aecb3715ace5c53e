import { listInquiries } from "~/features/dashboard/inquiries.server";
import type { Route } from "./+types/api.dashboard.inquiries";

/** ?status=pending|in_progress|completed|cancelled filters (staff); a user gets his own. */
export function loader({ request, context }: Route.LoaderArgs) {
  return listInquiries(request, context.services);
}
