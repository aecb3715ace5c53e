/**
 * What the benchmarks share: the built server started on a free port (or PORT, when given) and
 * stopped again, a throwaway PostgreSQL database, and the contact-form post they send.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { freePort, healthy, startServer } from "../tests/e2e/servers";

export interface BenchServer {
  url: string;
  dataDir: string;
  /** What the server wrote to stderr so far (only kept when it is not forwarded). */
  errors(): string;
  /** CPU seconds (user + system) the server process has used so far; undefined off Linux. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s server and waits for /healthz. Its stderr goes to ours, unless
 * `forwardErrors` is false: then it is kept for `errors()` (a benchmark that expects failures).
 * BENCH_SERVER_NODE_OPTIONS reaches the server alone, not the benchmark, e.g.
 * `--require ./scripts/cpu-profile.cjs` to profile it (Node 20 refuses `--cpu-prof` there).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  { forwardErrors = true } = {},
): Promise<BenchServer> {
  const port = env.PORT ?? String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  const server = startServer({
    PORT: port,
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    ...env,
  });
  if (forwardErrors) server.child.stderr?.pipe(process.stderr);
  try {
    await healthy(`${url}/healthz`);
  } catch (error) {
    server.child.kill("SIGTERM");
    console.error(server.output().stderr);
    throw error;
  }
  return {
    url,
    dataDir: server.dataDir,
    errors: () => server.output().stderr,
    cpuSeconds: () => processCpuSeconds(server.child.pid),
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
    },
  };
}

/** Server CPU milliseconds per lead between two `cpuSeconds()` readings; undefined off Linux. */
export function cpuMsPerLead(before: number | undefined, after: number | undefined, leads: number) {
  return before === undefined || after === undefined || leads === 0
    ? undefined
    : ((after - before) * 1000) / leads;
}

/** Linux counts a process's CPU time in /proc/<pid>/stat, in ticks of 1/100 s. */
function processCpuSeconds(pid: number | undefined) {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, dropped again by `drop()`. */
export async function freshPostgres(adminUrl: string) {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Where the enhanced contact form posts, and its fields for a lead from `email`. */
export const CONTACT_POST_PATH = "/api/leads/contact";

export function contactLeadBody(email: string) {
  return new URLSearchParams({
    name: "Bench Lead",
    email,
    business_type: "services",
    message: "Benchmark message",
    lang: "en",
    js: "1",
  }).toString();
}

/** The headers of the form's own post: same origin, form-encoded, answered as JSON. */
export function contactLeadHeaders(serverUrl: string) {
  return {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
    origin: serverUrl,
  };
}
