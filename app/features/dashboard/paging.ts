/** The desk's lists a page at a time, the page in the address (?page=2). Pure: no React, no I/O. */

export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

/** The page asked for: a whole number from 1; anything else is the first page. */
export function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** One page of rows read one past the page's size, which tells whether another page follows. */
export function pageOf<T>(rows: T[], page: number, size: number): Page<T> {
  return { items: rows.slice(0, size), page, hasMore: rows.length > size };
}
