import { useEffect, useState } from "react";
import { initialFloatingButtons, nextFloatingButtons, TYPING_SELECTOR } from "./floating-buttons";

/**
 * Whether the floating buttons step aside now (floating-buttons.ts): follows the page's scroll and
 * the focus of its fields. False on the server and until hydration, as the page is served.
 */
export function useFloatingButtonsTucked(): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    let state = { ...initialFloatingButtons, y: window.scrollY, runStart: window.scrollY };
    const update = () => {
      const active = document.activeElement;
      state = nextFloatingButtons(state, {
        y: window.scrollY,
        viewportHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
        // A field of the page: the assistant's own box and a dialog's fields stand above the buttons.
        typing:
          active instanceof Element && active.matches(TYPING_SELECTOR) && active.closest("main") !== null,
      });
      setTucked(state.tucked);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", update);
    return () => {
      window.removeEventListener("scroll", update);
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
    };
  }, []);
  return tucked;
}
