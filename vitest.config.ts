import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    // Files that break the layer rules on purpose, read by tests/layers/layers.test.ts.
    exclude: [...configDefaults.exclude, "tests/layers/fixtures/**"],
    environment: "node",
    // Migrates the databases every test file's databases are copied from (tests/support/databases.ts).
    globalSetup: ["tests/support/database-templates.ts"],
    // A new PGlite database takes seconds to create on a busy two-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
