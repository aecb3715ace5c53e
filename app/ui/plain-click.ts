/** The parts of a mouse event (the DOM's or React's) that tell what a click on a link is meant for. */
export interface ClickIntent {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/**
 * A primary click without a modifier key, not yet handled: the one a page may follow itself. A
 * click for a new tab or window, a download, or another button stays the browser's.
 */
export const isPlainClick = (event: ClickIntent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
