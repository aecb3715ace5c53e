import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { OpenDatabase } from "./client.server";
import { inquiries } from "./schema.server";

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

  it("lets waiting I/O run between queued transactions, not only after all of them", async () => {
    let committed = 0;
    const transactions = Array.from({ length: 20 }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
        committed++;
      }),
    );
    // Stands for an SMTP server's answer that arrived meanwhile (runs after pending I/O).
    const seenAt = new Promise<number>((resolve) => setImmediate(() => resolve(committed)));
    await Promise.all(transactions);
    expect(await seenAt).toBeLessThan(transactions.length);
  });

  it("lets waiting I/O run between queued statements outside a transaction too", async () => {
    let answered = 0;
    const statements = Array.from({ length: 20 }, () =>
      database.db.execute(sql`select 1`).then(() => {
        answered++;
      }),
    );
    const seenAt = new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
    await Promise.all(statements);
    expect(await seenAt).toBeLessThan(statements.length);
  });
});
