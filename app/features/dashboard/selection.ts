/**
 * Which inquiries of the list are ticked for a bulk change (docs/decisions/0054-bulk-actions.md):
 * one box at a time, a range with Shift from the last box clicked, or every row of the page. Pure:
 * no React, no I/O.
 */

export interface Selection {
  /** The ticked inquiries' ids. */
  ids: ReadonlySet<string>;
  /** The box clicked last: where a Shift-click's range starts. */
  anchor: string | null;
}

export const noSelection: Selection = { ids: new Set(), anchor: null };

/**
 * One box ticked or cleared. With `extend` (Shift held), every row from the anchor to this one
 * takes the box's new state, as in a mail client; without an anchor on the page, only this box.
 */
export function tick(
  selection: Selection,
  rows: readonly string[],
  id: string,
  checked: boolean,
  extend: boolean,
): Selection {
  const ids = new Set(selection.ids);
  const from = selection.anchor === null ? -1 : rows.indexOf(selection.anchor);
  const to = rows.indexOf(id);
  const range =
    extend && from >= 0 && to >= 0 ? rows.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const row of range) {
    if (checked) ids.add(row);
    else ids.delete(row);
  }
  return { ids, anchor: id };
}

/** The page's header box: every row of the page ticked, or none of them. */
export function tickPage(selection: Selection, rows: readonly string[], checked: boolean): Selection {
  const ids = new Set(selection.ids);
  for (const row of rows) {
    if (checked) ids.add(row);
    else ids.delete(row);
  }
  return { ids, anchor: selection.anchor };
}

/** What the header box shows: none, some (indeterminate) or all of the page's rows ticked. */
export function pageState(selection: Selection, rows: readonly string[]): "none" | "some" | "all" {
  const ticked = rows.filter((row) => selection.ids.has(row)).length;
  if (ticked === 0) return "none";
  return ticked === rows.length ? "all" : "some";
}
