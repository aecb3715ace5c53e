import { type ComponentType, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Lang } from "~/domain/languages";
import { loadPublicConfig } from "~/lib/public-config";
import { useLayout } from "../layout/use-layout";
import { type ChatCopy, loadChatCopy } from "./copy";
import {
  browserDocument,
  createWidgetLifecycle,
  type WidgetLifecycle,
  type WidgetSources,
  widgetLanguage,
} from "./widget-lifecycle";

/**
 * Loaded after idle by chat-assistant.tsx. On every route change, the third-party widget of the
 * page's language (when its script is configured) is reloaded; where none is configured, the
 * site's own assistant shows instead.
 */
export function ChatWidget() {
  const { lang } = useLayout();
  const { pathname } = useLocation();
  const [sources, setSources] = useState<WidgetSources | null>(null);
  const lifecycle = useRef<WidgetLifecycle | null>(null);

  useEffect(() => {
    let live = true;
    loadPublicConfig()
      .then((settings) => live && setSources({ cs: settings.chatWidgetSrcCs, en: settings.chatWidgetSrcEn }))
      .catch(() => live && setSources({ cs: null, en: null }));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!sources) return;
    lifecycle.current ??= createWidgetLifecycle({
      document: browserDocument(document),
      window: window as unknown as Record<string, unknown>,
      sources,
      onIgnoredError: (error) => console.warn("Chat widget: ignored a failure while removing it:", error),
    });
    lifecycle.current.update(pathname);
  }, [pathname, sources]);

  useEffect(() => () => lifecycle.current?.destroy(), []);

  if (!sources) return null;
  const thirdParty = sources[widgetLanguage(pathname, document.documentElement.lang)];
  return thirdParty ? null : <OwnAssistant lang={lang} />;
}

interface Loaded {
  Panel: ComponentType<{ lang: Lang; copy: ChatCopy }>;
  copy: ChatCopy;
}

/** The panel's code and the copy of the page's language only, loaded in parallel. */
function OwnAssistant({ lang }: { lang: Lang }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import("./assistant-panel"), loadChatCopy(lang)])
      .then(([module, copy]) => live && setLoaded({ Panel: module.AssistantPanel, copy }))
      .catch((error: unknown) => console.warn("Assistant not started:", error));
    return () => {
      live = false;
    };
  }, [lang]);
  if (!loaded) return null;
  const { Panel, copy } = loaded;
  return <Panel lang={lang} copy={copy} />;
}
