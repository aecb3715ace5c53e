/**
 * A migrated PGlite kept in node_modules/.cache, made anew only when the migrations or PGlite's
 * version change: Vitest's template file (./database-templates.ts) and the end-to-end servers'
 * data directory (tests/e2e/migrated-data-dir.ts) are both kept this way.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const modulesFolder = join(import.meta.dirname, "..", "..", "node_modules");

/** What a migrated PGlite depends on: every migration file and PGlite's version. */
function migratedKey(migrationsFolder: string) {
  const hash = createHash("sha256");
  // PGlite's version: a copy is read by the PGlite that wrote it.
  hash.update(readFileSync(join(modulesFolder, "@electric-sql", "pglite", "package.json")));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name))) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The cached copy in `node_modules/.cache/<folder>`, named `pglite-<key><suffix>`; `make` writes it
 * (a file or a directory) at the path it is given when there is none yet.
 */
export async function migratedPglite(
  folder: string,
  suffix: string,
  migrationsFolder: string,
  make: (path: string) => Promise<void>,
) {
  const cacheFolder = join(modulesFolder, ".cache", folder);
  const name = `pglite-${migratedKey(migrationsFolder)}${suffix}`;
  const target = join(cacheFolder, name);
  if (existsSync(target)) return target;
  mkdirSync(cacheFolder, { recursive: true });
  // Made whole under another name first: a run starting meanwhile never reads half of it.
  const partial = `${target}.${randomBytes(4).toString("hex")}`;
  await make(partial);
  try {
    renameSync(partial, target);
  } catch (error) {
    // Another run made it first: theirs serves as well.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  // Copies made from migrations that have changed since serve nobody any more (another run's
  // copy being made, with its random ending, is left alone).
  for (const old of readdirSync(cacheFolder)) {
    if (old !== name && /^pglite-[0-9a-f]{16}(\.tar)?$/.test(old))
      rmSync(join(cacheFolder, old), { recursive: true, force: true });
  }
  return target;
}
