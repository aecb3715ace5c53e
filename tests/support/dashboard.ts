/**
 * Test helpers (imported by *.test.ts only): a dashboard route's loader or action called as React
 * Router calls it, whatever it answers with (data, a Response, a thrown redirect or refusal), and
 * a desk of staff and customers to call them as.
 */
import { eq } from "drizzle-orm";
import { inquiries, users } from "~/platform/db/schema.server";
import type { AppServices } from "~/platform/services.server";
import { type Actor, signUp, uniqueEmail } from "./auth";
import type { OpenedTestDatabase, TestDatabase } from "./databases";
import { createTestServices, type TestServices, testContext } from "./services";

export interface RouteAnswer<T> {
  status: number;
  data: T;
  location: string | null;
  headers: Headers;
}

interface RunOptions {
  actor?: Actor;
  method?: string;
  /** A form post (url-encoded), as a fetcher or a plain form sends it; pairs when a name repeats. */
  form?: Record<string, string> | [string, string][];
  /** A multipart form post, as a form with `encType="multipart/form-data"` sends it. */
  multipart?: FormData;
  /** A JSON post, as the template editor sends it. */
  json?: unknown;
  params?: Record<string, string>;
  /** Headers a browser adds (`Sec-Fetch-Mode: navigate` for a form sent without JavaScript). */
  headers?: Record<string, string>;
}

async function answerOf<T>(outcome: unknown): Promise<RouteAnswer<T>> {
  if (outcome instanceof Response) {
    const type = outcome.headers.get("Content-Type") ?? "";
    // Text as sent, a byte-order mark included.
    const data = type.includes("json")
      ? await outcome.json()
      : new TextDecoder("utf-8", { ignoreBOM: true }).decode(await outcome.arrayBuffer());
    return {
      status: outcome.status,
      data: data as T,
      location: outcome.headers.get("Location"),
      headers: outcome.headers,
    };
  }
  // What `data()` returns (React Router does not export its class).
  if (
    outcome &&
    typeof outcome === "object" &&
    (outcome as { type?: unknown }).type === "DataWithResponseInit"
  ) {
    const { data, init } = outcome as { data: unknown; init: ResponseInit | null };
    return {
      status: init?.status ?? 200,
      data: data as T,
      location: null,
      headers: new Headers(init?.headers),
    };
  }
  return { status: 200, data: outcome as T, location: null, headers: new Headers() };
}

export async function runRoute<T = unknown>(
  handler: (args: never) => unknown,
  services: AppServices,
  path: string,
  options: RunOptions = {},
): Promise<RouteAnswer<T>> {
  const headers = new Headers({ Origin: services.config.PUBLIC_URL });
  if (options.actor?.cookie) headers.set("Cookie", options.actor.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let body: string | FormData | undefined;
  if (options.multipart) {
    // The Request sets the multipart type with its boundary.
    body = options.multipart;
  } else if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  const request = new Request(`${services.config.PUBLIC_URL}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const args = { request, context: testContext(services), params: options.params ?? {} };
  try {
    return await answerOf<T>(await (handler as (args: unknown) => unknown)(args));
  } catch (thrown) {
    // A failure of the code itself is what the server answers with 500: the test sees it as it is.
    if (thrown instanceof Error) throw thrown;
    return answerOf<T>(thrown);
  }
}

/** A desk to test against: staff, two customers (Alice, Bob) and a way to add inquiries. */
export interface TestDesk {
  database: OpenedTestDatabase;
  services: TestServices;
  staff: Actor;
  staffId: string;
  alice: Actor;
  aliceId: string;
  bob: Actor;
  addInquiry(fields?: Partial<typeof inquiries.$inferInsert>): Promise<string>;
  inquiryRow(id: string): Promise<typeof inquiries.$inferSelect | undefined>;
  close(): Promise<void>;
}

/** `env`: settings besides the defaults of `createTestServices` (an inbound address, a provider's key). */
export async function openTestDesk(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
): Promise<TestDesk> {
  const database = await testDatabase.open();
  const staffEmail = uniqueEmail("staff");
  const services = createTestServices(database.db, { ...env, STAFF_EMAILS: staffEmail });
  const [staff, alice, bob] = await Promise.all([
    signUp(services, { name: "Carol", email: staffEmail }),
    signUp(services, { name: "Alice" }),
    signUp(services, { name: "Bob" }),
  ]);
  const idOf = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? "";
  return {
    database,
    services,
    staff,
    staffId: await idOf(staff.email),
    alice,
    aliceId: await idOf(alice.email),
    bob,
    async addInquiry(fields = {}) {
      const email = fields.leadEmail ?? "someone@example.com";
      const [row] = await database.db
        .insert(inquiries)
        .values({
          title: "Demo: assistant (medium)",
          serviceType: "assistant",
          requirements: { email, service: "assistant", goal: "Answer at night", budget: "medium" },
          sourceForm: "demo",
          leadEmail: email,
          lang: "en",
          ...fields,
        })
        .returning({ id: inquiries.id });
      if (!row) throw new Error("no inquiry");
      return row.id;
    },
    inquiryRow: async (id) => (await database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0],
    close: () => database.close(),
  };
}
