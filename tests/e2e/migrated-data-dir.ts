/**
 * Playwright's global setup: a data directory with a migrated PGlite, for the servers the tests
 * start themselves to start as copies of (`startServer` in ./servers.ts). A new PGlite directory
 * costs seconds to create and migrate, far more on a busy machine; copying a migrated one, a
 * fraction of a second. As Vitest's template (tests/support/database-templates.ts), it is kept in
 * node_modules/.cache under a hash of the migrations and PGlite's version, so only a run after a
 * change of either makes it anew. The test of starting on PGlite still starts on an empty one.
 */
import { join } from "node:path";
import { openDatabase } from "../../app/platform/db/client.server";
import { migratedPglite } from "../support/migrated-pglite-cache";

// The migrations the built server runs (`npm run build` copies them to build/migrations).
const migrationsFolder = join(import.meta.dirname, "..", "..", "build", "migrations");

export default async function migratedDataDir() {
  const dataDir = await migratedPglite("e2e-data-dirs", "", migrationsFolder, async (path) => {
    const database = await openDatabase({ dataDir: path, migrationsFolder });
    await database.close();
  });
  // Workers inherit the runner's environment, as E2E_DATA_DIR in playwright.config.ts.
  process.env.E2E_MIGRATED_DATA_DIR = dataDir;
}
