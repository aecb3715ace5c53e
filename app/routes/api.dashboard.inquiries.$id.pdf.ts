import { downloadApplicationPdf } from "~/features/dashboard/inquiries.server";
import type { Route } from "./+types/api.dashboard.inquiries.$id.pdf";

/** Staff only: the PDF of a hiring inquiry, as a download. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return downloadApplicationPdf(request, context.services, params.id);
}
