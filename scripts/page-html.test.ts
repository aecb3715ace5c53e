import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../server/security";
import {
  deferToFirstInteraction,
  HYDRATION_SCRIPT_ID,
  HYDRATION_TRIGGERS,
  LOADER_DATA_ID,
  withFontFaces,
} from "./page-html";
import { initialScripts } from "./page-weight";

/** The shape of React Router's <Scripts> output in a prerendered page, shortened. */
const moduleBody =
  ';\nimport * as route0 from "/assets/root-A.js";\nimport * as route1 from "/assets/home-B.js";\n  window.__reactRouterRouteModules = {"root":route0,"home":route1};\nimport("/assets/entry.client-C.js");';
/** Beasties' output for the full stylesheet (scripts/page-html.ts, preload "media-script"). */
const stylesheetSwitch =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})";
/** React Router's loader data as its stream carries it; the copy may hold "</script>". */
const loaderData = '[{"_1":2},"loaderData",{"title":"Hello </script><!-- \\"quoted\\""}]';
/** How React Router writes text into a script: a JSON string with "<" escaped. */
const inScript = (text: string) => JSON.stringify(text).replaceAll("<", "\\u003c");
/** The end of the body as React streams React Router's loader data (two chunks here). */
const streamedData = [
  '<!--$?--><template id="B:0"></template><!--/$-->',
  '<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0">',
  `<script>window.__reactRouterContext.streamController.enqueue(${inScript(loaderData.slice(0, 20))});</script>`,
  `<script>window.__reactRouterContext.streamController.enqueue(${inScript(loaderData.slice(20))});</script>`,
  '<!--$?--><template id="B:1"></template><!--/$--></div>',
  '<script>$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};$RC=function(a,b){};$RC("B:0","S:0")</script>',
  '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div>',
  '<script>$RC("B:1","S:1")</script>',
].join("");
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/app-D.css" media="print" data-beasties-media="all">',
  '<noscript><link rel="stylesheet" href="/assets/app-D.css"></noscript>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js"/>',
  '<link rel="modulepreload" href="/assets/root-A.js"/>',
  '<link rel="modulepreload" href="/assets/home-B.js"/>',
  "</head><body><main>Hello</main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async>${moduleBody}</script>`,
  streamedData,
  `<script>${stylesheetSwitch}</script>`,
  "</body></html>",
].join("");

/** The inline script that starts hydration at the first interaction. */
const starterOf = (html: string) => html.match(/<script>(\(function\(\)[\s\S]*?)<\/script>/)?.[1] ?? "";
/** The loader data's inert text. */
const loaderDataOf = (html: string) =>
  html.match(new RegExp(`<script type="text/plain" id="${LOADER_DATA_ID}">(.*?)</script>`))?.[1] ?? "";

describe("deferToFirstInteraction", () => {
  const deferred = deferToFirstInteraction(page);

  it("leaves no module script and no preload hint for the browser to fetch before the paint", () => {
    expect(deferred).not.toMatch(/<script type="module"/);
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("keeps React Router's module script word for word, so its CSP hash still allows the copy", () => {
    expect(deferred).toContain(
      `<script type="text/plain" id="${HYDRATION_SCRIPT_ID}">${moduleBody}</script>`,
    );
    const [hashOfOriginal] = inlineScriptHashes(`<script type="module">${moduleBody}</script>`);
    expect(inlineScriptHashes(deferred)).toContain(hashOfOriginal);
  });

  it("puts every hint back and runs the module script at the first interaction, not on load", () => {
    const starter = starterOf(deferred);
    for (const href of ["/assets/entry.client-C.js", "/assets/root-A.js", "/assets/home-B.js"]) {
      expect(starter).toContain(href);
    }
    expect(starter).not.toContain('"load"');
    expect(starter).toContain(JSON.stringify(HYDRATION_TRIGGERS));
  });

  it("requests the full stylesheet at the first interaction too, not while the page loads", () => {
    const starter = starterOf(deferred);
    expect(starter).toContain('css.rel="stylesheet";css.href="/assets/app-D.css"');
    expect(deferred).not.toContain(stylesheetSwitch);
    expect(deferred).not.toContain('media="print"');
    // Without JavaScript the page still gets it.
    expect(deferred).toContain('<noscript><link rel="stylesheet" href="/assets/app-D.css"></noscript>');
  });

  it("keeps the loader data as inert text and feeds it to React Router's stream at the first interaction", () => {
    expect(deferred).not.toContain("streamController.enqueue(");
    expect(deferred).not.toMatch(/\$RC|<template|hidden id="S:|_R_/);
    const inert = loaderDataOf(deferred);
    expect(inert).not.toContain("<");
    expect(JSON.parse(inert ?? "")).toBe(loaderData);
    const starter = starterOf(deferred);
    expect(starter.indexOf("stream.close()")).toBeGreaterThan(starter.indexOf("stream.enqueue("));
    expect(starter.indexOf("stream.close()")).toBeLessThan(starter.indexOf('script.type="module"'));
    expect(deferred).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("hydrates after a move that comes while the page is still being parsed: the data is fed once it is all there", () => {
    const starter = starterOf(deferred);
    const inert = loaderDataOf(deferred);
    const listeners = new Map<string, () => void>();
    const fed: string[] = [];
    const appended: { type?: string }[] = [];
    // The parser has reached the loader data but not its end: the text so far is cut short.
    const document = {
      readyState: "loading",
      loaderData: inert.slice(0, 10),
      querySelectorAll: () => [],
      createElement: () => ({}),
      head: { append: () => undefined },
      body: { append: (node: { type?: string }) => appended.push(node) },
      getElementById: (id: string) => ({ textContent: id === LOADER_DATA_ID ? document.loaderData : "" }),
      addEventListener: (type: string, listener: () => void) => listeners.set(`document:${type}`, listener),
    };
    const window = {
      __reactRouterContext: {
        streamController: { enqueue: (text: string) => fed.push(text), close: () => fed.push("closed") },
      },
    };
    const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
    new Function("window", "document", "addEventListener", "removeEventListener", starter)(
      window,
      document,
      addEventListener,
      () => undefined,
    );
    listeners.get("pointermove")?.();
    expect(appended.map((node) => node.type)).toEqual(["module"]);
    expect(fed).toEqual([]);
    document.readyState = "interactive";
    document.loaderData = inert;
    listeners.get("document:DOMContentLoaded")?.();
    expect(fed).toEqual([loaderData, "closed"]);
  });

  it("leaves the page's scripts countable by the page-weight benchmark", () => {
    expect(initialScripts(deferred)).toEqual(initialScripts(page));
    expect(initialScripts(deferred).size).toBe(3);
  });

  it("fails the build when React Router's output has another shape", () => {
    expect(() => deferToFirstInteraction("<html><body><main>No scripts</main></body></html>")).toThrow(
      /deferLoaderData/,
    );
    expect(() =>
      deferToFirstInteraction(page.replace(/<script type="module"[\s\S]*?<\/script>/, "")),
    ).toThrow(/deferToFirstInteraction/);
    expect(() =>
      deferToFirstInteraction(page.replace("</body>", `<script type="module">${moduleBody}</script></body>`)),
    ).toThrow(/found 2/);
    expect(() => deferToFirstInteraction(page.replace(`<script>${stylesheetSwitch}</script>`, ""))).toThrow(
      /stylesheet switch/,
    );
    expect(() =>
      deferToFirstInteraction(page.replace(/<link rel="stylesheet"[^>]*media="print"[^>]*>/, "")),
    ).toThrow(/print stylesheet/);
    expect(() => deferToFirstInteraction(page.replace(streamedData, ""))).toThrow(/deferLoaderData/);
    expect(() =>
      deferToFirstInteraction(page.replace('<script>$RC("B:1","S:1")</script>', "<p>more</p>")),
    ).toThrow(/deferLoaderData.*more/);
  });
});

describe("withFontFaces", () => {
  const face = '@font-face{font-family:"Plus Jakarta Sans";src:url(/assets/font.woff2)}';

  it("puts the font faces at the start of the inline CSS, so the first paint uses the brand font", () => {
    expect(withFontFaces("<head><style>body{color:red}</style></head>", face)).toBe(
      `<head><style>${face}body{color:red}</style></head>`,
    );
  });

  it("fails the build when there are no font faces or no inline CSS", () => {
    expect(() => withFontFaces("<head><style></style></head>", "")).toThrow(/withFontFaces/);
    expect(() => withFontFaces("<head></head>", face)).toThrow(/withFontFaces/);
  });
});
