/**
 * `npm run bench:durability` (after `npm run build`): kill -9 of a server under load.
 * Each round, 64 clients (BENCH_CLIENTS) post contact leads without pause; after a moment (1.5 to
 * 4 s, random) the server is killed with SIGKILL, the e-mails it had in flight are read from the
 * database (claimed, not yet recorded as sent), a new server starts on the same data and drains
 * the delivery queue, into a real SMTP server in this process or into its outbox directory; on
 * PostgreSQL the round also waits for the e-mails in flight at the kill to be settled (their
 * 2-minute lease runs out, then they are sent again, once).
 * Printed per round: posts acknowledged, how many of those are stored (lost = acknowledged but not
 * stored), leads stored twice, and e-mails: missing, in flight at the kill, repeated with the same
 * Message-ID (a crash mid-send, which receivers drop), repeats of messages that were not in flight
 * (there should be none), duplicated (a lead mailed twice under different ids), and for the
 * outbox empty files and temporary files left behind. Three rounds each (BENCH_ROUNDS) on PGlite
 * with SMTP and with the outbox (one data directory per set-up), on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), and, when nginx is installed, with two servers on
 * PostgreSQL behind nginx, one of which is killed (BENCH_SETUPS picks some of them).
 * It reports, it does not judge: it fails only when it cannot run.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, isNotNull, isNull, sql } from "drizzle-orm";
import { openDatabase } from "../app/platform/db/client.server";
import { contactInquiries, mailQueue } from "../app/platform/db/schema.server";
import { freePort, healthy, type StartedServer, startServer } from "../tests/e2e/servers";
import { Arrivals, leadOfMessage, NOTIFY_EMAIL, startMailSink } from "./bench-mail-sink";
import { nginxDir, nginxInstalled, proxyTo, startNginx } from "./bench-nginx";
import { CONTACT_POST_PATH, contactLeadBody, contactLeadHeaders, freshPostgres } from "./bench-server";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_SECONDS ?? 200) * 1000;
const START_TIMEOUT_MS = 5 * 60_000;
/** The set-ups to run (BENCH_SETUPS, comma-separated): pglite-smtp, pglite-outbox, postgres, nginx. */
const SETUPS = process.env.BENCH_SETUPS?.split(",").map((name) => name.trim());
const runs = (setup: string) => !SETUPS || SETUPS.includes(setup);
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
  // A busy machine can take minutes to start a server; the bench counts, it does not time.
  await healthy(`${url}/healthz`, START_TIMEOUT_MS);
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
async function startProxy(port: number, ports: number[]) {
  if (!nginxInstalled()) return null;
  return startNginx({
    dir: nginxDir(),
    port,
    // The killed server's refused connections are expected: only what is worse is written.
    errorLog: "crit",
    http: `upstream app { ${ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(" ")} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    ${proxyTo("app")}
  }`,
  });
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
  /**
   * Kills one server with SIGKILL and starts it again on the same data; returns the ids of the
   * e-mails that were in flight when it died (claimed, not recorded as sent or failed).
   */
  crash(): Promise<Set<string>>;
  /**
   * Waits until these e-mails are recorded as sent or failed (PostgreSQL: their lease runs out
   * first, then another claim repeats them); on PGlite the restart releases them at once.
   */
  settle?(ids: Set<string>): Promise<void>;
  stored(tag: string): Promise<{ leads: number; distinctLeads: number }>;
}

/** Where a set-up's e-mails arrive: the SMTP server in this process, or a server's outbox directory. */
interface Mailbox {
  read(): Arrivals;
  /** The outbox's empty .eml files and the temporary files left in it. */
  leftovers?(): { empty: number; temporary: number };
}

function smtpMailbox(sink: Awaited<ReturnType<typeof startMailSink>>): Mailbox {
  return { read: () => sink.mails };
}

/** Reads every .eml file of an outbox directory again at each look. */
function outboxMailbox(dir: string): Mailbox {
  const files = () => {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  return {
    read() {
      const arrivals = new Arrivals();
      for (const file of files().filter((name) => name.endsWith(".eml"))) {
        const raw = readFileSync(join(dir, file), "utf8");
        if (raw === "") continue;
        const { messageId, lead } = leadOfMessage(raw);
        arrivals.record(messageId ?? `no-id-${file}`, lead);
      }
      return arrivals;
    },
    leftovers() {
      const names = files();
      return {
        empty: names.filter((name) => name.endsWith(".eml") && readFileSync(join(dir, name)).length === 0)
          .length,
        temporary: names.filter((name) => !name.endsWith(".eml")).length,
      };
    },
  };
}

/** The queue row's id in a Message-ID (`<id@domain>`). */
const rowIdOf = (messageId: string) => /^<([^@>]+)@/.exec(messageId)?.[1] ?? messageId;

interface Round {
  target: string;
  round: number;
  posted: number;
  acknowledged: number;
  stored: number;
  lost: number;
  storedTwice: number;
  mailsMissing: number;
  inFlightAtKill: number;
  sameIdRepeats: number;
  repeatsNotInFlight: number;
  duplicated: number;
  emptyFiles: number | null;
  temporaryFiles: number | null;
}

async function round(target: Target, mailbox: Mailbox, index: number) {
  const tag = `${target.label}-${index}`.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
  const posts = postWithoutPause(target.url, target.origin, tag);
  await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 2500));
  const inFlight = await target.crash();
  // A few more posts reach the restarted server, so it takes leads while it recovers the queue.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await posts.stop();
  const mine = (email: string) => email.startsWith(`lead-${tag}-`);
  const expected = () => posts.acknowledged.size * MAILS_PER_LEAD;
  const arrivedForAcknowledged = (mails: Arrivals) =>
    [...posts.acknowledged].reduce(
      (sum, email) => sum + Math.min(MAILS_PER_LEAD, mails.idsByLead.get(email)?.size ?? 0),
      0,
    );
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  let mails = mailbox.read();
  while (arrivedForAcknowledged(mails) < expected() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    mails = mailbox.read();
  }
  await target.settle?.(inFlight);
  const stored = await target.stored(tag);
  mails = mailbox.read();
  let duplicated = 0;
  let sameIdRepeats = 0;
  let repeatsNotInFlight = 0;
  for (const [email, ids] of mails.idsByLead) {
    if (!mine(email)) continue;
    duplicated += Math.max(0, ids.size - MAILS_PER_LEAD);
    for (const id of ids) {
      const repeats = (mails.copies.get(id) ?? 1) - 1;
      sameIdRepeats += repeats;
      if (!inFlight.has(rowIdOf(id))) repeatsNotInFlight += repeats;
    }
  }
  const leftovers = mailbox.leftovers?.();
  return {
    target: target.label,
    round: index,
    posted: posts.sent(),
    acknowledged: posts.acknowledged.size,
    stored: stored.leads,
    lost: Math.max(0, posts.acknowledged.size - stored.distinctLeads),
    storedTwice: stored.leads - stored.distinctLeads,
    mailsMissing: expected() - arrivedForAcknowledged(mails),
    inFlightAtKill: inFlight.size,
    sameIdRepeats,
    repeatsNotInFlight,
    duplicated,
    emptyFiles: leftovers?.empty ?? null,
    temporaryFiles: leftovers?.temporary ?? null,
  } satisfies Round;
}

/** Runs `use` on the database with a connection of the bench's own. */
async function withDatabase<T>(
  databaseUrl: string | undefined,
  dataDir: string | null,
  use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ databaseUrl, dataDir, migrationsFolder: "build/migrations" });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Waits (DRAIN_TIMEOUT_SECONDS at most) until none of these e-mails is still claimed. */
async function settled(databaseUrl: string, ids: Set<string>) {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const open = await mailsInFlight(databaseUrl, null);
    if (![...ids].some((id) => open.has(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Leads of this round in the database. */
function countStored(databaseUrl: string | undefined, dataDir: string | null, tag: string) {
  return withDatabase(databaseUrl, dataDir, async ({ db }) => {
    const [leads] = await db
      .select({ all: count(), distinct: sql<number>`count(distinct ${contactInquiries.email})` })
      .from(contactInquiries)
      .where(sql`${contactInquiries.email} like ${`lead-${tag}-%`}`);
    return { leads: Number(leads?.all ?? 0), distinctLeads: Number(leads?.distinct ?? 0) };
  });
}

/** E-mails claimed and not yet recorded as sent or failed: in flight, as far as the database knows. */
function mailsInFlight(databaseUrl: string | undefined, dataDir: string | null) {
  return withDatabase(databaseUrl, dataDir, async ({ db }) => {
    const rows = await db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(isNotNull(mailQueue.claimedAt), isNull(mailQueue.sentAt), isNull(mailQueue.failedAt)));
    return new Set(rows.map((row) => row.id));
  });
}

/** The servers' settings: e-mail through the SMTP server, or into the outbox without it. */
const env = (smtpUrl: string | null, extra: Record<string, string> = {}) => ({
  FORM_RATE_LIMIT: "100000000",
  ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  LEAD_NOTIFY_EMAIL: NOTIFY_EMAIL,
  ...extra,
});

/** PGlite, e-mail through the SMTP server (`sink`) or, without one, into the server's outbox. */
async function onPglite(sink: Awaited<ReturnType<typeof startMailSink>> | null) {
  const dataDir = mkdtempSync(join(tmpdir(), "agency-durability-"));
  const port = await freePort();
  const settings = env(sink?.url ?? null, { DATA_DIR: dataDir });
  let node = await startNode(port, settings);
  const url = `http://127.0.0.1:${port}`;
  const mailbox = sink ? smtpMailbox(sink) : outboxMailbox(join(dataDir, "outbox"));
  const rounds: Round[] = [];
  for (let index = 1; index <= ROUNDS; index++) {
    rounds.push(
      await round(
        {
          label: sink ? "PGlite, SMTP" : "PGlite, outbox",
          url,
          origin: url,
          async crash() {
            await killHard(node);
            const inFlight = await mailsInFlight(undefined, dataDir);
            node = await startNode(port, settings);
            return inFlight;
          },
          async stored(tag) {
            // PGlite is one process's: the server lets go of it while the bench counts.
            await stopNode(node);
            const counted = await countStored(undefined, dataDir, tag);
            node = await startNode(port, settings);
            return counted;
          },
        },
        mailbox,
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
  const proxy = proxyPort ? await startProxy(proxyPort, ports) : null;
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
              // With two servers the other one's deliveries are in this set too: a superset.
              const inFlight = await mailsInFlight(database.url, null);
              nodes[victim] = await startNode(node.port, settings(node.port));
              return inFlight;
            },
            settle: (ids) => settled(database.url, ids),
            stored: (tag) => countStored(database.url, null, tag),
          },
          smtpMailbox(sink),
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
  if (runs("pglite-smtp")) rounds.push(...(await onPglite(sink)));
  if (runs("pglite-outbox")) rounds.push(...(await onPglite(null)));
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    if (runs("postgres")) rounds.push(...((await onPostgres(sink, postgresUrl, 1)) ?? []));
    const behindNginx = runs("nginx") ? await onPostgres(sink, postgresUrl, 2) : [];
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
    "in flight at kill": run.inFlightAtKill,
    "same-id repeats": run.sameIdRepeats,
    "repeats not in flight": run.repeatsNotInFlight,
    "duplicated mails": run.duplicated,
    "empty files": run.emptyFiles ?? "–",
    "temp files": run.temporaryFiles ?? "–",
  })),
);
const total = (
  key: "lost" | "storedTwice" | "duplicated" | "mailsMissing" | "sameIdRepeats" | "repeatsNotInFlight",
) => rounds.reduce((sum, run) => sum + run[key], 0);
const leftover = (key: "emptyFiles" | "temporaryFiles") =>
  rounds.reduce((sum, run) => sum + (run[key] ?? 0), 0);
console.log(
  `Target: 0 lost, 0 duplicated, 0 empty files, repeats only with the same Message-ID and only of mails in flight at the kill. ` +
    `Lost ${total("lost")}, stored twice ${total("storedTwice")}, duplicated mails ${total("duplicated")}, ` +
    `mails missing ${total("mailsMissing")}, same-id repeats ${total("sameIdRepeats")} ` +
    `(of mails not in flight: ${total("repeatsNotInFlight")}), empty files ${leftover("emptyFiles")}, ` +
    `temporary files left ${leftover("temporaryFiles")}.`,
);
