import { type MouseEvent, useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import {
  closeMenuOnEscape,
  closeMenuOnLink,
  closeMenuOnPressOutside,
  DETAILS_MENU_ATTRIBUTE,
} from "./menu-events";

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
    const onKeyDown = (event: KeyboardEvent) => ref.current && closeMenuOnEscape(ref.current, event);
    const onPointerDown = (event: PointerEvent) => ref.current && closeMenuOnPressOutside(ref.current, event);
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
      [DETAILS_MENU_ATTRIBUTE]: "",
      onClick: (event: MouseEvent<HTMLDetailsElement>) =>
        closeMenuOnLink(event.currentTarget, event.nativeEvent),
    },
  };
}
