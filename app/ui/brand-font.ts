import { useMatches } from "react-router";

/**
 * A route whose first paint does without the brand font (docs/decisions/0070): its page is drawn
 * in the fallback face, sized to the brand font's metrics, until its scripts have run, and the
 * font's files are fetched after them, not beside them. On a slow phone line the desk's board
 * waited for 49 KB of font that the browser fetched alongside the scripts that switch it on.
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
