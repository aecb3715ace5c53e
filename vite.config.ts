import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/client-chunks";

const appDir = resolve("app");

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**"] } },
  // A public page's first touch in a few files instead of forty (scripts/client-chunks.ts).
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: { output: { codeSplitting: clientChunks(appDir, readdirSync(`${appDir}/routes`)) } },
      },
  // Bundled into the server build, so it keeps only the few marks the site imports (the
  // package's entry holds every brand mark, about 5 MB).
  ssr: { noExternal: ["simple-icons"] },
}));
