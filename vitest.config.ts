import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // A new PGlite database takes seconds to create on a busy two-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
