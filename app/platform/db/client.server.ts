/**
 * Opens the database: PostgreSQL when a URL is given, else the embedded PGlite under DATA_DIR.
 * Migrations run before the database is handed out; on PostgreSQL under an advisory lock so
 * that several servers starting together migrate once.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.server";

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

/** How often PGlite's statistics are gathered anew, besides when it opens. */
const PGLITE_ANALYZE_EVERY_MS = 6 * 60 * 60 * 1000;

/** An arbitrary constant: the advisory lock every server takes while migrating. */
const MIGRATION_LOCK_ID = 7_341_902;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `null` keeps them in memory (tests). */
  dataDir: string | null;
  migrationsFolder: string;
  /**
   * PGlite only: start from this copy of a database (PGlite's `dumpDataDir`) instead of an empty
   * one. The tests start every database from one migrated copy (tests/support/databases.ts).
   */
  loadDataDir?: Blob;
}

/** PGlite's extensions: pg_trgm serves the desk's search (migration 0012), as it does on PostgreSQL. */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase({
  databaseUrl,
  dataDir,
  migrationsFolder,
  loadDataDir,
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

  const options = { extensions: pgliteExtensions, loadDataDir };
  let client: PGlite;
  if (dataDir) {
    const directory = join(dataDir, "pglite");
    mkdirSync(directory, { recursive: true });
    client = new PGlite(directory, options);
  } else {
    client = new PGlite(options);
  }
  const db = drizzlePglite(withParsersInstalled(client), { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so nothing else gathers the statistics its planner needs: without
  // them it takes every table for nearly empty and every "is null" for rare, and the desk's list
  // at 10,000 inquiries sorted them all (docs/decisions/0056-desk-speed.md). A database kept on
  // disk is vacuumed too: nothing else marks its pages all-visible, and without that the board's
  // counts read every row of the table instead of its index alone, nor reclaims its dead rows
  // (docs/decisions/0090-the-board-s-reads-and-its-hydration.md). One in memory lives for a test.
  const analyze = () => db.execute(dataDir ? sql`vacuum (analyze)` : sql`analyze`);
  await analyze();
  const analyzing = setInterval(() => void analyze().catch(() => undefined), PGLITE_ANALYZE_EVERY_MS);
  analyzing.unref();
  return {
    db,
    kind: "pglite",
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => {
      clearInterval(analyzing);
      return client.close();
    },
  };
}

/**
 * Drizzle passes the same few type parsers (dates and intervals left as text) with every query,
 * and PGlite merges them by copying its whole table of parsers, over 300 entries, on each query:
 * about 0.3 ms, twice what a simple statement costs otherwise. This client installs them in
 * that table instead and passes the query on without them; every query of the client goes
 * through Drizzle, so every query wanted them anyway. It also lets waiting I/O run first
 * (`turnOfTheEventLoop`).
 */
function withParsersInstalled<Client extends PGlite | Transaction>(client: Client): Client {
  const table = (client instanceof PGlite ? client : pgliteOf.get(client))?.parsers;
  const installed = (options?: QueryOptions) => {
    if (!options?.parsers || !table) return options;
    Object.assign(table, options.parsers);
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
  // Statements outside a transaction, one after another with a turn of the event loop before each.
  let statements: Promise<unknown> = Promise.resolve();
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return (query: string, params?: unknown[], options?: QueryOptions) => {
          if (!(target instanceof PGlite)) return target.query(query, params, installed(options));
          const answer = statements
            .then(turnOfTheEventLoop)
            .then(() => target.query(query, params, installed(options)));
          statements = answer.catch(() => undefined);
          return answer;
        };
      }
      if (property === "transaction" && target instanceof PGlite) {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction(async (tx) => {
            pgliteOf.set(tx, target);
            await turnOfTheEventLoop();
            return callback(withParsersInstalled(tx));
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client, not on this proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * PGlite runs in this process and hands its lock from one waiting transaction to the next in
 * promise callbacks: twenty leads queued at once ran back to back while no socket was read,
 * and an SMTP server's every answer waited for all of them (the first e-mails of a burst took
 * five seconds). Each transaction, and each statement outside one, first lets waiting I/O run.
 */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The database each open transaction belongs to (its parsers are the database's). */
const pgliteOf = new WeakMap<Transaction, PGlite>();

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
