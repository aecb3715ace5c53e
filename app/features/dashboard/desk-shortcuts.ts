/**
 * The desk's keyboard shortcuts: one registry (what the help dialog lists) and the pure reading
 * of a key press into an action. Each action is also a link or button on the page; the keys
 * only save the reach. Letters, not arrows: arrows scroll the page and move the board's cards.
 */
import { type InquiryStatus, inquiryStatuses } from "../../domain/inquiries";

/** Where a shortcut works: the inquiries' board and list, or one inquiry's page. */
export type ShortcutPage = "list" | "inquiry";

interface Shortcut<Id extends string = string> {
  id: Id;
  keys: readonly string[];
  pages: readonly ShortcutPage[];
}

const statusShortcuts = inquiryStatuses.map(
  (status, index): Shortcut<InquiryStatus> => ({
    id: status,
    keys: ["s", String(index + 1)],
    pages: ["inquiry"],
  }),
);

/**
 * Every shortcut as the help dialog shows it, keys in the order they are pressed: "s" then a
 * digit sets the status of the board's column that many from the left.
 */
export const deskShortcuts = [
  { id: "next", keys: ["j"], pages: ["list", "inquiry"] },
  { id: "previous", keys: ["k"], pages: ["list", "inquiry"] },
  { id: "assignToMe", keys: ["a"], pages: ["inquiry"] },
  ...statusShortcuts,
  { id: "help", keys: ["?"], pages: ["list", "inquiry"] },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof deskShortcuts)[number]["id"];

/** The part of a key press the reading needs (a KeyboardEvent has it). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The part of the focused element that tells whether the person is typing. */
export interface FocusedElement {
  tagName: string;
  isContentEditable: boolean;
  type?: string;
}

const buttonLikeInputs = new Set(["button", "submit", "reset", "checkbox", "radio", "file", "image"]);

/** Keys go to a field being typed in (input, textarea, select, editable text), never to shortcuts. */
export function isTyping(element: FocusedElement | null): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  return tag === "input" && !buttonLikeInputs.has((element.type ?? "text").toLowerCase());
}

/** The keys pressed so far of a shortcut not yet complete ("s" waits for its digit). */
export type ShortcutState = readonly string[];

/**
 * A key press read on a page against the registry: the shortcut it completes, if any, and the
 * keys to keep for the next press. A key with Ctrl, Cmd or Alt is the browser's; a key that
 * continues no shortcut drops what was pressed before.
 */
export function readShortcut(
  state: ShortcutState,
  press: KeyPress,
  page: ShortcutPage,
): { shortcut: ShortcutId | null; state: ShortcutState } {
  if (press.ctrlKey || press.metaKey || press.altKey) return { shortcut: null, state: [] };
  const pressed = [...state, press.key];
  const starts = deskShortcuts.filter(
    (item) =>
      (item.pages as readonly ShortcutPage[]).includes(page) &&
      pressed.every((key, index) => item.keys[index] === key),
  );
  const done = starts.find((item) => item.keys.length === pressed.length);
  if (done) return { shortcut: done.id, state: [] };
  if (starts.length > 0) return { shortcut: null, state: pressed };
  // "s" then "j": the first key is dropped, the second may start a shortcut of its own.
  return state.length > 0 ? readShortcut([], press, page) : { shortcut: null, state: [] };
}

/** The status a shortcut sets, or null for the others. */
export function shortcutStatus(id: ShortcutId): InquiryStatus | null {
  return (inquiryStatuses as readonly string[]).includes(id) ? (id as InquiryStatus) : null;
}

/**
 * The item "j" (step 1) or "k" (step -1) moves to among `count`, from `current` (-1: none yet,
 * so the first or the last); it stops at either end.
 */
export function steppedIndex(current: number, step: 1 | -1, count: number): number {
  if (current === -1) return step === 1 ? 0 : count - 1;
  return Math.min(Math.max(current + step, 0), count - 1);
}
