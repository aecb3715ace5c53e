/**
 * Vitest's global setup: one migrated database of each kind, for every test file's databases to
 * start as copies of (tests/support/databases.ts). A new PGlite costs seconds (creating its
 * files, then every migration); a copy of a migrated one, about a third of that. The PGlite copy
 * is kept in node_modules/.cache under a hash of the migrations and PGlite's version, so only a
 * run after a change of either makes it anew. PostgreSQL copies a template database, made and
 * dropped by each run, in one statement.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteExtensions } from "../../app/platform/db/client.server";
import { databaseUrl, migrationsFolder, whenUnused } from "./databases";
import { migratedPglite } from "./migrated-pglite-cache";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database, as its `dumpDataDir` wrote it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to create the tests' databases from; empty without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/** A file holding a migrated PGlite database, as its `dumpDataDir` writes it. */
function pgliteTemplate() {
  return migratedPglite("test-databases", ".tar", migrationsFolder, async (path) => {
    const client = new PGlite({ extensions: pgliteExtensions });
    await migrate(drizzle(client), { migrationsFolder });
    const copy = await client.dumpDataDir("none");
    await client.close();
    writeFileSync(path, Buffer.from(await copy.arrayBuffer()));
  });
}

async function postgresTemplate(adminUrl: string) {
  const name = `test_template_${randomBytes(6).toString("hex")}`;
  await whenUnused(adminUrl, `create database ${name}`);
  const database = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    dataDir: null,
    migrationsFolder,
  });
  await database.close();
  return { name, remove: () => whenUnused(adminUrl, `drop database if exists ${name}`) };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await postgresTemplate(adminUrl) : null;
  let pglite: string;
  try {
    pglite = await pgliteTemplate();
  } catch (error) {
    // No teardown runs after a failed setup: the PostgreSQL template would stay behind.
    await postgres?.remove();
    throw error;
  }
  project.provide("pgliteTemplate", pglite);
  project.provide("postgresTemplate", postgres?.name ?? "");
  return async () => {
    await postgres?.remove();
  };
}
