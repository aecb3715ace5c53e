/**
 * The islands entry in the build (docs/decisions/0089-islands-infrastructure.md): vite.config.ts
 * adds it to the browser's build as a second entry beside React Router's, and the plugin below
 * gives the server's build, which React Router runs after the browser's, a virtual module with
 * the entry's files (app/islands-entry.d.ts) read from the browser build's manifest. React Router
 * writes that manifest in every build and deletes it once all are done, so nothing of it stays in
 * build/client.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import type { IslandsEntryFiles } from "../app/ui/island-rendering";

/** The entry's source, relative to the project (the manifest's key for it). */
export const ISLANDS_ENTRY = "app/islands.client.tsx";

/**
 * The chunks the entry may import: the `react` group of scripts/client-chunks.ts (React and the
 * islands) and Rolldown's module runtime, which Rolldown keeps in a chunk of its own once two
 * entries share it; never React Router's runtime, the shell or a page's code.
 */
const ALLOWED_CHUNKS = ["react", "rolldown-runtime"];

/** The part of a Vite manifest's chunk read here. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/**
 * The entry's file and those of its static imports, transitively, as addresses from the site's
 * root: the entry to run, and all of them to preload. Fails the build when the entry would fetch a
 * chunk outside the `react` group: React Router's runtime, the shell or a page's code at every
 * island's first touch.
 */
export function islandsEntryFiles(manifest: Record<string, ManifestChunk>): IslandsEntryFiles {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not in the browser build's manifest`);
  // The entry's own file among them, as React Router preloads its entry: a prerendered page's
  // starter fetches the held preloads into the cache after the load event, and only those
  // (app/ui/first-interaction.server.ts). Without it the touch waited a round trip for the entry.
  const preloads: string[] = [`/${entry.file}`];
  const seen = new Set<string>();
  const pending = [...(entry.imports ?? [])];
  for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key}, imported by ${ISLANDS_ENTRY}, is not in the manifest`);
    if (!ALLOWED_CHUNKS.includes(chunk.name ?? ""))
      throw new Error(
        `${ISLANDS_ENTRY} imports ${chunk.file} (${chunk.name ?? "no group"}): only ${ALLOWED_CHUNKS.join(", ")} may load at an island's first touch (scripts/client-chunks.ts)`,
      );
    preloads.push(`/${chunk.file}`);
    pending.push(...(chunk.imports ?? []));
  }
  return { scripts: [`/${entry.file}`], preloads };
}

/**
 * In development the entry is served from its source, after React Router's refresh runtime,
 * which every module Vite serves with React Refresh expects to have run.
 */
const developmentFiles: IslandsEntryFiles = {
  scripts: ["/@id/__x00__virtual:react-router/inject-hmr-runtime", `/${ISLANDS_ENTRY}`],
  preloads: [],
};

const VIRTUAL_ID = "virtual:islands-entry";

/** `virtual:islands-entry`: the entry's files for the server (built or in development). */
export function islandsEntryModule({
  command,
  clientDir,
}: {
  command: "build" | "serve";
  clientDir: string;
}): Plugin {
  return {
    name: "islands-entry",
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const files =
        command === "serve"
          ? developmentFiles
          : islandsEntryFiles(JSON.parse(readFileSync(`${clientDir}/.vite/manifest.json`, "utf8")));
      return `export default ${JSON.stringify(files)};`;
    },
  };
}
