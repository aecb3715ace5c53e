import { useLayoutEffect, useRef } from "react";
import { ScrollRestoration, useLocation, useNavigationType } from "react-router";
import { useIslandRendering } from "./island-rendering";

/**
 * The bands below the first screen are laid out only near the viewport (`band-deferred` in
 * app.css): until then their height is an estimate. A scroll position restored by those estimates
 * (reload, back, forward) landed up to several screens off, and on a page taller than its
 * estimate it could not be reached at all. So for the one scroll that restores a position, or
 * that jumps to a place on another page, every band is drawn and the jump is instant; a band drawn
 * once keeps its real height when it is skipped again. A position taken over bands the visitor
 * jumped past (scroll bar, End key) still counts their estimates, so the band at the top of the
 * screen and its offset are kept as well, and have the last word (docs/decisions/0046-scroll-restoration.md).
 *
 * The functions below run in the browser as they are and are also written into the page as text
 * (the script that runs as a page loads), so none names anything outside itself.
 */
const POSITIONS_KEY = "scroll-positions";
const PLACES_KEY = "scroll-places";

/**
 * Draws every band; the function it returns stops that two frames later, once each band's real
 * height has been recorded.
 */
function drawEveryBand(): () => void {
  const root = document.documentElement;
  root.dataset.restoringScroll = "";
  return () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        delete root.dataset.restoringScroll;
      }),
    );
}

/** Keeps, for the page on screen, the band at the top of the screen and how far down its top is. */
function rememberPlaces(placesKey: string) {
  let pause: ReturnType<typeof setTimeout> | undefined;
  const remember = () => {
    // While a place is being restored, the page is not yet where the visitor left it.
    if ("restoringScroll" in document.documentElement.dataset) return;
    const key = history.state?.key;
    const bands = [...document.querySelectorAll(".band-deferred")];
    const band = bands.findIndex((element) => element.getBoundingClientRect().bottom > 0);
    if (typeof key !== "string" || band < 0) return;
    try {
      const places = JSON.parse(sessionStorage.getItem(placesKey) ?? "{}");
      places[key] = [band, bands[band]?.getBoundingClientRect().top];
      sessionStorage.setItem(placesKey, JSON.stringify(places));
    } catch {
      // Storage full or refused: the scroll position alone is restored.
    }
  };
  // Kept when scrolling ends, and again as the visitor clicks (a link) or leaves, in case that
  // comes before the end of a scroll is known.
  if ("onscrollend" in window) addEventListener("scrollend", remember);
  else
    addEventListener(
      "scroll",
      () => {
        clearTimeout(pause);
        pause = setTimeout(remember, 150);
      },
      { passive: true },
    );
  addEventListener("click", remember, true);
  addEventListener("pagehide", remember);
}

type Place = [band: number, top: number];

/** The place kept for a history entry, when one was kept. */
function keptPlace(placesKey: string, key: unknown): Place | undefined {
  try {
    const place = JSON.parse(sessionStorage.getItem(placesKey) ?? "{}")[String(key)];
    return Array.isArray(place) && typeof place[0] === "number" && typeof place[1] === "number"
      ? [place[0], place[1]]
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Scrolls at once so that the band's top is where it was: how far the page had moved from there
 * (0 when in place), or undefined when the page has no such band.
 */
function scrollToPlace([band, top]: Place): number | undefined {
  const element = document.querySelectorAll(".band-deferred")[band];
  if (!element) return undefined;
  const distance = element.getBoundingClientRect().top - top;
  if (Math.abs(distance) >= 1) scrollTo({ top: scrollY + distance, behavior: "instant" });
  return distance;
}

/**
 * Applies `restore` (true when the page had moved from its place) every frame until the page has
 * loaded, its fonts are in and nothing has moved for half a second (at most five seconds), or
 * until the visitor begins to scroll; then calls `done`. The brand font arriving, and the full
 * stylesheet that follows the first sign of use (a scroll counts), each moved the place by up to a
 * screen after it had been restored once.
 */
function holdPlace(restore: () => boolean, done: () => void) {
  let visitorScrolled = false;
  const inputs = ["wheel", "touchstart", "keydown", "pointerdown"];
  const onInput = () => {
    visitorScrolled = true;
  };
  for (const type of inputs) addEventListener(type, onInput, { capture: true, passive: true });
  let frames = 0;
  let calmFrames = 0;
  const hold = () => {
    if (!visitorScrolled) calmFrames = restore() ? 0 : calmFrames + 1;
    frames += 1;
    const settled =
      document.readyState === "complete" && document.fonts.status === "loaded" && calmFrames >= 30;
    if (!visitorScrolled && !settled && frames < 300) requestAnimationFrame(hold);
    else {
      for (const type of inputs) removeEventListener(type, onInput, true);
      done();
    }
  };
  requestAnimationFrame(hold);
}

/**
 * On a page load (a reload, or back to a page the browser no longer holds), React Router's own
 * script restores the position as soon as the page is parsed. This runs just before it and, when
 * there is a position to restore, draws every band and holds the kept place (or that position,
 * when no place was kept) from the end of parsing until the page has settled.
 */
function restoreOnPageLoad(
  positionsKey: string,
  placesKey: string,
  drawBands: typeof drawEveryBand,
  readPlace: typeof keptPlace,
  toPlace: typeof scrollToPlace,
  hold: typeof holdPlace,
) {
  const key = history.state?.key;
  let position: unknown;
  try {
    position = JSON.parse(sessionStorage.getItem(positionsKey) ?? "{}")[key];
  } catch {
    return;
  }
  if (typeof position !== "number") return;
  const place = readPlace(placesKey, key);
  const stopDrawing = drawBands();
  const restore = () => {
    const distance = place && toPlace(place);
    if (distance !== undefined) return Math.abs(distance) >= 1;
    if (Math.abs(scrollY - position) < 1) return false;
    scrollTo({ top: position, behavior: "instant" });
    return true;
  };
  addEventListener("DOMContentLoaded", () => {
    restore();
    hold(restore, stopDrawing);
  });
}

/**
 * What React Router's scroll restoration does once it hydrates a page: the browser's own
 * restoration is off while the page is shown (it would restore by the bands' estimates), and the
 * position is kept for the history entry as the page is left. A page hydrated as islands has no
 * React Router in the browser, so its page text does it (docs/decisions/0092-the-home-page-as-islands.md).
 */
function keepPositions(positionsKey: string) {
  history.scrollRestoration = "manual";
  addEventListener("pagehide", () => {
    try {
      const positions = JSON.parse(sessionStorage.getItem(positionsKey) ?? "{}");
      positions[history.state?.key] = scrollY;
      sessionStorage.setItem(positionsKey, JSON.stringify(positions));
    } catch {
      // Storage full or refused: the page opens at its top again.
    }
    history.scrollRestoration = "auto";
  });
}

// The server's build prints these functions unminified: the indentation goes (every statement
// ends in a semicolon, so nothing relies on a line break).
const pageLoadScript = (withoutReactRouter: boolean) =>
  [
    withoutReactRouter ? `(${keepPositions})(${JSON.stringify(POSITIONS_KEY)});` : "",
    `(${rememberPlaces})(${JSON.stringify(PLACES_KEY)});`,
    `(${restoreOnPageLoad})(${JSON.stringify(POSITIONS_KEY)},${JSON.stringify(PLACES_KEY)},${drawEveryBand},${keptPlace},${scrollToPlace},${holdPlace})`,
  ]
    .join("")
    .replace(/\n\s*/g, " ");

const reactRouterPageScript = pageLoadScript(false);
const islandsPageScript = pageLoadScript(true);

/**
 * On a client-side navigation that scrolls somewhere other than the top (back, forward, a link to
 * a place on another page), draws every band before React Router scrolls (its layout effect runs
 * after this one, a sibling's before it); back and forward then hold the kept place.
 */
function BandsDrawnForScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    if (navigationType !== "POP" && !location.hash) return;
    const stopDrawing = drawEveryBand();
    const place = navigationType === "POP" ? keptPlace(PLACES_KEY, location.key) : undefined;
    if (place) holdPlace(() => Math.abs(scrollToPlace(place) ?? 0) >= 1, stopDrawing);
    else stopDrawing();
  }, [location, navigationType]);
  return null;
}

/**
 * React Router's script restores the position as the page is parsed (and gives the history entry
 * its key) on either kind of page; on a page hydrated as islands, nothing of React Router runs after it.
 */
export function PageScrollRestoration({ nonce }: { nonce: string | undefined }) {
  const islands = useIslandRendering();
  return (
    <>
      <BandsDrawnForScroll />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: islands ? islandsPageScript : reactRouterPageScript }}
      />
      <ScrollRestoration nonce={nonce} storageKey={POSITIONS_KEY} />
    </>
  );
}
