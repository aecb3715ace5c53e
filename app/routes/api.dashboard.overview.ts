import { overview } from "~/features/dashboard/figures.server";
import type { Route } from "./+types/api.dashboard.overview";

export function loader({ request, context }: Route.LoaderArgs) {
  return overview(request, context.services);
}
