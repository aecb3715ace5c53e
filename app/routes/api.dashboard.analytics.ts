import { analytics } from "~/features/dashboard/figures.server";
import type { Route } from "./+types/api.dashboard.analytics";

/** Staff only: ?from=YYYY-MM-DD&to=YYYY-MM-DD (default: the last 30 days). */
export function loader({ request, context }: Route.LoaderArgs) {
  return analytics(request, context.services);
}
