/**
 * `npm run bench:durability` (after `npm run build`): kill -9 of a server under load.
 * Each round, 64 clients post contact leads without pause; after a moment (1.5 to 4 s, random)
 * the server is killed with SIGKILL, a new one starts on the same data and drains the delivery
 * queue into a real SMTP server in this process. Printed per round: posts acknowledged, how many of
 * those are stored (lost = acknowledged but not stored), leads stored twice, and e-mails: missing,
 * repeated with the same Message-ID (a crash mid-send, which receivers drop) and duplicated (a
 * lead mailed twice under different ids). Three rounds on PGlite (one data directory for all
 * three), three on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), and, when nginx is
 * installed, three with two servers on PostgreSQL behind nginx, one of which is killed.
 * It reports, it does not judge: it fails only when it cannot run.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { contactInquiries } from "../server/db/schema";
import { freePort, healthy, type StartedServer, startServer } from "../tests/e2e/servers";
import { NOTIFY_EMAIL, startMailSink } from "./bench-mail-sink";
import { CONTACT_POST_PATH, contactLeadBody, contactLeadHeaders, freshPostgres } from "./bench-server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_SECONDS ?? 200) * 1000;
/** Each lead queues staff's notification and the visitor's confirmation. */
const MAILS_PER_LEAD = 2;

interface Node {
  port: number;
  server: StartedServer;
}

/** A server on `port` with the bench's settings; waits for /healthz. */
async function startNode(port: number, env: Record<string, string>): Promise<Node> {
  const url = `http://127.0.0.1:${port}`;
  const server = startServer({ PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, ...env });
  await healthy(`${url}/healthz`);
  return { port, server };
}

function killHard(node: Node) {
  node.server.child.kill("SIGKILL");
  return node.server.exited;
}

async function stopNode(node: Node) {
  node.server.child.kill("SIGTERM");
  await node.server.exited;
}

/** nginx in front of the given ports, retrying a refused connection on the other server. */
async function startNginx(port: number, ports: number[]): Promise<{ url: string; stop(): void } | null> {
  if (spawnSync("nginx", ["-v"]).error) return null;
  const dir = mkdtempSync(join(tmpdir(), "agency-nginx-"));
  const temp = (name: string) => `${name} ${join(dir, name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${join(dir, "nginx.pid")};
error_log stderr crit;
events { worker_connections 1024; }
http {
  access_log off;
  ${["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(temp).join("\n  ")}
  upstream app { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(" ")} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await healthy(`${url}/healthz`);
  return { url, stop: () => child.kill("SIGTERM") };
}

/** Posts leads from CLIENTS clients until `stop()`; the e-mails whose post was acknowledged. */
function postWithoutPause(url: string, origin: string, tag: string) {
  const acknowledged = new Set<string>();
  let next = 0;
  let stopped = false;
  let refused = 0;
  async function client() {
    while (!stopped) {
      const email = `lead-${tag}-${++next}@example.com`;
      try {
        const response = await fetch(`${url}${CONTACT_POST_PATH}`, {
          method: "POST",
          headers: contactLeadHeaders(origin),
          body: contactLeadBody(email),
        });
        const answer = (await response.json()) as { ok?: boolean };
        if (response.ok && answer.ok) acknowledged.add(email);
        else refused++;
      } catch {
        // The server died under the post, or is not back yet: not acknowledged, so not owed.
        refused++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }
  const clients = Promise.all(Array.from({ length: CLIENTS }, client));
  return {
    acknowledged,
    sent: () => next,
    refused: () => refused,
    async stop() {
      stopped = true;
      await clients;
    },
  };
}

interface Target {
  label: string;
  /** Where the clients post, and the origin the server expects (its PUBLIC_URL). */
  url: string;
  origin: string;
  /** Kills one server with SIGKILL and starts it again on the same data. */
  crash(): Promise<void>;
  stored(tag: string): Promise<{ leads: number; distinctLeads: number }>;
}

interface Round {
  target: string;
  round: number;
  posted: number;
  acknowledged: number;
  stored: number;
  lost: number;
  storedTwice: number;
  mailsMissing: number;
  sameIdRepeats: number;
  duplicated: number;
}

async function round(target: Target, sink: Awaited<ReturnType<typeof startMailSink>>, index: number) {
  const tag = `${target.label}-${index}`.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
  const posts = postWithoutPause(target.url, target.origin, tag);
  await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 2500));
  await target.crash();
  // A few more posts reach the restarted server, so it takes leads while it recovers the queue.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await posts.stop();
  const mine = (email: string) => email.startsWith(`lead-${tag}-`);
  const expected = () => posts.acknowledged.size * MAILS_PER_LEAD;
  const arrivedForAcknowledged = () =>
    [...posts.acknowledged].reduce(
      (sum, email) => sum + Math.min(MAILS_PER_LEAD, sink.mails.idsByLead.get(email)?.size ?? 0),
      0,
    );
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (arrivedForAcknowledged() < expected() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stored = await target.stored(tag);
  let duplicated = 0;
  let sameIdRepeats = 0;
  for (const [email, ids] of sink.mails.idsByLead) {
    if (!mine(email)) continue;
    duplicated += Math.max(0, ids.size - MAILS_PER_LEAD);
    for (const id of ids) sameIdRepeats += (sink.mails.copies.get(id) ?? 1) - 1;
  }
  return {
    target: target.label,
    round: index,
    posted: posts.sent(),
    acknowledged: posts.acknowledged.size,
    stored: stored.leads,
    lost: Math.max(0, posts.acknowledged.size - stored.distinctLeads),
    storedTwice: stored.leads - stored.distinctLeads,
    mailsMissing: expected() - arrivedForAcknowledged(),
    sameIdRepeats,
    duplicated,
  } satisfies Round;
}

/** Leads of this round in the database, counted with a connection of the bench's own. */
async function countStored(databaseUrl: string | undefined, dataDir: string | null, tag: string) {
  const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder: "build/migrations" });
  try {
    const [leads] = await database.db
      .select({ all: count(), distinct: sql<number>`count(distinct ${contactInquiries.email})` })
      .from(contactInquiries)
      .where(sql`${contactInquiries.email} like ${`lead-${tag}-%`}`);
    return { leads: Number(leads?.all ?? 0), distinctLeads: Number(leads?.distinct ?? 0) };
  } finally {
    await database.close();
  }
}

const env = (smtpUrl: string, extra: Record<string, string> = {}) => ({
  FORM_RATE_LIMIT: "100000000",
  SMTP_URL: smtpUrl,
  LEAD_NOTIFY_EMAIL: NOTIFY_EMAIL,
  ...extra,
});

async function onPglite(sink: Awaited<ReturnType<typeof startMailSink>>) {
  const dataDir = mkdtempSync(join(tmpdir(), "agency-durability-"));
  const port = await freePort();
  let node = await startNode(port, env(sink.url, { DATA_DIR: dataDir }));
  const url = `http://127.0.0.1:${port}`;
  const rounds: Round[] = [];
  for (let index = 1; index <= ROUNDS; index++) {
    rounds.push(
      await round(
        {
          label: "PGlite",
          url,
          origin: url,
          async crash() {
            await killHard(node);
            node = await startNode(port, env(sink.url, { DATA_DIR: dataDir }));
          },
          async stored(tag) {
            // PGlite is one process's: the server lets go of it while the bench counts.
            await stopNode(node);
            const counted = await countStored(undefined, dataDir, tag);
            node = await startNode(port, env(sink.url, { DATA_DIR: dataDir }));
            return counted;
          },
        },
        sink,
        index,
      ),
    );
  }
  await stopNode(node);
  return rounds;
}

async function onPostgres(sink: Awaited<ReturnType<typeof startMailSink>>, adminUrl: string, servers: 1 | 2) {
  const database = await freshPostgres(adminUrl);
  const ports = await Promise.all(Array.from({ length: servers }, () => freePort()));
  const proxyPort = servers === 2 ? await freePort() : null;
  // Every server answers as the one public origin: nginx's, when it is in front.
  const origin = `http://127.0.0.1:${proxyPort ?? ports[0]}`;
  const settings = (port: number) =>
    env(sink.url, {
      PUBLIC_URL: origin,
      DATABASE_URL: database.url,
      AUTH_SECRET: "bench-durability-secret-0123456789abcdef",
      DATA_DIR: mkdtempSync(join(tmpdir(), `agency-durability-${port}-`)),
    });
  const nodes = await Promise.all(ports.map((port) => startNode(port, settings(port))));
  const proxy = proxyPort ? await startNginx(proxyPort, ports) : null;
  if (servers === 2 && !proxy) {
    await Promise.all(nodes.map(stopNode));
    await database.drop();
    return null;
  }
  const rounds: Round[] = [];
  try {
    for (let index = 1; index <= ROUNDS; index++) {
      rounds.push(
        await round(
          {
            label: servers === 2 ? "PostgreSQL, 2 servers behind nginx" : "PostgreSQL",
            url: proxy?.url ?? origin,
            origin,
            async crash() {
              const victim = index % nodes.length;
              const node = nodes[victim] as Node;
              await killHard(node);
              nodes[victim] = await startNode(node.port, settings(node.port));
            },
            stored: (tag) => countStored(database.url, null, tag),
          },
          sink,
          index,
        ),
      );
    }
  } finally {
    proxy?.stop();
    await Promise.all(nodes.map(stopNode));
    await database.drop();
  }
  return rounds;
}

console.log(
  `bench:durability — ${CLIENTS} clients posting without pause, kill -9 once per round, ${ROUNDS} rounds per set-up`,
);
const sink = await startMailSink(0);
const rounds: Round[] = [];
try {
  rounds.push(...(await onPglite(sink)));
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    rounds.push(...((await onPostgres(sink, postgresUrl, 1)) ?? []));
    const behindNginx = await onPostgres(sink, postgresUrl, 2);
    if (behindNginx) rounds.push(...behindNginx);
    else console.log("nginx is not installed (apt-get install -y nginx): the two-server round is skipped.");
  } else {
    console.log("No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL rounds skipped.");
  }
} finally {
  await sink.close();
}
console.table(
  rounds.map((run) => ({
    "set-up": run.target,
    round: run.round,
    "posts tried": run.posted,
    acknowledged: run.acknowledged,
    stored: run.stored,
    lost: run.lost,
    "stored twice": run.storedTwice,
    "mails missing": run.mailsMissing,
    "same-id repeats": run.sameIdRepeats,
    "duplicated mails": run.duplicated,
  })),
);
const total = (key: "lost" | "storedTwice" | "duplicated" | "mailsMissing") =>
  rounds.reduce((sum, run) => sum + run[key], 0);
console.log(
  `Target: 0 lost, 0 duplicated. Lost ${total("lost")}, stored twice ${total("storedTwice")}, duplicated mails ${total("duplicated")}, mails missing ${total("mailsMissing")}.`,
);
