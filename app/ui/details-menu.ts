import { type MouseEvent, useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** A summary drawn as a button: no disclosure triangle (Safari draws it with its own pseudo-element). */
export const summaryClass = "cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden";

/**
 * A header menu built on `<details>`/`<summary>`: the browser opens and closes it with no script
 * (and exposes the summary's expanded state itself), so it works before the page's JavaScript has
 * loaded. Once it has, Escape closes the menu and puts focus back on the summary, a click outside
 * closes it, and so does following a link in it or any other navigation.
 *
 * The open state lives only in the DOM, never in React state: the hydrated markup is the server's
 * markup, and a menu a visitor opened before hydration stays open.
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search, hash } = useLocation();
  const shownAt = useRef(`${pathname}${search}${hash}`);

  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);

  // A navigation closes the menu; the first render is not one (it would close a menu opened
  // before hydration).
  useEffect(() => {
    const here = `${pathname}${search}${hash}`;
    if (shownAt.current === here) return;
    shownAt.current = here;
    close();
  }, [pathname, search, hash, close]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || event.defaultPrevented || !details?.open) return;
      const focus = document.activeElement;
      details.open = false;
      // Focus inside the closed menu would be lost: it goes back to the summary.
      if (!focus || focus === document.body || details.contains(focus)) {
        details.querySelector("summary")?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return {
    close,
    detailsProps: {
      ref,
      // A link followed to the page already shown (an anchor, the current page) is no navigation.
      onClick: (event: MouseEvent<HTMLDetailsElement>) => {
        const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
        if (!newTab && event.target instanceof Element && event.target.closest("a")) close();
      },
    },
  };
}
