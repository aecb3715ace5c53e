import { getViewer, json } from "~/features/auth/session.server";
import type { Route } from "./+types/api.session";

/**
 * Who is signed in, for the header of prerendered pages (which cannot know it at build time):
 * only what the header shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context.services);
  return json({ user: viewer && { name: viewer.name, role: viewer.role } });
}
