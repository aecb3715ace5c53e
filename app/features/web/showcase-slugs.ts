// Read by app/i18n/paths.ts, which react-router.config.ts loads: relative imports only.

/**
 * The example sites on the web-design page, in the order of `web.showcase.examples` in the
 * dictionaries: a restaurant, a café, a guesthouse and a hair salon. Czech like the site's other
 * path segments, and the same in every language.
 */
export const showcaseSlugs = ["restaurace", "kavarna", "penzion", "kadernictvi"] as const;
export type ShowcaseSlug = (typeof showcaseSlugs)[number];

export function isShowcaseSlug(value: string | undefined): value is ShowcaseSlug {
  return (showcaseSlugs as readonly (string | undefined)[]).includes(value);
}
