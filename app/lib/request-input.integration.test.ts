/**
 * What the open internet types, pastes and replays into every input: NUL and other controls,
 * lone surrogates, decomposed letters, CR/LF. PostgreSQL text holds no U+0000, so a NUL read raw
 * lost the whole lead. Every post, query and cookie here is read cleaned (app/lib/clean-text.ts):
 * the lead, the note, the reply, the template and the account are stored, with the cleaned text.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import {
  contactInquiries,
  inquiries,
  inquiryActivities,
  jobApplications,
  mailQueue,
  templates,
  users,
  websitePreviewRequests,
} from "~/platform/db/schema.server";
import { loader as bookingLoader } from "~/routes/api.booking";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { loader as csvLoader } from "~/routes/dashboard.inquiries-csv";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import { action as settingsAction } from "~/routes/dashboard.settings";
import { action as templatesAction } from "~/routes/dashboard.templates";
import { loader as resetLoader } from "~/routes/reset-password";
import { type Actor, authPost, call, signUp, uniqueEmail } from "../../tests/support/auth";
import { runRoute } from "../../tests/support/dashboard";
import { testDatabases } from "../../tests/support/databases";
import { leadFormAction, post } from "../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../tests/support/services";

const submitContact = leadFormAction("contact");
const submitPreviewRequest = leadFormAction("website_preview");
const submitApplication = leadFormAction("hiring");
const submitAssistantQuestion = leadFormAction("assistant");

/** A name as a broken keyboard, a bad paste and a decomposing system send it together. */
const DIRTY_NAME = "Ja\u0000na\u0007 Nova\u0301kova\u0301\uD800";
const CLEAN_NAME = "Jana Nováková\uFFFD";
const DIRTY_MESSAGE = "Dobry\u0301 den,\r\n\r\nchci\u0000 automatizovat\u001B faktury.\uDC00";
const CLEAN_MESSAGE = "Dobrý den,\n\nchci automatizovat faktury.\uFFFD";

describe.each(testDatabases)("input read cleaned on $name", { timeout: 60_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let staff: Actor;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  const inquiryOf = async (email: string) => {
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.leadEmail, email));
    if (!row) throw new Error(`No inquiry from ${email}`);
    return row;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    const staffEmail = uniqueEmail("staff");
    services = createTestServices(database.db, { STAFF_EMAILS: staffEmail });
    staff = await signUp(services, { name: "Carol", email: staffEmail });
  }, 120_000);
  afterAll(() => database.close());

  describe("lead forms", () => {
    it("keep the lead whose UTM cookie holds a NUL (set by a landing URL before this was fixed)", async () => {
      const email = "utm-nul@firma.cz";
      const answer = await post(
        submitContact,
        services,
        "/eng/contact",
        { name: "Jana", email, message: "Hello" },
        { ip: nextIp(), cookie: "utm=utm_source%3Dnews%2500letter%26utm_medium%3De%250D%250Amail" },
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect(await inquiryOf(email)).toMatchObject({ utmSource: "newsletter", utmMedium: "e mail" });
    });

    it("keep a contact lead with controls, lone surrogates and decomposed letters, stored cleaned", async () => {
      const email = "dirty-contact@firma.cz";
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { name: DIRTY_NAME, email, message: DIRTY_MESSAGE },
        { ip: nextIp() },
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const inquiry = await inquiryOf(email);
      expect(inquiry.leadName).toBe(CLEAN_NAME);
      expect(inquiry.requirements).toMatchObject({ name: CLEAN_NAME, message: CLEAN_MESSAGE });
      const [row] = await database.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.inquiryId, inquiry.id));
      expect(row).toMatchObject({ name: CLEAN_NAME, message: CLEAN_MESSAGE });
    });

    it("keep a name on one line, so it cannot forge a line of the staff notice", async () => {
      const email = "crlf@firma.cz";
      const answer = await post(
        submitContact,
        services,
        "/eng/contact",
        { name: "Crlf\r\nBcc: x", email, message: "Hello\r\nE-mail: boss@firma.cz" },
        { ip: nextIp() },
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const inquiry = await inquiryOf(email);
      expect(inquiry.leadName).toBe("Crlf Bcc: x");
      expect(inquiry.requirements).toMatchObject({ message: "Hello\nE-mail: boss@firma.cz" });
      const [notice] = await database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.to, services.config.LEAD_NOTIFY_EMAIL), like(mailQueue.text, `%${email}%`)));
      const lines = notice?.text.split("\n") ?? [];
      expect(notice?.subject).toContain("Crlf Bcc: x");
      expect(lines).not.toContain("Bcc: x");
      expect(lines.filter((line) => line.startsWith("E-mail: "))).toEqual([`E-mail: ${email}`]);
    });

    it("keep a url-encoded post carrying %00, as a browser without JavaScript sends it", async () => {
      const email = "urlencoded@firma.cz";
      const request = new Request("http://localhost/cs/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `name=Ja%00na&email=${encodeURIComponent(email)}&message=Dobr%C3%BD%00den`,
      });
      const answer = (await submitContact({
        request,
        context: { services, clientIp: nextIp() },
        params: {},
      } as never)) as Response;
      expect(answer.status).toBe(303);
      expect(await inquiryOf(email)).toMatchObject({
        leadName: "Jana",
        requirements: { message: "Dobrýden" },
      });
    });

    it("keep a website preview request with a NUL in its company, place and note", async () => {
      const email = "dirty-preview@firma.cz";
      const answer = await post(
        submitPreviewRequest,
        services,
        "/web/eng",
        {
          company_name: "Kava\u0301rna\u0000",
          business_type: "cafe",
          location: "Br\u0000no",
          email,
          note: DIRTY_MESSAGE,
          gdpr_consent: "on",
        },
        { ip: nextIp() },
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const inquiry = await inquiryOf(email);
      const [row] = await database.db
        .select()
        .from(websitePreviewRequests)
        .where(eq(websitePreviewRequests.inquiryId, inquiry.id));
      expect(row).toMatchObject({ companyName: "Kavárna", location: "Brno", note: CLEAN_MESSAGE });
    });

    it("keep a job application whose file name holds a NUL", async () => {
      const email = "dirty-hiring@firma.cz";
      const acknowledgements = Object.fromEntries(
        Array.from({ length: 8 }, (_, index) => [`req_ack_${index + 1}`, "on"]),
      );
      const file = new File(["%PDF-1.7\n%%EOF"], "R\u030Ces\u030Ceni\u0301\u0000.pdf", {
        type: "application/pdf",
      });
      const answer = await post(
        submitApplication,
        services,
        "/team/eng",
        { email, ...acknowledgements, assignment_pdf: file },
        { ip: nextIp() },
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      const [row] = await database.db.select().from(jobApplications).where(eq(jobApplications.email, email));
      expect(row?.fileName).toBe("Řešení.pdf");
    });

    it("keep a question handed over by the assistant with a NUL in it", async () => {
      const email = "dirty-question@firma.cz";
      const answer = await post(
        submitAssistantQuestion,
        services,
        "/eng",
        { email, question: "Umi\u0301te\u0000 Pohodu?" },
        { ip: nextIp() },
      );
      expect(answer).toMatchObject({ status: 200, body: { ok: true } });
      expect((await inquiryOf(email)).requirements).toMatchObject({ question: "Umíte Pohodu?" });
    });
  });

  describe("the dashboard", () => {
    let inquiryId: string;
    beforeAll(async () => {
      const [row] = await database.db
        .insert(inquiries)
        .values({
          title: "Contact: someone",
          serviceType: "contact",
          requirements: { email: "someone@example.com", message: "Quote" },
          sourceForm: "contact",
          leadEmail: "someone@example.com",
          lang: "en",
        })
        .returning();
      inquiryId = row?.id ?? "";
    });
    const change = (form: Record<string, string>) =>
      runRoute<{ ok: boolean }>(inquiryAction, services, `/dashboard/inquiries/${inquiryId}`, {
        actor: staff,
        form,
        params: { id: inquiryId },
      });

    it("keeps a note with a NUL, cleaned", async () => {
      expect((await change({ intent: "note", body: DIRTY_MESSAGE })).data.ok).toBe(true);
      const notes = await database.db
        .select()
        .from(inquiryActivities)
        .where(eq(inquiryActivities.inquiryId, inquiryId));
      expect(notes.map((entry) => entry.body)).toContain(CLEAN_MESSAGE);
    });

    it("sends a reply with a NUL in its subject and text, cleaned", async () => {
      expect(
        (await change({ intent: "reply", subject: "Re\u0000: your offer", body: DIRTY_MESSAGE })).data.ok,
      ).toBe(true);
      const [mail] = await database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.subject, "Re: your offer"));
      expect(mail?.to).toBe("someone@example.com");
      expect(mail?.text).toContain("chci automatizovat faktury.");
    });

    it("sends a reply whose subject is one line, its text with its lines", async () => {
      expect(
        (
          await change({
            intent: "reply",
            subject: "Offer\r\nBcc: boss@firma.cz",
            body: "Hello,\r\n\r\nthe offer.",
          })
        ).data.ok,
      ).toBe(true);
      const [mail] = await database.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.subject, "Offer Bcc: boss@firma.cz"));
      expect(mail?.text).toContain("Hello,\n\nthe offer.");
    });

    it("stores a template whose name and description hold a NUL, cleaned", async () => {
      const saved = await runRoute<{ ok: boolean }>(templatesAction, services, "/dashboard/templates", {
        actor: staff,
        json: {
          intent: "create",
          template: {
            name: "Fl\u0000ow",
            description: "Sends\u0000 the offer",
            category: null,
            isPublic: false,
            workflowData: {
              steps: [{ id: "step_1", type: "action", config: { action: "Se\u0000nd", params: {} } }],
            },
          },
        },
      });
      expect(saved.data.ok).toBe(true);
      const [row] = await database.db.select().from(templates).where(eq(templates.name, "Flow"));
      expect(row?.description).toBe("Sends the offer");
      expect(row?.workflowData.steps[0]?.config.action).toBe("Send");
    });

    it("saves a profile name with a NUL, cleaned", async () => {
      const saved = await runRoute<{ ok: boolean }>(settingsAction, services, "/dashboard/settings", {
        actor: staff,
        form: { intent: "profile", name: "Ca\u0000rol", lang: "en" },
      });
      expect(saved.data.ok).toBe(true);
      const [row] = await database.db.select().from(users).where(eq(users.email, staff.email));
      expect(row?.name).toBe("Carol");
    });

    it("saves a profile name on one line", async () => {
      await runRoute(settingsAction, services, "/dashboard/settings", {
        actor: staff,
        form: { intent: "profile", name: "Carol\r\nAdmin", lang: "en" },
      });
      const [row] = await database.db.select().from(users).where(eq(users.email, staff.email));
      expect(row?.name).toBe("Carol Admin");
    });

    it("reads an id in capitals as the same id: one address per inquiry, never merged into itself", async () => {
      const upper = inquiryId.toUpperCase();
      const page = await runRoute(inquiryLoader, services, `/dashboard/inquiries/${upper}`, {
        actor: staff,
        params: { id: upper },
      });
      expect(page).toMatchObject({ status: 301, location: `/dashboard/inquiries/${inquiryId}` });
      expect(await change({ intent: "merge", other: upper })).toMatchObject({
        data: { ok: false, error: "selfMerge" },
      });
      const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
      expect(row?.mergedIntoId).toBeNull();
    });

    it("searches and exports inquiries for a text with a NUL", async () => {
      const list = await runRoute(inquiriesLoader, services, "/dashboard/inquiries?view=list&q=Qu%00ote", {
        actor: staff,
      });
      expect(list.status).toBe(200);
      const csv = await runRoute(csvLoader, services, "/dashboard/inquiries.csv?q=%00&delimiter=%00", {
        actor: staff,
      });
      expect(csv.status).toBe(200);
    });
  });

  describe("accounts and other queries", () => {
    it("signs up a name with a NUL, cleaned", async () => {
      const email = uniqueEmail("nul");
      const answer = await authPost(
        services,
        "/sign-up/email",
        {
          name: "Da\u0000n Nova\u0301k",
          email,
          password: "Tajne-heslo-42",
          confirmPassword: "Tajne-heslo-42",
        },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(200);
      const [row] = await database.db.select().from(users).where(eq(users.email, email));
      expect(row?.name).toBe("Dan Novák");
    });

    it("answers queries carrying a NUL below 500", async () => {
      expect((await call(bookingLoader, services, "/api/booking?lang=%00")).status).toBe(200);
      const reset = await runRoute(resetLoader, services, "/reset-password?token=a%00b&lang=en%00");
      expect(reset.status).toBeLessThan(500);
    });
  });
});
