/**
 * The public pages' interactive leaves, with everything they load, now or at the first press, read
 * neither React Router nor the root's loader data (`useLayout`): each can be hydrated as a React
 * root of its own (docs/decisions/0087-public-pages-as-islands.md, 0088).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** The modules the leaves are drawn from; what they import is followed from here. */
const leaves = [
  "app/features/consent/consent.tsx", // the cookie banner
  "app/features/chat/chat-assistant.tsx", // the launcher, its panel, the team question
  "app/features/auth/account-control.tsx", // the account button and the authentication dialog
  "app/features/booking/booking.tsx", // the booking button and its dialog
  "app/features/privacy/privacy-dialog.tsx", // the footer's "privacy policy" and its dialog
  "app/ui/toast.tsx",
  "app/features/layout/scroll-to-top.tsx",
  "app/features/layout/stored-language.tsx",
  // The web page's (docs/decisions/0095-the-web-page-and-example-sites-as-islands.md).
  "app/features/web/one-time-plans.tsx", // the one-time plans, their popup and its form
  "app/features/leads/preview-form.tsx", // the inline preview form
  "app/features/web/showcase-preview.tsx", // an example site's framed preview
  // The pages' lead forms, islands on the pages with a form (docs/decisions/0094-lead-forms-as-islands.md).
  "app/features/leads/contact-form.tsx",
  "app/features/leads/hiring-form.tsx",
  "app/features/leads/demo-form.tsx",
  "app/features/team/hiring-video.tsx",
];

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(from, "..", specifier)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(root, from)}: cannot resolve ${specifier}`);
}

/** What a module loads when it runs: its imports and re-exports but types, and its `import()`s. */
function loadedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each module reading the router or the root's data, with the chain of imports that reaches it. */
function routerReaders(entries: string[]): string[] {
  const useLayout = join(root, "app/features/layout/use-layout.ts");
  const via = new Map<string, string[]>();
  const queue = entries.map((entry) => join(root, entry));
  for (const entry of queue) via.set(entry, [entry]);
  const readers: string[] = [];
  for (const file of queue) {
    const chain = via.get(file) ?? [file];
    for (const specifier of loadedSpecifiers(file)) {
      const target = resolveModule(file, specifier);
      if (specifier === "react-router" || target === useLayout)
        readers.push(`${chain.map((step) => relative(root, step)).join(" > ")} imports ${specifier}`);
      if (target && !via.has(target)) {
        via.set(target, [...chain, target]);
        queue.push(target);
      }
    }
  }
  return readers;
}

describe("the public pages' leaves", () => {
  it("import neither React Router nor useLayout, now or at the first press", () => {
    expect(routerReaders(leaves)).toEqual([]);
  });

  it("finds a module that does (the site's shell reads both)", () => {
    expect(routerReaders(["app/features/layout/site-shell.tsx"])).toEqual(
      expect.arrayContaining([expect.stringContaining("site-shell.tsx imports react-router")]),
    );
  });
});
