/**
 * `npm run bench:leads` (after `npm run build`): contact-form posts per second and latency
 * through the built server, on the embedded PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL points to a PostgreSQL server, on PostgreSQL too. Afterwards it checks that
 * every acknowledged post is in the database (rows after minus rows before, at least the
 * number of 2xx answers). "CPU ms/lead" is the server's CPU time from the first post until it is
 * idle again (its e-mails and webhooks delivered), per acknowledged post: what a lead costs,
 * whatever pace the mail lane sets for the burst.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../app/platform/db/client.server";
import { contactInquiries } from "../app/platform/db/schema.server";
import {
  CONTACT_POST_PATH,
  contactLeadBody,
  contactLeadHeaders,
  cpuMsPerLead,
  freshPostgres,
  startBuiltServer,
} from "./bench-server";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const migrationsFolder = join(import.meta.dirname, "../app/platform/db/migrations");

async function countLeads(target: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    migrationsFolder,
  });
  try {
    return await database.db.$count(contactInquiries);
  } finally {
    await database.close();
  }
}

/** Waits until the server has used under 20 ms of CPU in a second: its queues have drained. */
async function untilIdle(cpuSeconds: () => number | undefined) {
  const deadline = Date.now() + 120_000;
  let last = cpuSeconds();
  while (last !== undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds() ?? last;
    if (now - last < 0.02) return now;
    last = now;
  }
  return last;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-leads-"));
  const before = await countLeads({ databaseUrl, dataDir });
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: "100000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let sequence = 0;
  const cpuBefore = await untilIdle(server.cpuSeconds);
  const result = await autocannon({
    url: `${server.url}${CONTACT_POST_PATH}`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: [
      {
        method: "POST",
        headers: contactLeadHeaders(server.url),
        setupRequest: (request) => ({ ...request, body: contactLeadBody(`bench-${++sequence}@example.com`) }),
      },
    ],
  });
  const cpuAfter = await untilIdle(server.cpuSeconds);
  await server.stop();
  const after = await countLeads({ databaseUrl, dataDir });
  const acknowledged = result["2xx"];
  const cpuMs = cpuMsPerLead(cpuBefore, cpuAfter, acknowledged);
  return {
    [label]: {
      "posts/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "CPU ms/lead": cpuMs === undefined ? "-" : Number(cpuMs.toFixed(2)),
      acknowledged,
      "rows added": after - before,
      // A post the client gave up on (timeout) may still have been stored: more rows than
      // answers is fine, fewer would be a lost lead.
      "all kept": after - before >= acknowledged ? "yes" : "NO",
    },
  };
}

console.log(`bench:leads — ${REQUESTS} contact posts, ${CONNECTIONS} connections, loopback`);
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
if (Object.values(table).some((row) => row["all kept"] !== "yes")) process.exitCode = 1;
