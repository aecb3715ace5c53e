/**
 * Migration 0009 on data stored before it: it puts back the inquiries earlier merges hid (before
 * merges took row locks): one merged into itself, two merged into each other, one merged into an
 * inquiry that was merged on; and what customers made public themselves waits for staff.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, type OpenedTestDatabase, testDatabases } from "../../../tests/support/databases";
import { inquiries, templates } from "./schema.server";

/** The migrations before 0009, in a folder of their own. */
function migrationsBefore(tag: string) {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Runs the remaining migrations as a server starting on this database would. */
async function migrateFully(database: OpenedTestDatabase) {
  if (database.connectAgain) {
    await (await database.connectAgain()).close();
  } else {
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

describe.each(testDatabases)("migration 0009 on $name", { timeout: 120_000 }, (testDatabase) => {
  const folder = migrationsBefore("0009_desk_safety");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("takes back the templates customers published themselves, as requests for staff", async () => {
    const database = await testDatabase.open(folder);
    try {
      const { db } = database;
      // Written as a server before 0009 did, in its columns only: later migrations add more.
      await db.execute(sql`
        insert into "user" (id, name, email, role) values
          ('customer', 'Customer', 'customer@example.com', 'user'),
          ('staff', 'Staff', 'staff@example.com', 'staff')`);
      // The templates table has no publication column yet.
      await db.execute(sql`
        insert into templates (name, is_public, user_id) values
          ('customer public', true, 'customer'),
          ('customer private', false, 'customer'),
          ('staff public', true, 'staff')`);

      await migrateFully(database);

      const rows = await db
        .select({ name: templates.name, isPublic: templates.isPublic, publication: templates.publication })
        .from(templates)
        .orderBy(templates.name);
      expect(rows).toEqual([
        { name: "customer private", isPublic: false, publication: null },
        { name: "customer public", isPublic: false, publication: "requested" },
        { name: "staff public", isPublic: true, publication: null },
      ]);
    } finally {
      await database.close();
    }
  });

  it("puts every hidden inquiry back on the board or under one that is shown", async () => {
    const database = await testDatabase.open(folder);
    try {
      const { db } = database;
      const add = async (name: string) => {
        // Written as a server before 0009 did: only the columns that existed then, so that a
        // later migration's column is not named before it exists.
        await db.execute(sql`
          insert into inquiries (title, service_type, source_form, lead_email, lang)
          values (${name}, 'contact', 'contact', 'hidden@example.com', 'en')`);
        const [row] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.title, name));
        return row?.id ?? "";
      };
      const [self = "", a = "", b = "", tail = "", c = "", d = "", e = "", kept = "", merged = ""] =
        await Promise.all(["self", "a", "b", "tail", "c", "d", "e", "kept", "merged"].map(add));
      const merge = (id: string, into: string) =>
        db.update(inquiries).set({ mergedIntoId: into }).where(eq(inquiries.id, id));
      await merge(self, self);
      await merge(a, b);
      await merge(b, a);
      await merge(tail, a);
      await merge(c, d);
      await merge(d, e);
      await merge(merged, kept);

      await migrateFully(database);

      const rows = await db
        .select({ id: inquiries.id, into: inquiries.mergedIntoId })
        .from(inquiries)
        .where(inArray(inquiries.id, [self, a, b, tail, c, d, e, kept, merged]));
      const into = Object.fromEntries(rows.map((row) => [row.id, row.into]));
      expect([into[self], into[a], into[b], into[e], into[kept]]).toEqual([null, null, null, null, null]);
      expect([into[tail], into[c], into[d], into[merged]]).toEqual([a, e, e, kept]);
      await expect(
        db.execute(sql`update inquiries set merged_into_id = id where id = ${self}`),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
