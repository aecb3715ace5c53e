/**
 * What the lead forms must withstand on the open internet: relayed spam, malformed and oversized
 * bodies, retries and bots. A bot's post is kept (flagged), a retried post is stored once.
 */
import { eq, sql } from "drizzle-orm";
import type { ActionFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import { contactInquiries, inquiries, jobApplications, mailQueue } from "~/platform/db/schema.server";
import { action as leadsApiAction, loader as leadsApiLoader } from "~/routes/api.leads";
import { testDatabases } from "../../../tests/support/databases";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices, testContext } from "../../../tests/support/services";
import { FORM_TOKEN_TTL_MS, issueFormToken } from "./form-token.server";

const submitContact = leadFormAction("contact");
const submitDemoRequest = leadFormAction("demo");
const submitApplication = leadFormAction("hiring");

const contact = { name: "Jana Nováková", email: "jana@firma.cz", message: "Chci automatizovat faktury." };
const demo = {
  email: "demo@firma.cz",
  service: "assistant",
  goal: "Answer customers at night",
  budget: "medium",
};
const acknowledgements = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`req_ack_${i + 1}`, "on"]));
const pdf = () => new File(["%PDF-1.7\n%%EOF"], "solution.pdf", { type: "application/pdf" });

describe.each(testDatabases)("lead safety on $name", (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  const mailsTo = (address: string) => database.db.$count(mailQueue, eq(mailQueue.to, address));
  const inquiriesOf = (address: string) =>
    database.db.select().from(inquiries).where(eq(inquiries.leadEmail, address));

  /** A raw request to the contact action, for bodies a browser would never send. */
  async function rawContactPost(body: BodyInit | null, headers: Record<string, string>) {
    const request = new Request("http://localhost/cs/contact", { method: "POST", body, headers });
    try {
      const result = await submitContact({
        request,
        context: testContext(services, nextIp()),
        params: {},
      } as ActionFunctionArgs);
      return result instanceof Response
        ? result.status
        : ((result as { init: { status?: number } | null }).init?.status ?? 200);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    }
  }

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db);
  });
  afterAll(() => database.close());

  describe("e-mail addresses", () => {
    it.each([
      "a@x.co,b@y.co",
      "x>,<y@firma.cz",
      "jana@firma.cz, boss@firma.cz",
      "jana@firma.cz\nBcc: everyone@firma.cz",
      '"Jana" <jana@firma.cz>',
      "jana@firma",
    ])("accepts exactly one address per field, not %j", async (email) => {
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body?.errors?.email).toBe("email");
    });

    it("accepts an ordinary address with a plus and subdomains", async () => {
      const email = "jana.novakova+web@mail.firma.cz";
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
    });
  });

  describe("confirmation e-mails", () => {
    it("quote nothing the visitor typed", async () => {
      const email = "quoted@firma.cz";
      const bait = "Cheap pills at http://spam.example";
      await post(
        submitContact,
        services,
        "/eng/contact",
        { name: `Win ${bait}`, email, message: bait, phone: "603 111 222", phone_country: "CZ" },
        { ip: nextIp() },
      );
      const [confirmation] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
      expect(confirmation?.text).toBeTruthy();
      expect(confirmation?.html).toContain("<table");
      for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html]) {
        expect(part).not.toContain("spam.example");
        expect(part).not.toContain("Win");
        expect(part).not.toContain("111 222");
      }
      const [staff] = await database.db.select().from(mailQueue).where(sql`${mailQueue.replyTo} = ${email}`);
      expect(staff?.text).toContain(bait);
      expect(staff?.html).toContain(bait);
    });

    it("go to one address at most three times an hour, while every lead is kept", async () => {
      const email = "often@firma.cz";
      for (let i = 0; i < 5; i++) {
        const answer = await post(
          submitContact,
          services,
          "/cs/contact",
          { ...contact, email },
          { ip: nextIp() },
        );
        expect(answer.body).toEqual({ ok: true });
      }
      expect(await inquiriesOf(email)).toHaveLength(5);
      expect(await mailsTo(email)).toBe(3);
    });
  });

  describe("bots", () => {
    it("keep a post whose honeypot is filled as spam, answered like a success, with no notification", async () => {
      const email = "honeypot@bot.cz";
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email, "bot-field": "http://spam.example" },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
      const [inquiry] = await inquiriesOf(email);
      expect(inquiry?.spamReason).toBe("honeypot");
      expect(await database.db.$count(contactInquiries, eq(contactInquiries.email, email))).toBe(1);
      expect(await mailsTo(email)).toBe(0);
      expect(await database.db.$count(mailQueue, eq(mailQueue.replyTo, email))).toBe(0);
    });

    it("keep a demo request sent sooner than 3 s, or without a genuine token, as spam", async () => {
      const fast = issueFormToken(services.secret, Date.now() - 1000);
      for (const [email, form_token] of [
        ["fast@bot.cz", fast],
        ["forged@bot.cz", "1.abc"],
      ] as const) {
        const answer = await post(
          submitDemoRequest,
          services,
          "/eng/demo",
          { ...demo, email, form_token },
          { ip: nextIp() },
        );
        expect(answer.body).toEqual({ ok: true });
        const [inquiry] = await inquiriesOf(email);
        expect(inquiry?.spamReason).toBe("too_fast");
        expect(await mailsTo(email)).toBe(0);
      }
    });

    it("store nothing from an invalid post, honeypot or not", async () => {
      const email = "invalid@bot.cz";
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { name: "", email, message: "", "bot-field": "x" },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(await inquiriesOf(email)).toHaveLength(0);
    });
  });

  describe("the demo form's render time", () => {
    it("survives an error re-render: the answer carries the token that was sent", async () => {
      const token = issueFormToken(services.secret, Date.now() - 2000);
      const answer = await post(
        submitDemoRequest,
        services,
        "/eng/demo",
        { ...demo, goal: "short", form_token: token },
        { ip: nextIp(), enhanced: false },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ formToken: token });
    });

    it("expires after a day: the visitor is asked to send again, with a fresh token and the input kept", async () => {
      const old = issueFormToken(services.secret, Date.now() - FORM_TOKEN_TTL_MS - 60_000);
      const email = "slow@firma.cz";
      const answer = await post(
        submitDemoRequest,
        services,
        "/eng/demo",
        { ...demo, email, form_token: old },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ formError: "formExpired", values: { email } });
      expect((answer.body as { formToken?: string }).formToken).not.toBe(old);
      expect(await inquiriesOf(email)).toHaveLength(0);
    });
  });

  describe("retries", () => {
    it("store a post sent twice with the same submission id once, and answer both as received", async () => {
      const email = "twice@firma.cz";
      const submission_id = "0b8f9f5e-4a8e-4c31-9d5e-2f6a1c3b7d10";
      for (let i = 0; i < 2; i++) {
        const answer = await post(
          submitContact,
          services,
          "/cs/contact",
          { ...contact, email, submission_id },
          { ip: nextIp() },
        );
        expect(answer.body).toEqual({ ok: true });
      }
      expect(await inquiriesOf(email)).toHaveLength(1);
      expect(await mailsTo(email)).toBe(1);
    });

    it("give a JavaScript-free visitor whose post failed a submission id for the next try", async () => {
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email: "" },
        { ip: nextIp(), enhanced: false },
      );
      expect((answer.body as { submissionId?: string }).submissionId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("answer a second job application from the same address as already received, storing it once", async () => {
      const email = "applicant@mail.cz";
      const first = await post(
        submitApplication,
        services,
        "/team/eng",
        { email, ...acknowledgements, assignment_pdf: pdf() },
        { ip: nextIp() },
      );
      expect(first.body).toEqual({ ok: true });
      const second = await post(
        submitApplication,
        services,
        "/team/eng",
        { email: "Applicant@Mail.cz", ...acknowledgements, assignment_pdf: pdf() },
        { ip: nextIp() },
      );
      expect(second.body).toEqual({ ok: true, alreadyReceived: true });
      expect(await database.db.$count(jobApplications, sql`lower(${jobApplications.email}) = ${email}`)).toBe(
        1,
      );
    });
  });

  describe("contact form", () => {
    it("needs only name, e-mail and message; business type is optional (docs/PRODUCT.md, Contact)", async () => {
      const email = "minimal@firma.cz";
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
      const [row] = await database.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.email, email));
      expect(row?.businessType).toBeNull();
    });
  });

  describe("malformed posts", () => {
    it("answer 415 to a body that is not a form, storing nothing", async () => {
      const before = await database.db.$count(inquiries);
      expect(await rawContactPost(JSON.stringify(contact), { "Content-Type": "application/json" })).toBe(415);
      expect(await rawContactPost("name=Jana", { "Content-Type": "text/plain" })).toBe(415);
      expect(await rawContactPost("name=Jana", {})).toBe(415);
      expect(await database.db.$count(inquiries)).toBe(before);
    });

    it("answer 400 to a broken multipart body", async () => {
      const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nJana\r\n--x'; // never closed
      expect(await rawContactPost(body, { "Content-Type": "multipart/form-data; boundary=x" })).toBe(400);
      expect(await rawContactPost("anything", { "Content-Type": "multipart/form-data" })).toBe(400);
    });

    it("answer 413 to a form far larger than any honest one, even when it streams without a length", async () => {
      const big = `name=Jana&email=jana%40firma.cz&message=${"x".repeat(200_000)}`;
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      });
      const request = new Request("http://localhost/cs/contact", {
        method: "POST",
        body: stream,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);
      const answer = await submitContact({
        request,
        context: testContext(services, nextIp()),
        params: {},
      } as ActionFunctionArgs).catch((thrown: unknown) => thrown);
      expect((answer as Response).status).toBe(413);
    });

    it("count the rate limit before reading the body", async () => {
      const ip = nextIp();
      for (let i = 0; i < services.config.FORM_RATE_LIMIT; i++) {
        await post(
          submitContact,
          services,
          "/cs/contact",
          { ...contact, email: `rate${i}@firma.cz` },
          { ip },
        );
      }
      let read = false;
      const body = new ReadableStream(
        {
          pull() {
            read = true;
            throw new Error("the body must not be read");
          },
        },
        { highWaterMark: 0 }, // pulled only when someone reads
      );
      const request = new Request("http://localhost/cs/contact", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);
      const answer = await submitContact({
        request,
        context: testContext(services, ip),
        params: {},
      } as ActionFunctionArgs);
      expect((answer as { init: { status: number } }).init.status).toBe(429);
      expect(read).toBe(false);
    });

    it("answer 405 to a method other than POST on the form API, and to GET", async () => {
      const request = new Request("http://localhost/api/leads/contact", {
        method: "PUT",
        body: "a=b",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      const put = await leadsApiAction({
        request,
        context: testContext(services),
        params: { form: "contact" },
      } as never);
      expect((put as Response).status).toBe(405);
      const get = await leadsApiLoader();
      expect(get.status).toBe(405);
      expect(get.headers.get("Allow")).toBe("POST");
    });

    it.each([
      "unknown",
      "toString",
      "constructor",
      "__proto__",
      "hasOwnProperty",
      "CONTACT",
      "contact\u0000",
    ])("answer 404 for the form API of a form that does not exist: %j", async (form) => {
      const request = new Request(`http://localhost/api/leads/${encodeURIComponent(form)}`, {
        method: "POST",
        body: new URLSearchParams(contact),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      const answer = await leadsApiAction({
        request,
        context: testContext(services),
        params: { form },
      } as never);
      expect(answer.status).toBe(404);
    });
  });
});
