/**
 * Vitest's global setup: one migrated database of each kind, for every test file's databases to
 * start as copies of (tests/support/databases.ts). A new PGlite costs seconds (creating its
 * files, then every migration); a copy of a migrated one, about a third of that. The PGlite copy
 * is kept in node_modules/.cache under a hash of the migrations and PGlite's version, so only a
 * run after a change of either makes it anew. PostgreSQL copies a template database, made and
 * dropped by each run, in one statement.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteExtensions } from "../../app/platform/db/client.server";
import { databaseUrl, migrationsFolder, whenUnused } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database, as its `dumpDataDir` wrote it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to create the tests' databases from; empty without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

const modulesFolder = join(import.meta.dirname, "..", "..", "node_modules");
const cacheFolder = join(modulesFolder, ".cache", "test-databases");

/** What the migrated PGlite depends on: every migration file and PGlite's version. */
function pgliteTemplateKey() {
  const hash = createHash("sha256");
  // PGlite's version: a copy is read by the PGlite that wrote it.
  hash.update(readFileSync(join(modulesFolder, "@electric-sql", "pglite", "package.json")));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function pgliteTemplate() {
  const file = join(cacheFolder, `pglite-${pgliteTemplateKey()}.tar`);
  if (existsSync(file)) return file;
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const copy = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(cacheFolder, { recursive: true });
  // Written whole under another name first: a run starting meanwhile never reads half a file.
  const partial = `${file}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
  renameSync(partial, file);
  // Copies made from migrations that have changed since serve nobody any more.
  for (const old of readdirSync(cacheFolder)) {
    if (old.startsWith("pglite-") && join(cacheFolder, old) !== file)
      rmSync(join(cacheFolder, old), { force: true });
  }
  return file;
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
