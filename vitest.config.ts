import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    // Files that break the layer rules on purpose, read by tests/layers/layers.test.ts.
    exclude: [...configDefaults.exclude, "tests/layers/fixtures/**"],
    environment: "node",
    // Test files share their worker's loaded modules instead of loading the app anew, one to two
    // seconds each: no test file mocks a module or leaves fake timers, globals or settings behind.
    isolate: false,
    // Two files at a time even on two cores (Vitest's default leaves one core free): the
    // database tests wait on PostgreSQL, Dovecot and timers more than they compute.
    maxWorkers: Math.max(availableParallelism(), 2),
    // Migrates the databases every test file's databases are copied from (tests/support/databases.ts).
    globalSetup: ["tests/support/database-templates.ts"],
    // A new PGlite database takes seconds to create on a busy two-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
