import { exportInquiriesCsv } from "~/features/dashboard/inquiries.server";
import type { Route } from "./+types/api.dashboard.inquiries-csv";

/** Staff only: the inquiries (of ?status=) as a CSV download. */
export function loader({ request, context }: Route.LoaderArgs) {
  return exportInquiriesCsv(request, context.services);
}
