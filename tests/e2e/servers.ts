/** Built servers started by a test itself (beside the one Playwright starts), on ports nobody uses. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

/** The built server as `npm start` runs it, in its own data directory unless one is given. */
export function startServer(env: Record<string, string>): StartedServer {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "agency-server-"));
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

/** Waits, a minute at most, for /healthz to answer, and returns its answer. */
export async function healthy(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return answer.json();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}
