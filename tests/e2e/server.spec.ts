import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort, healthy, startServer } from "./servers";

// Each test starts built servers of its own and waits up to 150 s for one to answer (healthy()):
// on two busy cores two servers took 38-53 s to start side by side, close to the default 60 s
// a test is given, which cut the shared-rate-limit tests short (0082).
test.describe.configure({ timeout: 240_000 });

let running: ChildProcess | undefined;
test.afterEach(() => {
  running?.kill("SIGKILL");
});

test("a bad setting stops the server with one line naming it, and exit code 1", async () => {
  const server = startServer({ PORT: "abc" });
  running = server.child;
  expect(await server.exited).toBe(1);
  const lines = server.output().stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid PORT="abc": /);
});

test("starts on its embedded defaults, answers /healthz, and stops cleanly on SIGTERM", async () => {
  const port = String(await freePort());
  // An empty data directory, as at a first start: the server creates and migrates its PGlite.
  const server = startServer({ PORT: port, HOST: "127.0.0.1", DATABASE_URL: "" }, { fresh: true });
  running = server.child;
  expect(await healthy(`http://127.0.0.1:${port}/healthz`, 150_000, server)).toEqual({
    status: "ok",
    database: "pglite",
  });
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output().stdout).toContain("SIGTERM: closing the server");
});

test("an invalid company phone stops the server at start-up, naming the variable", async () => {
  const server = startServer({ COMPANY_PHONE: "777 123 456" });
  running = server.child;
  expect(await server.exited).toBe(1);
  expect(server.output().stderr.trim()).toMatch(
    /^Invalid COMPANY_PHONE="777 123 456": must be a valid phone number with its country code/,
  );
});

test("the configured company facts replace the built-in ones on prerendered and rendered pages", async ({
  request,
}) => {
  const port = String(await freePort());
  const server = startServer({
    PORT: port,
    HOST: "127.0.0.1",
    DATABASE_URL: "",
    COMPANY_PHONE: "+420602111222",
    COMPANY_EMAIL: "office@example.cz",
    COMPANY_ID: "87654321",
    PL_OFFICE_PHONE: "+48 12 345 67 89",
    PL_OFFICE_CITY: "Kraków",
  });
  running = server.child;
  await healthy(`http://127.0.0.1:${port}/healthz`, 180_000, server);
  const base = `http://127.0.0.1:${port}`;
  // Prerendered (language-coded) and rendered per request (unprefixed), page and loader data.
  for (const path of ["/eng/contact", "/contact", "/eng/contact.data"]) {
    const body = await (await request.get(`${base}${path}`)).text();
    expect(body, path).toContain("+420 602 111 222");
    expect(body, path).toContain("office@example.cz");
    expect(body, path).toContain("87654321");
    expect(body, path).not.toContain("{{company:");
    expect(body, path).not.toContain("777 123 456");
  }
  const polish = await (await request.get(`${base}/pl/contact`)).text();
  expect(polish).toContain("+48 12 345 67 89");
  expect(polish).toContain("tel:+48123456789");
  expect(polish).toContain("Kraków");
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});

/** A contact post as the enhanced form sends it. */
function postContact(port: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Jana Nováková",
    email: "jana@firma.cz",
    business_type: "services",
    message: "Chci automatizovat faktury.",
    js: "1",
    lang: "cs",
  })) {
    form.set(name, value);
  }
  return fetch(`http://127.0.0.1:${port}/api/leads/contact`, {
    method: "POST",
    body: form,
    headers: { Origin: `http://127.0.0.1:${port}` },
  });
}

/** Runs one statement on the PostgreSQL server as its administrator. */
async function administer(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

interface SharedStore {
  name: string;
  url: string | undefined;
  /** The settings that point both servers at the store, and how to clean up afterwards. */
  open(url: string): Promise<{ env: Record<string, string>; dispose(): Promise<void> }>;
}

const sharedStores: SharedStore[] = [
  {
    name: "PostgreSQL",
    url: process.env.TEST_DATABASE_URL,
    async open(adminUrl) {
      const name = `e2e_${Date.now().toString(36)}`;
      await administer(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        dispose: () => administer(adminUrl, `drop database if exists ${name} with (force)`),
      };
    },
  },
  {
    name: "Redis",
    url: process.env.TEST_REDIS_URL,
    async open(url) {
      // The counters are keyed with this run's own secret (below), so an earlier run's count of
      // this address is never met, and they expire with their window: nothing to clean up.
      return { env: { REDIS_URL: url }, dispose: async () => {} };
    },
  },
];

for (const store of sharedStores) {
  test(`two servers share one rate limit through ${store.name}`, async () => {
    test.skip(!store.url, `${store.name} is not available here`);
    const shared = await store.open(store.url ?? "");
    // One secret for both servers, new on every run.
    const runSecret = `two-servers-behind-one-balancer-${randomUUID()}`;
    const ports = [String(await freePort()), String(await freePort())];
    const servers = ports.map((port) =>
      startServer({
        PORT: port,
        HOST: "127.0.0.1",
        FORM_RATE_LIMIT: "2",
        DATABASE_URL: "",
        // Servers behind one balancer share their secret (README, Running in production): it keys
        // the rate-limit counters, so two secrets would count one client twice.
        AUTH_SECRET: runSecret,
        ...shared.env,
      }),
    );
    try {
      // Both start together: with one database, migrations run once under the advisory lock.
      await Promise.all(
        ports.map((port, i) => healthy(`http://127.0.0.1:${port}/healthz`, 150_000, servers[i])),
      );
      const [first, second] = ports as [string, string];
      expect((await postContact(first)).status).toBe(200);
      expect((await postContact(second)).status).toBe(200);
      // The third post from this address is over the limit, whichever server takes it.
      const refused = await postContact(first);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ ok: false, formError: "rateLimited" });
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
      await Promise.all(servers.map((server) => server.exited));
      await shared.dispose();
    }
  });
}
