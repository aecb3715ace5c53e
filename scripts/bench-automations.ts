/**
 * `npm run bench:automations`: the automations' step runner under a burst of leads, and a kill -9
 * in the middle (docs/decisions/0051-automations-measured.md). BENCH_RUNS leads (1,000 unless
 * set) each start a run of a three-step automation, all due at once: e-mail the lead, a delay
 * that ends at once (0 minutes), a signed webhook to an HTTP receiver in this process. The runner
 * is the servers' own (`startAutomations`), in child processes of this script: one on PGlite
 * (two processes never open one PGlite), two on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL). Two rounds per set-up, each on a fresh database:
 * - "clean": the runners work through the burst; runs/s, and per step the wait from due to
 *   recorded (steps 2 and 3: in a burst they queue behind every run's first step) and the time
 *   the step itself took, p50 and p99;
 * - "kill -9": halfway through, one runner is killed with SIGKILL. On PGlite a new process opens
 *   the data and takes the cut-off runs at once; on PostgreSQL the other runner takes them when
 *   their lease ends (BENCH_LEASE_SECONDS, 5 unless set, instead of the servers' 2 minutes).
 *   Counted: e-mails queued twice for one lead (same inquiry, same step), webhook ids received
 *   more than once, and of those the ids whose run was not in flight at the kill (the target is
 *   0: only a post cut off mid-way may be repeated, with the same id).
 * E-mails are queued, not delivered: the mail lane's own kill -9 is bench:durability's.
 * It reports, it does not judge: it fails only when it cannot run.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AutomationStep } from "../app/domain/automations";
import { startAutomations } from "../app/features/automations/executor.server";
import { parseConfig } from "../app/platform/config.server";
import { type OpenDatabase, openDatabase } from "../app/platform/db/client.server";
import {
  automationRunSteps,
  automationRuns,
  automations,
  automationVersions,
  inquiries,
  mailQueue,
  templates,
  users,
} from "../app/platform/db/schema.server";
import { listening } from "./bench-mail-sink";
import { freshPostgres } from "./bench-server";

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const LEASE_MS = Number(process.env.BENCH_LEASE_SECONDS ?? 5) * 1000;
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 600) * 1000;
const MIGRATIONS = join(import.meta.dirname, "..", "app", "platform", "db", "migrations");
const SCRIPT = fileURLToPath(import.meta.url);
const WEBHOOK_SECRET = "bench-automations-webhook-secret";
const SERVER_SECRET = "bench-automations-server-secret-0123456789";
/** The webhook is the third step (index 2): its id is `<run>.3`. */
const WEBHOOK_STEP = 2;

/** What a runner process is told, through its environment. */
interface RunnerSettings {
  databaseUrl?: string;
  dataDir: string | null;
}

type RunnerMessage = { ready: true } | { completed: number };

/** A child process: the servers' runner on the bench's database, reporting completed runs. */
async function runnerProcess() {
  const settings = JSON.parse(process.env.BENCH_RUNNER ?? "{}") as RunnerSettings;
  const database = await openDatabase({ ...settings, migrationsFolder: MIGRATIONS });
  const config = parseConfig({
    DATA_DIR: settings.dataDir ?? tmpdir(),
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    INBOUND_REPLY_ADDRESS: "reply@in.bench.test",
  });
  const runner = await startAutomations({ db: database.db, config, secret: SERVER_SECRET }, database, {
    leaseMs: LEASE_MS,
  });
  let stopping = false;
  const send = (message: RunnerMessage) => process.send?.(message);
  const report = setInterval(async () => {
    if (stopping) return;
    const completed = await database.db.$count(automationRuns, eq(automationRuns.state, "completed"));
    if (!stopping) send({ completed });
  }, 300);
  process.on("message", async () => {
    stopping = true;
    clearInterval(report);
    await runner.stop();
    await database.close();
    process.exit(0);
  });
  send({ ready: true });
}

/** A webhook receiver that answers 200 at once and counts each id's copies. */
async function startReceiver() {
  const copies = new Map<string, number>();
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const id = String(request.headers["x-webhook-id"]);
      copies.set(id, (copies.get(id) ?? 0) + 1);
      response.end("ok");
    });
  });
  server.keepAliveTimeout = 60_000;
  const port = await listening(server, 0);
  return {
    url: `http://127.0.0.1:${port}/crm`,
    copies,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The automation (e-mail the lead, a delay ending at once, a webhook) and BENCH_RUNS due runs. */
async function seed(db: OpenDatabase["db"], webhookUrl: string) {
  const steps: AutomationStep[] = [
    {
      id: "hello",
      settings: {
        type: "action",
        action: {
          kind: "email_lead",
          message: {
            cs: { subject: "Děkujeme, {{name}}", text: "Ozveme se do dvou pracovních dnů." },
            en: { subject: "Thank you, {{name}}", text: "We will be in touch within two working days." },
            pl: { subject: "Dziękujemy, {{name}}", text: "Odezwiemy się w ciągu dwóch dni roboczych." },
          },
        },
      },
    },
    // Below the editor's minimum (1 minute): the bench measures the runner, not the wait.
    { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 0 } } },
    { id: "crm", settings: { type: "action", action: { kind: "webhook", url: webhookUrl } } },
  ];
  const [owner] = await db
    .insert(users)
    .values({ id: "bench-staff", name: "Staff", email: "staff@bench.test", role: "staff" })
    .returning({ id: users.id });
  const [template] = await db
    .insert(templates)
    .values({ name: "Bench", userId: owner?.id ?? "", isPublic: true })
    .returning({ id: templates.id });
  const trigger = { kind: "lead_created" as const, forms: [], services: [], langs: [], utmSources: [] };
  const [automation] = await db
    .insert(automations)
    .values({ templateId: template?.id ?? "", triggerKind: "lead_created", trigger })
    .returning({ id: automations.id });
  const automationId = automation?.id ?? "";
  await db
    .insert(automationVersions)
    .values({ automationId, version: 1, name: "Bench", steps, stopOnReply: true });
  for (let from = 0; from < RUNS; from += 250) {
    const leads = await db
      .insert(inquiries)
      .values(
        Array.from({ length: Math.min(250, RUNS - from) }, (_, offset) => ({
          title: "Website",
          serviceType: "web",
          sourceForm: "contact" as const,
          leadEmail: `lead-${from + offset}@bench.test`,
          leadName: `Lead ${from + offset}`,
          lang: "cs",
        })),
      )
      .returning({ id: inquiries.id });
    await db
      .insert(automationRuns)
      .values(leads.map((lead) => ({ automationId, version: 1, inquiryId: lead.id, triggerKey: "created" })));
  }
}

interface Runner {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts a runner process; `onCompleted` hears its counts of completed runs. */
function startRunner(settings: RunnerSettings, onCompleted: (count: number) => void) {
  const child = fork(SCRIPT, ["runner"], {
    env: { ...process.env, BENCH_RUNNER: JSON.stringify(settings) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<Runner>((resolve, reject) => {
    child.on("message", (message: RunnerMessage) => {
      if ("ready" in message) resolve({ child, exited });
      else onCompleted(message.completed);
    });
    child.once("exit", (code) => reject(new Error(`A runner exited before it was ready (${code})`)));
  });
  return ready;
}

async function stopRunner(runner: Runner) {
  if (runner.child.exitCode === null && runner.child.signalCode === null) runner.child.send("stop");
  await runner.exited;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** Runs the given set-up's round on its database and reads what came of it. */
interface SetUp {
  label: string;
  runners: number;
  /** A fresh database; `open` gives the bench a connection while no runner holds PGlite. */
  fresh(): Promise<{ settings: RunnerSettings; open(): Promise<OpenDatabase>; drop(): Promise<void> }>;
}

interface Round {
  setUp: string;
  round: "clean" | "kill -9";
  runners: number;
  completed: number;
  runsPerSecond: number;
  waitP50: number;
  waitP99: number;
  stepP50: number;
  stepP99: number;
  /** The step's own time, p50, of each of the three steps. */
  stepP50ByStep: number[];
  failedTries: number;
  mails: number;
  duplicateMails: number;
  webhooks: number;
  duplicateWebhooks: number;
  inFlightAtKill: number;
  repeatsNotInFlight: number;
}

async function round(setUp: SetUp, kind: Round["round"]): Promise<Round> {
  const receiver = await startReceiver();
  const database = await setUp.fresh();
  try {
    const seeding = await database.open();
    await seed(seeding.db, receiver.url);
    await seeding.close();
    let completed = 0;
    const heard = (count: number) => {
      completed = Math.max(completed, count);
    };
    const runners: Runner[] = [];
    for (let index = 0; index < setUp.runners; index++)
      runners.push(await startRunner(database.settings, heard));
    const until = async (count: number) => {
      const deadline = performance.now() + TIMEOUT_MS;
      while (completed < count && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const inFlight = new Set<string>();
    if (kind === "kill -9") {
      await until(RUNS / 2);
      const victim = runners.shift();
      victim?.child.kill("SIGKILL");
      await victim?.exited;
      // Runs claimed at the kill (on PostgreSQL the other runner's too: a superset).
      const look = await database.open();
      const claimed = await look.db
        .select({ id: automationRuns.id, stepIndex: automationRuns.stepIndex })
        .from(automationRuns)
        .where(and(eq(automationRuns.state, "active"), isNotNull(automationRuns.claimToken)));
      for (const run of claimed) if (run.stepIndex === WEBHOOK_STEP) inFlight.add(`${run.id}.3`);
      await look.close();
      // PGlite: a new process takes over at once; PostgreSQL: the other runner, after the lease.
      if (setUp.runners === 1) runners.push(await startRunner(database.settings, heard));
    }
    await until(RUNS);
    await Promise.all(runners.map(stopRunner));

    const reading = await database.open();
    const { db } = reading;
    const runs = await db
      .select({ state: automationRuns.state, finishedAt: automationRuns.finishedAt })
      .from(automationRuns);
    const steps = await db
      .select({
        runId: automationRunSteps.runId,
        stepIndex: automationRunSteps.stepIndex,
        outcome: automationRunSteps.outcome,
        durationMs: automationRunSteps.durationMs,
        createdAt: automationRunSteps.createdAt,
      })
      .from(automationRunSteps);
    const mails = await db.select({ inquiryIds: mailQueue.inquiryIds }).from(mailQueue);
    await reading.close();

    const succeeded = steps.filter((step) => step.outcome === "succeeded");
    const recorded = new Map(succeeded.map((step) => [`${step.runId}.${step.stepIndex}`, step.createdAt]));
    const waits = succeeded.flatMap((step) => {
      const due = recorded.get(`${step.runId}.${step.stepIndex - 1}`);
      return step.stepIndex > 0 && due ? [step.createdAt.getTime() - due.getTime()] : [];
    });
    const start = Math.min(...succeeded.map((step) => step.createdAt.getTime() - step.durationMs));
    const end = Math.max(...runs.map((run) => run.finishedAt?.getTime() ?? 0));
    const done = runs.filter((run) => run.state === "completed").length;
    const mailsByLead = new Map<string, number>();
    for (const mail of mails) {
      const key = mail.inquiryIds.join(",");
      mailsByLead.set(key, (mailsByLead.get(key) ?? 0) + 1);
    }
    const repeats = [...receiver.copies].filter(([, copies]) => copies > 1);
    return {
      setUp: setUp.label,
      round: kind,
      runners: setUp.runners,
      completed: done,
      runsPerSecond: done / ((end - start) / 1000),
      waitP50: percentile(waits, 50),
      waitP99: percentile(waits, 99),
      stepP50: percentile(
        succeeded.map((step) => step.durationMs),
        50,
      ),
      stepP99: percentile(
        succeeded.map((step) => step.durationMs),
        99,
      ),
      stepP50ByStep: [0, 1, 2].map((index) =>
        percentile(
          succeeded.filter((step) => step.stepIndex === index).map((step) => step.durationMs),
          50,
        ),
      ),
      failedTries: steps.length - succeeded.length,
      mails: mails.length,
      duplicateMails: [...mailsByLead.values()].reduce((sum, count) => sum + count - 1, 0),
      webhooks: receiver.copies.size,
      duplicateWebhooks: repeats.reduce((sum, [, copies]) => sum + copies - 1, 0),
      inFlightAtKill: inFlight.size,
      repeatsNotInFlight: repeats.filter(([id]) => !inFlight.has(id)).length,
    };
  } finally {
    await receiver.close();
    await database.drop();
  }
}

const pglite: SetUp = {
  label: "PGlite",
  runners: 1,
  async fresh() {
    const dataDir = mkdtempSync(join(tmpdir(), "agency-bench-automations-"));
    return {
      settings: { dataDir },
      open: () => openDatabase({ dataDir, migrationsFolder: MIGRATIONS }),
      drop: async () => {},
    };
  },
};

function postgres(adminUrl: string): SetUp {
  return {
    label: "PostgreSQL",
    runners: 2,
    async fresh() {
      const database = await freshPostgres(adminUrl);
      const connections: OpenDatabase[] = [];
      return {
        settings: { databaseUrl: database.url, dataDir: null },
        async open() {
          const connection = await openDatabase({
            databaseUrl: database.url,
            dataDir: null,
            migrationsFolder: MIGRATIONS,
          });
          connections.push(connection);
          return connection;
        },
        async drop() {
          await Promise.all(connections.map((connection) => connection.close().catch(() => {})));
          await database.drop();
        },
      };
    },
  };
}

async function main() {
  console.log(
    `bench:automations — ${RUNS} leads through e-mail → delay 0 → webhook, a clean round and a kill -9 round per set-up (lease ${LEASE_MS / 1000} s)`,
  );
  const setUps = [pglite];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) setUps.push(postgres(postgresUrl));
  else console.log("No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped.");
  const rounds: Round[] = [];
  for (const setUp of setUps) {
    for (const kind of ["clean", "kill -9"] as const) {
      const result = await round(setUp, kind);
      rounds.push(result);
      const [email, delay, webhook] = result.stepP50ByStep;
      console.log(
        `${setUp.label}, ${kind}: ${result.completed}/${RUNS} runs completed; step time p50: e-mail ${email} ms, delay ${delay} ms, webhook ${webhook} ms`,
      );
    }
  }
  const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : "–");
  console.table(
    rounds.map((run) => ({
      "set-up": run.setUp,
      round: run.round,
      runners: run.runners,
      completed: run.completed,
      "runs/s": Math.round(run.runsPerSecond * 10) / 10,
      "wait p50 ms": ms(run.waitP50),
      "wait p99 ms": ms(run.waitP99),
      "step p50 ms": ms(run.stepP50),
      "step p99 ms": ms(run.stepP99),
      "failed tries": run.failedTries,
      "e-mails": run.mails,
      "dup e-mails": run.duplicateMails,
      webhooks: run.webhooks,
      "dup webhook ids": run.duplicateWebhooks,
      "in flight at kill": run.inFlightAtKill,
      "repeats not in flight": run.repeatsNotInFlight,
    })),
  );
}

if (process.argv[2] === "runner") await runnerProcess();
else await main();
