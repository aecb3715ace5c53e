/**
 * The databases every database test runs against: an in-memory PGlite always, and a fresh
 * PostgreSQL database (created and dropped per test file) when TEST_DATABASE_URL is set. Opened
 * with every migration, each starts as a copy of the run's migrated template
 * (tests/support/database-templates.ts); opened with other migrations, it is migrated anew.
 */
import { randomBytes } from "node:crypto";
import { openAsBlob, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type OpenDatabase, openDatabase } from "../../app/platform/db/client.server";

export const migrationsFolder = join(import.meta.dirname, "..", "..", "app", "platform", "db", "migrations");

/**
 * Runs one migration's statements again on an open database, as a test of a migration on rows
 * written before it does (a migration must be safe to run twice).
 */
export async function rerunMigration(database: OpenDatabase, file: string) {
  const statements = readFileSync(join(migrationsFolder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

export interface TestDatabase {
  name: string;
  /** A fresh database, migrated with `folder` (default: every migration of the project). */
  open(folder?: string): Promise<OpenedTestDatabase>;
}

export interface OpenedTestDatabase extends OpenDatabase {
  /** Another connection to the same database, as a second server process has (PostgreSQL only). */
  connectAgain?(): Promise<OpenDatabase>;
}

const pglite: TestDatabase = {
  name: "pglite",
  open: async (folder = migrationsFolder) =>
    openDatabase({
      dataDir: null,
      migrationsFolder: folder,
      loadDataDir: folder === migrationsFolder ? await openAsBlob(inject("pgliteTemplate")) : undefined,
    }),
};

/** The admin URL pointed at another database of the same server. */
export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates or drops a database once nobody is connected to it (or to its template). The pool's
 * `end()` resolves before its connections have closed; forcing the drop then would kill them
 * mid-close, and the killed connections report an error that nothing listens to any more.
 */
export async function whenUnused(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(statement);
        return;
      } catch (error) {
        // 55006: still in use by a closing connection.
        if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

function postgres(adminUrl: string): TestDatabase {
  return {
    name: "postgres",
    async open(folder = migrationsFolder) {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const template = folder === migrationsFolder ? ` template ${inject("postgresTemplate")}` : "";
      await whenUnused(adminUrl, `create database ${name}${template}`);
      const url = databaseUrl(adminUrl, name);
      const database = await openDatabase({ databaseUrl: url, dataDir: null, migrationsFolder: folder });
      return {
        ...database,
        connectAgain: () => openDatabase({ databaseUrl: url, dataDir: null, migrationsFolder }),
        async close() {
          await database.close();
          await whenUnused(adminUrl, `drop database if exists ${name}`);
        },
      };
    },
  };
}

export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];
