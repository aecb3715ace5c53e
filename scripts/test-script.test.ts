/**
 * scripts/test.sh, the suite's own order of stages, run with every tool it calls replaced by a
 * stand-in that logs its call and succeeds (or fails, when told to): what CI sees of it is its
 * exit status, so a script that passes every stage must exit 0, and one that fails a stage must
 * not.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = resolve(import.meta.dirname, "test.sh");
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs the script with `npx`, `npm` and `apt-get` as stand-ins; `failing` names a call that fails. */
function runScript(failing?: string) {
  const folder = mkdtempSync(join(tmpdir(), "test-script-"));
  folders.push(folder);
  const calls = join(folder, "calls");
  writeFileSync(calls, "");
  for (const tool of ["npx", "npm", "apt-get"]) {
    const path = join(folder, tool);
    writeFileSync(
      path,
      `#!/usr/bin/env bash\necho "${tool} $*" >> "${calls}"\n[ "${tool} $*" != "${failing ?? ""}" ]\n`,
    );
    chmodSync(path, 0o755);
  }
  const run = spawnSync("bash", [script], {
    env: { PATH: `${folder}:/usr/bin:/bin`, CHROMIUM_PATH: "/bin/true", HOME: folder },
    encoding: "utf8",
  });
  return { status: run.status, calls: readFileSync(calls, "utf8").trim().split("\n"), output: run.stdout };
}

describe("the suite's script", () => {
  it("runs every stage once and exits 0 when each one passes", () => {
    const { status, calls } = runScript();
    expect(calls.filter((call) => !call.startsWith("apt-get"))).toEqual(
      expect.arrayContaining([
        "npx biome check --error-on-warnings .",
        "npx react-router typegen",
        "npx tsc --noEmit",
        "npm run build --silent",
        "npx vitest run",
        "npx playwright test",
      ]),
    );
    expect(calls.indexOf("npx playwright test")).toBe(calls.length - 1);
    expect(status).toBe(0);
  });

  it.each(["npx tsc --noEmit", "npm run build --silent", "npx vitest run", "npx playwright test"])(
    "exits with a failure, and runs no end-to-end test after a failed earlier stage, when %s fails",
    (failing) => {
      const { status, calls } = runScript(failing);
      expect(status).not.toBe(0);
      if (failing !== "npx playwright test") expect(calls).not.toContain("npx playwright test");
    },
  );
});
