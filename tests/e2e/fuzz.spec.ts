/**
 * Property-based fuzzing of the built server, byte for byte on a socket: every HTTP method
 * (TRACE, CONNECT, PROPFIND and tokens no server knows), request targets a browser would read as
 * another host, strings with every C0 control, lone surrogates and decomposed letters in every
 * field, query value and cookie, impossible days, ids in other letter cases and broken bodies,
 * against every page, action and API route, as an anonymous visitor, a customer and staff, on
 * the embedded PGlite and on PostgreSQL. Whatever arrives, the server answers below 500, keeps
 * answering /healthz and logs no stack trace; invalid posts store nothing, and a valid lead full
 * of odd characters is acknowledged and stored with its text cleaned.
 */
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import pg from "pg";
import { cleanText, singleLine } from "../../app/lib/clean-text";
import { openDatabase } from "../../app/platform/db/client.server";
import { readOutbox } from "../support/eml";
import { freePort, healthy, rawRequest, type StartedServer, startServer } from "./servers";

const STAFF = "fuzz-staff@flowlane.test";
const CUSTOMER = "fuzz-customer@flowlane.test";
const PASSWORD = "Fuzz-password-42";
const SOME_ID = "7d0c3c9e-5a51-4c55-9d0b-8c4b1a2e3f40";
/** Stands for the id of a stored inquiry, in one of its letter cases (see `idCases`). */
const INQUIRY = "{inquiry}";

/** Every route that takes a body, answers an action or reads a query, with a few forms of its path. */
const routes = [
  "/contact",
  "/cs/contact",
  "/eng/demo",
  "/demo",
  "/web/pl",
  "/web",
  "/team/eng",
  "/team",
  "/eng",
  "/eng/booking",
  "/booking",
  "/sent/contact",
  "/eng/sluzby/chatbot",
  "/eng/sluzby/%00",
  "/api/leads/contact",
  "/api/leads/demo",
  "/api/leads/preview",
  "/api/leads/hiring",
  "/api/leads/booking",
  "/api/leads/assistant",
  "/api/leads/unknown",
  "/api/leads/constructor",
  "/api/leads/__proto__",
  "/api/leads/CONTACT",
  "/api/assistant",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/change-password",
  "/api/auth/sign-out",
  "/api/auth/revoke-sessions",
  "/api/auth/verify-email",
  "/api/auth/get-session",
  "/api/session",
  "/api/public-config",
  "/api/booking",
  "/dashboard",
  "/eng/dashboard/inquiries",
  `/dashboard/inquiries/${INQUIRY}`,
  `/dashboard/inquiries/${SOME_ID}`,
  "/dashboard/inquiries/not-an-id",
  "/dashboard/inquiries/%00",
  `/dashboard/inquiries/${INQUIRY}/file`,
  "/dashboard/templates",
  "/dashboard/templates/new",
  `/dashboard/templates/${SOME_ID}`,
  "/dashboard/templates/not-an-id",
  "/pl/dashboard/analytics",
  "/dashboard/settings",
  "/dashboard/inquiries.csv",
  "/dashboard/privacy-export",
  "/reset-password",
  "//evil.example/",
  "/\\evil.example/",
  "/eng/",
];

const methods = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "TRACE",
  "CONNECT",
  "TRACK",
  "PROPFIND",
  "MKCOL",
  "LOCK",
  "FOO",
] as const;

const controls = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
/** What breaks text: every C0 control, DEL, C1, Unicode line breaks, lone surrogates, NFD, CRLF. */
const oddPieces = [
  ...controls,
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u2029",
  "\uD800",
  "\uDFFF",
  "\uDE00\uD83D",
  "e\u0301",
  "R\u030C",
  "\r\n",
  "\r",
  "😀",
  "%00",
  "'\"<>&",
];
const oddText = fc
  .array(fc.oneof(fc.constantFrom(...oddPieces), fc.string({ maxLength: 4 })), { maxLength: 10 })
  .map((pieces) => pieces.join(""));

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate is sent as U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** Days as sent in filters and follow-ups: real ones and impossible ones. */
const days = [
  "2026-02-28",
  "2026-11-24",
  "2026-02-30",
  "0000-01-01",
  "9999-99-99",
  "2026-13-01",
  "2026-00-10",
  "+275760-09-14",
];

/** A query value as sent: odd text, a day, an id in some letter case, or bytes that are not UTF-8. */
const queryValue = fc.oneof(
  oddText.map(percentEncoded),
  fc.constantFrom(...days, SOME_ID, SOME_ID.toUpperCase(), INQUIRY, "en", "eng", "list", "semicolon", "1"),
  fc.constantFrom("%ED%A0%80", "%FF", "%C0%AF", "%E0%A4%A", "%", "%2F%2Fevil.example", "//evil.example"),
);
const queryNames = [
  "utm_source",
  "utm_campaign",
  "q",
  "from",
  "to",
  "lang",
  "view",
  "status",
  "form",
  "service",
  "assignee",
  "due",
  "spam",
  "delimiter",
  "email",
  "token",
  "callbackURL",
];
const query = fc
  .array(fc.tuple(fc.constantFrom(...queryNames), queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}` : ""));

/** Cookies beside the session: the language and campaign cookies holding odd text, or raw controls. */
const extraCookie = fc.oneof(
  fc.constant(""),
  oddText.map((text) => `lang=${percentEncoded(text)}`),
  oddText.map((text) => `utm=${encodeURIComponent(`utm_source=${percentEncoded(text)}`)}`),
  fc.constantFrom("utm=utm_source%3Dnews%2500letter", "lang=e\u0001n", "utm=\u007f"),
);

/** Valid posts of every form, each of which the generator breaks in exactly one required field. */
const validForms: Record<string, Record<string, string>> = {
  contact: { name: "Jana", email: "jana@firma.cz", message: "Dobrý den" },
  demo: { email: "jana@firma.cz", service: "assistant", goal: "Answer at night", budget: "small" },
  preview: { company_name: "Kavárna", business_type: "cafe", email: "jana@firma.cz", gdpr_consent: "on" },
  booking: { name: "Jana", email: "jana@firma.cz", phone: "777 123 456", windows: "2026-11-24:morning" },
  assistant: { email: "jana@firma.cz", question: "Umíte napojit Pohodu?" },
  template: { name: "Flow" },
  note: { intent: "note", body: "Called back" },
  reply: { intent: "reply", subject: "Offer", body: "Hello" },
};

const notAnEmail = fc
  .string({ maxLength: 40 })
  .filter((text) => !/^[^\s@,<>]+@[^\s@,<>]+\.[a-z]{2,}$/i.test(text));

/**
 * One required field made invalid: an e-mail that is not one, or any field empty or far too
 * long (a text field takes almost any other string, so only those are sure to be refused); the
 * other fields carry odd characters, which must not make the post any less refused.
 */
const brokenForm = fc.constantFrom(...Object.keys(validForms)).chain((form) => {
  const valid = validForms[form] as Record<string, string>;
  return fc.tuple(fc.constantFrom(...Object.keys(valid)), oddText).chain(([field, odd]) =>
    (field === "email" ? notAnEmail : fc.constantFrom("", "x".repeat(70_000))).map((broken) => ({
      ...Object.fromEntries(
        Object.entries(valid).map(([name, value]) => [
          name,
          name === "email" || name === "intent" ? value : `${value}${odd}`,
        ]),
      ),
      [field]: broken,
    })),
  );
});

const urlEncoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function multipart(fields: Record<string, string>, boundary: string, close: boolean) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}${close ? `--${boundary}--\r\n` : ""}`;
}

const body = fc.oneof(
  fc.json().map((text) => ({ text, type: "application/json" })),
  fc.integer({ min: 1, max: 30_000 }).map((depth) => ({
    text: `${"[".repeat(depth)}${"]".repeat(depth)}`,
    type: "application/json",
  })),
  fc.integer({ min: 1, max: 30_000 }).map((depth) => ({
    text: `{"name":"Deep","workflowData":{"steps":[{"id":"a","type":"action","config":{"action":"x","params":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}}]}}`,
    type: "application/json",
  })),
  fc.constantFrom("null", "[]", '"text"', "0", "{", "").map((text) => ({ text, type: "application/json" })),
  brokenForm.map((fields) => ({ text: JSON.stringify(fields), type: "application/json" })),
  brokenForm.map((fields) => ({ text: urlEncoded(fields), type: "application/x-www-form-urlencoded" })),
  fc.tuple(brokenForm, fc.boolean()).map(([fields, close]) => ({
    text: multipart(fields, "fuzzboundary", close),
    type: close ? "multipart/form-data; boundary=fuzzboundary" : "multipart/form-data",
  })),
  fc.dictionary(oddText, oddText, { maxKeys: 6 }).map((fields) => ({
    text: urlEncoded(fields),
    type: "application/x-www-form-urlencoded",
  })),
  fc.dictionary(oddText, oddText, { maxKeys: 6 }).map((fields) => ({
    text: JSON.stringify(fields),
    type: "application/json",
  })),
  fc
    .tuple(
      fc.constantFrom("name", "q", "body", "subject", "email"),
      fc.constantFrom("%00", "%ED%A0%80", "%FF", "%0D%0A"),
    )
    .map(([name, bytes]) => ({
      text: `${name}=a${bytes}b&intent=note`,
      type: "application/x-www-form-urlencoded",
    })),
  fc.constantFrom(...days).map((day) => ({
    text: urlEncoded({ intent: "followUp", followUpOn: day }),
    type: "application/x-www-form-urlencoded",
  })),
  fc.string({ maxLength: 300 }).map((text) => ({ text, type: "text/plain" })),
  fc
    .tuple(fc.string({ maxLength: 200 }), fc.string({ maxLength: 40 }))
    .map(([text, type]) => ({ text, type })),
  fc.constant({ text: "", type: "" }),
);

/** An id as stored (lower case), and the same id as other clients may write it. */
const idCases = fc.constantFrom(
  (id: string) => id,
  (id: string) => id.toUpperCase(),
  (id: string) =>
    id.replace(/[a-f]/g, (letter, index: number) => (index % 2 ? letter.toUpperCase() : letter)),
);

interface Actors {
  staff: string;
  customer: string;
}

/** The newest confirmation link the server wrote to its outbox for an address. */
function confirmationLink(dataDir: string, email: string) {
  const mail = readOutbox(join(dataDir, "outbox"))
    .filter((found) => found.to === email && found.text.includes("verify-email"))
    .at(-1);
  const link = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error(`No confirmation link for ${email}`);
  return link;
}

async function signedIn(base: string, server: StartedServer, email: string) {
  const headers = { Origin: base, "Content-Type": "application/json" };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: "Fuzz Actor",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      lang: "en",
    }),
  });
  expect(signUp.status).toBe(200);
  let link = "";
  await expect
    .poll(
      () => {
        try {
          link = confirmationLink(server.dataDir, email);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const confirmed = await fetch(link, { redirect: "manual" });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token");
  return cookie;
}

/** What one database query answers, with either driver. */
type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

interface Store {
  name: string;
  available: boolean;
  /** Settings of the server, and how to read the database once it has stopped. */
  open(): Promise<{
    env: Record<string, string>;
    read<T>(dataDir: string, reader: (query: Query) => Promise<T>): Promise<T>;
    dispose(): Promise<void>;
  }>;
}

const COUNTED = [
  "inquiries",
  "contact_inquiries",
  "demo_leads",
  "website_preview_requests",
  "job_applications",
  "templates",
  "user",
] as const;

async function countRows(query: Query) {
  const counts = {} as Record<(typeof COUNTED)[number], number>;
  for (const table of COUNTED)
    counts[table] = Number((await query(`select count(*) as n from "${table}"`)).rows[0]?.n);
  return counts;
}

const stores: Store[] = [
  {
    name: "PGlite",
    available: true,
    async open() {
      return {
        env: { DATABASE_URL: "" },
        async read(dataDir, reader) {
          const database = await openDatabase({ dataDir, migrationsFolder: "app/platform/db/migrations" });
          try {
            // Both drivers answer with { rows }.
            return await reader(
              async (sql) => (await database.db.execute(sql)) as { rows: Record<string, unknown>[] },
            );
          } finally {
            await database.close();
          }
        },
        dispose: async () => {},
      };
    },
  },
  {
    name: "PostgreSQL",
    available: Boolean(process.env.TEST_DATABASE_URL),
    async open() {
      const adminUrl = process.env.TEST_DATABASE_URL ?? "";
      const name = `fuzz_${Date.now().toString(36)}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        async read(_dataDir, reader) {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          try {
            return await reader((sql) => client.query(sql));
          } finally {
            await client.end();
          }
        },
        dispose: () => admin(`drop database if exists ${name} with (force)`),
      };
    },
  },
];

/** A valid contact lead full of odd characters, and the text it must be stored with. */
const oddLead = fc
  .record({
    before: oddText,
    after: oddText,
    message: oddText,
    campaign: oddText,
    encoding: fc.constantFrom("multipart", "url-encoded"),
  })
  .map(({ before, after, message, campaign, encoding }) => {
    const name = `${before}Ja\u0000na\r\nNova\u0301kova\u0301\uD800${after}`;
    const text = `Dobry\u0301 den,${message}\r\n\r\nchci\u0007 automatizovat faktury.`;
    // The campaign as a landing URL left it in the cookie (percent-encoded twice, NUL included).
    const source = `news${campaign}letter`;
    const cookie = `utm=${encodeURIComponent(`utm_source=${percentEncoded(source)}`)}`;
    return {
      fields: { name, message: text, business_type: "services", js: "1", lang: "en" },
      cookie,
      encoding,
      stored: {
        name: singleLine(name).trim(),
        message: cleanText(text).trim(),
        source: singleLine(Buffer.from(source, "utf8").toString("utf8")).trim(),
      },
    };
  });

/** Stands for the id of a stored template, in one of its letter cases. */
const TEMPLATE = "{template}";

/** A value a staff member's form may carry: odd text, a day, an id in some letter case, a status. */
const deskValue = fc.oneof(
  oddText,
  fc.constantFrom(...days, INQUIRY, SOME_ID.toUpperCase(), "me", "none", "pending", "completed", "en", "pl"),
);

/**
 * What staff send the desk, well formed but for odd values: the lists, the export and the
 * analytics with any filter, every change of an inquiry, a template's update, the profile.
 */
const deskRequest = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        "/eng/dashboard/inquiries",
        "/dashboard/inquiries.csv",
        "/pl/dashboard/analytics",
        "/dashboard/privacy-export",
        `/dashboard/inquiries/${INQUIRY}`,
        `/dashboard/inquiries/${INQUIRY}/file`,
        "/dashboard/templates",
      ),
      query,
    )
    .map(([path, search]) => ({ method: "GET", target: `${path}${search}`, type: "", text: "" })),
  fc
    .record({
      intent: fc.constantFrom("status", "assign", "followUp", "note", "reply", "merge", "spam", "restore"),
      status: deskValue,
      assignee: deskValue,
      followUpOn: deskValue,
      body: deskValue,
      subject: deskValue,
      other: deskValue,
    })
    .map((fields) => ({
      method: "POST",
      target: `/dashboard/inquiries/${INQUIRY}`,
      type: "application/x-www-form-urlencoded",
      text: urlEncoded(fields),
    })),
  fc
    .record({
      name: deskValue,
      description: deskValue,
      action: deskValue,
      id: fc.constantFrom(TEMPLATE, SOME_ID),
    })
    .map(({ name, description, action, id }) => ({
      method: "POST",
      target: "/dashboard/templates",
      type: "application/json",
      text: JSON.stringify({
        intent: "update",
        id,
        template: {
          name,
          description,
          workflowData: {
            steps: [{ id: "step_1", type: "action", config: { action, params: { [action]: action } } }],
          },
        },
      }),
    })),
  // The template editor's page, posted without JavaScript: a step's fields with odd values.
  fc
    .record({
      intent: fc.constantFrom("save", "addStep", "other"),
      name: deskValue,
      subject: deskValue,
      kind: fc.constantFrom("email_lead", "webhook", "nope"),
      drawn: fc.constantFrom("action:email_lead", "action:webhook", "delay:duration", ""),
      amount: deskValue,
    })
    .map(({ intent, name, subject, kind, drawn, amount }) => ({
      method: "POST",
      target: `/dashboard/templates/${TEMPLATE}`,
      type: "application/x-www-form-urlencoded",
      text: urlEncoded({
        intent,
        name,
        steps: "step_1",
        "step_1.type": "action",
        "step_1.drawn": drawn,
        "step_1.action.kind": kind,
        "step_1.action.message.en.subject": subject,
        "step_1.action.url": subject,
        "step_1.delay.amount": amount,
      }),
    })),
  fc.record({ name: deskValue, phone: deskValue, lang: deskValue }).map((fields) => ({
    method: "POST",
    target: "/dashboard/settings",
    type: "application/x-www-form-urlencoded",
    text: urlEncoded({ intent: "profile", ...fields }),
  })),
);

/** The same ids written as other clients may write them. */
function withIds(text: string, ids: { inquiry: string; template: string }, idCase: (id: string) => string) {
  return text.replaceAll(INQUIRY, idCase(ids.inquiry)).replaceAll(TEMPLATE, idCase(ids.template));
}

for (const store of stores) {
  test(`no generated request gets a 5xx, breaks the server or stores anything, on ${store.name}`, async () => {
    test.skip(!store.available, `${store.name} is not available here`);
    test.setTimeout(600_000);
    const database = await store.open();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const settings = {
      ...database.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      STAFF_EMAILS: STAFF,
      FORM_RATE_LIMIT: "1000000",
      AUTH_RATE_LIMIT: "1000000",
    };
    const server = startServer(settings);
    try {
      await healthy(`${base}/healthz`);
      const actors: Actors = {
        staff: await signedIn(base, server, STAFF),
        customer: await signedIn(base, server, CUSTOMER),
      };
      // An inquiry and a template, for the routes and forms that name one by its id.
      const lead = await fetch(`${base}/api/leads/contact`, {
        method: "POST",
        headers: { Origin: base },
        body: new URLSearchParams({ ...validForms.contact, email: CUSTOMER, js: "1" }),
      });
      expect(lead.status).toBe(200);
      const template = await fetch(`${base}/dashboard/templates`, {
        method: "POST",
        headers: { Origin: base, Cookie: actors.staff, "Content-Type": "application/json" },
        body: JSON.stringify({
          intent: "create",
          template: { name: "Fuzz flow", workflowData: { steps: [] } },
        }),
      });
      expect(template.status).toBe(200);
      server.child.kill("SIGTERM");
      await server.exited;
      const { before, ids } = await database.read(server.dataDir, async (query) => ({
        before: await countRows(query),
        ids: {
          inquiry: String((await query("select id from inquiries limit 1")).rows[0]?.id),
          template: String((await query("select id from templates limit 1")).rows[0]?.id),
        },
      }));
      const restarted = startServer({ ...settings, DATA_DIR: server.dataDir });
      const leads: { email: string; stored: { name: string; message: string; source: string } }[] = [];
      /** One request on the socket, which must be answered, and below 500 (else the server's log says why). */
      const answered = async (request: Parameters<typeof rawRequest>[1], what: string) => {
        const answer = await rawRequest(base, request);
        if (answer.status < 100 || answer.status >= 500) {
          throw new Error(`${what} answered ${answer.status}\n${restarted.output().stderr.slice(-3000)}`);
        }
        return answer;
      };
      try {
        await healthy(`${base}/healthz`);

        // A valid lead, however odd its characters, is acknowledged (and checked as stored below).
        await fc.assert(
          fc.asyncProperty(oddLead, async ({ fields, cookie, encoding, stored }) => {
            const email = `odd-lead-${leads.length + 1}@firma.cz`;
            const all = { ...fields, email };
            const boundary = "oddleadboundary";
            const answer = await answered(
              {
                method: "POST",
                target: "/api/leads/contact",
                headers: {
                  Origin: base,
                  Cookie: cookie,
                  "Content-Type":
                    encoding === "multipart"
                      ? `multipart/form-data; boundary=${boundary}`
                      : "application/x-www-form-urlencoded",
                },
                body: encoding === "multipart" ? multipart(all, boundary, true) : urlEncoded(all),
              },
              JSON.stringify(all),
            );
            expect(answer.status, JSON.stringify(all)).toBe(200);
            expect(answer.body).toContain('"ok":true');
            leads.push({ email, stored });
          }),
          { numRuns: 25 },
        );

        // Every method on every route, as anyone.
        for (const route of routes) {
          for (const method of methods) {
            const target = method === "CONNECT" ? `127.0.0.1:${port}` : withIds(route, ids, (id) => id);
            const withBody = method !== "GET" && method !== "HEAD";
            await answered(
              {
                method,
                target,
                headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
                body: withBody ? "name=Ja%00na" : "",
              },
              `${method} ${target}`,
            );
          }
        }

        // Staff's own forms and filters with odd values, impossible days and ids in other cases.
        await fc.assert(
          fc.asyncProperty(deskRequest, idCases, async ({ method, target, type, text }, idCase) => {
            const request = {
              method,
              target: withIds(target, ids, idCase),
              headers: { Origin: base, Cookie: actors.staff, ...(type ? { "Content-Type": type } : {}) },
              body: withIds(text, ids, idCase),
            };
            await answered(request, `${request.method} ${request.target} ${request.body}`);
          }),
          { numRuns: 250 },
        );

        // Anything at all, anywhere.
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...routes),
            query,
            fc.constantFrom(...methods),
            fc.constantFrom("anonymous", "customer", "staff"),
            fc.constantFrom("same", "none", "foreign"),
            extraCookie,
            idCases,
            body,
            async (route, search, method, actor, origin, cookie, idCase, { text, type }) => {
              const target = withIds(`${route}${search}`, ids, idCase);
              const headers: Record<string, string> = {};
              if (type) headers["Content-Type"] = type;
              if (origin === "same") headers.Origin = base;
              if (origin === "foreign") headers.Origin = "https://evil.example";
              const cookies = [actor === "anonymous" ? "" : actors[actor], cookie].filter(Boolean).join("; ");
              if (cookies) headers.Cookie = cookies;
              const withBody = method !== "GET" && method !== "HEAD";
              await answered(
                {
                  method,
                  target: method === "CONNECT" ? `127.0.0.1:${port}` : target,
                  headers,
                  body: withBody ? text : "",
                },
                `${method} ${target} (${type}) as ${actor}, cookie ${JSON.stringify(cookie)}`,
              );
            },
          ),
          { numRuns: 1500 },
        );
        expect(await healthy(`${base}/healthz`)).toMatchObject({ status: "ok" });
      } finally {
        restarted.child.kill("SIGTERM");
        await restarted.exited;
      }
      const { counts, stored } = await database.read(server.dataDir, async (query) => ({
        counts: await countRows(query),
        stored: (
          await query(
            "select lead_email, lead_name, requirements->>'message' as message, utm_source from inquiries where lead_email like 'odd-lead-%'",
          )
        ).rows,
      }));
      // Nothing else was stored: only the valid leads were added.
      expect(counts).toEqual({
        ...before,
        inquiries: before.inquiries + leads.length,
        contact_inquiries: before.contact_inquiries + leads.length,
      });
      for (const lead of leads) {
        const row = stored.find((found) => found.lead_email === lead.email);
        expect(row, lead.email).toEqual({
          lead_email: lead.email,
          lead_name: lead.stored.name,
          message: lead.stored.message,
          utm_source: lead.stored.source || null,
        });
      }
      const { stderr } = restarted.output();
      expect(stderr, "a stack trace in the log").not.toMatch(/\n\s+at /);
    } finally {
      server.child.kill("SIGKILL");
      await database.dispose();
    }
  });
}
