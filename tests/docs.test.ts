/**
 * The repository explains itself: every document and decision record that the code, tests,
 * scripts, README and docs cite is in the repository (and the section named, for
 * docs/PRODUCT.md and docs/ARCHITECTURE.md), every record has a date and one status, and nothing
 * cites a document a reader of the repository cannot open.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "scripts", "tests", "docs"];
const ROOT_FILES = [
  "README.md",
  "biome.json",
  "package.json",
  "drizzle.config.ts",
  "playwright.config.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
];
const TEXT_FILE = /\.(ts|tsx|css|md|json|sql|sh|cjs)$/;
/** This file names the words it looks for. */
const SELF = relative(root, import.meta.filename);

interface Source {
  path: string;
  text: string;
  /** The text as read: comment markers at line starts dropped and every run of white space one space. */
  flat: string;
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

const sources: Source[] = [...FOLDERS.flatMap((folder) => [...files(folder)]), ...ROOT_FILES]
  .filter((path) => path !== SELF)
  .map((path) => {
    const text = readFileSync(join(root, path), "utf8");
    const flat = text.replace(/^[ \t]*(\/\*\*|\*\/|\*|\/\/|--|#)?[ \t]*/gm, "").replace(/\s+/g, " ");
    return { path, text, flat };
  });

const decisionFiles = readdirSync(join(root, "docs/decisions")).filter((name) => /^\d{4}-.+\.md$/.test(name));
const decisionNumbers = new Set(decisionFiles.map((name) => name.slice(0, 4)));

interface Occurrence {
  path: string;
  /** What matched, then its first and second group ("" when absent). */
  found: string;
  first: string;
  second: string;
}

/** Where a pattern occurs in the sources' text as read. */
function occurrences(pattern: RegExp): Occurrence[] {
  return sources.flatMap((source) =>
    [...source.flat.matchAll(pattern)].map((match) => ({
      path: source.path,
      found: match[0],
      first: match[1] ?? "",
      second: match[2] ?? "",
    })),
  );
}

const described = ({ path, found }: Occurrence) => `${path}: ${found}`;

/** A heading as GitHub anchors it. */
function anchorOf(heading: string) {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replaceAll(" ", "-");
}

function headingsOf(path: string) {
  return [...readFileSync(join(root, path), "utf8").matchAll(/^#{1,3} (.+)$/gm)].map((match) =>
    (match[1] ?? "").replaceAll("`", "").trim(),
  );
}

describe("documents the repository cites", () => {
  it("exist: every docs/…md path", () => {
    const missing = occurrences(/\bdocs\/[\w./-]+\.md\b/g)
      .filter(({ found }) => !existsSync(join(root, found)))
      .map(described);
    expect(missing).toEqual([]);
  });

  it("exist: every decision record, by path, file name or number", () => {
    const byNumber = [/\bdocs\/decisions\/(\d{4})\b/g, /\bADR (\d{4})\b/g];
    const missing = byNumber
      .flatMap((pattern) => occurrences(pattern))
      .filter(({ first }) => !decisionNumbers.has(first))
      .map(described);
    const byName = occurrences(/(?<![\w/])(\d{4}-[a-z0-9-]+\.md)\b/g)
      .filter(({ first }) => !decisionFiles.includes(first))
      .map(described);
    // The records and the other documents name each other by bare number too ("see 0026"):
    // not migrations, U+0000 or a year.
    const bare = occurrences(/(?<![\w/.#+]|igrations? )(00\d\d)(?!\w|\.\w)/g)
      .filter(({ path, first }) => path.startsWith("docs/") && first !== "0000")
      .filter(({ first }) => !decisionNumbers.has(first))
      .map(described);
    expect([...missing, ...byName, ...bare]).toEqual([]);
  });

  it("exist: the section each citation of docs/PRODUCT.md or docs/ARCHITECTURE.md names", () => {
    const headings = {
      PRODUCT: headingsOf("docs/PRODUCT.md"),
      ARCHITECTURE: headingsOf("docs/ARCHITECTURE.md"),
    };
    const cited = occurrences(/\bdocs\/(PRODUCT|ARCHITECTURE)\.md, ([^)]{0,80})/g);
    expect(cited.length).toBeGreaterThan(50);
    const unknown = cited
      .filter(
        ({ first, second: rest }) =>
          !headings[first as keyof typeof headings].some(
            (heading) => rest.startsWith(heading) && !/^[\p{L}\p{N}]/u.test(rest.slice(heading.length)),
          ),
      )
      .map(described);
    expect(unknown).toEqual([]);
  });

  it("exist: every link of a markdown document, its anchor included", () => {
    const broken = sources
      .filter((source) => source.path.endsWith(".md"))
      .flatMap((source) =>
        [...source.text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, link = ""]) => {
          const [target = "", anchor] = link.split("#");
          if (/^[a-z]+:/.test(target)) return [];
          const file = target ? resolve(join(root, dirname(source.path)), target) : join(root, source.path);
          if (!existsSync(file)) return [`${source.path}: ${link}`];
          if (anchor && !headingsOf(relative(root, file)).map(anchorOf).includes(anchor))
            return [`${source.path}: ${link}`];
          return [];
        }),
      );
    expect(broken).toEqual([]);
  });
});

describe("decision records", () => {
  it.each(decisionFiles)("%s has a title with its number, a date and exactly one status", (name) => {
    const text = readFileSync(join(root, "docs/decisions", name), "utf8");
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)} `));
    expect(text).toMatch(/\bDate: \d{4}-\d{2}-\d{2}/);
    expect(text.split("\n").filter((line) => /\bStatus:/.test(line))).toHaveLength(1);
  });

  it("have one number each", () => {
    expect(decisionNumbers.size).toBe(decisionFiles.length);
  });

  it("that were split are cited by no code, only by the documents", () => {
    const split = decisionFiles.filter((name) =>
      /\bStatus: split\b/.test(readFileSync(join(root, "docs/decisions", name), "utf8")),
    );
    expect(split).toContain("0015-page-speed.md");
    const citing = split.flatMap((name) => {
      const number = name.slice(0, 4);
      const pattern = new RegExp(`docs/decisions/${number}|ADR ${number}\\b|\\b${name}`);
      return sources
        .filter((source) => !source.path.startsWith("docs/") && pattern.test(source.flat))
        .map((source) => `${source.path}: ${name}`);
    });
    expect(citing).toEqual([]);
  });
});

describe("documents outside the repository", () => {
  it("are cited nowhere: no product specification, no path outside the repository", () => {
    const outside = sources
      .filter((source) => {
        // End-to-end test files are "*.spec.ts"; their names are no citation.
        const text = source.flat.replace(/[\w./*-]*\.spec\.ts\b/g, "");
        return /\bspec(s|ification)?\b|\bspec'|product-spec|\/work\//i.test(text);
      })
      .map((source) => source.path);
    expect(outside).toEqual([]);
  });

  it("are cited nowhere: the two documents of docs/ are named by their path", () => {
    const unprefixed = occurrences(/(?<!docs\/|\]\(|\[)\b(ARCHITECTURE|PRODUCT)\.md\b/g)
      .filter(({ path }) => !path.startsWith("docs/"))
      .map(described);
    expect(unprefixed).toEqual([]);
  });
});
