/**
 * Where the floating chat launcher sits and what it must not hide: above the cookie banner where
 * the two would overlap, and never over a focused element.
 */
import { type RefObject, useEffect, useState } from "react";

/** Distance of the launcher from the bottom edge, in px (Tailwind's 4). */
const EDGE = 16;
/** The cookie banner (app/features/consent): the launcher moves above it where they would overlap. */
const COOKIE_BANNER = 'section[aria-labelledby="consent-title"]';

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

/**
 * Bottom offset of the launcher: above the cookie banner where the two would overlap (narrow
 * screens), otherwise at the edge.
 */
export function useBottomOffset(launcher: RefObject<HTMLElement | null>): number {
  const [bottom, setBottom] = useState(EDGE);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const banner = document.querySelector(COOKIE_BANNER);
        const button = launcher.current?.getBoundingClientRect();
        let next = EDGE;
        if (banner && button) {
          const rect = banner.getBoundingClientRect();
          const overlaps = rect.height > 0 && rect.right > button.left && rect.left < button.right;
          if (overlaps) next = Math.max(EDGE, Math.round(window.innerHeight - rect.top + 12));
        }
        setBottom(next);
      });
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [launcher]);
  return bottom;
}
