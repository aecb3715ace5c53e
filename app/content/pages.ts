// Read by react-router.config.ts, where the "~" alias does not resolve: relative imports only.

import { languages } from "../domain/languages";
import { sentFormSlugs } from "../domain/lead-forms";
import { serviceSlugs } from "../domain/services";
import { showcaseSlugs } from "../features/web/showcase-slugs";
import { buildPath, type Page } from "../i18n/paths";

/**
 * A public page and how its controls come alive: by React Router hydrating the whole page (no
 * mark), or, marked `islands`, by the islands entry hydrating only its interactive parts, with
 * every link a full page load (docs/decisions/0089-islands-infrastructure.md). A marked page must
 * work whole as islands: every control on it an island that needs no React Router and no context.
 */
export type PublicPage = Page & { hydration?: "islands" };

/** Every public page: what is prerendered, listed in the sitemap and linked with hreflang. */
export const publicPages: PublicPage[] = [
  { name: "home", hydration: "islands" },
  { name: "services", hydration: "islands" },
  ...serviceSlugs.map((slug): PublicPage => ({ name: "service", slug, hydration: "islands" })),
  { name: "demo", hydration: "islands" },
  { name: "contact", hydration: "islands" },
  { name: "booking", hydration: "islands" },
  // Its plans, forms and previews are islands (docs/decisions/0095-the-web-page-and-example-sites-as-islands.md).
  { name: "web", hydration: "islands" },
  // The web page's example sites: small sites of fictional businesses, marked as examples. Nothing
  // on them needs React (links, forms that work without script): islands, of which they have none.
  ...showcaseSlugs.map((slug): PublicPage => ({ name: "showcase", slug, hydration: "islands" })),
  { name: "team", hydration: "islands" },
];

/** Every public page in every language: what the sitemap lists. */
export const indexedPaths: string[] = publicPages.flatMap((page) =>
  languages.map((lang) => buildPath(page, lang)),
);

/** Where JavaScript-free form posts land: prerendered, but neither indexed nor in the sitemap. */
export const successPages: Page[] = [
  { name: "teamSuccess" },
  ...sentFormSlugs.map((form): Page => ({ name: "sent", form })),
];

/**
 * The language-coded URL of every page built ahead (the unprefixed forms depend on a cookie).
 * The demo and booking pages too: the server fills in their per-visitor values
 * (fresh-fields.server.ts).
 */
export const prerenderedPaths: string[] = [...publicPages, ...successPages].flatMap((page) =>
  languages.map((lang) => buildPath(page, lang)),
);

/** Whether a page is hydrated as islands (app/entry.server.tsx asks for each page it renders). */
export function hydratedAsIslands(page: Page): boolean {
  return publicPages.some(
    (entry) => entry.hydration === "islands" && buildPath(entry, null) === buildPath(page, null),
  );
}
