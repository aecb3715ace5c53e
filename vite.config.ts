import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/client-chunks.ts";
import { ISLANDS_ENTRY, islandsEntryModule } from "./scripts/islands-entry.ts";

const appDir = resolve("app");

/**
 * React Router's package points every import at its development build, whose only difference
 * from the production build beside it is `ENABLE_DEV_WARNINGS = true`: the browser's build takes
 * the production files (both import their shared chunks by relative path, so there is one copy).
 * Its development warnings and "Hey developer" hints cost the first touch about 1 KB gzipped
 * (docs/decisions/0072-the-first-touch-module-by-module.md).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve("node_modules/react-router/dist/production/index.mjs") },
  {
    find: /^react-router\/dom$/,
    replacement: resolve("node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    islandsEntryModule({ command, clientDir: resolve("build/client") }),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: command === "build" && !isSsrBuild ? reactRouterProduction : [],
  },
  server: { watch: { ignored: ["**/data/**"] } },
  // A public page's first touch in a few files instead of forty (scripts/client-chunks.ts).
  build: isSsrBuild
    ? {}
    : {
        // SOURCEMAP=1: hidden source maps (the JavaScript unchanged) for reading the first touch
        // module by module (scripts/first-touch-modules.ts).
        sourcemap: process.env.SOURCEMAP ? "hidden" : false,
        rolldownOptions: {
          // The islands entry beside React Router's (Vite adds it to the plugin's entries): the
          // pages hydrated as islands load it instead (scripts/islands-entry.ts).
          input: [ISLANDS_ENTRY],
          output: { codeSplitting: clientChunks(appDir, readdirSync(`${appDir}/routes`)) },
        },
      },
  // Bundled into the server build, so it keeps only the few marks the site imports (the
  // package's entry holds every brand mark, about 5 MB).
  ssr: { noExternal: ["simple-icons"] },
}));
