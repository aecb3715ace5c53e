/**
 * The readers are the only way into a request's input: a route that reads a body, a query or a
 * cookie by itself would hand its raw text (a NUL, a lone surrogate) to the database. This test
 * reads the sources and names any such read outside the readers.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCookie, readQuery } from "./request-input.server";

const root = join(import.meta.dirname, "../..");

/** Reads of request input that bypass the readers. */
const rawReads: { what: string; pattern: RegExp }[] = [
  { what: "a body read raw", pattern: /\b(request|req)\.(formData|json|text|arrayBuffer|blob|bytes)\(/ },
  { what: "a body stream read raw", pattern: /\brequest\.body\b/ },
  { what: "a query read raw", pattern: /\bsearchParams\.(get|getAll|has|entries|keys|values|forEach)\(/ },
  {
    what: "a request's query taken raw",
    pattern: /new URL\((request|req)\.(url|originalUrl)[^)]*\)\.searchParams/,
  },
  { what: "a cookie read raw", pattern: /headers\.get\(\s*["']cookie["']\s*\)/i },
  { what: "Express's parsed input", pattern: /\breq\.(query|body|cookies|params)\b/ },
];

/** Files allowed a raw read, and why. */
const allowed: Record<string, string> = {
  "app/lib/request-body.server.ts": "the body readers",
  "app/lib/request-input.server.ts": "the query and cookie readers",
  "server/app.ts": "the landing URL's UTM parameters, cleaned by utmFromSearchParams",
  "app/platform/mail.server.ts": "the SMTP_URL setting, not a request",
  "app/features/booking/calendar-url.ts": "builds the calendar's URL, reads no request",
  "app/features/auth/session.server.ts":
    "the whole Cookie header as the key of a session read under way, never parsed nor stored",
};

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    const isCode =
      /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|-testing\.ts$|test-post\.ts$/.test(entry.name);
    return isCode ? [path] : [];
  });
}

describe("request input", () => {
  it("is read only through the readers", () => {
    const found = ["app", "server"].flatMap(sources).flatMap((path) => {
      if (allowed[path]) return [];
      const text = readFileSync(join(root, path), "utf8");
      return rawReads.flatMap(({ what, pattern }) =>
        text
          .split("\n")
          .flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${what}`] : [])),
      );
    });
    expect(found).toEqual([]);
  });

  it("allows only files that exist", () => {
    const all = new Set(["app", "server"].flatMap(sources));
    expect(Object.keys(allowed).filter((path) => !all.has(path))).toEqual([]);
  });

  it("hands out the query and cookies cleaned, each one line", () => {
    const request = new Request("http://localhost/x?q=Ja%00na%0D%0AB%C4%8D&lang%00=en&day=2026-02-30", {
      headers: { Cookie: "other=1; lang=e%00n; utm=utm_source%3Dx\u0001y" },
    });
    expect([...readQuery(request)]).toEqual([
      ["q", "Jana Bč"],
      ["lang", "en"],
      ["day", "2026-02-30"],
    ]);
    expect(readCookie(request, "utm")).toBe("utm_source%3Dxy");
    expect(readCookie(request, "lang")).toBe("e%00n");
    expect(readCookie(request, "missing")).toBeNull();
  });
});
