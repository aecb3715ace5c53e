import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typesetText } from "~/i18n/typography";
import type { OpenDatabase } from "~/platform/db/client.server";
import {
  contactInquiries,
  demoLeads,
  inquiries,
  jobApplications,
  mailQueue,
  users,
  websitePreviewRequests,
} from "~/platform/db/schema.server";
import { deliverDue } from "~/platform/delivery-queue.server";
import { mailDelivery } from "~/platform/mail.server";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { issueFormToken } from "./form-token.server";

const submitContact = leadFormAction("contact");
const submitDemoRequest = leadFormAction("demo");
const submitPreviewRequest = leadFormAction("website_preview");
const submitApplication = leadFormAction("hiring");

const contact = {
  name: "Jana Nováková",
  email: "jana@firma.cz",
  business_type: "services",
  message: "Chci automatizovat faktury.",
};
const acknowledgements = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`req_ack_${i + 1}`, "on"]));
const pdf = (name = "solution.pdf", body = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF") =>
  new File([body], name, { type: "application/pdf" });

describe.each(testDatabases)("lead forms on $name", (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    database = await testDatabase.open();
    services = createTestServices(database.db);
  });
  afterAll(() => database.close());

  describe("contact", () => {
    it("stores the lead with its inquiry, UTM of the visit and language, and queues both e-mails", async () => {
      const answer = await post(
        submitContact,
        services,
        "/eng/contact",
        { ...contact, phone: "777 123 456", phone_country: "CZ" },
        {
          ip: nextIp(),
          cookie: `utm=${encodeURIComponent("utm_source=newsletter&utm_medium=email&utm_campaign=autumn")}`,
        },
      );
      expect(answer).toEqual({ status: 200, body: { ok: true } });
      const [row] = await database.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.email, "jana@firma.cz"));
      expect(row).toMatchObject({
        name: "Jana Nováková",
        phone: "+420777123456",
        businessType: "services",
        lang: "en",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "autumn",
      });
      const [inquiry] = await database.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.id, row?.inquiryId ?? ""));
      expect(inquiry).toMatchObject({
        status: "pending",
        sourceForm: "contact",
        leadEmail: "jana@firma.cz",
        utmSource: "newsletter",
      });

      const delivered = await services.deliverNow();
      expect(delivered).toBeGreaterThanOrEqual(2);
      const mails = readOutbox(services.outboxDir);
      // Staff read the answers under the dashboard's labels, in the language of the notified
      // address's account, or in Czech (the site's default) when it has none, as here.
      const staff = mails.find((mail) => mail.to === "leads@agency.test" && mail.raw.includes("Jana"));
      expect(staff?.text).toContain("Obor podnikání: Místní služby");
      expect(staff?.text).toContain("Jazyk: angličtina");
      expect(staff?.text).toContain("Zdroj: newsletter");
      expect(staff?.text).not.toContain("business_type");
      expect(staff?.html).toContain(`lang="cs"`);
      expect(staff?.html).toContain("Obor podnikání");
      expect(staff?.html).toContain("Jana Nováková");
      expect(staff?.html).toMatch(/href="http[^"]+\/cs\/dashboard\/inquiries\/[0-9a-f-]{36}"/);
      // The visitor's confirmation: in the page's language, the form's promise, both parts.
      const confirmation = mails.find((mail) => mail.to === "jana@firma.cz");
      expect(confirmation?.text).toContain("We'll reply within one business day.");
      expect(confirmation?.html).toContain(`lang="en"`);
      expect(confirmation?.html).toContain("What happens next");
      expect(confirmation?.raw).not.toContain("Jana");
    });

    it("answers a plain browser post with a redirect to the translated success page", async () => {
      const answer = await post(
        submitContact,
        services,
        "/pl/contact",
        { ...contact, email: "plain@firma.cz" },
        {
          enhanced: false,
          ip: nextIp(),
        },
      );
      expect(answer.status).toBe(303);
      expect(answer.location).toBe("/pl/sent/contact");
      expect(await database.db.$count(contactInquiries, eq(contactInquiries.email, "plain@firma.cz"))).toBe(
        1,
      );
    });

    it("returns every field's error and keeps the input, storing nothing", async () => {
      const before = await database.db.$count(inquiries);
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { name: "Jana", email: "no-at-sign", message: "" },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        errors: { email: "email", message: "required" },
        values: { name: "Jana", email: "no-at-sign" },
      });
      expect(await database.db.$count(inquiries)).toBe(before);
    });

    it("limits each address to FORM_RATE_LIMIT posts per window, with a translated answer", async () => {
      const ip = nextIp();
      for (let i = 0; i < services.config.FORM_RATE_LIMIT; i++) {
        expect(
          (
            await post(
              submitContact,
              services,
              "/cs/contact",
              { ...contact, email: `r${i}@firma.cz` },
              { ip },
            )
          ).status,
        ).toBe(200);
      }
      const refused = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email: "over@firma.cz" },
        { ip },
      );
      expect(refused.status).toBe(429);
      expect(refused.body?.formError).toBe("rateLimited");
      expect(await database.db.$count(contactInquiries, eq(contactInquiries.email, "over@firma.cz"))).toBe(0);
      expect(
        (
          await post(
            submitContact,
            services,
            "/cs/contact",
            { ...contact, email: "other@firma.cz" },
            { ip: nextIp() },
          )
        ).status,
      ).toBe(200);
    });

    it("keeps the lead when the mail server fails, and delivers it on a later try", async () => {
      services.useMailer({
        send: async () => {
          throw new Error("SMTP down");
        },
      });
      await services.deliverNow(); // flush anything queued by earlier tests into the failing server
      const answer = await post(
        submitContact,
        services,
        "/cs/contact",
        { ...contact, email: "kept@firma.cz" },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
      await services.deliverNow();
      const queued = await database.db.select().from(mailQueue).where(eq(mailQueue.to, "kept@firma.cz"));
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ attempts: 1, lastError: "SMTP down", sentAt: null });
      expect(await database.db.$count(contactInquiries, eq(contactInquiries.email, "kept@firma.cz"))).toBe(1);

      const sent: string[] = [];
      services.useMailer({ send: async (message) => void sent.push(message.to) });
      // The retry is due a minute later.
      await deliverDue(database.db, mailDelivery(services.mailer), new Date(Date.now() + 61_000));
      expect(sent).toContain("kept@firma.cz");
      const [after] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, "kept@firma.cz"));
      expect(after?.sentAt).not.toBeNull();
    });
  });

  describe("demo request", () => {
    const demo = {
      email: "demo@firma.cz",
      service: "assistant",
      goal: "Answer customers at night",
      budget: "medium",
    };

    it("stores a request sent more than 3 s after the page was rendered", async () => {
      const token = issueFormToken(services.secret, Date.now() - 5000);
      const answer = await post(
        submitDemoRequest,
        services,
        "/eng/demo",
        { ...demo, form_token: token },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
      const [row] = await database.db.select().from(demoLeads).where(eq(demoLeads.email, "demo@firma.cz"));
      expect(row).toMatchObject({ service: "assistant", budget: "medium", url: null, lang: "en" });
    });

    it("shows the generic demo error beside the field errors", async () => {
      const answer = await post(
        submitDemoRequest,
        services,
        "/eng/demo",
        { ...demo, goal: "short" },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: { goal: "goalTooShort" }, formError: "demo" });
    });
  });

  describe("website preview", () => {
    const previewLead = {
      company_name: "Kavárna Modrý hrnek",
      business_type: "cafe",
      location: "Brno",
      website: "modryhrnek.cz",
      email: "kavarna@firma.cz",
      style: ["elegant", "minimal"],
      priority: "48h",
      note: "Vybraný balíček: Standard Web",
      gdpr_consent: "on",
    };

    it("stores every field, several styles and the consent", async () => {
      const answer = await post(submitPreviewRequest, services, "/web/cs", previewLead, { ip: nextIp() });
      expect(answer.body).toEqual({ ok: true });
      const [row] = await database.db
        .select()
        .from(websitePreviewRequests)
        .where(eq(websitePreviewRequests.email, "kavarna@firma.cz"));
      expect(row).toMatchObject({
        companyName: "Kavárna Modrý hrnek",
        website: "https://modryhrnek.cz/",
        styles: ["elegant", "minimal"],
        priority: "48h",
        gdprConsent: true,
        lang: "cs",
      });
    });

    it("notifies staff in the language of the notified address's account, with readable answers", async () => {
      await database.db
        .insert(users)
        .values({ id: "notified-staff", name: "Ola", email: "Leads@Agency.test", lang: "pl" });
      try {
        const email = "hrnek@firma.cz";
        const answer = await post(
          submitPreviewRequest,
          services,
          "/web/cs",
          { ...previewLead, email },
          {
            ip: nextIp(),
          },
        );
        expect(answer.body).toEqual({ ok: true });
        const [staff] = await database.db.select().from(mailQueue).where(eq(mailQueue.replyTo, email));
        expect(staff?.subject).toBe("Nowe zapytanie – Podgląd strony: Kavárna Modrý hrnek");
        expect(staff?.text).toContain("Branża: Kawiarnia");
        expect(staff?.text).toContain("Styl: Elegancki, Minimalistyczny");
        expect(staff?.text).toContain("Język: czeski");
        expect(staff?.html).toContain(`lang="pl"`);
        expect(staff?.html).toContain("Kawiarnia");
        expect(staff?.html).not.toContain("business_type");
        expect(staff?.html).toMatch(/href="http[^"]+\/pl\/dashboard\/inquiries\/[0-9a-f-]{36}"/);
        // The visitor still reads the page's language, with the form's own promise.
        const [confirmation] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
        expect(confirmation?.html).toContain(`lang="cs"`);
        expect(confirmation?.html).toContain("Náhled vašeho webu je na cestě");
        expect(confirmation?.text).toContain(typesetText("cs", "do 48 hodin"));
        expect(confirmation?.html).not.toContain("Modrý hrnek");
      } finally {
        await database.db.delete(users).where(eq(users.id, "notified-staff"));
      }
    });

    it("requires the GDPR consent and a real URL", async () => {
      const answer = await post(
        submitPreviewRequest,
        services,
        "/web/eng",
        { company_name: "X", business_type: "other", email: "x@firma.cz", website: "not a url" },
        { ip: nextIp() },
      );
      expect(answer.body?.errors).toEqual({ website: "url", gdpr_consent: "consent" });
    });
  });

  describe("hiring", () => {
    it("keeps the PDF outside the web root and links it to the application", async () => {
      const answer = await post(
        submitApplication,
        services,
        "/team/eng",
        { email: "dev@mail.cz", ...acknowledgements, assignment_pdf: pdf() },
        { ip: nextIp() },
      );
      expect(answer.body).toEqual({ ok: true });
      const [row] = await database.db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.email, "dev@mail.cz"));
      expect(row).toMatchObject({ fileName: "solution.pdf", lang: "en" });
      const stored = await services.storage.get(row?.fileKey ?? "");
      expect(new TextDecoder().decode(stored ?? undefined).startsWith("%PDF-")).toBe(true);
    });

    it("rejects a text file renamed to .pdf, and missing acknowledgements", async () => {
      const renamed = await post(
        submitApplication,
        services,
        "/team/cs",
        { email: "fake@mail.cz", ...acknowledgements, assignment_pdf: pdf("cv.pdf", "just text") },
        { ip: nextIp() },
      );
      expect(renamed.body?.errors).toEqual({ assignment_pdf: "pdfInvalid" });
      const unticked = await post(
        submitApplication,
        services,
        "/team/cs",
        { email: "fake@mail.cz", assignment_pdf: pdf() },
        { ip: nextIp() },
      );
      expect(unticked.body?.errors).toEqual({ acknowledgements: "acknowledgements" });
      expect(await database.db.$count(jobApplications, eq(jobApplications.email, "fake@mail.cz"))).toBe(0);
    });

    it("sends a plain browser post to /team/success/{lang}", async () => {
      const answer = await post(
        submitApplication,
        services,
        "/team/pl",
        { email: "plain@mail.cz", ...acknowledgements, assignment_pdf: pdf() },
        {
          enhanced: false,
          ip: nextIp(),
        },
      );
      expect(answer.location).toBe("/team/success/pl");
    });

    it("keeps no PDF of an application that could not be stored: no row would name it for an erasure", async () => {
      // The database refuses the lead's transaction; everything else works.
      const failing = new Proxy(database.db, {
        get: (target, property) =>
          property === "transaction"
            ? () => Promise.reject(new Error("database unavailable"))
            : Reflect.get(target, property),
      });
      const uploads = () => filesUnder(join(services.dataDir, "uploads"));
      const before = uploads();
      const answer = await post(
        submitApplication,
        { ...services, db: failing },
        "/team/eng",
        { email: "unstored@mail.cz", ...acknowledgements, assignment_pdf: pdf() },
        { ip: nextIp() },
      );
      expect(answer.status).toBe(500);
      expect(uploads()).toEqual(before);
    });
  });
});

/** Every file under a folder, with its path relative to it. */
function filesUnder(root: string, dir = root): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(root, path) : [relative(root, path)];
  });
}
