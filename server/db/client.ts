/**
 * Opens the database: PostgreSQL when a URL is given, else the embedded PGlite under DATA_DIR.
 * Migrations run before the database is handed out; on PostgreSQL under an advisory lock so
 * that several servers starting together migrate once.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

/** An arbitrary constant: the advisory lock every server takes while migrating. */
const MIGRATION_LOCK_ID = 7_341_902;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `null` keeps them in memory (tests). */
  dataDir: string | null;
  migrationsFolder: string;
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  migrationsFolder,
}: DatabaseOptions): Promise<OpenDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
      lockClient.release();
    }
    return { db: drizzlePostgres(pool, { schema }), kind: "postgres", close: () => pool.end() };
  }

  let client: PGlite;
  if (dataDir) {
    const directory = join(dataDir, "pglite");
    mkdirSync(directory, { recursive: true });
    client = new PGlite(directory);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => client.close() };
}
