import { useSyncExternalStore } from "react";
import { createTuckStore, TYPING_SELECTOR } from "./floating-buttons";

/** The browser's page: its scroll and the focus of its fields. */
const tuckStore = createTuckStore({
  read() {
    const active = document.activeElement;
    return {
      y: window.scrollY,
      viewportHeight: window.innerHeight,
      pageHeight: document.documentElement.scrollHeight,
      // A field of the page: the assistant's own box and a dialog's fields stand above the buttons.
      typing: active instanceof Element && active.matches(TYPING_SELECTOR) && active.closest("main") !== null,
    };
  },
  listen(onChange) {
    window.addEventListener("scroll", onChange, { passive: true });
    document.addEventListener("focusin", onChange);
    document.addEventListener("focusout", onChange);
    return () => {
      window.removeEventListener("scroll", onChange);
      document.removeEventListener("focusin", onChange);
      document.removeEventListener("focusout", onChange);
    };
  },
});

const asServed = () => false;

/**
 * Whether the floating buttons step aside now (floating-buttons.ts). False on the server and
 * until hydration, as the page is served.
 */
export function useFloatingButtonsTucked(): boolean {
  return useSyncExternalStore(tuckStore.subscribe, tuckStore.tucked, asServed);
}
