import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { HELD_SCRIPTS_ID, inertJson, LOADER_DATA_ID } from "./first-interaction";
import { HYDRATION_TRIGGERS, holdForFirstInteraction } from "./first-interaction.server";

/** React Router's loader data as its stream carries it; the copy may hold "</script>". */
const loaderData = '[{"_1":2},"loaderData",{"title":"Hello </script><!-- </noscript> & \\u2028"}]';
const held = holdForFirstInteraction(loaderData);

/** The held markup as the browser reads it: the text of the <noscript> in the template. */
const reactRouterMarkup = [
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
  getAttribute(name: string): string | null;
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
    getAttribute: (name) => element.attributes.find((attribute) => attribute.name === name)?.value ?? null,
  };
  return element;
}

/** What a page hydrated as islands holds: the islands entry's files, no context script, no data. */
const islandsMarkup = [
  '<link rel="stylesheet" href="/assets/app.css" data-beasties-skip="">',
  '<link rel="modulepreload" href="/assets/react.js">',
  '<script type="module" src="/assets/islands.client.js"></script>',
].join("");

interface BrowserOptions {
  /** The held markup: React Router's (the default) or the islands entry's. */
  heldMarkup?: string;
  /** `navigator.connection`, which only Chromium has. */
  connection?: { saveData?: boolean; effectiveType?: string };
  /** Whether the browser has requestIdleCallback (Safari has not). */
  idleCallbacks?: boolean;
  /** Whether the browser reports paints to a PerformanceObserver (every current one does). */
  paintTiming?: boolean;
}

/** Paint entries a page's PerformanceObservers are told of, as `paint()` reports them. */
function paintTimeline() {
  const observers: {
    callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
    on: boolean;
  }[] = [];
  const painted: string[] = [];
  const report = (observer: (typeof observers)[number]) =>
    observer.callback({ getEntriesByName: (name) => painted.filter((entry) => entry === name) });
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "resource"];
    private observer: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.observer = { callback, on: false };
    }
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      if (type !== "paint") return;
      this.observer.on = true;
      observers.push(this.observer);
      if (buffered && painted.length > 0) report(this.observer);
    }
    disconnect() {
      this.observer.on = false;
    }
  }
  return {
    PerformanceObserver,
    /** The browser paints `name` ("first-paint", "first-contentful-paint"). */
    paint(name: string) {
      painted.push(name);
      for (const observer of observers) if (observer.on) report(observer);
    },
  };
}

/**
 * Just enough of a browser to run the starter as the page's text holds it. Idle callbacks and
 * timers wait in `later` until the test runs them.
 */
function browser({
  heldMarkup = reactRouterMarkup,
  connection,
  idleCallbacks = true,
  paintTiming = true,
}: BrowserOptions = {}) {
  const paints = paintTimeline();
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
  // React Router's context script defines its global as it runs; a page of islands has none.
  const window =
    heldMarkup === reactRouterMarkup
      ? {
          __reactRouterContext: {
            streamController: { enqueue: (text: string) => fed.push(text), close: () => fed.push("closed") },
          },
        }
      : {};
  const later: { via: string; run: () => void }[] = [];
  new Function(
    "window",
    "document",
    "navigator",
    "addEventListener",
    "removeEventListener",
    "requestIdleCallback",
    "setTimeout",
    "PerformanceObserver",
    held.starter,
  )(
    window,
    document,
    { connection },
    (type: string, listener: () => void) => listeners.set(type, listener),
    (type: string) => listeners.delete(type),
    idleCallbacks ? (run: () => void) => later.push({ via: "idle", run }) : undefined,
    (run: () => void) => later.push({ via: "timer", run }),
    paintTiming ? paints.PerformanceObserver : undefined,
  );
  return { listeners, head, body, fed, later, paint: paints.paint };
}

describe("the starter a prerendered page runs", () => {
  it("waits for the first sign of use: it only listens as the page loads", () => {
    const { listeners, head, body, fed } = browser();
    expect([...listeners.keys()]).toEqual([...HYDRATION_TRIGGERS, "load"]);
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

  it("on a page hydrated as islands, puts the islands entry's files in and feeds no router", () => {
    const { listeners, head, body, fed } = browser({ heldMarkup: islandsMarkup });
    listeners.get("pointerdown")?.();
    expect(head.map((link) => link.getAttribute("href"))).toEqual(["/assets/app.css", "/assets/react.js"]);
    expect(body.map((script) => script.attributes)).toEqual([
      [
        { name: "type", value: "module" },
        { name: "src", value: "/assets/islands.client.js" },
      ],
    ]);
    expect(fed).toEqual([]);
  });

  it("starts once and stops listening", () => {
    const { listeners, body } = browser();
    const start = listeners.get("pointermove");
    start?.();
    start?.();
    expect(body).toHaveLength(2);
    expect([...listeners.keys()]).toEqual(["load"]);
  });
});

describe("the starter after the page has loaded", () => {
  /** The links the starter put into the head, as [rel, as, href]. */
  const prefetched = (head: FakeElement[]) =>
    head.map((link) => [link.getAttribute("rel"), link.getAttribute("as"), link.getAttribute("href")]);

  /** Loads and paints the page, then runs what waited for the browser to be idle. */
  function loadedAndIdle(options?: BrowserOptions) {
    const opened = browser(options);
    opened.listeners.get("load")?.();
    opened.paint("first-contentful-paint");
    for (const { run } of opened.later) run();
    return opened;
  }

  it("when the page has painted and the browser is idle, fetches the held links' files into the cache and runs nothing", () => {
    const { listeners, head, body, fed, later, paint } = browser();
    listeners.get("load")?.();
    paint("first-contentful-paint");
    expect([later.map(({ via }) => via), head]).toEqual([["idle"], []]);
    later[0]?.run();
    expect(prefetched(head)).toEqual([
      ["prefetch", "style", "/assets/app.css"],
      ["prefetch", "script", "/assets/entry.client.js"],
    ]);
    expect([body, fed]).toEqual([[], []]);
  });

  it("fetches nothing before the page's first contentful paint, even when loaded and idle", () => {
    // A file that starts to download before the paint counts against it (Lighthouse's simulated
    // largest paint took the 92 KB of React when the idle callback came before the first frame).
    const { listeners, later, paint } = browser();
    listeners.get("load")?.();
    paint("first-paint");
    expect(later).toEqual([]);
    paint("first-contentful-paint");
    expect(later.map(({ via }) => via)).toEqual(["idle"]);
  });

  it("once loaded, waits only for idle where the page painted before its load event", () => {
    const { listeners, later, paint } = browser();
    paint("first-contentful-paint");
    listeners.get("load")?.();
    expect(later.map(({ via }) => via)).toEqual(["idle"]);
  });

  it("waits for idle alone in a browser that reports no paints", () => {
    const { listeners, later } = browser({ paintTiming: false });
    listeners.get("load")?.();
    expect(later.map(({ via }) => via)).toEqual(["idle"]);
  });

  it("waits on a timer in a browser without idle callbacks", () => {
    const { head, later } = loadedAndIdle({ idleCallbacks: false });
    expect(later.map(({ via }) => via)).toEqual(["timer"]);
    expect(head).toHaveLength(2);
  });

  it("fetches nothing for a visitor who saves data or on a 2G line", () => {
    for (const connection of [{ saveData: true }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }])
      expect(loadedAndIdle({ connection }).head).toEqual([]);
    expect(loadedAndIdle({ connection: { saveData: false, effectiveType: "3g" } }).head).toHaveLength(2);
  });

  it("fetches nothing more once the first interaction has started the scripts", () => {
    const { listeners, head, later } = browser();
    listeners.get("load")?.();
    listeners.get("pointermove")?.();
    for (const { run } of later) run();
    expect(prefetched(head).map(([rel]) => rel)).toEqual(["stylesheet", "modulepreload"]);
  });
});

describe("inertJson", () => {
  it("holds no markup, so the data can end neither its script nor the <noscript> around it", () => {
    expect(inertJson(loaderData)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inertJson(loaderData))).toBe(loaderData);
  });
});
