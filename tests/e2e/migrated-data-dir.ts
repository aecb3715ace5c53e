/**
 * Playwright's global setup: one data directory with a migrated PGlite, made once per run, for the
 * servers the tests start themselves to start as copies of (`startServer` in ./servers.ts). A new
 * PGlite directory costs seconds to create and migrate, far more on a busy machine; copying a
 * migrated one, a fraction of a second. The test of starting on PGlite still starts fresh.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../app/platform/db/client.server";

export default async function migratedDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), "agency-e2e-migrated-"));
  // The migrations the built server runs (`npm run build` copies them to build/migrations).
  const database = await openDatabase({ dataDir, migrationsFolder: join("build", "migrations") });
  await database.close();
  // Workers inherit the runner's environment, as E2E_DATA_DIR in playwright.config.ts.
  process.env.E2E_MIGRATED_DATA_DIR = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
