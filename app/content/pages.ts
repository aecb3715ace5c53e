// Read by react-router.config.ts, where the "~" alias does not resolve: relative imports only.

import { languages } from "../domain/languages";
import { sentFormSlugs } from "../domain/lead-forms";
import { serviceSlugs } from "../domain/services";
import { showcaseSlugs } from "../features/web/showcase-slugs";
import { buildPath, type Page } from "../i18n/paths";

/** Every public page: what is prerendered, listed in the sitemap and linked with hreflang. */
export const publicPages: Page[] = [
  { name: "home" },
  { name: "services" },
  ...serviceSlugs.map((slug): Page => ({ name: "service", slug })),
  { name: "demo" },
  { name: "contact" },
  { name: "booking" },
  { name: "web" },
  // The web page's example sites: small sites of fictional businesses, marked as examples.
  ...showcaseSlugs.map((slug): Page => ({ name: "showcase", slug })),
  { name: "team" },
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
