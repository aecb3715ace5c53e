/**
 * `npm run bench:queue` (after `npm run build`): the delivery queue under a burst of leads.
 * BENCH_LEADS contact posts (2,000 unless set) go to the built server as fast as it takes them;
 * its e-mails go to a real SMTP server in this process and its webhook to a local receiver.
 * Printed per database and webhook target: leads/s, e-mails received and drained per second,
 * p50/p99 delay from a post's answer to its e-mail's arrival, duplicates (by Message-ID), and how
 * long the queue took to drain, the server's CPU time per lead (its post, e-mails and webhook:
 * the figure least disturbed by other work on the machine), once with a receiver that answers at once and once with a target
 * that accepts the connection and never answers, which must not slow the e-mail down.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. With
 * BENCH_PORT set, the server listens there and the SMTP server and the receiver on the next two.
 * It reports, it does not judge: it fails only when it cannot run.
 */
import { createServer as createHttpServer } from "node:http";
import { createServer as createTcpServer, type Socket } from "node:net";
import { Arrivals, listening, NOTIFY_EMAIL, startMailSink } from "./bench-mail-sink";
import {
  CONTACT_POST_PATH,
  contactLeadBody,
  contactLeadHeaders,
  cpuMsPerLead,
  freshPostgres,
  startBuiltServer,
} from "./bench-server";

const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** How long to wait for the queue to drain before printing what arrived. */
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_SECONDS ?? 180) * 1000;
const BASE_PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
/** Each lead queues a notification to staff and a confirmation to the visitor. */
const MAILS_PER_LEAD = 2;

/** A webhook receiver that answers 200 at once. */
async function startWebhookReceiver(port: number) {
  const hooks = new Arrivals();
  const server = createHttpServer((request, response) => {
    request.resume();
    request.on("end", () => {
      hooks.record(String(request.headers["x-webhook-id"]), undefined);
      response.end("ok");
    });
  });
  // Longer than the sender keeps idle connections: no post races the receiver closing one.
  server.keepAliveTimeout = 60_000;
  const boundPort = await listening(server, port);
  return {
    url: `http://127.0.0.1:${boundPort}/leads`,
    hooks,
    connections: () => 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A webhook target that accepts every connection and never answers. */
async function startDeadTarget(port: number) {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createTcpServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  const boundPort = await listening(server, port);
  return {
    url: `http://127.0.0.1:${boundPort}/leads`,
    hooks: new Arrivals(),
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Posts LEADS contact leads over CONNECTIONS keep-alive connections; answer time per lead e-mail. */
async function postLeads(serverUrl: string, tag: string) {
  const answered = new Map<string, number>();
  let next = 0;
  let acknowledged = 0;
  const failures = new Map<string, number>();
  const started = performance.now();
  async function worker() {
    while (next < LEADS) {
      const email = `lead-${tag}-${++next}@example.com`;
      try {
        const response = await fetch(`${serverUrl}${CONTACT_POST_PATH}`, {
          method: "POST",
          headers: contactLeadHeaders(serverUrl),
          body: contactLeadBody(email),
        });
        const answer = (await response.json()) as { ok?: boolean };
        if (response.ok && answer.ok) {
          acknowledged++;
          answered.set(email, performance.now());
        } else {
          const key = `HTTP ${response.status}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const key = error instanceof Error ? error.message : String(error);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { started, finished: performance.now(), acknowledged, answered, failures };
}

async function until(done: () => boolean, deadline: number) {
  while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

const seconds = (ms: number | undefined) => (ms === undefined ? "—" : Number((ms / 1000).toFixed(2)));

type Target = "answers" | "hangs";

interface Measured {
  database: string;
  target: Target;
  posted: number;
  acknowledged: number;
  postFailures: string;
  leadsPerSecond: number;
  mailsExpected: number;
  mailsReceived: number;
  mailsPerSecond: number;
  p50DelayMs: number;
  p99DelayMs: number;
  mailDuplicates: number;
  /** From the first post to the last e-mail. */
  mailDrainMs: number | undefined;
  /** From the last post's answer to the last e-mail: the backlog the burst left. */
  backlogMs: number | undefined;
  /** E-mails per second once no more leads came in: the mail lane on its own. */
  backlogMailsPerSecond: number | undefined;
  webhooksReceived: number;
  webhookDuplicates: number;
  webhookDrainMs: number | undefined;
  deadTargetConnections: number;
  /** The server's CPU time from the first post until the mail had drained, per lead. */
  cpuMsPerLead: number | undefined;
}

async function scenario(database: { label: string; url?: string }, target: Target): Promise<Measured> {
  const port = (offset: number) => (BASE_PORT === undefined ? 0 : BASE_PORT + offset);
  const sink = await startMailSink(port(1));
  const webhook = target === "answers" ? await startWebhookReceiver(port(2)) : await startDeadTarget(port(2));
  const server = await startBuiltServer(
    {
      ...(BASE_PORT === undefined ? {} : { PORT: String(BASE_PORT) }),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      FORM_RATE_LIMIT: "100000000",
      SMTP_URL: sink.url,
      LEAD_NOTIFY_EMAIL: NOTIFY_EMAIL,
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: "bench-webhook-secret-0123456789",
    },
    // The dead target makes the server log every timed-out webhook: summarised below instead.
    { forwardErrors: false },
  );
  try {
    const cpuBefore = server.cpuSeconds();
    const posts = await postLeads(server.url, `${database.label}-${target}`.toLowerCase());
    const mailsExpected = posts.acknowledged * MAILS_PER_LEAD;
    const deadline = performance.now() + DRAIN_TIMEOUT_MS;
    await until(
      () =>
        sink.mails.unique >= mailsExpected &&
        (target === "hangs" || webhook.hooks.unique >= posts.acknowledged),
      deadline,
    );
    const cpuAfter = server.cpuSeconds();
    const delays: number[] = [];
    for (const [email, answeredAt] of posts.answered) {
      // A mail may arrive a moment before the client has read the answer: no delay then.
      for (const at of sink.mails.byLead.get(email) ?? []) delays.push(Math.max(0, at - answeredAt));
    }
    delays.sort((a, b) => a - b);
    const lastMail = sink.mails.last;
    const mailDrainMs = lastMail === undefined ? undefined : lastMail - posts.started;
    const lastHook = webhook.hooks.last;
    const backlogMs = lastMail === undefined ? undefined : Math.max(0, lastMail - posts.finished);
    const afterPosts = sink.mails.times.filter((at) => at > posts.finished).length;
    return {
      database: database.label,
      target,
      posted: LEADS,
      acknowledged: posts.acknowledged,
      postFailures: [...posts.failures].map(([reason, count]) => `${count}× ${reason}`).join(", "),
      leadsPerSecond: posts.acknowledged / ((posts.finished - posts.started) / 1000),
      mailsExpected,
      mailsReceived: sink.mails.unique,
      mailsPerSecond: mailDrainMs ? sink.mails.unique / (mailDrainMs / 1000) : 0,
      p50DelayMs: percentile(delays, 0.5),
      p99DelayMs: percentile(delays, 0.99),
      mailDuplicates: sink.mails.duplicates,
      mailDrainMs,
      backlogMs,
      backlogMailsPerSecond: backlogMs ? afterPosts / (backlogMs / 1000) : undefined,
      webhooksReceived: webhook.hooks.unique,
      webhookDuplicates: webhook.hooks.duplicates,
      webhookDrainMs: lastHook === undefined ? undefined : lastHook - posts.started,
      deadTargetConnections: webhook.connections(),
      cpuMsPerLead: cpuMsPerLead(cpuBefore, cpuAfter, posts.acknowledged),
    };
  } finally {
    await webhook.close();
    await server.stop();
    await sink.close();
    const lines = server.errors().split("\n").filter(Boolean);
    if (lines.length > 0) {
      const distinct = [...new Set(lines.map((line) => line.replace(/\(attempt \d+\)/, "(attempt n)")))];
      console.log(
        `${database.label}, webhook ${target}: the server logged ${lines.length} error lines, e.g.\n  ${distinct.slice(0, 3).join("\n  ")}`,
      );
    }
  }
}

function tableRow(run: Measured) {
  return {
    "leads acked": `${run.acknowledged}/${run.posted}${run.postFailures ? ` (${run.postFailures})` : ""}`,
    "leads/s": Math.round(run.leadsPerSecond),
    "mails received": `${run.mailsReceived}/${run.mailsExpected}`,
    "mails/s": Math.round(run.mailsPerSecond),
    "p50 delay s": seconds(run.p50DelayMs),
    "p99 delay s": seconds(run.p99DelayMs),
    "mail dupes": run.mailDuplicates,
    "mail drain s": seconds(run.mailDrainMs),
    "after last post s": seconds(run.backlogMs),
    "backlog mails/s": run.backlogMailsPerSecond === undefined ? "—" : Math.round(run.backlogMailsPerSecond),
    webhooks:
      run.target === "answers"
        ? `${run.webhooksReceived}/${run.acknowledged}`
        : `0 (${run.deadTargetConnections} connections held)`,
    "webhook dupes": run.webhookDuplicates,
    "webhook drain s": seconds(run.webhookDrainMs),
    "server CPU ms/lead": run.cpuMsPerLead === undefined ? "—" : Number(run.cpuMsPerLead.toFixed(1)),
  };
}

/** Mail counts as not slowed by the dead webhook within this margin for the noise between runs. */
const SLOWDOWN_MARGIN = 1.25;

function verdicts(runs: Measured[]) {
  const mark = (met: boolean) => (met ? "met" : "MISSED");
  const lines = runs.map(
    (run) =>
      `  ${run.database}, webhook ${run.target}: ${Math.round(run.mailsPerSecond)} mails/s ${mark(run.mailsPerSecond >= 50)}, ` +
      `p99 ${seconds(run.p99DelayMs)} s ${mark(run.p99DelayMs < 5000)}, ` +
      `${run.mailDuplicates} duplicates ${mark(run.mailDuplicates === 0 && run.webhookDuplicates === 0)}`,
  );
  for (const database of new Set(runs.map((run) => run.database))) {
    const answers = runs.find((run) => run.database === database && run.target === "answers");
    const hangs = runs.find((run) => run.database === database && run.target === "hangs");
    if (!answers?.mailDrainMs || !hangs?.mailDrainMs) continue;
    lines.push(
      `  ${database}, mail drain with the webhook hanging ${seconds(hangs.mailDrainMs)} s vs answering ` +
        `${seconds(answers.mailDrainMs)} s: ${hangs.mailDrainMs <= answers.mailDrainMs * SLOWDOWN_MARGIN ? "not slowed" : "SLOWED"}`,
    );
  }
  return lines.join("\n");
}

/** One scenario on a database of its own: PGlite in a new data directory, or a new PostgreSQL database. */
async function onFreshDatabase(label: string, target: Target, postgresUrl?: string) {
  if (!postgresUrl) return scenario({ label }, target);
  const database = await freshPostgres(postgresUrl);
  try {
    return await scenario({ label, url: database.url }, target);
  } finally {
    await database.drop();
  }
}

console.log(
  `bench:queue — ${LEADS} contact leads, ${CONNECTIONS} connections, e-mail to a local SMTP server, loopback`,
);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const runs: Measured[] = [];
for (const target of ["answers", "hangs"] as const) runs.push(await onFreshDatabase("PGlite", target));
if (postgresUrl) {
  for (const target of ["answers", "hangs"] as const) {
    runs.push(await onFreshDatabase("PostgreSQL", target, postgresUrl));
  }
}
console.table(
  Object.fromEntries(runs.map((run) => [`${run.database}, webhook ${run.target}`, tableRow(run)])),
);
console.log(
  `Targets: >= 50 mails/s, p99 delay < 5 s, 0 duplicates, mail no slower with the webhook hanging (within ${SLOWDOWN_MARGIN}x):\n${verdicts(runs)}`,
);
