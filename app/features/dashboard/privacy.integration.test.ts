/**
 * A privacy erasure reaches every place a person can be stored. The inventory below lists each
 * text and JSON column of the schema as holding personal data or not, and each folder of the data
 * directory; a column the catalog shows and the inventory does not list fails the first test, so
 * a new table is classified before it ships. Then one person uses every form, gets an account,
 * notes, a reply and an answer to it by e-mail, a follow-up digest, a merge, a webhook, e-mails sent and queued, and is erased
 * (or anonymised): every text and JSON column of every table, found through the catalog, and
 * every file under the data directory are searched for the address, the name, the phone, the
 * company and the address's unsalted hash, and nothing is found. Another lead, listed in the
 * same digest, stays whole.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import {
  auditLog,
  inquiries,
  inquiryActivities,
  mailQueue,
  rateLimits,
  savedViews,
  users,
} from "~/platform/db/schema.server";
import { action as inquiryAction } from "~/routes/dashboard.inquiry";
import { loader as exportLoader } from "~/routes/dashboard.privacy-export";
import { action as settingsAction } from "~/routes/dashboard.settings";
import { type Actor, signUp, uniqueEmail } from "../../../tests/support/auth";
import { runRoute } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { readEml } from "../../../tests/support/eml";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { offeredWindows } from "../booking/windows";
import { issueFormToken } from "../leads/form-token.server";
import { receiveReply } from "../replies/receive.server";
import { sendFollowUpDigests } from "./digest.server";
import { today } from "./figures";
import { addressKey, rekeyAuditLog } from "./privacy.server";

const submitContact = leadFormAction("contact");
const submitDemoRequest = leadFormAction("demo");
const submitPreviewRequest = leadFormAction("website_preview");
const submitApplication = leadFormAction("hiring");
const submitBookingRequest = leadFormAction("booking");
const submitAssistantQuestion = leadFormAction("assistant");

/** Text and JSON columns that can hold personal data: an address, a name, a phone, what a person typed. */
const personalColumns: Record<string, string[]> = {
  // search_text is generated from the others: erasing them empties it.
  inquiries: [
    "title",
    "description",
    "requirements",
    "lead_email",
    "lead_name",
    "company",
    "phone",
    "search_text",
    // Kept from the notes by the database: deleting them empties it.
    "notes_search",
    // Typed by staff: why a deal was won or lost may name the person.
    "close_reason",
  ],
  inquiry_activities: ["body", "data"],
  contact_inquiries: ["name", "email", "phone", "message"],
  demo_leads: ["email", "goal", "url"],
  website_preview_requests: ["company_name", "location", "website", "email", "phone", "note"],
  job_applications: ["email", "file_key", "file_name"],
  mail_queue: ["to", "subject", "text", "html", "calendar", "reply_to", "last_error"],
  webhook_queue: ["body", "last_error"],
  // Each key is its bucket and a keyed hash of the client (an address, an IP), never the client.
  rate_limits: ["key"],
  user: ["name", "email", "image", "phone"],
  session: ["ip_address", "user_agent"],
  verification: ["identifier", "value"],
  templates: ["name", "description", "workflow_data"],
  // A view's name and its search words (q) may name a person.
  saved_views: ["name", "query"],
  automation_versions: ["name", "steps"],
  // What each step read and wrote: the lead's fields (deleted with the lead's runs).
  automation_run_steps: ["input", "output", "error"],
  automation_runs: ["last_error"],
  // A keyed hash of the address: it proves a request without revealing whose.
  audit_log: ["subject_hash", "detail"],
};

/** Text and JSON columns that hold none: codes, languages, campaign tags, ids, secrets of the system. */
const impersonalColumns: Record<string, string[]> = {
  automations: ["trigger_kind", "trigger", "created_by"],
  automation_runs: ["trigger_key", "state", "stop_reason"],
  automation_run_steps: ["outcome"],
  inquiries: [
    "service_type",
    "status",
    "source_form",
    "lang",
    "assignee_id",
    "spam_reason",
    "deal_currency",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
  ],
  inquiry_activities: ["kind", "actor_id"],
  contact_inquiries: [
    "business_type",
    "lang",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
  ],
  demo_leads: [
    "service",
    "budget",
    "lang",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
  ],
  website_preview_requests: [
    "business_type",
    "styles",
    "priority",
    "lang",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
  ],
  job_applications: ["lang", "stage", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
  webhook_queue: ["url"],
  user: ["id", "role", "lang", "time_zone"],
  session: ["id", "token", "user_id"],
  account: [
    "id",
    "account_id",
    "provider_id",
    "user_id",
    "access_token",
    "refresh_token",
    "id_token",
    "scope",
    "password",
  ],
  verification: ["id"],
  templates: ["category", "publication", "user_id"],
  digest_runs: ["user_id"],
  saved_views: ["user_id"],
  mailbox_leases: ["mailbox", "holder"],
  audit_log: ["actor_id", "action"],
  __drizzle_migrations: ["hash"],
};

/** What the data directory holds that can name a person: e-mails written without SMTP, uploaded PDFs. */
const personalFolders = ["outbox", "uploads"];

const CATALOG_TEXT_COLUMNS = sql`
  select table_schema, table_name, column_name, data_type from information_schema.columns
  where table_schema not in ('pg_catalog', 'information_schema')
    and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
  order by table_name, column_name`;

interface CatalogColumn {
  table_schema: string;
  table_name: string;
  column_name: string;
  data_type: string;
}

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

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

/** MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text, adjacent ones joined. */
function decodeWords(text: string) {
  return text
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, value: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(value, "base64").toString("utf8")
        : Buffer.from(
            value
              .replaceAll("_", " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** A file as the search reads it: as stored, quoted-printable decoded, headers decoded, all lower case. */
function readable(bytes: Buffer) {
  const raw = bytes.toString("utf8");
  const decoded = readEml(raw).raw;
  return [raw, decoded, decodeWords(decoded), decodeWords(decoded).replace(/\s+/g, " ")]
    .join("\n")
    .toLowerCase();
}

interface Person {
  name: string;
  email: string;
  /** How the phone is typed on the forms (the Czech form adds +420). */
  phone: string;
  company: string;
  /** A part of every identifier above but the phone, so that even a fragment is found. */
  stem: string;
}

const modes: { mode: "erase" | "anonymise"; person: Person }[] = [
  {
    mode: "erase",
    person: {
      name: "Zdeňka Erasmusová",
      email: "Zdenka.Erasmus@Firma-Test.cz",
      phone: "777 888 999",
      company: "Erasmus Pekárna s.r.o.",
      stem: "erasmus",
    },
  },
  {
    mode: "anonymise",
    person: {
      name: "Anežka Anonymková",
      email: "Anezka.Anonymkova@Firma-Test.cz",
      phone: "606 111 222",
      company: "Anonymková Květiny s.r.o.",
      stem: "anonymk",
    },
  },
];

describe.each(testDatabases)("a privacy request on $name", { timeout: 120_000 }, (testDatabase) => {
  describe.each(modes)("to $mode a person", ({ mode, person }) => {
    let database: OpenDatabase;
    let services: TestServices;
    let staff: Actor;
    let ipCounter = 0;
    const ip = () => `198.51.100.${++ipCounter}`;
    const other = { name: "Olga Ostatní", email: "olga.ostatni@firma-test.cz" };
    const address = person.email.toLowerCase();
    const phoneDigits = person.phone.replaceAll(" ", "");
    const needles = [
      address,
      person.name.toLowerCase(),
      person.company.toLowerCase(),
      person.stem,
      phoneDigits,
      person.phone,
      createHash("sha256").update(address).digest("hex"),
      createHash("sha256").update(address).digest("hex").slice(0, 12),
    ];
    const formToken = () => issueFormToken(services.secret, Date.now() - 5000);
    const inquiryIdsOf = async (email: string) =>
      (
        await database.db
          .select({ id: inquiries.id })
          .from(inquiries)
          .where(sql`lower(${inquiries.leadEmail}) = ${email.toLowerCase()}`)
          .orderBy(inquiries.createdAt)
      ).map((row) => row.id);
    const desk = (id: string, form: Record<string, string>) =>
      runRoute<{ ok: boolean }>(inquiryAction, services, `/dashboard/inquiries/${id}`, {
        actor: staff,
        form,
        params: { id },
      });
    let exportBefore: { inquiries: unknown[]; account: unknown };
    let erased: { status: number; data: unknown };

    beforeAll(async () => {
      database = await testDatabase.open();
      const staffEmail = uniqueEmail("staff");
      services = createTestServices(database.db, {
        STAFF_EMAILS: staffEmail,
        LEAD_WEBHOOK_URL: "https://crm.example.test/leads",
      });
      staff = await signUp(services, { email: staffEmail, name: "Stanislav Staff", lang: "cs" });
      await database.db.update(users).set({ takesNewLeads: true }).where(eq(users.email, staffEmail));
      await signUp(services, { email: person.email, name: person.name, phone: `+420 ${person.phone}` });
      // A saved view of the desk, named after the person's company and searching for his name.
      const [account] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, person.email.toLowerCase()));
      await database.db.insert(savedViews).values({
        userId: account?.id ?? "",
        name: `Leads of ${person.company}`,
        query: `?view=list&q=${encodeURIComponent(person.name)}`,
        position: 1,
      });

      // Every form, the address typed in several letter cases.
      const posted = [
        await post(
          submitContact,
          services,
          "/cs/contact",
          {
            name: person.name,
            email: person.email,
            phone: person.phone,
            phone_country: "CZ",
            business_type: "services",
            message: `Dobrý den, tady ${person.name} z firmy ${person.company}.`,
          },
          { ip: ip() },
        ),
        await post(
          submitDemoRequest,
          services,
          "/cs/demo",
          {
            email: address.toUpperCase(),
            service: "assistant",
            goal: `Asistent pro ${person.company}, volejte ${person.phone}`,
            budget: "medium",
            url: `https://${person.stem}.example.cz/`,
            form_token: formToken(),
          },
          { ip: ip() },
        ),
        await post(
          submitPreviewRequest,
          services,
          "/web/cs",
          {
            company_name: person.company,
            business_type: "cafe",
            location: `Brno, u ${person.name}`,
            website: `${person.stem}.example.cz`,
            email: person.email,
            phone: person.phone,
            phone_country: "CZ",
            style: ["elegant"],
            priority: "48h",
            note: `Pro ${person.name}`,
            gdpr_consent: "on",
          },
          { ip: ip() },
        ),
        await post(
          submitApplication,
          services,
          "/team/cs",
          {
            email: person.email,
            ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`req_ack_${i + 1}`, "on"])),
            assignment_pdf: new File(
              [`%PDF-1.7\n% ${person.name}, ${person.phone}, ${address}\n%%EOF`],
              `${person.name} CV.pdf`,
              { type: "application/pdf" },
            ),
          },
          { ip: ip() },
        ),
        await post(
          submitBookingRequest,
          services,
          "/cs/booking",
          {
            name: person.name,
            email: person.email,
            phone: person.phone,
            windows: offeredWindows(new Date()).slice(0, 2),
            form_token: formToken(),
          },
          { ip: ip() },
        ),
        await post(
          submitAssistantQuestion,
          services,
          "/api/leads/assistant",
          { email: person.email, question: `Jsem ${person.name}, umíte rezervace?`, lang: "cs" },
          { ip: ip() },
        ),
        await post(
          submitContact,
          services,
          "/cs/contact",
          { name: other.name, email: other.email, business_type: "services", message: "Prosím o nabídku." },
          { ip: ip() },
        ),
      ];
      expect(posted.map((answer) => answer.body)).toEqual(posted.map(() => ({ ok: true })));

      // Staff at work: a note, a follow-up in the morning digest beside another lead, a merge.
      const [contactId = "", demoId = "", previewId = ""] = await inquiryIdsOf(person.email);
      const [otherId = ""] = await inquiryIdsOf(other.email);
      // A working morning in Prague (Monday, 9:00), when the digest goes.
      const now = new Date("2026-11-23T08:00:00Z");
      await desk(contactId, { intent: "note", body: `Volala ${person.name}, číslo ${person.phone}` });
      await desk(contactId, {
        intent: "deal",
        value: "48 000",
        currency: "CZK",
        expectedCloseOn: "",
        closeReason: `${person.name} chce roční smlouvu`,
      });
      for (const id of [contactId, demoId, otherId]) {
        await desk(id, { intent: "followUp", followUpOn: today(now) });
      }
      await desk(contactId, { intent: "merge", other: previewId });
      const digestSettings = {
        publicUrl: services.config.PUBLIC_URL,
        timeZone: services.config.AGENCY_TIME_ZONE,
        company: services.config.company,
      };
      expect(await sendFollowUpDigests(database.db, digestSettings, now)).toBe(1);
      expect(await services.deliverNow()).toBeGreaterThan(10);
      // A reply still queued when the request comes.
      await desk(contactId, { intent: "reply", subject: "Nabídka", body: `Dobrý den, ${person.name},\n…` });
      // The person's answer to it, signed with the name and phone, and its notice to staff.
      const [sent] = await database.db
        .select({ mailId: inquiryActivities.mailId })
        .from(inquiryActivities)
        .where(and(eq(inquiryActivities.inquiryId, contactId), eq(inquiryActivities.kind, "email_sent")));
      const answer = {
        messageId: `answer-${mode}@example.com`,
        from: address,
        fromName: person.name,
        recipients: [],
        subject: "Re: Nabídka",
        text: `Ano, volejte na ${person.phone}.\n\n${person.name}, ${person.company}`,
        answers: [`${sent?.mailId}@flowlane.cz`],
        attachments: 0,
      };
      expect(await receiveReply(services, answer, "imap")).toBe("stored");

      exportBefore = (
        await runRoute<typeof exportBefore>(
          exportLoader,
          services,
          `/dashboard/privacy-export?email=${encodeURIComponent(person.email)}`,
          { actor: staff },
        )
      ).data;
      erased = await runRoute(settingsAction, services, "/dashboard/settings", {
        actor: staff,
        form: { intent: mode, email: person.email, confirm: person.email },
      });
      // Whatever is still queued goes out after the request, and must not bring anything back.
      await services.deliverNow();
    }, 120_000);
    afterAll(() => database.close());

    it("knows every text and JSON column of the schema as personal or not", async () => {
      const columns = rowsOf<CatalogColumn>(await database.db.execute(CATALOG_TEXT_COLUMNS));
      const unlisted = columns
        .filter(
          (column) =>
            !personalColumns[column.table_name]?.includes(column.column_name) &&
            !impersonalColumns[column.table_name]?.includes(column.column_name) &&
            column.data_type !== "ARRAY",
        )
        .map((column) => `${column.table_name}.${column.column_name}`);
      expect(unlisted).toEqual([]);
      const known = new Set(columns.map((column) => `${column.table_name}.${column.column_name}`));
      const listed = [personalColumns, impersonalColumns].flatMap((inventory) =>
        Object.entries(inventory).flatMap(([table, names]) => names.map((name) => `${table}.${name}`)),
      );
      expect(listed.filter((name) => !known.has(name))).toEqual([]);
    });

    it(`carries the request out (${mode}) after an export that found the person`, () => {
      expect(exportBefore.inquiries.length).toBe(6);
      expect(exportBefore.account).not.toBeNull();
      expect(exportBefore.account).toMatchObject({ savedViews: [{ name: `Leads of ${person.company}` }] });
      expect(erased.status).toBe(200);
      expect(erased.data).toMatchObject({ ok: true, done: { inquiries: 6, account: true } });
    });

    it("leaves the address, name, phone and company in no column of any table", async () => {
      const columns = rowsOf<CatalogColumn>(await database.db.execute(CATALOG_TEXT_COLUMNS));
      const found: string[] = [];
      for (const column of columns) {
        const table = sql.identifier(column.table_name);
        const name = sql.identifier(column.column_name);
        const schema = sql.identifier(column.table_schema);
        for (const needle of needles) {
          const [row] = rowsOf<{ hits: number | string }>(
            await database.db.execute(
              sql`select count(*) as hits from ${schema}.${table} where position(${needle} in lower(${name}::text)) > 0`,
            ),
          );
          if (Number(row?.hits) > 0) found.push(`${column.table_name}.${column.column_name}: ${needle}`);
        }
      }
      expect(found).toEqual([]);
    });

    it("leaves them in no file under the data directory", () => {
      const topLevel = readdirSync(services.dataDir);
      expect(topLevel.filter((name) => !personalFolders.includes(name))).toEqual([]);
      const files = filesUnder(services.dataDir);
      expect(files.some((file) => file.startsWith("outbox"))).toBe(true);
      const found = files.flatMap((file) => {
        const text = readable(readFileSync(join(services.dataDir, file)));
        return needles.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
      });
      expect(found).toEqual([]);
    });

    it("keys every rate limit with a hash, never a client's address", async () => {
      const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{43}$/);
    });

    it("keeps the other lead whole, in the database, the digest and the outbox", async () => {
      expect(await inquiryIdsOf(other.email)).toHaveLength(1);
      const digests = await database.db
        .select()
        .from(mailQueue)
        .where(sql`${mailQueue.subject} like 'Komu se ozvat%'`);
      expect(digests).toHaveLength(1);
      expect(digests[0]?.text).toContain(other.name);
      expect(digests[0]?.html).toContain(other.name);
      const outbox = filesUnder(services.outboxDir).map((file) =>
        readable(readFileSync(join(services.outboxDir, file))),
      );
      expect(outbox.some((text) => text.includes(other.email))).toBe(true);
    });

    it("still exports an address, and logs each request under a keyed hash", async () => {
      const after = await runRoute<{ inquiries: unknown[]; account: unknown; email: string }>(
        exportLoader,
        services,
        `/dashboard/privacy-export?email=${encodeURIComponent(other.email)}`,
        { actor: staff },
      );
      expect(after.status).toBe(200);
      expect(after.data.inquiries).toHaveLength(1);
      const gone = await runRoute<{ inquiries: unknown[]; account: unknown }>(
        exportLoader,
        services,
        `/dashboard/privacy-export?email=${encodeURIComponent(person.email)}`,
        { actor: staff },
      );
      expect(gone.status).toBe(200);
      expect(gone.data.account).toBeNull();
      if (mode === "erase") expect(gone.data.inquiries).toEqual([]);
      // The person's requests share one hash, the other's differs; none is the address's plain SHA-256.
      const logged = await database.db.select().from(auditLog).orderBy(auditLog.createdAt);
      expect(logged.map((entry) => entry.action)).toEqual([
        "privacy_export",
        mode === "erase" ? "privacy_erase" : "privacy_anonymise",
        "privacy_export",
        "privacy_export",
      ]);
      const [before, request, otherExport, afterwards] = logged.map((entry) => entry.subjectHash);
      expect([request, afterwards]).toEqual([before, before]);
      expect(otherExport).not.toBe(before);
      for (const entry of logged) expect(entry.subjectHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });

  it("keys the audit entries written under a plain SHA-256 at start-up, once", async () => {
    const database = await testDatabase.open();
    try {
      const secret = "rekey-test-secret-0123456789abcdef";
      const address = "Earlier.Request@Firma-Test.cz";
      const plain = createHash("sha256").update(address.toLowerCase()).digest("hex");
      await database.db.insert(auditLog).values([
        { action: "privacy_erase", subjectHash: plain },
        { action: "privacy_export", subjectHash: addressKey(secret, "someone@firma-test.cz") },
      ]);
      expect(await rekeyAuditLog(database.db, secret)).toBe(1);
      expect(await rekeyAuditLog(database.db, secret)).toBe(0);
      const hashes = (await database.db.select().from(auditLog)).map((entry) => entry.subjectHash).sort();
      expect(hashes).toEqual(
        [addressKey(secret, address), addressKey(secret, "someone@firma-test.cz")].sort(),
      );
    } finally {
      await database.close();
    }
  });
});
