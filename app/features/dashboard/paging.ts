/** The desk's lists a page at a time, the page in the address (?page=2). Pure: no React, no I/O. */

export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  /** How many pages the list has, where its count is read anyway or cheaply ("Page 2 of 7"). */
  pages?: number;
}

/** The page asked for: a whole number from 1; anything else is the first page. */
export function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * One page of rows read one past the page's size, which tells whether another page follows; with
 * the list's `total`, how many pages it has.
 */
export function pageOf<T>(rows: T[], page: number, size: number, total?: number): Page<T> {
  const read = { items: rows.slice(0, size), page, hasMore: rows.length > size };
  return total === undefined ? read : { ...read, pages: Math.max(1, Math.ceil(total / size)) };
}

/** Cards a board column shows at first; "show more" adds as many again. */
export const COLUMN_SIZE = 20;
/** The most cards a column shows, however often "show more" was followed. */
export const COLUMN_MAX = 500;

/**
 * How many cards each board column shows, from the address's `more=<status>:<count>` (one per
 * column that was extended): a count outside 1–COLUMN_MAX is clamped, anything else ignored.
 */
export function parseShown<S extends string>(values: string[], statuses: readonly S[]): Record<S, number> {
  const shown = Object.fromEntries(statuses.map((status) => [status, COLUMN_SIZE])) as Record<S, number>;
  for (const value of values) {
    const match = /^([a-z_]{1,20}):(\d{1,6})$/.exec(value);
    const status = statuses.find((known) => known === match?.[1]);
    if (match && status) shown[status] = Math.min(COLUMN_MAX, Math.max(COLUMN_SIZE, Number(match[2])));
  }
  return shown;
}
