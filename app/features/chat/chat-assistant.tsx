import { type ComponentType, useEffect, useState } from "react";

/** How long to wait for an idle moment before loading the chat anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Mounted once in the site shell. Renders nothing until the page is interactive and the browser
 * is idle; only then is the chat's code (third-party widget lifecycle or the own assistant)
 * downloaded, so none of it is part of the first page load.
 */
export function ChatAssistant() {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    const start = () => {
      import("./chat-widget")
        .then((module) => live && setWidget(() => module.ChatWidget))
        .catch((error: unknown) => console.warn("Chat not started:", error));
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        live = false;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(start, 1000);
    return () => {
      live = false;
      window.clearTimeout(handle);
    };
  }, []);

  return Widget ? <Widget /> : null;
}
