import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "./client";
import { inquiries } from "./schema";
import { testDatabases } from "./test-databases";

describe.each(testDatabases)("database on $name", (testDatabase) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it("is migrated: an inquiry can be stored with its defaults", async () => {
    const [row] = await database.db
      .insert(inquiries)
      .values({ title: "t", serviceType: "contact", sourceForm: "contact", leadEmail: "a@b.cz", lang: "cs" })
      .returning();
    expect(row?.status).toBe("pending");
    expect(row?.assigneeId).toBeNull();
    expect(row?.requirements).toEqual({});
    expect(await database.db.$count(inquiries)).toBe(1);
  });
});
