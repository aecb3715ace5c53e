/**
 * When the floating buttons (the assistant's launcher, back to top) step aside on a phone or a
 * tablet, where they stand over the page's right edge: while the visitor reads down the page or
 * types into a field (the keyboard leaves little screen, and the field's neighbours sit where the
 * buttons do). They come back when the visitor scrolls up, at the top of the page (as served) and
 * at its end, where the footer's bottom padding keeps the last lines clear of them. Pure: the
 * hook in use-floating-buttons.ts feeds it the scroll and the focus.
 */

export interface FloatingButtonsState {
  tucked: boolean;
  /** The last scroll position seen. */
  y: number;
  /** Where the current run of scrolling in one direction began. */
  runStart: number;
}

export interface PageView {
  y: number;
  viewportHeight: number;
  pageHeight: number;
  /** A field that takes typing has focus. */
  typing: boolean;
}

/** How far one run of scrolling goes before the buttons follow it: no flicker from a finger's wobble. */
export const RUN_PX = 24;

/** Within this of the page's top or end, the page counts as being there (fractional scrolling). */
const EDGE_PX = 8;

export const initialFloatingButtons: FloatingButtonsState = { tucked: false, y: 0, runStart: 0 };

export function nextFloatingButtons(state: FloatingButtonsState, view: PageView): FloatingButtonsState {
  const { y } = view;
  const runDown = state.y >= state.runStart;
  const turned = runDown ? y < state.y : y > state.y;
  const runStart = turned ? state.y : state.runStart;
  const atTop = y <= EDGE_PX;
  const atEnd = y + view.viewportHeight >= view.pageHeight - EDGE_PX;
  let tucked = state.tucked;
  if (view.typing) tucked = true;
  else if (atTop || atEnd) tucked = false;
  else if (y - runStart >= RUN_PX) tucked = true;
  else if (runStart - y >= RUN_PX) tucked = false;
  return { tucked, y, runStart };
}

/** The elements whose focus means typing: not a checkbox, a radio, a button, a file picker. */
export const TYPING_SELECTOR =
  "textarea, select, [contenteditable]:not([contenteditable='false']), input:not([type='checkbox'], [type='radio'], [type='button'], [type='submit'], [type='reset'], [type='file'], [type='range'], [type='color'], [type='image'], [type='hidden'])";

/** Where the store reads the page: its view now, and a way to hear it change. */
export interface PageSource {
  read(): PageView;
  /** Calls `onChange` on every scroll and focus change; returns how to stop. */
  listen(onChange: () => void): () => void;
}

/**
 * One state for every floating button on the page (the launcher and back to top show together):
 * the page is read once per scroll, not once per button, and only while one of them shows.
 * Shaped for React's `useSyncExternalStore`.
 */
export function createTuckStore(page: PageSource) {
  let state = initialFloatingButtons;
  const listeners = new Set<() => void>();
  let stopListening = () => {};
  const update = () => {
    const next = nextFloatingButtons(state, page.read());
    const changed = next.tucked !== state.tucked;
    state = next;
    if (changed) for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        const { y } = page.read();
        state = { ...initialFloatingButtons, y, runStart: y };
        update();
        stopListening = page.listen(update);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopListening();
      };
    },
    tucked: (): boolean => state.tucked,
  };
}
