/**
 * How the server renders a page hydrated as islands (docs/decisions/0089-islands-infrastructure.md):
 * the renderer and the islands entry's files app/entry.server.tsx gives such a page, what its
 * islands share, and the entry's scripts in place of React Router's. Kept apart from the wrapper
 * (island.tsx), which imports every island: the root imports this, and every page the root.
 */
import { createContext, type ReactElement, useContext } from "react";
import type { Lang } from "~/domain/languages";
import { ISLAND_PAGE_ID, inertJson } from "./first-interaction";

/** The files the islands entry runs and preloads, from the browser build's manifest (vite.config.ts). */
export interface IslandsEntryFiles {
  /** Module scripts, in order: the entry (in development, React Router's refresh runtime first). */
  scripts: string[];
  /** The modules they import statically, to be preloaded beside them. */
  preloads: string[];
}

/**
 * What app/entry.server.tsx gives a page the registry marks: the server's renderer, so that
 * `react-dom/server` never reaches the browser's build, and the islands entry's files.
 */
export interface IslandRendering {
  /** `renderToString(element, { identifierPrefix })`. */
  render(element: ReactElement, identifierPrefix: string): string;
  entry: IslandsEntryFiles;
}

export const IslandRenderingContext = createContext<IslandRendering | undefined>(undefined);

/** Whether the page being rendered is hydrated as islands (defined only on the server). */
export function useIslandRendering(): IslandRendering | undefined {
  return useContext(IslandRenderingContext);
}

/** What every island of a page shares: written once per page, not into each island's props. */
export interface IslandPage {
  lang: Lang;
}

const pageKeys = new Set<string>(["lang"] satisfies (keyof IslandPage)[]);

/** The island's own props: what the page shares is left out (the entry adds it back). */
export function ownProps(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !pageKeys.has(key)));
}

/** On a marked page, what its islands share, once (the islands entry reads it first). */
export function IslandPageData({ page }: { page: IslandPage }) {
  return (
    <script
      type="application/json"
      id={ISLAND_PAGE_ID}
      dangerouslySetInnerHTML={{ __html: inertJson(page) }}
    />
  );
}

/** The islands entry's module preloads and module scripts, in place of React Router's `<Scripts>`. */
export function IslandsScripts({ entry, nonce }: { entry: IslandsEntryFiles; nonce?: string }) {
  return (
    <>
      {entry.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      {entry.scripts.map((src) => (
        <script key={src} type="module" src={src} nonce={nonce} />
      ))}
    </>
  );
}
