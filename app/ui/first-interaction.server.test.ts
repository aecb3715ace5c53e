import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { HELD_SCRIPTS_ID, LOADER_DATA_ID } from "./first-interaction";
import { HYDRATION_TRIGGERS, holdForFirstInteraction, inertJson } from "./first-interaction.server";

/** React Router's loader data as its stream carries it; the copy may hold "</script>". */
const loaderData = '[{"_1":2},"loaderData",{"title":"Hello </script><!-- </noscript> & \\u2028"}]';
const held = holdForFirstInteraction(loaderData);

/** The held markup as the browser reads it: the text of the <noscript> in the template. */
const heldMarkup = [
  '<link rel="stylesheet" href="/assets/app.css" data-beasties-skip="">',
  '<link rel="modulepreload" href="/assets/entry.client.js">',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import("/assets/entry.client.js");</script>',
  `<script type="application/json" id="${LOADER_DATA_ID}">${held.loaderData}</script>`,
].join("");

interface FakeElement {
  localName: string;
  id: string;
  textContent: string;
  attributes: { name: string; value: string }[];
  setAttribute(name: string, value: string): void;
}

function fakeElement(localName: string): FakeElement {
  const element: FakeElement = {
    localName,
    id: "",
    textContent: "",
    attributes: [],
    setAttribute(name, value) {
      element.attributes.push({ name, value });
      if (name === "id") element.id = value;
    },
  };
  return element;
}

/** Just enough of a browser to run the starter as the page's text holds it. */
function browser() {
  const listeners = new Map<string, () => void>();
  const head: FakeElement[] = [];
  const body: FakeElement[] = [];
  const fed: string[] = [];
  const document = {
    getElementById: (id: string) =>
      id === HELD_SCRIPTS_ID ? { content: { textContent: heldMarkup } } : null,
    createElement(localName: string) {
      if (localName !== "template") return fakeElement(localName);
      // A template parses what it is given; nothing in it runs.
      const template = { content: { children: [] as FakeElement[] } };
      return Object.defineProperty(template, "innerHTML", {
        set(html: string) {
          template.content.children = DomUtils.findAll(() => true, parseDocument(html).children).map(
            (node) => {
              const element = fakeElement(node.name);
              for (const [name, value] of Object.entries(node.attribs)) element.setAttribute(name, value);
              element.textContent = DomUtils.textContent(node);
              return element;
            },
          );
        },
      });
    },
    head: { append: (element: FakeElement) => head.push(element) },
    body: { append: (element: FakeElement) => body.push(element) },
  };
  const window = {
    __reactRouterContext: {
      streamController: { enqueue: (text: string) => fed.push(text), close: () => fed.push("closed") },
    },
  };
  new Function("window", "document", "addEventListener", "removeEventListener", held.starter)(
    window,
    document,
    (type: string, listener: () => void) => listeners.set(type, listener),
    (type: string) => listeners.delete(type),
  );
  return { listeners, head, body, fed };
}

describe("the starter a prerendered page runs", () => {
  it("waits for the first sign of use: it only listens as the page loads", () => {
    const { listeners, head, body, fed } = browser();
    expect([...listeners.keys()]).toEqual(HYDRATION_TRIGGERS);
    expect([head, body, fed]).toEqual([[], [], []]);
  });

  it("at the first interaction puts the held links into the head and the scripts into the body, in order", () => {
    const { listeners, head, body } = browser();
    listeners.get("scroll")?.();
    expect(head.map((link) => link.attributes)).toEqual([
      [
        { name: "rel", value: "stylesheet" },
        { name: "href", value: "/assets/app.css" },
        { name: "data-beasties-skip", value: "" },
      ],
      [
        { name: "rel", value: "modulepreload" },
        { name: "href", value: "/assets/entry.client.js" },
      ],
    ]);
    expect(body.map((script) => [script.attributes, script.textContent])).toEqual([
      [[], "window.__reactRouterContext = {};"],
      [
        [
          { name: "type", value: "module" },
          { name: "async", value: "" },
        ],
        'import("/assets/entry.client.js");',
      ],
    ]);
  });

  it("feeds React Router's stream the loader data as it was, then closes it", () => {
    const { listeners, fed } = browser();
    listeners.get("keydown")?.();
    expect(fed).toEqual([loaderData, "closed"]);
  });

  it("starts once and stops listening", () => {
    const { listeners, body } = browser();
    const start = listeners.get("pointermove");
    start?.();
    start?.();
    expect(body).toHaveLength(2);
    expect(listeners.size).toBe(0);
  });
});

describe("inertJson", () => {
  it("holds no markup, so the data can end neither its script nor the <noscript> around it", () => {
    expect(inertJson(loaderData)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inertJson(loaderData))).toBe(loaderData);
  });
});
