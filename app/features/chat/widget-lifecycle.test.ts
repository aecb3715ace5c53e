import { describe, expect, it, vi } from "vitest";
import {
  type ChatProvider,
  createWidgetLifecycle,
  defaultProvider,
  type WidgetDocument,
  type WidgetElement,
  widgetLanguage,
} from "./widget-lifecycle";

/** Just enough of a DOM for the lifecycle: elements in <body>, and the selectors it uses. */
class FakeElement implements WidgetElement {
  id = "";
  src = "";
  async = false;
  readonly attributes = new Map<string, string>();
  failOnRemove = false;
  constructor(
    readonly tag: string,
    private readonly page: FakeDocument,
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  remove() {
    if (this.failOnRemove) throw new Error("cannot remove");
    this.page.nodes = this.page.nodes.filter((node) => node !== this);
  }
  matches(selector: string): boolean {
    const attribute = selector.match(/^\[(?<name>[\w-]+)\]$/)?.groups?.name;
    if (attribute !== undefined) return this.attributes.has(attribute);
    const prefix = selector.match(/^\[id\^='(?<prefix>[\w-]+)'\]$/)?.groups?.prefix;
    if (prefix !== undefined) return this.id.startsWith(prefix);
    const id = selector.match(/^#([\w-]+)$/);
    if (id) return this.id === id[1];
    const tagged = selector.match(/^(\w+)\[/);
    if (tagged) return false; // the provider's iframe: our fake provider adds none
    throw new Error(`selector not supported by the fake: ${selector}`);
  }
}

class FakeDocument implements WidgetDocument {
  nodes: FakeElement[] = [];
  documentElement = { lang: "cs" };
  body = {
    appendChild: (node: WidgetElement) => {
      this.nodes.push(node as FakeElement);
      return node;
    },
  };
  createElement(tag: "script"): FakeElement;
  createElement(tag: "div"): FakeElement;
  createElement(tag: string): FakeElement {
    return new FakeElement(tag, this);
  }
  querySelectorAll(selectors: string): FakeElement[] {
    return this.nodes.filter((node) => node.matches(selectors));
  }
  scripts() {
    return this.nodes.filter((node) => node.tag === "script");
  }
  /** What a provider's script does once it runs: its own launcher, outside our container. */
  providerRenders() {
    const launcher = new FakeElement("div", this);
    launcher.id = "chat-widget-launcher";
    this.nodes.push(launcher);
  }
}

const sources = { cs: "https://cdn.example.com/chat-cs.js", en: "https://cdn.example.com/chat-en.js" };

function setUp(
  options: { provider?: ChatProvider; sources?: typeof sources | { cs: string; en: null } } = {},
) {
  const document = new FakeDocument();
  const window: Record<string, unknown> = {};
  const ignored: unknown[] = [];
  const lifecycle = createWidgetLifecycle({
    document,
    window,
    sources: options.sources ?? sources,
    provider: options.provider,
    onIgnoredError: (error) => ignored.push(error),
  });
  /** Runs the "script": a global with destroy(), and the provider's own DOM. */
  const providerStarts = () => {
    const api = { destroy: vi.fn() };
    window.ChatWidget = api;
    document.providerRenders();
    return api;
  };
  return { document, window, lifecycle, ignored, providerStarts };
}

describe("widgetLanguage", () => {
  it("takes the language from the path first; Polish uses the English variant", () => {
    expect(widgetLanguage("/cs", "en")).toBe("cs");
    expect(widgetLanguage("/cs/sluzby/outreach", "en")).toBe("cs");
    expect(widgetLanguage("/eng/contact", "cs")).toBe("en");
    expect(widgetLanguage("/web/eng", "cs")).toBe("en");
    expect(widgetLanguage("/team/cs", "en")).toBe("cs");
    expect(widgetLanguage("/pl/demo", "cs")).toBe("en");
  });

  it("falls back to <html lang>: starting with cs is Czech, anything else (or nothing) English", () => {
    expect(widgetLanguage("/", "cs")).toBe("cs");
    expect(widgetLanguage("/sluzby", "cs-CZ")).toBe("cs");
    expect(widgetLanguage("/web", "CS")).toBe("cs");
    expect(widgetLanguage("/", "en")).toBe("en");
    expect(widgetLanguage("/contact", "pl")).toBe("en");
    expect(widgetLanguage("/", "")).toBe("en");
    expect(widgetLanguage("/", null)).toBe("en");
  });
});

describe("createWidgetLifecycle", () => {
  it("loads the variant of the page's language: a container and an async script", () => {
    const { document, lifecycle } = setUp();
    expect(lifecycle.update("/cs")).toBe("cs");
    const [script] = document.scripts();
    expect(document.scripts()).toHaveLength(1);
    expect(script?.src).toBe(sources.cs);
    expect(script?.async).toBe(true);
    expect(script?.attributes.get("data-lang")).toBe("cs");
    expect(document.nodes.some((node) => node.tag === "div" && node.id === "chat-widget")).toBe(true);
    expect(lifecycle.current).toBe("cs");
  });

  it("switching language destroys the Czech widget completely and loads the English one", () => {
    const { document, window, lifecycle, providerStarts } = setUp();
    lifecycle.update("/cs");
    const czech = providerStarts();

    expect(lifecycle.update("/eng")).toBe("en");
    expect(czech.destroy).toHaveBeenCalledOnce();
    expect(window.ChatWidget).toBeUndefined();
    expect(document.scripts().map((script) => script.src)).toEqual([sources.en]);
    expect(document.nodes.find((node) => node.id === "chat-widget-launcher")).toBeUndefined();
    expect(document.nodes.filter((node) => node.id === "chat-widget")).toHaveLength(1);
  });

  it("a route change in the same language destroys and reloads the widget (never two at once)", () => {
    const { document, lifecycle, providerStarts } = setUp();
    lifecycle.update("/eng");
    const first = providerStarts();
    lifecycle.update("/eng/sluzby");
    expect(first.destroy).toHaveBeenCalledOnce();
    const second = providerStarts();
    lifecycle.update("/web/eng");
    expect(second.destroy).toHaveBeenCalledOnce();
    expect(document.scripts()).toHaveLength(1);
    expect(document.querySelectorAll("[id^='chat-widget-']")).toHaveLength(0);
  });

  it("Polish pages load the English variant; unprefixed pages follow <html lang>", () => {
    const { document, lifecycle } = setUp();
    expect(lifecycle.update("/pl/contact")).toBe("en");
    expect(document.scripts()[0]?.src).toBe(sources.en);
    document.documentElement.lang = "cs";
    expect(lifecycle.update("/sluzby")).toBe("cs");
    expect(document.scripts().map((script) => script.src)).toEqual([sources.cs]);
  });

  it("a failing provider destroy is ignored: the old DOM still goes and the new variant loads", () => {
    const provider: ChatProvider = {
      ...defaultProvider,
      destroy: () => {
        throw new Error("provider exploded");
      },
    };
    const { document, lifecycle, ignored, providerStarts } = setUp({ provider });
    lifecycle.update("/cs");
    providerStarts();
    expect(() => lifecycle.update("/eng")).not.toThrow();
    expect(ignored).toHaveLength(1);
    expect(document.scripts().map((script) => script.src)).toEqual([sources.en]);
    expect(document.nodes.find((node) => node.id === "chat-widget-launcher")).toBeUndefined();
  });

  it("an element that refuses to be removed is skipped, the rest is still cleaned up", () => {
    const { document, lifecycle, ignored } = setUp();
    lifecycle.update("/cs");
    const [stubborn] = document.scripts();
    if (!stubborn) throw new Error("the widget's script was not added");
    stubborn.failOnRemove = true;
    expect(() => lifecycle.update("/eng")).not.toThrow();
    expect(ignored.length).toBeGreaterThan(0);
    expect(document.scripts().map((script) => script.src)).toEqual([sources.cs, sources.en]);
  });

  it("a language without a configured script gets no widget (the own assistant shows instead)", () => {
    const { document, lifecycle } = setUp({ sources: { cs: sources.cs, en: null } });
    lifecycle.update("/cs");
    expect(lifecycle.update("/eng")).toBeNull();
    expect(document.nodes).toHaveLength(0);
    expect(lifecycle.current).toBeNull();
  });

  it("destroy() removes everything, and is safe to call twice", () => {
    const { document, lifecycle, providerStarts } = setUp();
    lifecycle.update("/cs");
    const api = providerStarts();
    lifecycle.destroy();
    lifecycle.destroy();
    expect(api.destroy).toHaveBeenCalledOnce();
    expect(document.nodes).toHaveLength(0);
  });
});

describe("defaultProvider.destroy", () => {
  it("calls destroy() of the provider's globals and clears them, even when destroy throws", () => {
    const window: Record<string, unknown> = {
      ChatWidget: {
        destroy: () => {
          throw new Error("boom");
        },
      },
      chatWidget: { destroy: vi.fn() },
    };
    const other = window.chatWidget as { destroy: () => void };
    expect(() => defaultProvider.destroy(window)).toThrow("boom");
    expect(other.destroy).toHaveBeenCalledOnce();
    expect(window).toEqual({});
  });
});
