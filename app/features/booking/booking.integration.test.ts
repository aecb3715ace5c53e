import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages.server";
import { typesetText } from "~/i18n/typography";
import type { OpenDatabase } from "~/platform/db/client.server";
import { inquiries, mailQueue } from "~/platform/db/schema.server";
import { testDatabases } from "../../../tests/support/databases";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { readableAnswers } from "../leads/answers";
import { answerLabels } from "../leads/answers.server";
import { issueFormToken } from "../leads/form-token.server";
import { chosenWindows } from "./chosen-windows";
import { offeredWindows } from "./windows";

const submitBookingRequest = leadFormAction("booking");

describe.each(testDatabases)("call requests on $name", (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  // The server checks the windows against its own clock: take them from the same one.
  const [first = "", second = "", , , fifth = ""] = offeredWindows(new Date());
  const request = (email: string) => ({
    name: "Jana Nováková",
    email,
    phone: "608 111 222",
    phone_country: "CZ",
    windows: [first, fifth],
    // Rendered five seconds ago: a person's pace.
    form_token: issueFormToken(services.secret, Date.now() - 5000),
  });
  const inquiriesOf = (email: string) =>
    database.db.select().from(inquiries).where(eq(inquiries.leadEmail, email));
  const mailsTo = (email: string) => database.db.select().from(mailQueue).where(eq(mailQueue.to, email));

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db);
  });
  afterAll(() => database.close());

  it("stores the request as a lead of the booking form, assigned and announced, and confirms it by e-mail", async () => {
    const email = "jana@firma.cz";
    const answer = await post(submitBookingRequest, services, "/cs/booking", request(email), {
      ip: nextIp(),
      cookie: `utm=${encodeURIComponent("utm_source=newsletter&utm_campaign=podzim")}`,
    });
    expect(answer).toEqual({ status: 200, body: { ok: true } });

    const [inquiry] = await inquiriesOf(email);
    expect(inquiry).toMatchObject({
      sourceForm: "booking",
      serviceType: "booking",
      status: "pending",
      title: "Jana Nováková",
      leadName: "Jana Nováková",
      lang: "cs",
      utmSource: "newsletter",
      utmCampaign: "podzim",
      spamReason: null,
    });
    expect(inquiry?.phone).toBe("+420608111222");
    expect(inquiry?.requirements).toEqual({
      name: "Jana Nováková",
      email,
      phone: "+420608111222",
      windows: [first, fifth],
    });

    const [confirmation] = await mailsTo(email);
    expect(confirmation?.subject).toBe(typesetText("cs", "Žádost o konzultaci jsme přijali – Flowlane"));
    // Nothing the visitor typed is quoted back to the address they typed, but the times they
    // picked from the offer are, as the page showed them.
    expect(confirmation?.text).not.toContain("Jana");
    expect(confirmation?.text).not.toContain("111 222");
    const chosen = chosenWindows([first, fifth], "cs-CZ", messages("cs").forms.booking);
    expect(confirmation?.text).toContain(
      [chosen.title, ...chosen.items.map((item) => `- ${item}`)].join("\n"),
    );
    expect(confirmation?.html).toContain(chosen.items[1]);
    const [staff] = await database.db.select().from(mailQueue).where(eq(mailQueue.replyTo, email));
    expect(staff?.to).toBe("leads@agency.test");
    // The notice (Czech: the staff address has no account) shows the windows as days and times.
    const staffAnswers = readableAnswers("booking", inquiry?.requirements ?? {}, answerLabels("cs"));
    expect(staff?.text).toContain(`${staffAnswers[2]?.label}: +420 608 111 222`);
    expect(staff?.text).toContain(`${staffAnswers[3]?.label}: ${staffAnswers[3]?.value}`);
    expect(staff?.text).not.toContain("windows");

    // Staff read the windows as days and times in their language.
    const answers = readableAnswers("booking", inquiry?.requirements ?? {}, answerLabels("en"));
    expect(answers.map((answer) => answer.label)).toEqual(["Name", "Email", "Phone", "Preferred times"]);
    expect(answers[3]?.value).toMatch(/^\w{3}, \w{3} \d{1,2}, 9:00–12:00; \w{3}, \w{3} \d{1,2}, 9:00–12:00$/);
  });

  it("answers a plain browser post with a redirect to the translated thank-you page", async () => {
    const email = "plain@firma.cz";
    const answer = await post(submitBookingRequest, services, "/pl/booking", request(email), {
      enhanced: false,
      ip: nextIp(),
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/pl/sent/booking");
    expect(await inquiriesOf(email)).toHaveLength(1);
  });

  it("refuses windows no longer offered, or not at all, and stores nothing", async () => {
    for (const windows of [["2020-01-06:morning"], [first, "2099-01-05:afternoon"]]) {
      const email = `gone-${windows.length}@firma.cz`;
      const answer = await post(
        submitBookingRequest,
        services,
        "/eng/booking",
        { ...request(email), windows },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body?.errors).toEqual({ windows: "windowsGone" });
      expect(answer.body?.values?.windows).toEqual(windows);
      expect(await inquiriesOf(email)).toHaveLength(0);
    }
  });

  it("asks for one to three windows, a name, an address and a phone number, storing nothing", async () => {
    const before = await database.db.$count(inquiries);
    const answer = await post(
      submitBookingRequest,
      services,
      "/eng/booking",
      { name: "", email: "not-an-address", phone: "", windows: [first, second, fifth, "x"] },
      { ip: nextIp() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body?.errors).toMatchObject({
      name: "required",
      email: "email",
      phone: "required",
      windows: "windowsGone",
    });
    expect(await database.db.$count(inquiries)).toBe(before);
  });

  it("keeps a bot's request as spam like the other forms: honeypot, too fast, forged token; no e-mail", async () => {
    const cases = [
      ["honeypot@bot.cz", { "bot-field": "http://spam.example" }, "honeypot"],
      ["fast@bot.cz", { form_token: issueFormToken(services.secret, Date.now() - 1000) }, "too_fast"],
      ["forged@bot.cz", { form_token: "1.abc" }, "too_fast"],
    ] as const;
    for (const [email, extra, reason] of cases) {
      const answer = await post(
        submitBookingRequest,
        services,
        "/cs/booking",
        { ...request(email), ...extra },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
      const [inquiry] = await inquiriesOf(email);
      expect(inquiry?.spamReason).toBe(reason);
      expect(await mailsTo(email)).toHaveLength(0);
      expect(await database.db.$count(mailQueue, eq(mailQueue.replyTo, email))).toBe(0);
    }
  });
});
