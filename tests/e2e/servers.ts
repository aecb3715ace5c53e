/** Built servers started by a test itself (beside the one Playwright starts), on ports nobody uses. */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "./fixtures";

/** A port the system just had free. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface StartedServer {
  child: ChildProcess;
  exited: Promise<number | null>;
  dataDir: string;
  output(): { stdout: string; stderr: string };
}

/**
 * The built server as `npm start` runs it, in its own data directory unless one is given. A
 * variable given as `undefined` is left out of the environment the server inherits. On PGlite its
 * new directory starts as a copy of the run's migrated one (./migrated-data-dir.ts), when there is
 * one, unless `fresh` asks for an empty one, as a first start in production has.
 */
export function startServer(
  env: Record<string, string | undefined>,
  { fresh = false }: { fresh?: boolean } = {},
): StartedServer {
  const given = env.DATA_DIR;
  const dataDir = given ?? mkdtempSync(join(tmpdir(), "agency-server-"));
  const onPglite = !({ ...process.env, ...env }.DATABASE_URL ?? "");
  if (!given && !fresh && onPglite) {
    // Set by the Playwright run; the benches start their servers without it, and such a server
    // migrates its new directory itself.
    const migrated = process.env.E2E_MIGRATED_DATA_DIR;
    if (migrated) cpSync(join(migrated, "pglite"), join(dataDir, "pglite"), { recursive: true });
  }
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, dataDir, output: () => ({ stdout, stderr }) };
}

/**
 * Waits, a minute at most unless told, for /healthz to answer, and returns its answer. Given the
 * server, a failure says what it printed (or that it exited), not only that it never answered.
 */
export async function healthy(url: string, timeoutMs = 60_000, server?: StartedServer) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server?.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline && exitCode === undefined) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return answer.json();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const printed = server ? `\n${server.output().stdout}${server.output().stderr}`.slice(-2000) : "";
  const why = exitCode === undefined ? "never answered" : `exited with ${exitCode} before answering`;
  throw new Error(`${url} ${why}${printed}`);
}

export interface OwnServer {
  /** Where it answers: `offset` ports after the suite's server. */
  readonly origin: string;
  /** Its data directory (its outbox, its database), once it has started. */
  readonly dataDir: string;
}

/**
 * A server of the calling describe block's own, with the settings its tests need besides the
 * suite's: started before its first test, stopped after its last. Its tests run in one worker, in
 * order (a second worker would start a second server on the same port). `offset` keeps the
 * port inside the range the runner was given (E2E_PORT + 1..9), one offset per file.
 */
export function useOwnServer(offset: number, env: Record<string, string | undefined> = {}): OwnServer {
  test.describe.configure({ mode: "serial" });
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  const origin = `http://127.0.0.1:${port}`;
  let server: StartedServer | undefined;

  test.beforeAll(async () => {
    // A busy machine may take a while to start a second server.
    test.setTimeout(180_000);
    server = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      // Every test posts from 127.0.0.1, as with the suite's server.
      FORM_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
      ...env,
    });
    await healthy(`${origin}/healthz`, 150_000, server);
  });
  test.afterAll(async () => {
    if (!server) return;
    server.child.kill();
    await server.exited;
  });

  return {
    origin,
    get dataDir() {
      if (!server) throw new Error(`The server on ${origin} has not started`);
      return server.dataDir;
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One request written byte for byte on a socket: any method, any request target (`//host`,
 * backslashes, tabs), which fetch and node:http refuse or rewrite. Answered 0 when the server
 * closed the connection without a status line.
 */
export function rawRequest(
  base: string,
  {
    method,
    target,
    headers = {},
    body = "",
  }: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(base);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error(`${method} ${target}: no answer in 30 s`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    // A server that answers before the body has arrived (a refusal) may reset the connection
    // while the rest is still being written: what it answered counts, as a browser shows it.
    socket.on("error", (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [top = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headerMap: Record<string, string> = {};
      for (const line of lines) {
        const separator = line.indexOf(":");
        if (separator > 0)
          headerMap[line.slice(0, separator).toLowerCase()] = line.slice(separator + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: headerMap,
        body: rest.join("\r\n\r\n"),
      });
    });
    socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  });
}
