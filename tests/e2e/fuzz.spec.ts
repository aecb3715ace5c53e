/**
 * Property-based fuzzing of the built server: generated methods, content types, origins and
 * bodies against every action and API route, as an anonymous visitor, a customer and staff, on
 * the embedded PGlite and on PostgreSQL. Whatever arrives, the server answers below 500, keeps
 * answering /healthz, stores nothing from these (invalid) posts and logs no stack trace.
 */
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { readOutbox } from "../eml";
import { freePort, healthy, type StartedServer, startServer } from "./servers";

const STAFF = "fuzz-staff@flowlane.test";
const CUSTOMER = "fuzz-customer@flowlane.test";
const PASSWORD = "Fuzz-password-42";
const SOME_ID = "7d0c3c9e-5a51-4c55-9d0b-8c4b1a2e3f40";

/** Every route that takes a body or answers an action, with a few forms of its path. */
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
  "/api/leads/contact",
  "/api/leads/demo",
  "/api/leads/preview",
  "/api/leads/hiring",
  "/api/leads/booking",
  "/api/leads/assistant",
  "/api/leads/unknown",
  "/api/assistant",
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/change-password",
  "/api/auth/sign-out",
  "/api/auth/revoke-sessions",
  "/api/auth/verify-email?token=x&callbackURL=/",
  "/api/account",
  "/api/session",
  "/api/public-config",
  "/api/booking",
  "/api/booking?lang=%ff",
  "/api/dashboard/overview",
  "/api/dashboard/templates",
  `/api/dashboard/templates/${SOME_ID}`,
  "/api/dashboard/templates/not-an-id",
  "/api/dashboard/inquiries",
  "/api/dashboard/inquiries?status=%ff",
  `/api/dashboard/inquiries/${SOME_ID}`,
  `/api/dashboard/inquiries/${SOME_ID}/pdf`,
  "/api/dashboard/inquiries.csv",
  "/api/dashboard/analytics",
  "/dashboard",
  "/reset-password",
];

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Valid posts of every form, each of which the generator breaks in exactly one required field. */
const validForms: Record<string, Record<string, string>> = {
  contact: { name: "Jana", email: "jana@firma.cz", message: "Dobrý den" },
  demo: { email: "jana@firma.cz", service: "assistant", goal: "Answer at night", budget: "small" },
  preview: { company_name: "Kavárna", business_type: "cafe", email: "jana@firma.cz", gdpr_consent: "on" },
  booking: { name: "Jana", email: "jana@firma.cz", windows: "2026-11-24:morning" },
  assistant: { email: "jana@firma.cz", question: "Umíte napojit Pohodu?" },
  template: { name: "Flow" },
};

const notAnEmail = fc
  .string({ maxLength: 40 })
  .filter((text) => !/^[^\s@,<>]+@[^\s@,<>]+\.[a-z]{2,}$/i.test(text));

/**
 * One required field made invalid: an e-mail that is not one, or any field empty or far too
 * long (a text field takes almost any other string, so only those are sure to be refused).
 */
const brokenForm = fc.constantFrom(...Object.keys(validForms)).chain((form) => {
  const valid = validForms[form] as Record<string, string>;
  return fc.constantFrom(...Object.keys(valid)).chain((field) =>
    (field === "email" ? notAnEmail : fc.constantFrom("", "x".repeat(70_000))).map((broken) => ({
      ...valid,
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
  fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 })).map((fields) => ({
    text: urlEncoded(fields),
    type: "application/x-www-form-urlencoded",
  })),
  fc.string({ maxLength: 300 }).map((text) => ({ text, type: "text/plain" })),
  fc
    .tuple(fc.string({ maxLength: 200 }), fc.string({ maxLength: 40 }))
    .map(([text, type]) => ({ text, type })),
  fc.constant({ text: "", type: "" }),
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

interface Store {
  name: string;
  available: boolean;
  /** Settings of the server, and how to count rows once it has stopped. */
  open(): Promise<{
    env: Record<string, string>;
    count(dataDir: string): Promise<Record<string, number>>;
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
];

async function countRows(query: (sql: string) => Promise<{ rows: { n: number | string }[] }>) {
  const counts: Record<string, number> = {};
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
        async count(dataDir) {
          const database = await openDatabase({ dataDir, migrationsFolder: "server/db/migrations" });
          try {
            return await countRows(async (sql) => {
              // Both drivers answer with { rows }.
              return (await database.db.execute(sql)) as { rows: { n: number }[] };
            });
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
        async count() {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          try {
            return await countRows((sql) => client.query(sql));
          } finally {
            await client.end();
          }
        },
        dispose: () => admin(`drop database if exists ${name} with (force)`),
      };
    },
  },
];

for (const store of stores) {
  test(`no generated request gets a 5xx, breaks the server or stores anything, on ${store.name}`, async () => {
    test.skip(!store.available, `${store.name} is not available here`);
    test.setTimeout(600_000);
    const database = await store.open();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer({
      ...database.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      STAFF_EMAILS: STAFF,
      FORM_RATE_LIMIT: "1000000",
      AUTH_RATE_LIMIT: "1000000",
    });
    try {
      await healthy(`${base}/healthz`);
      const actors: Actors = {
        staff: await signedIn(base, server, STAFF),
        customer: await signedIn(base, server, CUSTOMER),
      };
      server.child.kill("SIGTERM");
      await server.exited;
      const before = await database.count(server.dataDir);
      const restarted = startServer({
        ...database.env,
        DATA_DIR: server.dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        STAFF_EMAILS: STAFF,
        FORM_RATE_LIMIT: "1000000",
        AUTH_RATE_LIMIT: "1000000",
      });
      try {
        await healthy(`${base}/healthz`);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...routes),
            fc.constantFrom(...methods),
            fc.constantFrom("anonymous", "customer", "staff"),
            fc.constantFrom("same", "none", "foreign"),
            body,
            async (route, method, actor, origin, { text, type }) => {
              const headers: Record<string, string> = {};
              if (type) headers["Content-Type"] = type;
              if (origin === "same") headers.Origin = base;
              if (origin === "foreign") headers.Origin = "https://evil.example";
              if (actor !== "anonymous") headers.Cookie = actors[actor];
              const withBody = method !== "GET" && method !== "HEAD";
              const response = await fetch(`${base}${route}`, {
                method,
                headers,
                body: withBody ? text : undefined,
                redirect: "manual",
                signal: AbortSignal.timeout(30_000),
              });
              await response.arrayBuffer().catch(() => undefined);
              expect(response.status, `${method} ${route} (${type}) as ${actor}`).toBeLessThan(500);
            },
          ),
          { numRuns: 400 },
        );
        expect(await healthy(`${base}/healthz`)).toMatchObject({ status: "ok" });
      } finally {
        restarted.child.kill("SIGTERM");
        await restarted.exited;
      }
      expect(await database.count(server.dataDir)).toEqual(before);
      const { stderr } = restarted.output();
      expect(stderr, "a stack trace in the log").not.toMatch(/\n\s+at /);
    } finally {
      server.child.kill("SIGKILL");
      await database.dispose();
    }
  });
}
