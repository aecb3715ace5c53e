/**
 * The last step of the build for every prerendered page
 * (docs/decisions/0040-prerendered-pages-carry-their-css.md, 0026-page-html-seams.md): the CSS
 * the page uses is inlined in its head, and the full stylesheet link React Router writes there
 * goes, since the page holds a copy for its first interaction and beasties leaves one in a
 * <noscript> for browsers without JavaScript.
 *
 * Everything else a prerendered page defers is rendered that way by React Router's own seams
 * (app/entry.server.tsx, app/ui/scripts-at-first-interaction.tsx); this step reads the page with an
 * HTML parser and fails the build, naming the page and the element, when anything would still
 * load a script or a stylesheet before the first interaction.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import Beasties from "beasties";
import { DomUtils, parseDocument } from "htmlparser2";
import postcss from "postcss";
import { HELD_SCRIPTS_ID, ISLAND_PAGE_ID, LOADER_DATA_ID } from "../app/ui/first-interaction";

type Document = ReturnType<typeof parseDocument>;
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];

/** Markup read and written as it stands: no entity decoded, none added. */
const AS_WRITTEN = { decodeEntities: false } as const;

const parse = (html: string): Document => parseDocument(html, AS_WRITTEN);
const serialize = (document: Document): string => DomUtils.getOuterHTML(document, AS_WRITTEN);

const elements = (root: Document | Element, test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll(test, root.children);

const relOf = (element: Element) => (element.attribs.rel ?? "").toLowerCase().split(/\s+/);

/** Inside a <template> or a <noscript>: nothing in it loads or runs while the page loads. */
function isInert(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) {
    if ("name" in parent && (parent.name === "template" || parent.name === "noscript")) return true;
  }
  return false;
}

/** What a scripting browser would fetch or run from this element before the first interaction. */
function loadsBeforeFirstInteraction(element: Element): boolean {
  if (isInert(element)) return false;
  if (element.name === "script")
    return element.attribs.src !== undefined || element.attribs.type === "module";
  if (element.name !== "link") return false;
  const rel = relOf(element);
  const as = element.attribs.as;
  return (
    rel.includes("stylesheet") ||
    rel.includes("modulepreload") ||
    (rel.includes("preload") && (as === "script" || as === "style"))
  );
}

const tagOf = (element: Element) => DomUtils.getOuterHTML(element, AS_WRITTEN).slice(0, 160);

class PageShapeError extends Error {
  constructor(message: string) {
    super(`${message} (docs/decisions/0026-page-html-seams.md)`);
  }
}

/** The held scripts of app/ui/scripts-at-first-interaction.tsx, checked for what the starter needs. */
function heldTemplate(document: Document): Element {
  const holders = elements(document, (element) => element.attribs.id === HELD_SCRIPTS_ID);
  const [holder] = holders;
  if (!holder || holders.length > 1 || holder.name !== "template") {
    throw new PageShapeError(
      `expected one <template id="${HELD_SCRIPTS_ID}"> holding the page's scripts, found ${holders.length}`,
    );
  }
  const modules = elements(
    holder,
    (element) => element.name === "script" && element.attribs.type === "module",
  );
  const data = elements(holder, (element) => element.attribs.id === LOADER_DATA_ID);
  // A page hydrated as islands holds the islands entry's module script and no loader data
  // (app/ui/island-rendering.tsx).
  const islands = elements(document, (element) => element.attribs.id === ISLAND_PAGE_ID).length > 0;
  if (modules.length !== 1 || data.length !== (islands ? 0 : 1)) {
    throw new PageShapeError(
      islands
        ? `expected the islands entry's module script and no loader data in <template id="${HELD_SCRIPTS_ID}">, found ${modules.length} and ${data.length}`
        : `expected React Router's module script and the loader data in <template id="${HELD_SCRIPTS_ID}">, found ${modules.length} and ${data.length}`,
    );
  }
  return holder;
}

/**
 * Takes out the stylesheet links of the head that beasties has inlined from: the page holds each
 * for its first interaction, and beasties has put a copy in a <noscript> for browsers without
 * JavaScript. Returns their addresses.
 */
function dropInlinedStylesheets(document: Document, holder: Element): string[] {
  const isStylesheet = (element: Element) => element.name === "link" && relOf(element).includes("stylesheet");
  const hrefs = (links: Element[]) => new Set(links.map((link) => link.attribs.href));
  const held = hrefs(elements(holder, isStylesheet));
  const forNoScript = hrefs(
    elements(document, (element) => {
      const parent = element.parent;
      return (
        isStylesheet(element) &&
        parent !== null &&
        "name" in parent &&
        parent.name === "noscript" &&
        !isInert(parent)
      );
    }),
  );
  const live = elements(document, (element) => isStylesheet(element) && !isInert(element));
  if (live.length === 0)
    throw new PageShapeError("expected the stylesheet link of the root's `links` in the head");
  for (const link of live) {
    if (!held.has(link.attribs.href) || !forNoScript.has(link.attribs.href)) {
      throw new PageShapeError(
        `${tagOf(link)} has no copy held for the first interaction or none for browsers without JavaScript`,
      );
    }
    DomUtils.removeElement(link);
  }
  return live.map((link) => link.attribs.href ?? "");
}

const fontFacesByStylesheet = new Map<string, Promise<string>>();

/**
 * The @font-face rules of a stylesheet. Beasties keeps only rules whose font family the inline CSS
 * names, and ours names it through a variable (--font-sans), so it keeps none; without them the
 * page would show the fallback font until the first interaction brings the full stylesheet,
 * although root.tsx preloads the brand font.
 */
function fontFaces(clientDir: string, href: string): Promise<string> {
  const file = join(clientDir, href);
  let faces = fontFacesByStylesheet.get(file);
  if (!faces) {
    faces = readFile(file, "utf8").then((css) => {
      const rules: string[] = [];
      postcss.parse(css).walkAtRules("font-face", (rule) => {
        rules.push(rule.toString());
      });
      return rules.join("");
    });
    fontFacesByStylesheet.set(file, faces);
  }
  return faces;
}

/** Puts the font faces in a <style> of their own just before the inline CSS. */
function withFontFaces(document: Document, faces: string): void {
  const [inlineCss] = elements(document, (element) => element.name === "style" && !isInert(element));
  if (!faces || !inlineCss) {
    throw new PageShapeError(
      "expected @font-face rules in the stylesheet and an inline <style> from beasties",
    );
  }
  const [style] = parse(`<style>${faces}</style>`).children;
  if (style) DomUtils.prepend(inlineCss, style);
}

function checkNothingLoadsBeforeFirstInteraction(document: Document): void {
  const early = elements(document, loadsBeforeFirstInteraction);
  if (early.length > 0) {
    throw new PageShapeError(
      `loads before the first interaction, outside the held scripts: ${early.map(tagOf).join(", ")}`,
    );
  }
}

const beastiesByDir = new Map<string, Beasties>();

function beastiesFor(clientDir: string): Beasties {
  let beasties = beastiesByDir.get(clientDir);
  if (!beasties) {
    beasties = new Beasties({
      path: clientDir,
      publicPath: "/",
      // The stylesheet link stays for browsers without JavaScript in a <noscript>; the deferred
      // copy beasties leaves beside it is taken out after (dropInlinedStylesheets).
      preload: "media",
      noscriptFallback: true,
      // The open state of the header's `<details>` menus, which a visitor can open before the full
      // stylesheet has arrived (icon and accessible name of the mobile menu's summary follow it),
      // and the state in which a reload restores the scroll position (app/ui/scroll-restoration.tsx).
      // And every rule Tailwind writes inside `:where()` (the spacing and dividers between a list's
      // items, 27 rules, 4 KB): beasties cannot match that selector and dropped them, so until the
      // full stylesheet came footer links sat 20 px apart and a page grew by up to 600 px when it
      // did (docs/decisions/0031-the-first-touch.md). And the reset of a file input's button,
      // whose selector is the pseudo-element alone: without it the hiring form's file button drew
      // in the browser's own font, 6 px taller, until the full stylesheet came.
      allowRules: [/\[open\]/, /\[data-restoring-scroll\]/, /:where\(/, /^::file-selector-button$/],
      pruneSource: false,
      reduceInlineStyles: false,
      logLevel: "warn",
    });
    beastiesByDir.set(clientDir, beasties);
  }
  return beasties;
}

/**
 * A prerendered page as React Router wrote it, made ready to serve: its CSS inline, the font
 * faces first, no stylesheet or script loading before the first interaction. Throws, naming what
 * it found, when the page has another shape.
 */
export async function optimizePageHtml(html: string, clientDir = "build/client"): Promise<string> {
  const document = parse(await beastiesFor(clientDir).process(html));
  const holder = heldTemplate(document);
  const [stylesheet] = dropInlinedStylesheets(document, holder);
  withFontFaces(document, await fontFaces(clientDir, stylesheet ?? ""));
  checkNothingLoadsBeforeFirstInteraction(document);
  return serialize(document);
}

/**
 * The page without its scripts: what the first paint would cost if no JavaScript were shipped
 * (npm run bench:lighthouse keeps the structured data, which is part of the page), and the
 * example sites' framed copies (which drop it too: a sandboxed frame logs every script element it
 * refuses, JSON-LD included, and search engines are sent to the site itself).
 */
export function withoutScripts(html: string, { structuredData }: { structuredData: "keep" | "drop" }) {
  const document = parse(html);
  const scripts = elements(
    document,
    (element) =>
      element.attribs.id === HELD_SCRIPTS_ID ||
      (element.name === "script" &&
        !(structuredData === "keep" && element.attribs.type === "application/ld+json")) ||
      (element.name === "link" && relOf(element).includes("modulepreload")),
  );
  for (const element of scripts) DomUtils.removeElement(element);
  return serialize(document);
}
