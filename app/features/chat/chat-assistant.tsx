import { type ComponentType, useEffect, useRef, useState } from "react";
import type { Lang } from "~/domain/languages";
import { loadPublicConfig } from "~/lib/public-config";
import { ChatIcon, CloseIcon } from "~/ui/icons";
import { useFloatingButtonsTucked } from "~/ui/use-floating-buttons";
import type { PageLinks } from "./conversation";
import { type ChatCopy, loadChatCopy } from "./copy";
import { ASSISTANT_PANEL_ID, useFocusClearOfFloatingButtons } from "./launcher-position";
import { type WidgetSources, widgetLanguage } from "./widget-lifecycle";

interface PanelProps extends PageLinks {
  lang: Lang;
  copy: ChatCopy;
  open: boolean;
  onClose(): void;
}

interface Loaded {
  Panel: ComponentType<PanelProps>;
  copy: ChatCopy;
}

/**
 * Mounted once in the site shell. The launcher is part of the served page (labelled from the
 * layout's dictionary, placed by CSS alone: `assistant-launcher` in app.css), so it costs no script
 * at the first touch; the assistant's panel, its conversation code and the copy of the page's
 * language are downloaded when it is first pressed (docs/decisions/0062-the-first-touch-budget.md).
 * Where a third-party chat is configured for the page's language, its lifecycle
 * (chat-widget.tsx) is loaded instead and the launcher goes. `pathname` is the page's path, given
 * by the shell (the launcher may be a React root of its own, without React Router's location).
 */
export function ChatAssistant({
  lang,
  label,
  pathname,
  ...links
}: { lang: Lang; label: string; pathname: string } & PageLinks) {
  const [sources, setSources] = useState<WidgetSources | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  useFocusClearOfFloatingButtons();
  const tucked = useFloatingButtonsTucked();

  useEffect(() => {
    let live = true;
    loadPublicConfig()
      .then((settings) => live && setSources({ cs: settings.chatWidgetSrcCs, en: settings.chatWidgetSrcEn }))
      .catch(() => live && setSources({ cs: null, en: null }));
    return () => {
      live = false;
    };
  }, []);

  // A navigation closes the panel; the conversation stays.
  useEffect(() => setOpen(false), [pathname]);

  // Known only after hydration (the settings are fetched), so the served page always has the launcher.
  if (sources?.[widgetLanguage(pathname, document.documentElement.lang)])
    return <ThirdPartyChat sources={sources} pathname={pathname} />;

  /** The first press downloads the panel and the copy, then opens it; later presses toggle it. */
  const toggle = () => {
    if (loaded) {
      setOpen((value) => !value);
      return;
    }
    if (loading) return;
    setLoading(true);
    Promise.all([import("./assistant-panel"), loadChatCopy(lang)])
      .then(([module, copy]) => {
        setLoaded({ Panel: module.AssistantPanel, copy });
        setOpen(true);
      })
      .catch((error: unknown) => console.warn("Assistant not started:", error))
      .finally(() => setLoading(false));
  };

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <>
      {loaded && <loaded.Panel lang={lang} copy={loaded.copy} open={open} onClose={close} {...links} />}
      <button
        ref={launcherRef}
        data-floating
        type="button"
        aria-expanded={open}
        aria-controls={ASSISTANT_PANEL_ID}
        aria-busy={loading || undefined}
        // Aside while the visitor reads down or types; Tab still reaches it (app.css).
        data-tucked={(tucked && !open) || undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            close();
          }
        }}
        className="assistant-launcher noscript:hidden fixed right-4 z-[45] inline-flex items-center gap-2 rounded-full bg-brand-600 p-3.5 text-white shadow-lg hover:bg-brand-700 min-[100rem]:px-5"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="sr-only text-sm font-semibold min-[100rem]:not-sr-only">{label}</span>
      </button>
    </>
  );
}

/** The third-party chat's lifecycle, downloaded only where one is configured. */
function ThirdPartyChat({ sources, pathname }: { sources: WidgetSources; pathname: string }) {
  const [Widget, setWidget] = useState<ComponentType<{ sources: WidgetSources; pathname: string }> | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    import("./chat-widget")
      .then((module) => live && setWidget(() => module.ChatWidget))
      .catch((error: unknown) => console.warn("Chat not started:", error));
    return () => {
      live = false;
    };
  }, []);
  return Widget ? <Widget sources={sources} pathname={pathname} /> : null;
}
