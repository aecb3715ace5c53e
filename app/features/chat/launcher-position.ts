/**
 * What the floating chat launcher must not hide: a focused element. Where it sits (above the
 * cookie banner while that is shown) is CSS alone: `assistant-launcher` in app/app.css.
 */
import { useEffect } from "react";

/** The panel the launcher opens and controls (assistant-panel.tsx). */
export const ASSISTANT_PANEL_ID = "assistant-chat";

/**
 * WCAG 2.4.11: a focused element must not hide under the floating buttons (this launcher, back to
 * top: both marked data-floating). Where the page's scroll padding was not enough (an element
 * focused while it already showed), scroll it clear at once.
 */
export function useFocusClearOfFloatingButtons() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || isFixed(target)) return;
      const focused = target.getBoundingClientRect();
      // A large region (main, a panel) taking focus is never hidden by a small button.
      if (focused.height > window.innerHeight / 3) return;
      let overlap = 0;
      for (const floating of document.querySelectorAll("[data-floating]")) {
        const covered = floating.getBoundingClientRect();
        const hides =
          covered.height > 0 &&
          focused.bottom > covered.top &&
          focused.top < covered.bottom &&
          focused.right > covered.left &&
          focused.left < covered.right;
        if (hides) overlap = Math.max(overlap, focused.bottom - covered.top + 12);
      }
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
}

/** Whether the element sits in a fixed layer (a panel, banner or dialog): scrolling cannot move it. */
function isFixed(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === "fixed") return true;
  }
  return false;
}
