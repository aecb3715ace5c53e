/**
 * The last step of the build for every prerendered page (docs/decisions/0015-page-speed.md):
 * - the CSS the page uses is inlined in its head (the full stylesheet follows without blocking
 *   the paint, and without JavaScript through <noscript>);
 * - the page's JavaScript and full stylesheet start working at the visitor's first interaction,
 *   so neither the first paint nor the reading of the page waits for them.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import Beasties from "beasties";

/** The element that holds React Router's module script until the visitor first interacts. */
export const HYDRATION_SCRIPT_ID = "hydration-module";

/**
 * What starts hydration: any sign that someone is using the page. Captured on the window, so a
 * scroll or focus inside any element counts too.
 */
export const HYDRATION_TRIGGERS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "wheel",
  "scroll",
  "focusin",
];

const MODULE_SCRIPT = /<script type="module"(?: async(?:="")?)?>([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;

/** The element that holds React Router's loader data until the visitor first interacts. */
export const LOADER_DATA_ID = "loader-data";

/**
 * React Router's loader data in a prerendered page: inline scripts that feed its stream, inside
 * the markup React writes for a streamed Suspense boundary (a hidden container, a placeholder
 * and the `$RC` script that moves the one into the other). It ends the body.
 */
const STREAMED_DATA = /<!--\$\?--><template id="B:0"><\/template><!--\/\$-->[\s\S]*(?=<\/body>)/;
const STREAM_CHUNK =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const STREAM_CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";
/** The parts of React's streaming reveal; nothing else may be left once these are gone. */
const REVEAL_PARTS = [
  /<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g,
  /<div hidden id="S:\d+">/g,
  /<\/div>/g,
  /<script id="_R_">[^<]*<\/script>/g,
  /<script>\$RB=[\s\S]*?<\/script>/g,
  /<script>\$RC\("B:\d+","S:\d+"\)<\/script>/g,
];

/**
 * Takes React Router's loader data out of the scripts that run on load. Decoding it is no work
 * before the first interaction, but React reveals the streamed boundary around it a frame after
 * the first paint, and that reveal restyles the whole page, which Lighthouse counts as blocking
 * time (docs/decisions/0015-page-speed.md, 2026-11-25). The data stays in the page as inert
 * text, escaped as a JSON string, and the starter feeds it to React Router's stream just before
 * the module script hydrates; the client renders nothing where the boundary was.
 */
export function deferLoaderData(html: string): { html: string; feedStream: string } {
  const streamed = html.match(STREAMED_DATA)?.[0];
  const chunks = streamed ? [...streamed.matchAll(STREAM_CHUNK)].map((match) => match[1] ?? '""') : [];
  let rest = (streamed ?? "").replace(STREAM_CHUNK, "").replace(STREAM_CLOSE, "");
  for (const part of REVEAL_PARTS) rest = rest.replace(part, "");
  if (!streamed || chunks.length === 0 || !streamed.includes(STREAM_CLOSE) || rest.trim() !== "") {
    throw new Error(
      `deferLoaderData: expected React Router's streamed loader data at the end of the body, found ${chunks.length} chunk(s) and ${JSON.stringify(rest.slice(0, 80))} besides`,
    );
  }
  const data = chunks.map((chunk) => JSON.parse(chunk) as string).join("");
  // "<" escaped: the text can hold neither "</script>" nor "<!--".
  const inert = JSON.stringify(data).replaceAll("<", "\\u003c");
  return {
    html: html.replace(STREAMED_DATA, `<script type="text/plain" id="${LOADER_DATA_ID}">${inert}</script>`),
    // A visitor may move before the end of the page has been parsed, when the data may be there
    // only in part: the stream then waits for the end, and React Router's hydration for the stream.
    feedStream: [
      "function feed(){var stream=window.__reactRouterContext.streamController;",
      `stream.enqueue(JSON.parse(document.getElementById("${LOADER_DATA_ID}").textContent));stream.close()}`,
      'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",feed);else feed();',
    ].join(""),
  };
}

/** Beasties' full stylesheet, loaded as a print stylesheet, and its switch ("media-script" below). */
const PRINT_STYLESHEET = /<link rel="stylesheet" href="([^"]+)" media="print" data-beasties-media="all">/g;
const STYLESHEET_SWITCH =
  /<script>(document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*)<\/script>/g;

/**
 * React Router's <Scripts> writes a modulepreload hint for every chunk of the page and one inline
 * module script that imports them and hydrates. A browser fetches those at high priority beside
 * the HTML, and Lighthouse counts them before the first paint. Here the hints leave the HTML and
 * the module script becomes inert text (type "text/plain" is never run); a small script puts
 * both back at the visitor's first sign of use (a pointer moving or pressed, a touch, a key,
 * a scroll, focus), so the same modules hydrate the same markup, only later. Until then the page
 * is complete without them: links, natively posting forms and `<details>` menus (ADR 0019).
 * The module script's text is unchanged: its CSP hash (server/security.ts) still matches when
 * the copy runs. React Router's loader data waits for the same moment (`deferLoaderData`).
 *
 * The full stylesheet is requested at the same moment too, not as beasties' print stylesheet
 * while the page loads: the inline CSS already styles everything the page shows; applying a
 * second stylesheet restyles and lays out the whole page again (the longest task left on an idle
 * page), and its request during the load counted towards the largest contentful paint
 * (Lighthouse's simulation adds every request that starts before it: 1.50 against 1.27-1.35 s
 * without it). Without JavaScript, beasties' <noscript> link loads it.
 *
 * The build fails when React Router's or beasties' output no longer has this shape, rather than
 * shipping a page that never hydrates.
 */
export function deferToFirstInteraction(page: string): string {
  const stylesheetSwitches = page.match(STYLESHEET_SWITCH)?.length ?? 0;
  const stylesheets = [...page.matchAll(PRINT_STYLESHEET)].map((match) => match[1] ?? "");
  // Beasties puts its switch after everything else in the body, the loader data included.
  const { html, feedStream } = deferLoaderData(
    page.replace(STYLESHEET_SWITCH, "").replace(PRINT_STYLESHEET, ""),
  );
  const modules = [...html.matchAll(MODULE_SCRIPT)];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  if (modules.length !== 1 || preloads.length === 0) {
    throw new Error(
      `deferToFirstInteraction: expected one module script and its modulepreload hints, found ${modules.length} and ${preloads.length}`,
    );
  }
  if (stylesheets.length !== 1 || stylesheetSwitches !== 1) {
    throw new Error(
      `deferToFirstInteraction: expected one print stylesheet and one stylesheet switch from beasties, found ${stylesheets.length} and ${stylesheetSwitches}`,
    );
  }
  const start = [
    "(function(){",
    `var events=${JSON.stringify(HYDRATION_TRIGGERS)},started=false;`,
    "function start(){if(started)return;started=true;",
    "events.forEach(function(type){removeEventListener(type,start,true)});",
    `var css=document.createElement("link");css.rel="stylesheet";css.href=${JSON.stringify(stylesheets[0])};document.head.append(css);`,
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)});`,
    feedStream,
    'var script=document.createElement("script");script.type="module";',
    `script.textContent=document.getElementById("${HYDRATION_SCRIPT_ID}").textContent;document.body.append(script)}`,
    "events.forEach(function(type){addEventListener(type,start,{passive:true,capture:true})})",
    "})()",
  ].join("");
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      (_tag, body: string) =>
        `<script type="text/plain" id="${HYDRATION_SCRIPT_ID}">${body}</script><script>${start}</script>`,
    );
}

const CLIENT_DIR = "build/client";

const beasties = new Beasties({
  path: CLIENT_DIR,
  publicPath: "/",
  // The full stylesheet (rules for dialogs and states the HTML does not show yet) as a print
  // stylesheet and a small inline script that applies it: both replaced by a request at the
  // first interaction above; without JavaScript, the <noscript> link loads it.
  preload: "media-script",
  noscriptFallback: true,
  // The open state of the header's `<details>` menus, which a visitor can open before the full
  // stylesheet has arrived (icon and accessible name of the mobile menu's summary follow it), and
  // the state in which a reload restores the scroll position (app/ui/scroll-restoration.tsx).
  allowRules: [/\[open\]/, /\[data-restoring-scroll\]/],
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: "warn",
});

const fontFacesByStylesheet = new Map<string, Promise<string>>();

/**
 * The @font-face rules of the full stylesheet. Beasties keeps only rules whose font family the
 * inline CSS names, and ours names it through a variable (--font-sans), so it keeps none; without
 * them the page would show the fallback font until the first interaction switches the full
 * stylesheet on, although root.tsx preloads the brand font.
 */
function fontFaces(stylesheetHref: string): Promise<string> {
  let faces = fontFacesByStylesheet.get(stylesheetHref);
  if (!faces) {
    faces = readFile(join(CLIENT_DIR, stylesheetHref), "utf8").then((css) =>
      (css.match(/@font-face\{[^}]*\}/g) ?? []).join(""),
    );
    fontFacesByStylesheet.set(stylesheetHref, faces);
  }
  return faces;
}

/** Puts the font faces at the start of the inline CSS (the build fails when either is missing). */
export function withFontFaces(html: string, faces: string): string {
  if (!faces || !html.includes("<style>")) {
    throw new Error("withFontFaces: expected @font-face rules and an inline <style> from beasties");
  }
  return html.replace("<style>", `<style>${faces}`);
}

export async function optimizePageHtml(html: string): Promise<string> {
  const inlined = await beasties.process(html);
  const stylesheet = [...inlined.matchAll(PRINT_STYLESHEET)][0]?.[1];
  if (!stylesheet) throw new Error("optimizePageHtml: beasties left no print stylesheet link");
  return deferToFirstInteraction(withFontFaces(inlined, await fontFaces(stylesheet)));
}

/**
 * The page without its scripts: what the first paint would cost if no JavaScript were shipped
 * (npm run bench:lighthouse keeps the structured data, which is part of the page), and the
 * example sites' framed copies (which drop it too: a sandboxed frame logs every script element it
 * refuses, JSON-LD included, and search engines are sent to the site itself).
 */
export function withoutScripts(html: string, { structuredData }: { structuredData: "keep" | "drop" }) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) =>
      structuredData === "keep" && /application\/ld\+json/.test(tag) ? tag : "",
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}
