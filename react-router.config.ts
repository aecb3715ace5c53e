import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages";

export default {
  ssr: true,
  // Every language-coded public page is rendered to HTML at build time; unprefixed paths
  // depend on the stored-language cookie and stay server-rendered.
  prerender: { paths: prerenderedPaths, concurrency: 2 },
  // React Router 8's behaviours, each decided (docs/decisions/0016-react-router-future.md), so
  // the build says nothing it has said before.
  future: {
    v8_splitRouteModules: true,
    v8_middleware: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
