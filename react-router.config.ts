import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages";

export default {
  ssr: true,
  // Every language-coded public page is rendered to HTML at build time; unprefixed paths
  // depend on the stored-language cookie and stay server-rendered.
  prerender: { paths: prerenderedPaths, concurrency: 2 },
} satisfies Config;
