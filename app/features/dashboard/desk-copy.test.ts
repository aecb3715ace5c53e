import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { account } from "~/i18n/messages/en/account";
import { type DeskPage, deskCopy, deskPageOf, layoutCopy, pageCopy } from "./desk-copy";
import { deskSections } from "./desk-sections";

const app = resolve(import.meta.dirname, "../..");
const parts = new Set(Object.keys(account.dashboard));

/** The module an import names, when it is one of the app's own files. */
function moduleAt(from: string, name: string) {
  const base = name.startsWith("~/")
    ? join(app, name.slice(2))
    : name.startsWith(".")
      ? resolve(dirname(from), name)
      : null;
  if (!base) return null;
  return (
    [".tsx", ".ts", ""].map((ending) => base + ending).find((file) => existsSync(file) && file !== base) ??
    null
  );
}

/** Every module a route draws with (imported at once or at first use), the server's left out. */
function modulesOf(file: string, seen = new Set<string>()) {
  if (seen.has(file) || file.includes(".server.")) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const found of source.matchAll(/\bfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    const next = moduleAt(file, found[1] ?? found[2] ?? "");
    if (next) modulesOf(next, seen);
  }
  return seen;
}

/** The parts of the desk's dictionary a route's modules read as `t.<part>`. */
function partsUsed(route: string) {
  const used = new Set<string>();
  for (const file of modulesOf(join(app, route))) {
    for (const found of readFileSync(file, "utf8").matchAll(/\bt\.(\w+)/g)) {
      if (found[1] && parts.has(found[1])) used.add(found[1]);
    }
  }
  return [...used].sort();
}

const routeOf: Record<DeskPage, string> = {
  ...(Object.fromEntries(deskSections.map((section) => [section.key, section.file])) as Record<
    (typeof deskSections)[number]["key"],
    string
  >),
  inquiry: "routes/dashboard.inquiry.tsx",
  template: "routes/dashboard.template.tsx",
};

describe("each desk page's strings", () => {
  it("the layout's entry names every part the layout reads", () => {
    const used = partsUsed("routes/dashboard.tsx");
    expect(used.length).toBeGreaterThan(3);
    expect(used.filter((part) => !(layoutCopy as readonly string[]).includes(part))).toEqual([]);
  });

  it.each(Object.keys(pageCopy) as DeskPage[])("the %s page's entry names every part it reads", (page) => {
    const named = new Set<string>([...layoutCopy, ...pageCopy[page]]);
    const used = partsUsed(routeOf[page]);
    expect(used).toContain("statuses");
    expect(used.filter((part) => !named.has(part))).toEqual([]);
  });

  it("an address is the page it shows", () => {
    expect(deskPageOf("")).toBe("overview");
    expect(deskPageOf("inquiries")).toBe("inquiries");
    expect(deskPageOf("inquiries/4f1c")).toBe("inquiry");
    expect(deskPageOf("inquiries/views")).toBe("inquiries");
    expect(deskPageOf("templates/new")).toBe("template");
    expect(deskPageOf("runs")).toBe("runs");
    expect(deskPageOf("no-such-section")).toBe("overview");
  });

  it("the board is sent its parts, not the e-mails' or the other pages'", () => {
    const copy = deskCopy(account.dashboard, "inquiries");
    expect(Object.keys(copy)).toEqual(expect.arrayContaining(["desk", "statuses", "tabs", "title"]));
    expect(Object.keys(copy)).not.toContain("templates");
    expect(Object.keys(copy)).not.toContain("notification");
    expect(copy.desk).toBe(account.dashboard.desk);
  });
});
