/**
 * Migration 0022 on rows written before it: notes already on an inquiry are folded into its
 * notes_search, a preview's note and an assistant's question reach search_text, and the
 * migration runs again without harm (idempotent).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rerunMigration, testDatabases } from "../../../tests/support/databases";
import type { OpenDatabase } from "./client.server";
import { inquiries, inquiryActivities } from "./schema.server";

describe.each(testDatabases)("migration 0022 on $name", (testDatabase) => {
  let database: OpenDatabase;
  const rerun = () => rerunMigration(database, "0022_desk_at_agency_scale.sql");
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it("folds the notes written before it into notes_search, and runs again without harm", async () => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({
        title: "Preview",
        serviceType: "website",
        sourceForm: "website_preview",
        leadEmail: "old@example.com",
        lang: "cs",
        requirements: { note: "Terasa u Řeky" },
      })
      .returning({ id: inquiries.id });
    const id = inquiry?.id ?? "";
    await database.db.insert(inquiryActivities).values([
      { inquiryId: id, kind: "note", body: "Volal pan Příhoda", createdAt: new Date("2026-01-01T10:00:00Z") },
      {
        inquiryId: id,
        kind: "note",
        body: "Pani Wiśniewska, źródło",
        createdAt: new Date("2026-01-02T10:00:00Z"),
      },
    ]);
    // As before the migration: no trigger, nothing folded.
    await database.db.execute(sql`drop trigger "inquiry_notes_search" on "inquiry_activities"`);
    await database.db.update(inquiries).set({ notesSearch: null }).where(eq(inquiries.id, id));
    await rerun();
    await rerun();
    const row = async () => (await database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0];
    expect((await row())?.notesSearch).toBe("volal pan prihoda pani wisniewska, zrodlo");
    expect((await row())?.searchText).toContain("terasa u reky");
    // The trigger is back: a note added afterwards is folded at once.
    await database.db.insert(inquiryActivities).values({ inquiryId: id, kind: "note", body: "Ještě ŽÁDOST" });
    expect((await row())?.notesSearch).toMatch(/ jeste zadost$/);
  });
});
