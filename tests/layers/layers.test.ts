/**
 * The layer rules of biome.json (docs/decisions/0027-layers.md, 0028-layer-lint.md) on files
 * that break them: each fixture is linted where it would stand in the repository, in a copy of
 * the fixtures folder with the project's own configuration, so the normal lint run never sees it.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const biome = join(root, "node_modules", ".bin", "biome");

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

let dir: string;
let diagnostics: Diagnostic[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "layers-"));
  cpSync(join(import.meta.dirname, "fixtures"), dir, { recursive: true });
  // The project's rules as they are; only what the copy has no use for goes (git, the file list).
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  const { stdout } = await promisify(execFile)(biome, ["lint", "--reporter=json", "."], { cwd: dir }).catch(
    (failure: { stdout: string }) => failure,
  );
  diagnostics = (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The layer-rule messages on a fixture, by line. */
function refusals(path: string) {
  return diagnostics
    .filter((diagnostic) => diagnostic.location.path === path)
    .map((diagnostic) => {
      expect(diagnostic.category).toBe("lint/style/noRestrictedImports");
      return { line: diagnostic.location.start.line, message: diagnostic.message };
    })
    .sort((a, b) => a.line - b.line);
}

describe("the layer rules", () => {
  it("refuse a feature in the platform, spelled with the alias or relative", () => {
    const found = refusals("app/platform/reads-a-feature.server.ts");
    expect(found.map(({ line }) => line)).toEqual([2, 3]);
    for (const { message } of found)
      expect(message).toContain("the platform (app/platform) imports no feature");
  });

  it("refuse the platform, a feature and React in the domain", () => {
    const found = refusals("app/domain/reads-the-platform.ts");
    expect(found.map(({ line }) => line)).toEqual([2, 3, 4]);
    expect(found[0]?.message).toContain("the domain (app/domain) is pure");
    expect(found[1]?.message).toContain("the domain (app/domain) is the bottom layer");
    expect(found[2]?.message).toContain("the domain (app/domain) is the bottom layer");
  });

  it("refuse the host and the test helpers in a feature", () => {
    const found = refusals("app/features/leads/reads-the-host.ts");
    expect(found.map(({ line }) => line)).toEqual([2, 3]);
    expect(found[0]?.message).toContain("the host (server/) sits on top");
    expect(found[1]?.message).toContain("production code never imports them");
  });

  it("refuse a feature and the dictionaries in the host", () => {
    const found = refusals("server/reads-a-feature.ts");
    expect(found.map(({ line }) => line)).toEqual([2, 3]);
    for (const { message } of found) expect(message).toContain("the host (server/) takes from the app only");
  });

  it("let each layer import what lies below it", () => {
    expect(refusals("app/platform/reads-the-domain.server.ts")).toEqual([]);
    expect(refusals("app/features/leads/reads-the-platform.test.ts")).toEqual([]);
    expect(refusals("server/reads-the-hooks.ts")).toEqual([]);
  });
});
