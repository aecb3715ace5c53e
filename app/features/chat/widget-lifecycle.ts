/**
 * The third-party chat widget's lifecycle (docs/PRODUCT.md, On every page): on every route change the earlier
 * widget is destroyed (its scripts and containers removed, the provider's destroy attempted,
 * failures ignored), then the variant for the current language is loaded. Czech and English
 * variants; Polish uses English. The DOM and the provider are passed in, so tests run it on fakes.
 */
import { parsePath } from "~/i18n/paths";

export type WidgetLang = "cs" | "en";

/** Script URL of each variant (CHAT_WIDGET_SRC_CS / _EN); null: no third-party widget in that language. */
export type WidgetSources = Record<WidgetLang, string | null>;

/** Marks every element the lifecycle adds, so that it can find them again. */
export const WIDGET_ATTRIBUTE = "data-chat-widget";

/** The little of an element the lifecycle uses. */
export interface WidgetElement {
  setAttribute(name: string, value: string): void;
  remove(): void;
}

export interface WidgetScript extends WidgetElement {
  src: string;
  async: boolean;
}

/** The little of `document` the lifecycle uses; the real one fits, tests pass a fake. */
export interface WidgetDocument {
  documentElement: { lang: string };
  body: { appendChild(node: WidgetElement): unknown };
  createElement(tag: "script"): WidgetScript;
  createElement(tag: "div"): WidgetElement & { id: string };
  querySelectorAll(selectors: string): ArrayLike<WidgetElement>;
}

/** The browser's document seen through WidgetDocument (its generic appendChild needs the adapter). */
export function browserDocument(doc: Document): WidgetDocument {
  return {
    documentElement: doc.documentElement,
    body: { appendChild: (node) => doc.body.appendChild(node as HTMLElement) },
    createElement: ((tag: "script" | "div") => doc.createElement(tag)) as WidgetDocument["createElement"],
    querySelectorAll: (selectors) => doc.querySelectorAll(selectors),
  };
}

/** What differs between chat providers: where they put their DOM and how they tear down. */
export interface ChatProvider {
  /** Id of the container created for the widget to render into (many providers look for one). */
  mountId: string;
  /** CSS selectors of what the provider's script adds by itself (launcher, frames, styles). */
  containerSelectors: readonly string[];
  /** Ask the provider to tear itself down; may throw, and is never trusted to succeed. */
  destroy(window: Record<string, unknown>): void;
}

/**
 * A provider that exposes `window.ChatWidget` (or `chatWidget`) with a `destroy()` method and
 * renders into `#chat-widget`; the globals are cleared so the next variant initialises afresh.
 * A deployment with another provider passes its own adapter to createWidgetLifecycle.
 */
export const defaultProvider: ChatProvider = {
  mountId: "chat-widget",
  containerSelectors: ["#chat-widget", "[id^='chat-widget-']", "iframe[title='chat widget' i]"],
  destroy(window) {
    let failure: unknown;
    for (const name of ["ChatWidget", "chatWidget"]) {
      const api = window[name] as { destroy?: unknown } | undefined;
      try {
        if (api && typeof api.destroy === "function") api.destroy();
      } catch (error) {
        failure = error;
      }
      delete window[name];
    }
    if (failure) throw failure;
  },
};

/** The variant for a page: the path's language, else `<html lang>` (cs... is Czech); pl uses English. */
export function widgetLanguage(pathname: string, htmlLang: string | null | undefined): WidgetLang {
  const fromPath = parsePath(pathname).lang;
  if (fromPath) return fromPath === "cs" ? "cs" : "en";
  return (htmlLang ?? "").toLowerCase().startsWith("cs") ? "cs" : "en";
}

export interface WidgetLifecycle {
  /** Call on every route change: destroys the earlier widget, loads the variant for this page. */
  update(pathname: string): WidgetLang | null;
  /** Removes the widget (e.g. when the page switches to the site's own assistant). */
  destroy(): void;
  /** The variant loaded now, if any. */
  readonly current: WidgetLang | null;
}

export function createWidgetLifecycle(options: {
  document: WidgetDocument;
  window: Record<string, unknown>;
  sources: WidgetSources;
  provider?: ChatProvider;
  /** Told about every failure that was ignored (destroy errors); silent by default. */
  onIgnoredError?: (error: unknown) => void;
}): WidgetLifecycle {
  const { document, window, sources, provider = defaultProvider, onIgnoredError = () => {} } = options;
  let current: WidgetLang | null = null;

  function removeAll(selectors: string) {
    let nodes: ArrayLike<WidgetElement>;
    try {
      nodes = document.querySelectorAll(selectors);
    } catch (error) {
      onIgnoredError(error);
      return;
    }
    for (const node of Array.from(nodes)) {
      try {
        node.remove();
      } catch (error) {
        onIgnoredError(error);
      }
    }
  }

  function destroy() {
    if (current) {
      try {
        provider.destroy(window);
      } catch (error) {
        onIgnoredError(error);
      }
    }
    // Also when nothing is loaded: a widget may be left over (an interrupted load, a hot reload).
    removeAll(`[${WIDGET_ATTRIBUTE}]`);
    for (const selector of provider.containerSelectors) removeAll(selector);
    current = null;
  }

  function load(lang: WidgetLang, src: string) {
    const container = document.createElement("div");
    container.id = provider.mountId;
    container.setAttribute(WIDGET_ATTRIBUTE, lang);
    document.body.appendChild(container);
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(WIDGET_ATTRIBUTE, lang);
    script.setAttribute("data-lang", lang);
    document.body.appendChild(script);
    current = lang;
  }

  return {
    update(pathname) {
      destroy();
      const lang = widgetLanguage(pathname, document.documentElement.lang);
      const src = sources[lang];
      if (src) load(lang, src);
      return current;
    },
    destroy,
    get current() {
      return current;
    },
  };
}
