/**
 * `npm run bench:desk` (after `npm run build`): the desk at volume
 * (docs/decisions/0037-desk-at-ten-thousand.md). Seeds BENCH_DESK_COUNT (10,000) inquiries into
 * a fresh PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL points to a PostgreSQL server,
 * a fresh PostgreSQL database; starts the built server on each, signs in as staff and measures
 * the board, the list (its first and last page), the overdue view and a filtered search (p50/p95 of the answer's time over loopback, one
 * request at a time, and the page's gzipped size) and a status move (p95). In a browser
 * (scripts/bench-desk-browser.ts, BENCH_DESK_BROWSER_RUNS times, 0 to skip): the board's time until
 * a card can be moved under a 4× CPU slowdown, alone and with a slow phone network, and a move by
 * keyboard until it is saved; "usable" is the first handle switched on, "all" every handle (the
 * last column's included). BENCH_DESK_ONLY=usable measures the board's usable times alone (no
 * requests timed, no moves), e.g. `BENCH_DESK_ONLY=usable BENCH_DESK_BROWSER_RUNS=10 npm run
 * bench:desk` after a change to what the board loads. BENCH_DESK_PORT: the port the server
 * listens on (default: one the system has free), for a machine whose ports are shared out.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../app/platform/db/client.server";
import { inquiries } from "../app/platform/db/schema.server";
import { readOutbox } from "../tests/support/eml";
import { boardUsable, keyboardMoves } from "./bench-desk-browser";
import { freshPostgres, startBuiltServer } from "./bench-server";
import { seedDesk } from "./seed-desk-data";

const COUNT = Number(process.env.BENCH_DESK_COUNT ?? 10_000);
const ROUNDS = Number(process.env.BENCH_DESK_ROUNDS ?? 30);
const BROWSER_RUNS = Number(process.env.BENCH_DESK_BROWSER_RUNS ?? 5);
const USABLE_ONLY = process.env.BENCH_DESK_ONLY === "usable";
const STAFF = "bench-desk@flowlane.test";
const PASSWORD = "Tajne-heslo-42";
const migrationsFolder = join(import.meta.dirname, "../app/platform/db/migrations");

const pages = {
  board: "/dashboard/inquiries",
  list: "/dashboard/inquiries?view=list",
  search: "/dashboard/inquiries?view=list&q=novakova",
  // The list's last page (an offset past all but the last rows) and the overdue view, each counted.
  "list last page": "/dashboard/inquiries?view=list&page=99999",
  overdue: "/dashboard/inquiries?view=list&overdue=1",
} as const;

async function seed(target: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({ ...target, migrationsFolder });
  try {
    await seedDesk(database.db, COUNT);
    // The state autovacuum leaves a table in a while after a bulk load (PGlite's server vacuums
    // at its start): its pages marked all-visible, so counts read indexes alone.
    await database.db.execute(sql`vacuum (analyze)`);
    const [first] = await database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.status, "pending"))
      .limit(1);
    if (!first) throw new Error("No inquiry to move");
    return first.id;
  } finally {
    await database.close();
  }
}

/** Signs the staff account up, confirms it through the mailed link and returns the session cookie. */
async function staffCookie(url: string, dataDir: string) {
  const headers = { Origin: url, "Content-Type": "application/json" };
  const body = {
    name: "Bench Staff",
    email: STAFF,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    lang: "en",
  };
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  if (!signUp.ok) throw new Error(`Sign-up answered ${signUp.status}`);
  const deadline = Date.now() + 60_000;
  let link: string | undefined;
  while (!link && Date.now() < deadline) {
    const mail = readOutbox(join(dataDir, "outbox")).find((found) => found.to === STAFF);
    link = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? "")?.[1];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error("No confirmation e-mail");
  await fetch(link, { redirect: "manual" });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: STAFF, password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (!signIn.ok || !cookie) throw new Error(`Sign-in answered ${signIn.status}`);
  return cookie;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`Answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, text };
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-desk-"));
  const moved = await seed({ databaseUrl, dataDir });
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    STAFF_EMAILS: STAFF,
    AUTH_RATE_LIMIT: "100000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.BENCH_DESK_PORT ? { PORT: process.env.BENCH_DESK_PORT } : {}),
  });
  const rows: Record<string, Record<string, number | string>> = {};
  try {
    const cookie = await staffCookie(server.url, dataDir);
    for (const [name, path] of USABLE_ONLY ? [] : Object.entries(pages)) {
      const get = () => fetch(`${server.url}${path}`, { headers: { cookie } });
      await timed(get); // warm-up
      const times: number[] = [];
      let html = "";
      for (let round = 0; round < ROUNDS; round++) {
        const answer = await timed(get);
        times.push(answer.ms);
        html = answer.text;
      }
      rows[`${label} ${name}`] = {
        "p50 ms": percentile(times, 50),
        "p95 ms": percentile(times, 95),
        "HTML KB": Math.round(Buffer.byteLength(html) / 1024),
        "gzip KB": Math.round(gzipSync(html).length / 1024),
      };
    }
    const moves: number[] = [];
    for (let round = 0; round < (USABLE_ONLY ? 0 : ROUNDS); round++) {
      const status = round % 2 === 0 ? "in_progress" : "pending";
      const answer = await timed(() =>
        fetch(`${server.url}/dashboard/inquiries/${moved}.data`, {
          method: "POST",
          headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "status", id: moved, status }).toString(),
        }),
      );
      moves.push(answer.ms);
    }
    if (!USABLE_ONLY)
      rows[`${label} move`] = { "p50 ms": percentile(moves, 50), "p95 ms": percentile(moves, 95) };
    if (BROWSER_RUNS > 0) {
      for (const [name, network] of [
        ["4× CPU", false],
        ["4× CPU + slow network", true],
      ] as const) {
        const usable = await boardUsable(server.url, cookie, BROWSER_RUNS, network);
        rows[`${label} board usable, ${name}`] = {
          "p50 ms": percentile(usable.first, 50),
          "p95 ms": percentile(usable.first, 95),
          "all p50 ms": percentile(usable.all, 50),
          "all p95 ms": percentile(usable.all, 95),
        };
      }
      if (USABLE_ONLY) return rows;
      const saved = await keyboardMoves(server.url, cookie, BROWSER_RUNS * 2);
      rows[`${label} keyboard move saved (${saved.length} of ${BROWSER_RUNS * 2})`] = {
        "p50 ms": percentile(saved, 50),
        "p95 ms": percentile(saved, 95),
      };
    }
  } finally {
    await server.stop();
  }
  return rows;
}

console.log(`bench:desk — ${COUNT} inquiries, ${ROUNDS} requests each, one at a time, loopback`);
const table = { ...(await run("PGlite")) };
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const database = await freshPostgres(postgresUrl);
  try {
    Object.assign(table, await run("PostgreSQL", database.url));
  } finally {
    await database.drop();
  }
}
console.table(table);
