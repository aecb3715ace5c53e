/**
 * The page's route modules as a `Link` header of module preloads, the page's own module first
 * (docs/decisions/0067-desk-board-on-a-slow-phone.md). The page's head preloads the same files,
 * but in React Router's order: the framework's, then each route's module after its parent's
 * imports. On a phone's network, six connections at a time, the board's own module (20 KB, the
 * largest after React) was asked for twentieth and arrived last; named in the answer's headers,
 * it is asked for before the head is read, and the head's preload of it finds it under way.
 */
interface RouteManifest {
  routes: Record<string, { module: string } | undefined>;
}

export function routeModulesFirst(manifest: RouteManifest, matches: { route: { id: string } }[]): string {
  return matches
    .toReversed()
    .flatMap(({ route }) => manifest.routes[route.id]?.module ?? [])
    .map((module) => `<${module}>; rel=modulepreload`)
    .join(", ");
}
