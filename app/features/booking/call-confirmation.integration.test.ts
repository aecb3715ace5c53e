/** Staff confirm a call request's time on the inquiry page; the lead gets a calendar invitation. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typesetText } from "~/i18n/typography";
import type { OpenDatabase } from "~/platform/db/client.server";
import { inquiries, inquiryActivities, mailQueue } from "~/platform/db/schema.server";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import { type Actor, signUp, uniqueEmail } from "../../../tests/support/auth";
import { runRoute } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import type { InquiryPageData } from "../dashboard/inquiry.server";
import { issueFormToken } from "../leads/form-token.server";
import { icsUtc } from "./invitation";
import { offeredWindows, windowTimes } from "./windows";

const submitBookingRequest = leadFormAction("booking");
/** The content lines of an iCalendar text, unfolded. */
const contentLines = (ics: string | null | undefined) => (ics ?? "").replace(/\r\n /g, "").split("\r\n");

describe.each(testDatabases)("confirming a call's time on $name", { timeout: 60_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let staff: Actor;
  let visitor: Actor;
  const [first = "", second = "", , , fifth = ""] = offeredWindows(new Date());
  let ip = 0;

  async function requestCall(email: string, lang = "cs") {
    const answer = await post(
      submitBookingRequest,
      services,
      `/${lang === "en" ? "eng" : lang}/booking`,
      {
        name: "Jana Nováková",
        email,
        phone: "608 111 222",
        phone_country: "CZ",
        windows: [first, fifth],
        form_token: issueFormToken(services.secret, Date.now() - 5000),
      },
      { ip: `198.51.100.${++ip}` },
    );
    expect(answer.status).toBe(200);
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.leadEmail, email));
    return row?.id ?? "";
  }
  const confirm = (actor: Actor, id: string, window: string) =>
    runRoute<{ ok: boolean; error?: string }>(inquiryAction, services, `/dashboard/inquiries/${id}`, {
      actor,
      form: { intent: "confirmWindow", window },
      params: { id },
    });
  const open = (id: string) =>
    runRoute<InquiryPageData>(inquiryLoader, services, `/dashboard/inquiries/${id}`, {
      actor: staff,
      params: { id },
    });
  const invitationsTo = (email: string) =>
    database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, email)))
      .then((rows) => rows.filter((row) => row.calendar !== null));

  beforeAll(async () => {
    database = await testDatabase.open();
    const staffEmail = uniqueEmail("staff");
    services = createTestServices(database.db, { STAFF_EMAILS: staffEmail });
    [staff, visitor] = await Promise.all([
      signUp(services, { name: "Carol", email: staffEmail }),
      signUp(services, { name: "Victor" }),
    ]);
  });
  afterAll(() => database.close());

  it("e-mails the lead the confirmed time with a calendar invitation and records it on the timeline", async () => {
    const email = "jana.call@firma.cz";
    const id = await requestCall(email);
    expect((await open(id)).data.callWindows).toEqual([
      { value: first, confirmed: false, ended: false },
      { value: fifth, confirmed: false, ended: false },
    ]);

    expect((await confirm(staff, id, first)).data).toMatchObject({ ok: true });
    const [mail] = await invitationsTo(email);
    expect(mail?.subject).toMatch(/^Hovor je potvrzený: /);
    expect(mail?.text).toContain("+420 608 111 222");
    expect(mail?.text).toContain("(pražský čas)");
    expect(mail?.replyTo).toBe(staff.email);
    expect(mail?.inquiryIds).toEqual([id]);
    const lines = contentLines(mail?.calendar);
    const times = windowTimes(first);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`UID:call-${id}@${new URL(services.config.PUBLIC_URL).host}`);
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain(`DTSTART:${times ? icsUtc(times.start) : ""}`);
    expect(lines).toContain(`DTEND:${times ? icsUtc(times.end) : ""}`);
    expect(lines).toContain(`SUMMARY:${typesetText("cs", "Hovor s Flowlane")}`);
    expect(lines.find((line) => line.startsWith("ATTENDEE"))).toMatch(
      /^ATTENDEE;CN="Jana Nováková";.*RSVP=TRUE:mailto:jana\.call@firma\.cz$/,
    );

    const [activity] = await database.db
      .select()
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, id), eq(inquiryActivities.kind, "email_sent")));
    expect(activity).toMatchObject({ mailId: mail?.id, data: { callWindow: first } });
    expect(activity?.body).toMatch(/^Hovor je potvrzený: /);
    expect((await open(id)).data.callWindows.map((window) => window.confirmed)).toEqual([true, false]);
  });

  it("sends the same event again, one sequence higher, when another time is confirmed instead", async () => {
    const email = "jana.again@firma.cz";
    const id = await requestCall(email, "en");
    await confirm(staff, id, first);
    await confirm(staff, id, fifth);
    const calendars = (await invitationsTo(email)).map((mail) => contentLines(mail.calendar));
    expect(calendars).toHaveLength(2);
    const uid = (lines: string[]) => lines.find((line) => line.startsWith("UID:"));
    expect(uid(calendars[1] ?? [])).toBe(uid(calendars[0] ?? []));
    expect(calendars.map((lines) => lines.find((line) => line.startsWith("SEQUENCE:")))).toEqual(
      expect.arrayContaining(["SEQUENCE:0", "SEQUENCE:1"]),
    );
    expect((await open(id)).data.callWindows.map((window) => window.confirmed)).toEqual([false, true]);
  });

  it("refuses a time the lead did not ask for, an inquiry that is no call request, and anyone but staff", async () => {
    const email = "jana.refused@firma.cz";
    const id = await requestCall(email);
    for (const window of [second, "2020-01-06:morning", "tomorrow", ""]) {
      const answer = await confirm(staff, id, window);
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, error: "invalid" });
    }
    const [contact] = await database.db
      .insert(inquiries)
      .values({
        title: "Contact",
        serviceType: "contact",
        sourceForm: "contact",
        leadEmail: email,
        lang: "cs",
        requirements: { windows: [first] },
      })
      .returning();
    expect((await confirm(staff, contact?.id ?? "", first)).status).toBe(400);
    expect((await confirm(visitor, id, first)).status).toBe(403);
    expect(await invitationsTo(email)).toEqual([]);
  });
});
