import { Writable } from "node:stream";
import { DomUtils, parseDocument } from "htmlparser2";
import { createElement, type ReactElement, useId } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages.server";
import { RoiCalculator } from "../features/roi/roi-calculator";
import { ISLAND_PAGE_ID, LOADER_DATA_ID } from "./first-interaction";
import { Island } from "./island";
import { IslandPageData, type IslandRendering, IslandRenderingContext } from "./island-rendering";
import { HeldScriptsContext, ScriptsAtFirstInteraction } from "./scripts-at-first-interaction";

/** A page rendered as app/entry.server.tsx renders one: React's streaming renderer, whole. */
function renderPage(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

const rendering: IslandRendering = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  entry: { scripts: ["/assets/islands.client-I.js"], preloads: ["/assets/react-R.js"] },
};

const roi = messages("en").roi;

/** A part of the page beside the islands with ids of its own, which the islands must not shift. */
function Labelled() {
  const id = useId();
  return createElement("input", { id, "aria-label": "beside" });
}

const page = createElement(
  "main",
  null,
  createElement(Island<"roi">, { name: "roi", props: { lang: "en", t: roi } }),
  createElement(Island<"roi">, {
    name: "roi",
    props: { lang: "en", t: { ...roi, title: "</script><!-- \u2028" } },
  }),
  createElement(Labelled),
);

const marked = (element: ReactElement) =>
  createElement(IslandRenderingContext.Provider, { value: rendering }, element);

describe("an island on a page the registry marks", () => {
  it("is its own root's HTML, prefixed by its name and its place, in a wrapper that draws no box", async () => {
    const html = await renderPage(marked(page));
    const document = parseDocument(html);
    const wrappers = DomUtils.findAll((element) => "data-island" in element.attribs, document.children);
    expect(wrappers.map((wrapper) => [wrapper.attribs["data-island"], wrapper.attribs.style])).toEqual([
      ["roi", "display:contents"],
      ["roi", "display:contents"],
    ]);
    const prefixes = wrappers.map((wrapper) => wrapper.attribs["data-island-prefix"] ?? "");
    expect(new Set(prefixes).size).toBe(2);
    for (const prefix of prefixes) expect(prefix).toMatch(/^roi_R_\w+_$/);
    const own = renderToString(createElement(RoiCalculator, { lang: "en", t: roi }), {
      identifierPrefix: prefixes[0],
    });
    expect(html).toContain(`data-island-prefix="${prefixes[0]}" style="display:contents">${own}</div>`);
    const [first] = wrappers;
    // Every label names its field inside the island.
    const labels = DomUtils.findAll((element) => element.name === "label", first ? [first] : []);
    expect(labels).toHaveLength(4);
    for (const label of labels)
      expect(
        DomUtils.findOne((element) => element.attribs.id === label.attribs.for, document.children),
      ).not.toBeNull();
  });

  it("leaves the ids of the page around it as they are without islands", async () => {
    const idBeside = async (element: ReactElement) =>
      DomUtils.findOne(
        (node) => node.attribs["aria-label"] === "beside",
        parseDocument(await renderPage(element)).children,
      )?.attribs.id;
    expect(await idBeside(marked(page))).toBe(await idBeside(page));
  });

  it("is followed by its own props as JSON that no copy can end, the page's language left out", async () => {
    const document = parseDocument(await renderPage(marked(page)));
    const scripts = DomUtils.findAll(
      (element) => element.attribs.type === "application/json",
      document.children,
    );
    const texts = scripts.map((script) => DomUtils.textContent(script));
    expect(texts[1]).not.toMatch(/[<>&\u2028\u2029]/);
    expect(texts.map((text) => JSON.parse(text))).toEqual([
      { t: roi },
      { t: { ...roi, title: "</script><!-- \u2028" } },
    ]);
    for (const script of scripts)
      expect(DomUtils.prevElementSibling(script)?.attribs["data-island"]).toBe("roi");
  });

  it("shares the page's language once, for the islands entry to read first", () => {
    expect(renderToString(createElement(IslandPageData, { page: { lang: "pl" } }))).toBe(
      `<script type="application/json" id="${ISLAND_PAGE_ID}">{"lang":"pl"}</script>`,
    );
  });
});

describe("a prerendered page hydrated as islands", () => {
  it("holds the islands entry's module preloads and module script for the first touch, not React Router's", () => {
    const html = renderToString(
      createElement(
        HeldScriptsContext.Provider,
        { value: { loaderData: '"[]"', starter: "start()" } },
        marked(createElement(ScriptsAtFirstInteraction, { stylesheet: "/assets/app.css" })),
      ),
    );
    expect(html).toBe(
      [
        '<template id="held-scripts"><noscript>',
        '<link rel="stylesheet" href="/assets/app.css" data-beasties-skip=""/>',
        '<link rel="modulepreload" href="/assets/react-R.js"/>',
        '<script type="module" src="/assets/islands.client-I.js"></script>',
        "</noscript></template><script>start()</script>",
      ].join(""),
    );
    expect(html).not.toContain(LOADER_DATA_ID);
  });
});

describe("an island anywhere else", () => {
  it("is its component in place, as React Router hydrates it", async () => {
    const html = await renderPage(page);
    expect(html).not.toMatch(/data-island|application\/json/);
    const document = parseDocument(html);
    const labels = DomUtils.findAll((element) => element.name === "label", document.children);
    expect(labels).toHaveLength(8);
    for (const label of labels)
      expect(
        DomUtils.findOne((element) => element.attribs.id === label.attribs.for, document.children),
      ).not.toBeNull();
  });
});
