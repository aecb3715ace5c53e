import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

const SITE = "https://flowlane.cz";

describe("canonicalPath", () => {
  it("drops a trailing slash and keeps the root", () => {
    expect(canonicalPath("/eng/")).toBe("/eng");
    expect(canonicalPath("/team/success/eng///")).toBe("/team/success/eng");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/eng")).toBe("/eng");
  });

  it.each([
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["/\\/evil.example/", "/evil.example"],
    ["\\\\evil.example", "/evil.example"],
    ["/\t/evil.example/", "/evil.example"],
    ["/\n/\r/evil.example", "/evil.example"],
    ["///evil.example//x//", "/evil.example/x"],
    ["/cs//contact", "/cs/contact"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["/%5C%5Cevil.example/", "/%5C%5Cevil.example"],
  ])("keeps %j on the site: %j", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
    expect(new URL(canonicalPath(path), SITE).origin).toBe(SITE);
  });

  it("never names another host, whatever the path", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      "evil.example",
      "@",
      ":",
      "%2F",
      ".",
      "..",
      "?",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece).map((parts) => parts.join("")),
        ),
        (path) => {
          const canonical = canonicalPath(path);
          expect(canonical.startsWith("/")).toBe(true);
          expect(canonical).not.toMatch(/^\/[/\\]|[\t\n\r]/);
          expect(new URL(canonical, SITE).origin).toBe(SITE);
          expect(canonicalPath(canonical)).toBe(canonical);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
