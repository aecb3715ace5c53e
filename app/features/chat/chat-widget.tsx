import { useEffect, useRef } from "react";
import {
  browserDocument,
  createWidgetLifecycle,
  type WidgetLifecycle,
  type WidgetSources,
} from "./widget-lifecycle";

/**
 * Loaded by chat-assistant.tsx where a third-party chat is configured for the page's language: on
 * every route change the widget of the page's language is reloaded (`pathname` from the launcher).
 */
export function ChatWidget({ sources, pathname }: { sources: WidgetSources; pathname: string }) {
  const lifecycle = useRef<WidgetLifecycle | null>(null);

  useEffect(() => {
    lifecycle.current ??= createWidgetLifecycle({
      document: browserDocument(document),
      window: window as unknown as Record<string, unknown>,
      sources,
      onIgnoredError: (error) => console.warn("Chat widget: ignored a failure while removing it:", error),
    });
    lifecycle.current.update(pathname);
  }, [pathname, sources]);

  useEffect(() => () => lifecycle.current?.destroy(), []);

  return null;
}
