/** What the lead desk does by itself: new leads handed out in turn, the morning digest of follow-ups. */
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import { inquiries, mailQueue, users } from "~/platform/db/schema.server";
import { signUp, uniqueEmail } from "../../../tests/support/auth";
import { testDatabases } from "../../../tests/support/databases";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { sendFollowUpDigests } from "./digest.server";

const submitContact = leadFormAction("contact");

describe.each(testDatabases)("lead desk automation on $name", { timeout: 60_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const staffEmails = [uniqueEmail("anna"), uniqueEmail("ben"), uniqueEmail("cyril")];
  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? "";

  const lead = async (email: string, extra: Record<string, string> = {}) => {
    const answer = await post(
      submitContact,
      services,
      "/eng/contact",
      { name: "Lead", email, message: "Hello", ...extra },
      { ip: `203.0.113.${++ipCounter}` },
    );
    expect(answer.body).toEqual({ ok: true });
    return (await database.db.select().from(inquiries).where(eq(inquiries.leadEmail, email)))[0];
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db, { STAFF_EMAILS: staffEmails.join(",") });
    await Promise.all(
      staffEmails.map((email, index) =>
        signUp(services, { email, name: ["Anna", "Ben", "Cyril"][index], lang: "cs" }),
      ),
    );
    // Anna and Ben take new leads; Cyril does not.
    await database.db
      .update(users)
      .set({ takesNewLeads: true })
      .where(inArray(users.email, staffEmails.slice(0, 2)));
  }, 120_000);
  afterAll(() => database.close());

  it("hands new leads in turn to the staff who take them, and none to a post kept as spam", async () => {
    const [anna, ben] = [await idOf(staffEmails[0] ?? ""), await idOf(staffEmails[1] ?? "")];
    const assignees = [];
    for (let i = 0; i < 4; i++) assignees.push((await lead(`turn-${i}@example.com`))?.assigneeId);
    expect(new Set(assignees)).toEqual(new Set([anna, ben]));
    expect(assignees[0]).not.toBe(assignees[1]);
    expect(assignees[0]).toBe(assignees[2]);
    expect(assignees[1]).toBe(assignees[3]);
    expect((await lead("bot@example.com", { "bot-field": "x" }))?.assigneeId).toBeNull();
  });

  it("mails each assignee his due follow-ups once a day, from 7:00 in Prague, in his language", async () => {
    const settings = {
      publicUrl: services.config.PUBLIC_URL,
      timeZone: services.config.AGENCY_TIME_ZONE,
      company: services.config.company,
    };
    const anna = await idOf(staffEmails[0] ?? "");
    const [due] = await database.db.select().from(inquiries).where(eq(inquiries.assigneeId, anna)).limit(1);
    await database.db
      .update(inquiries)
      .set({ followUpOn: "2026-11-20" })
      .where(eq(inquiries.id, due?.id ?? ""));
    const before = "2026-11-23T05:30:00Z"; // 6:30 in Prague
    const after = "2026-11-23T06:30:00Z"; // 7:30 in Prague
    expect(await sendFollowUpDigests(database.db, settings, new Date(before))).toBe(0);
    expect(await sendFollowUpDigests(database.db, settings, new Date(after))).toBe(1);
    expect(await sendFollowUpDigests(database.db, settings, new Date(after))).toBe(0);
    const [digest] = await database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, staffEmails[0] ?? ""), like(mailQueue.subject, "Komu se ozvat%")));
    expect(digest?.text).toContain("Dobré ráno,");
    expect(digest?.text).toContain(`/cs/dashboard/inquiries/${due?.id}`);
    // A closed inquiry is no longer due.
    await database.db
      .update(inquiries)
      .set({ status: "completed" })
      .where(eq(inquiries.id, due?.id ?? ""));
    expect(await sendFollowUpDigests(database.db, settings, new Date("2026-11-24T06:30:00Z"))).toBe(0);
  });

  it("sends the digest only in each person's working morning, and never to one who switched it off", async () => {
    const settings = {
      publicUrl: services.config.PUBLIC_URL,
      timeZone: services.config.AGENCY_TIME_ZONE,
      company: services.config.company,
    };
    const anna = await idOf(staffEmails[0] ?? "");
    const [annas] = await database.db.select().from(inquiries).where(eq(inquiries.assigneeId, anna)).limit(1);
    await database.db
      .update(inquiries)
      .set({ followUpOn: "2026-11-20", status: "pending" })
      .where(eq(inquiries.id, annas?.id ?? ""));
    const send = (moment: string) => sendFollowUpDigests(database.db, settings, new Date(moment));
    // 14:03 in Prague is no morning; nor is a Saturday's, nor 28 October, a Czech public holiday.
    expect(await send("2026-11-25T13:03:00Z")).toBe(0);
    expect(await send("2026-11-28T07:30:00Z")).toBe(0);
    expect(await send("2026-10-28T07:30:00Z")).toBe(0);
    // 11:00 is past the morning.
    expect(await send("2026-11-25T10:00:00Z")).toBe(0);
    // Anna in New York gets hers in her morning, not in Prague's.
    await database.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, anna));
    expect(await send("2026-11-25T07:30:00Z")).toBe(0);
    expect(await send("2026-11-25T13:30:00Z")).toBe(1);
    // Switched off, no e-mail on the next morning either.
    await database.db.update(users).set({ morningDigest: false }).where(eq(users.id, anna));
    expect(await send("2026-11-26T13:30:00Z")).toBe(0);
  });
});
