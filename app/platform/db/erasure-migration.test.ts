/**
 * Migration 0010 on rows written before it: e-mails and webhook events learn which inquiries they
 * name, counters under a plain address go, anonymised addresses stop being hashes of the address.
 * It runs again without harm (idempotent), as when two branches' migrations are reconciled.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rerunMigration, testDatabases } from "../../../tests/support/databases";
import type { OpenDatabase } from "./client.server";
import { contactInquiries, inquiries, mailQueue, rateLimits, webhookQueue } from "./schema.server";

describe.each(testDatabases)("migration 0010 on $name", (testDatabase) => {
  let database: OpenDatabase;
  const rerun = () => rerunMigration(database, "0010_erasure_reach.sql");
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.close());

  it("links earlier e-mails and webhook events to their inquiries, and runs again without harm", async () => {
    const [notified, digested] = [randomUUID(), randomUUID()];
    const [notice, digest, confirmation] = await database.db
      .insert(mailQueue)
      .values([
        {
          to: "leads@agency.test",
          subject: "Nový dotaz",
          text: `Otevřít: https://x.cz/cs/dashboard/inquiries/${notified}`,
        },
        {
          to: "staff@agency.test",
          subject: "Komu se ozvat",
          text: `https://x.cz/cs/dashboard/inquiries/${notified}\nhttps://x.cz/cs/dashboard/inquiries/${digested}\nhttps://x.cz/cs/dashboard/inquiries/${notified}`,
        },
        { to: "jana@firma.cz", subject: "Děkujeme", text: "Ozveme se." },
      ])
      .returning();
    const [event] = await database.db
      .insert(webhookQueue)
      .values({
        url: "https://crm.test/hook",
        body: JSON.stringify({ inquiryId: notified, email: "jana@firma.cz" }),
      })
      .returning();
    await rerun();
    await rerun();
    const idsOf = async (id = "") =>
      (await database.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0]?.inquiryIds.sort();
    expect(await idsOf(notice?.id)).toEqual([notified]);
    expect(await idsOf(digest?.id)).toEqual([notified, digested].sort());
    expect(await idsOf(confirmation?.id)).toEqual([]);
    const [linked] = await database.db
      .select()
      .from(webhookQueue)
      .where(eq(webhookQueue.id, event?.id ?? ""));
    expect(linked?.inquiryId).toBe(notified);
  });

  it("drops counters kept under a plain address and keeps the keyed ones", async () => {
    const keyed = `confirmation:${"a".repeat(43)}`;
    await database.db.insert(rateLimits).values([
      { key: "confirmation:jana@firma.cz", count: 1, resetAt: new Date(Date.now() + 60_000) },
      { key: "lead-form:203.0.113.7", count: 1, resetAt: new Date(Date.now() + 60_000) },
      { key: keyed, count: 2, resetAt: new Date(Date.now() + 60_000) },
    ]);
    await rerun();
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual([keyed]);
  });

  it("replaces anonymised addresses made of the address's hash, the same for the rows that shared one", async () => {
    const legacy = "anonymised-0123456789ab@anonymised.invalid";
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({
        title: "anonymised",
        serviceType: "contact",
        sourceForm: "contact",
        leadEmail: legacy,
        lang: "cs",
      })
      .returning();
    await database.db.insert(contactInquiries).values({
      inquiryId: inquiry?.id ?? "",
      name: "anonymised",
      email: legacy,
      message: "",
      lang: "cs",
    });
    await rerun();
    const [after] = await database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, inquiry?.id ?? ""));
    const [answers] = await database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.inquiryId, inquiry?.id ?? ""));
    expect(after?.leadEmail).toMatch(/^anonymised-[0-9a-f]{12}@anonymised\.invalid$/);
    expect(after?.leadEmail).not.toBe(legacy);
    expect(answers?.email).toBe(after?.leadEmail);
  });
});
