import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**"] } },
  // Bundled into the server build, so it keeps only the few marks the site imports (the
  // package's entry holds every brand mark, about 5 MB).
  ssr: { noExternal: ["simple-icons"] },
});
