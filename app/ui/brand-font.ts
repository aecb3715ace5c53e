import { useMatches } from "react-router";

/**
 * A route whose first paint does without the brand font (docs/decisions/0070): its page is drawn
 * in the fallback face, sized to the brand font's metrics, until its scripts have run and the
 * browser is idle, and the font's files are fetched after them, not beside them. On a slow phone
 * line the desk's board waited for 49 KB of font that the browser fetched alongside the scripts
 * that switch it on; swapped in at hydration itself, the page's new layout held the switch up.
 */
export interface BrandFontHandle {
  brandFont: "after-hydration";
}

/** Whether a route of the page asks for the brand font after hydration (root.tsx marks `<html>`). */
export function useBrandFontAfterHydration() {
  return useMatches().some(
    (match) => (match.handle as Partial<BrandFontHandle> | undefined)?.brandFont === "after-hydration",
  );
}

/** After hydration, once the browser is idle, a marked page asks for the brand font (app.css). */
export function brandFontWhenIdle() {
  const root = document.documentElement;
  if (root.dataset.brandFont !== "after-hydration") return;
  const due = () => {
    root.dataset.brandFontDue = "";
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(due, { timeout: 3000 });
  else setTimeout(due, 200);
}
