/**
 * The database a command-line script works on: the one the server would open with the same
 * settings (DATABASE_URL, else the PGlite under DATA_DIR), migrated to the current schema.
 */
import { join } from "node:path";
import { type Config, config } from "../app/platform/config.server";
import { openDatabase } from "../app/platform/db/client.server";

export function openConfiguredDatabase(settings: Config = config()) {
  return openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    migrationsFolder: join(import.meta.dirname, "..", "app", "platform", "db", "migrations"),
  });
}
