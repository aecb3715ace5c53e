/**
 * Where a prerendered page holds its scripts until the visitor's first interaction
 * (scripts-at-first-interaction.tsx; the starter in first-interaction.server.ts; the build's check in
 * scripts/page-html.ts).
 */

/** The `<template>` that holds the page's scripts until the first interaction. */
export const HELD_SCRIPTS_ID = "held-scripts";

/** Inside it, React Router's loader data as a JSON string. */
export const LOADER_DATA_ID = "loader-data";

/**
 * On a page hydrated as islands, outside it: what the page's islands share, as JSON
 * (app/ui/island-rendering.tsx). Such a page holds no loader data.
 */
export const ISLAND_PAGE_ID = "island-page";

/**
 * A value as JSON that holds no markup, for a `<script type="application/json">` (in a
 * `<noscript>` too): `<`, `>` and `&` (and the two line separators old parsers stop at) as JSON
 * escapes, which is how React Router writes its own scripts. React Router's loader data goes in
 * as a string; an island's props as they are (app/ui/island.tsx).
 */
export function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
