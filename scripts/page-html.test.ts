import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HELD_SCRIPTS_ID, ISLAND_PAGE_ID, LOADER_DATA_ID } from "../app/ui/first-interaction";
import { inlineScriptHashes } from "../server/security";
import { optimizePageHtml, withoutScripts } from "./page-html";
import { initialScripts } from "./page-weight";

/**
 * A prerendered page as app/root.tsx renders it, shortened: React Router's stylesheet link in the
 * head, and its scripts held in the template of app/ui/scripts-at-first-interaction.tsx. The real
 * page, rendered by React Router itself, is checked in prerendered-page.test.ts.
 */
const stylesheet = "/assets/app-T.css";
const moduleScript =
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-C.js");</script>';
const held = [
  `<template id="${HELD_SCRIPTS_ID}"><noscript>`,
  `<link rel="stylesheet" href="${stylesheet}" data-beasties-skip=""/>`,
  '<link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/root-A.js"/>',
  "<script>window.__reactRouterContext = {};</script>",
  moduleScript,
  `<script type="application/json" id="${LOADER_DATA_ID}">"[\\u003c/script>]"</script>`,
  "</noscript></template><script>(function start(){})()</script>",
].join("");
const page = (head: string, body = held) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Hello</title>',
    head,
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '</head><body><main class="used">Hello</main>',
    body,
    "</body></html>",
  ].join("");
const stylesheetLink = `<link rel="stylesheet" href="${stylesheet}"/>`;
const reactRouterPage = page(stylesheetLink);

const face = '@font-face{font-family:"Brand";src:url(/assets/brand.woff2)}';
const clientDir = mkdtempSync(join(tmpdir(), "page-html-"));
mkdirSync(join(clientDir, "assets"));
writeFileSync(join(clientDir, stylesheet), `${face}.used{color:red}.unused{color:blue}`);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const optimized = optimizePageHtml(reactRouterPage, clientDir);

describe("optimizePageHtml", () => {
  it("inlines the CSS the page uses, the font faces first, so the first paint needs no stylesheet", async () => {
    const html = await optimized;
    expect(html).toContain(`<style>${face}</style><style>.used{color:red}</style>`);
    expect(html).not.toContain(".unused");
  });

  it("inlines the spacing between a list's items, which Tailwind writes inside :where()", async () => {
    const spacing = ":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}";
    writeFileSync(join(clientDir, "assets/spaced.css"), `${face}.used{color:red}${spacing}`);
    const html = await optimizePageHtml(
      page(
        '<link rel="stylesheet" href="/assets/spaced.css"/>',
        held.replace(stylesheet, "/assets/spaced.css"),
      ).replace('<main class="used">Hello</main>', '<ul class="used space-y-2"><li>a</li><li>b</li></ul>'),
      clientDir,
    );
    expect(html).toContain(spacing);
  });

  it("inlines the file inputs' button reset, whose selector is a pseudo-element alone", async () => {
    const reset = "::file-selector-button{font:inherit}";
    writeFileSync(join(clientDir, "assets/file.css"), `${face}.used{color:red}${reset}`);
    const html = await optimizePageHtml(
      page(
        '<link rel="stylesheet" href="/assets/file.css"/>',
        held.replace(stylesheet, "/assets/file.css"),
      ).replace('<main class="used">Hello</main>', '<main class="used"><input type="file"></main>'),
      clientDir,
    );
    expect(html).toContain(reset);
  });

  it("leaves the full stylesheet to the held copy and, without JavaScript, to a <noscript> link", async () => {
    const head = (await optimized).split("</head>")[0] ?? "";
    expect(head).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    expect(head).toContain(`<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`);
    expect(await optimized).toContain(`<link rel="stylesheet" href="${stylesheet}" data-beasties-skip>`);
  });

  it("leaves the held scripts as React Router wrote them, so their CSP hashes still allow the copies", async () => {
    const html = await optimized;
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(reactRouterPage));
    expect(initialScripts(html)).toEqual(new Set(["/assets/entry.client-C.js", "/assets/root-A.js"]));
  });

  it("fails the build, naming what it found, when anything would load before the first interaction", async () => {
    const preload = '<link rel="modulepreload" href="/assets/root-A.js"/>';
    await expect(optimizePageHtml(page(stylesheetLink + preload), clientDir)).rejects.toThrow(
      /loads before the first interaction.*modulepreload.*0026/,
    );
    await expect(
      optimizePageHtml(reactRouterPage.replace("<main", `${moduleScript}<main`), clientDir),
    ).rejects.toThrow(/loads before the first interaction.*type="module"/);
    await expect(
      optimizePageHtml(
        reactRouterPage.replace("<main", '<script src="/assets/x.js"></script><main'),
        clientDir,
      ),
    ).rejects.toThrow(/loads before the first interaction.*x\.js/);
  });

  it("fails the build when the page holds no scripts, or not React Router's", async () => {
    await expect(
      optimizePageHtml(page(stylesheetLink, "<script>start()</script>"), clientDir),
    ).rejects.toThrow(/expected one <template id="held-scripts">.*found 0/);
    await expect(
      optimizePageHtml(page(stylesheetLink, held.replace(moduleScript, "")), clientDir),
    ).rejects.toThrow(/module script and the loader data.*found 0 and 1/);
  });

  it("takes a page hydrated as islands: the islands entry held, no loader data", async () => {
    const islandsHeld = [
      `<script type="application/json" id="${ISLAND_PAGE_ID}">{"lang":"en"}</script>`,
      `<template id="${HELD_SCRIPTS_ID}"><noscript>`,
      `<link rel="stylesheet" href="${stylesheet}" data-beasties-skip=""/>`,
      '<link rel="modulepreload" href="/assets/react-R.js"/>',
      '<script type="module" src="/assets/islands.client-I.js"></script>',
      "</noscript></template><script>(function start(){})()</script>",
    ].join("");
    const html = await optimizePageHtml(page(stylesheetLink, islandsHeld), clientDir);
    expect(html).toContain('<script type="module" src="/assets/islands.client-I.js"></script>');
    await expect(
      optimizePageHtml(
        page(
          stylesheetLink,
          islandsHeld.replace(
            "</noscript>",
            `<script type="application/json" id="${LOADER_DATA_ID}">""</script></noscript>`,
          ),
        ),
        clientDir,
      ),
    ).rejects.toThrow(/the islands entry's module script and no loader data.*found 1 and 1/);
  });

  it("fails the build when a stylesheet has no copy held for the first interaction", async () => {
    writeFileSync(join(clientDir, "assets/other.css"), ".used{margin:0}");
    await expect(
      optimizePageHtml(
        reactRouterPage.replace("</title>", '</title><link rel="stylesheet" href="/assets/other.css"/>'),
        clientDir,
      ),
    ).rejects.toThrow(/other\.css.*no copy held/);
  });
});

describe("withoutScripts", () => {
  it("leaves no script, module preload or held scripts, and keeps the stylesheet for a page without them", async () => {
    const bare = withoutScripts(await optimized, { structuredData: "drop" });
    expect(bare).not.toMatch(/<script|modulepreload|held-scripts/);
    expect(bare).toContain(`<noscript><link rel="stylesheet" href="${stylesheet}"></noscript>`);
    expect(bare).toContain('<main class="used">Hello</main>');
  });

  it("keeps the structured data when asked, as part of the page", async () => {
    const bare = withoutScripts(await optimized, { structuredData: "keep" });
    expect(bare).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(bare.match(/<script/g)).toHaveLength(1);
  });
});
