/**
 * The databases every database test runs against: an in-memory PGlite always, and a fresh
 * PostgreSQL database (created and dropped per test file) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { type OpenDatabase, openDatabase } from "./client";

export const migrationsFolder = join(import.meta.dirname, "migrations");

export interface TestDatabase {
  name: string;
  open(): Promise<OpenDatabase>;
}

const pglite: TestDatabase = {
  name: "pglite",
  open: () => openDatabase({ dataDir: null, migrationsFolder }),
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: "postgres",
    async open() {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, migrationsFolder });
      return {
        ...database,
        async close() {
          await database.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];
