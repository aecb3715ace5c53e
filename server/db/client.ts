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
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (from any process on PostgreSQL)
   * until the returned function is called.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
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
    return {
      db: drizzlePostgres(pool, { schema }),
      kind: "postgres",
      listen: (channel, onNotify) => listenPostgres(databaseUrl, channel, onNotify),
      close: () => pool.end(),
    };
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
  return {
    db,
    kind: "pglite",
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own, outside the pool. When it breaks, it is opened again;
 * whatever was announced meanwhile is found by the listener's own polling.
 */
async function listenPostgres(databaseUrl: string, channel: string, onNotify: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      console.error(`LISTEN ${channel}: ${error.message}`);
      next.end().catch(() => undefined);
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    client = null;
    if (stopped) return;
    retry = setTimeout(() => connect().catch(reconnect), RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
