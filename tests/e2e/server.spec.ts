import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/** The built server as `npm start` runs it, in its own data directory. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "agency-server-")), ...env },
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
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function healthy(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return answer.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

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
  const port = String(3300 + test.info().workerIndex);
  const server = startServer({ PORT: port, HOST: "127.0.0.1", DATABASE_URL: "" });
  running = server.child;
  expect(await healthy(`http://127.0.0.1:${port}/healthz`)).toEqual({ status: "ok", database: "pglite" });
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output().stdout).toContain("SIGTERM: closing the server");
});
