/**
 * Playwright's global setup: a data directory with a migrated PGlite, for the servers the tests
 * start themselves to start as copies of (`startServer` in ./servers.ts). A new PGlite directory
 * costs seconds to create and migrate, far more on a busy machine; copying a migrated one, a
 * fraction of a second. As Vitest's template (tests/support/database-templates.ts), it is kept in
 * node_modules/.cache under a hash of the migrations and PGlite's version, so only a run after a
 * change of either makes it anew. The test of starting on PGlite still starts on an empty one.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../../app/platform/db/client.server";

const modulesFolder = join(import.meta.dirname, "..", "..", "node_modules");
const cacheFolder = join(modulesFolder, ".cache", "e2e-data-dirs");
// The migrations the built server runs (`npm run build` copies them to build/migrations).
const migrationsFolder = join(import.meta.dirname, "..", "..", "build", "migrations");

/** What the migrated directory depends on: every migration file and PGlite's version. */
function key() {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(modulesFolder, "@electric-sql", "pglite", "package.json")));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

export default async function migratedDataDir() {
  const dataDir = join(cacheFolder, `pglite-${key()}`);
  if (!existsSync(dataDir)) {
    mkdirSync(cacheFolder, { recursive: true });
    // Made whole under another name first: a run starting meanwhile never copies half of it.
    const partial = `${dataDir}.${randomBytes(4).toString("hex")}`;
    const database = await openDatabase({ dataDir: partial, migrationsFolder });
    await database.close();
    try {
      renameSync(partial, dataDir);
    } catch (error) {
      // Another run made it first: theirs serves as well.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dataDir)) throw error;
    }
    // Whole directories made from migrations that have changed since serve nobody any more.
    for (const old of readdirSync(cacheFolder)) {
      if (/^pglite-\w+$/.test(old) && join(cacheFolder, old) !== dataDir)
        rmSync(join(cacheFolder, old), { recursive: true, force: true });
    }
  }
  // Workers inherit the runner's environment, as E2E_DATA_DIR in playwright.config.ts.
  process.env.E2E_MIGRATED_DATA_DIR = dataDir;
}
