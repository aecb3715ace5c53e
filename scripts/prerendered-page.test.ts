/**
 * A real page as the installed React Router renders it for the prerender, through our own
 * app/entry.server.tsx and app/root.tsx (Vite's development server builds the app in memory, as
 * `npm run dev` does). What the page defers until the first interaction rests on a few things
 * React Router does; each test names one, so an upgrade that changes it fails here, by name,
 * rather than as a page that never hydrates (docs/decisions/0026-page-html-seams.md).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runInNewContext } from "node:vm";
import { DomUtils, parseDocument } from "htmlparser2";
import { createRequestHandler, type ServerBuild, UNSAFE_decodeViaTurboStream } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { successPages } from "../app/content/pages";
import { buildPath } from "../app/i18n/paths";
import { HELD_SCRIPTS_ID, LOADER_DATA_ID } from "../app/ui/first-interaction";
import { optimizePageHtml } from "./page-html";

/**
 * A prerendered page React Router hydrates: a thank-you page after a form sent without script
 * (every public page is hydrated as islands and holds the islands entry instead,
 * docs/decisions/0089-islands-infrastructure.md).
 */
const [reactRouterPage = { name: "teamSuccess" }] = successPages;
const reactRouterPath = buildPath(reactRouterPage, "en");

const reactRouter = `React Router ${JSON.parse(readFileSync("node_modules/react-router/package.json", "utf8")).version}`;

type Document = ReturnType<typeof parseDocument>;
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

let vite: ViteDevServer;
let build: ServerBuild;
let html: string;
let page: Document;
/** The held elements, parsed from the <noscript> text as the starter parses it. */
let held: Element[];

const all = (root: Document | Element[], test: (element: Element) => boolean) =>
  DomUtils.findAll(test, Array.isArray(root) ? root : root.children);
const inside = (element: Element, name: string) => {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if ("name" in parent && parent.name === name) return true;
  }
  return false;
};

beforeAll(async () => {
  vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  // As React Router's prerender asks for a page: no load context (app/content/fresh-fields.server.ts).
  const request = new Request(`http://localhost${reactRouterPath}/`);
  const response = await createRequestHandler(build, "production")(request);
  expect(response.status).toBe(200);
  html = await response.text();
  page = parseDocument(html);
  const [noscript] = all(page, (element) => element.name === "noscript" && inside(element, "template"));
  held = all(parseDocument(noscript ? DomUtils.getInnerHTML(noscript) : ""), () => true);
}, 180_000);

afterAll(() => vite?.close());

describe(`a page as ${reactRouter} prerenders it`, () => {
  it("is rendered whole: the router streams no loader data after the page (entry.server.tsx takes the stream)", () => {
    const streamed = html.match(
      /window\.__reactRouterContext\.streamController\.enqueue\(|<template id="B:|\$RC\(/,
    );
    expect(streamed?.[0], `${reactRouter} streamed loader data into the page`).toBeUndefined();
  });

  it("loads no script before the first interaction: <Scripts> writes every script and preload where it is put", () => {
    const early = all(
      page,
      (element) =>
        !inside(element, "template") &&
        ((element.name === "script" &&
          (element.attribs.src !== undefined || element.attribs.type === "module")) ||
          (element.name === "link" &&
            (element.attribs.rel === "modulepreload" ||
              (element.attribs.rel === "preload" && element.attribs.as === "script")))),
    );
    expect(
      early.map((element) => DomUtils.getOuterHTML(element)),
      `${reactRouter} wrote these outside <Scripts>`,
    ).toEqual([]);
    expect(
      held.filter((element) => element.attribs.rel === "modulepreload").length,
      `${reactRouter}'s <Scripts> wrote no module preload into the held scripts`,
    ).toBeGreaterThan(0);
  });

  it("holds only links and scripts, which the starter copies into the page, the module script importing the entry", () => {
    expect(
      [...new Set(held.map((element) => element.name))],
      `${reactRouter}'s <Scripts> wrote other elements`,
    ).toEqual(["link", "script"]);
    const modules = held.filter((element) => element.attribs.type === "module");
    expect(modules).toHaveLength(1);
    expect(DomUtils.textContent(modules)).toContain(`import(${JSON.stringify(build.assets.entry.module)})`);
  });

  it("hands the held loader data to the router through the stream its context script opens", async () => {
    const contextScripts = held.filter(
      (element) => element.name === "script" && !element.attribs.type && !element.attribs.src,
    );
    const [data] = held.filter((element) => element.attribs.id === LOADER_DATA_ID);
    expect(contextScripts, `${reactRouter}'s <Scripts> wrote no context script`).toHaveLength(1);
    // As in the browser: the context script runs, the starter feeds and closes the stream, and the
    // router's hydration decodes it.
    const window: {
      __reactRouterContext?: { stream: ReadableStream; streamController: ReadableStreamDefaultController };
    } = {};
    runInNewContext(DomUtils.textContent(contextScripts), { window, ReadableStream, TextEncoderStream });
    const handoff = window.__reactRouterContext;
    expect(
      handoff?.streamController,
      `${reactRouter}'s context script opens no streamController`,
    ).toBeDefined();
    handoff?.streamController.enqueue(JSON.parse(data ? DomUtils.textContent(data) : ""));
    handoff?.streamController.close();
    const decoded = await UNSAFE_decodeViaTurboStream(
      handoff?.stream as ReadableStream<Uint8Array>,
      globalThis,
    );
    const { loaderData } = decoded.value as {
      loaderData: Record<string, { lang?: string; prerendered?: boolean }>;
    };
    expect(loaderData.root).toMatchObject({ lang: "en", prerendered: true });
    expect(Object.keys(loaderData)).toContain(`${reactRouterPage.name}-en`);
  });

  it("passes the build's last step: CSS inline, the root's stylesheet link in the head for beasties to read", async () => {
    const [link] = all(
      page,
      (element) =>
        element.name === "link" && element.attribs.rel === "stylesheet" && !inside(element, "template"),
    );
    const href = link?.attribs.href ?? "";
    expect(inside(link as Element, "head"), `${reactRouter}'s <Links> wrote no stylesheet in the head`).toBe(
      true,
    );
    const clientDir = mkdtempSync(join(tmpdir(), "prerendered-page-"));
    try {
      mkdirSync(dirname(join(clientDir, href)), { recursive: true });
      writeFileSync(
        join(clientDir, href),
        '@font-face{font-family:"Brand";src:url(/brand.woff2)}main{display:block}',
      );
      const optimized = await optimizePageHtml(html, clientDir);
      expect(optimized).toContain(
        '<style>@font-face{font-family:"Brand";src:url(/brand.woff2)}</style><style>main{',
      );
      expect(optimized).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`);
      expect(optimized).toContain(`<template id="${HELD_SCRIPTS_ID}">`);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
