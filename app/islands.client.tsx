/**
 * The browser's entry for a page hydrated as islands (docs/decisions/0089-islands-infrastructure.md):
 * React DOM hydrates each island the server rendered (app/ui/island.tsx) as a root of its own,
 * without React Router. Loaded at the first touch like React Router's entry on the other pages
 * (app/ui/scripts-at-first-interaction.tsx).
 */
import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, islands } from "./islands";
import { ISLAND_PAGE_ID } from "./ui/first-interaction";
import { listenToMenus } from "./ui/menu-events";

/** The JSON a script element of the page holds. */
function readJson(element: Element | null): Record<string, unknown> {
  return JSON.parse(element?.textContent ?? "{}");
}

const page = readJson(document.getElementById(ISLAND_PAGE_ID));
// The header's menus are not islands: their Escape and outside press are handled here.
listenToMenus();
const found = [...document.querySelectorAll<HTMLElement>("[data-island]")];
let waiting = found.length;
// A page with nothing to hydrate (an example site: links and script-free forms) answers at once.
if (waiting === 0) document.documentElement.dataset.hydrated = "true";

/**
 * Marks the page hydrated once every island has committed (tests and monitoring read the mark,
 * as on the pages React Router hydrates: root.tsx).
 */
function Hydrated({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}

for (const element of found) {
  const name = element.dataset.island ?? "";
  if (!isIslandName(name)) throw new Error(`No island is named "${name}" (app/islands.ts)`);
  const Component = islands[name] as ComponentType<Record<string, unknown>>;
  const props = { ...page, ...readJson(element.nextElementSibling) };
  hydrateRoot(
    element,
    <Hydrated>
      <Component {...props} />
    </Hydrated>,
    { identifierPrefix: element.dataset.islandPrefix },
  );
}
