import { createContext, useContext } from "react";
import { Scripts } from "react-router";
import { HELD_SCRIPTS_ID, LOADER_DATA_ID } from "./first-interaction";
import { IslandsScripts, useIslandRendering } from "./island-rendering";

/** What a page being prerendered holds for its first interaction, as text ready for the page. */
export interface HeldScripts {
  /** React Router's loader data as a JSON string with no markup in it. */
  loaderData: string;
  /** The script that puts the held elements into the page at the first interaction. */
  starter: string;
}

/**
 * Given by app/entry.server.tsx to a page being prerendered (first-interaction.server.ts), which
 * reads React Router's loader data whole so that React Router does not stream it into the page;
 * undefined for any other render and in the browser.
 */
export const HeldScriptsContext = createContext<HeldScripts | undefined>(undefined);

/**
 * In a prerendered page, what `<Scripts>` and the full stylesheet would load, held until the
 * visitor's first interaction: neither the first paint nor reading the page waits for 140-200 KB
 * of JavaScript, and Lighthouse measures the page as its HTML and inline CSS draw it
 * (docs/decisions/0041-scripts-at-first-interaction.md, 0026-page-html-seams.md).
 *
 * The `<template>` keeps its content inert in every browser, one without JavaScript too. The
 * `<noscript>` inside it is for React's server renderer, which moves every `<link>` of a page into
 * its head except inside a `<noscript>`; a browser with scripting reads its content as plain text.
 * The browser renders the template empty and the starter as the server wrote it, so both hydrate
 * as they stand. The stylesheet link is marked for beasties, which inlines the page's CSS from the
 * head's copy (scripts/page-html.ts) and would otherwise inline this one into the template.
 *
 * A page hydrated as islands holds the islands entry's module preloads and module script instead
 * of React Router's scripts and loader data (app/ui/island-rendering.tsx).
 */
export function ScriptsAtFirstInteraction({ stylesheet }: { stylesheet: string }) {
  const held = useContext(HeldScriptsContext);
  const islands = useIslandRendering();
  return (
    <>
      <template id={HELD_SCRIPTS_ID}>
        {held && (
          <noscript>
            <link rel="stylesheet" href={stylesheet} data-beasties-skip="" />
            {islands ? (
              <IslandsScripts entry={islands.entry} />
            ) : (
              <>
                <Scripts />
                <script
                  type="application/json"
                  id={LOADER_DATA_ID}
                  dangerouslySetInnerHTML={{ __html: held.loaderData }}
                />
              </>
            )}
          </noscript>
        )}
      </template>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: held?.starter ?? "" }} />
    </>
  );
}
