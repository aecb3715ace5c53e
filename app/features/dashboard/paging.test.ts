import { describe, expect, it } from "vitest";
import { COLUMN_MAX, COLUMN_SIZE, pageOf, parsePage, parseShown } from "./paging";

describe("pages of a list", () => {
  it("reads the page asked for, and the first page for anything else", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("999999")).toBe(999_999);
    for (const value of [null, "", "0", "-1", "1.5", "abc", "01", " 2", "1000000", "1e3"]) {
      expect(parsePage(value), String(value)).toBe(1);
    }
  });

  it("cuts the row past the page off and tells that another page follows", () => {
    expect(pageOf([1, 2, 3], 2, 2)).toEqual({ items: [1, 2], page: 2, hasMore: true });
    expect(pageOf([1, 2], 2, 2)).toEqual({ items: [1, 2], page: 2, hasMore: false });
    expect(pageOf([], 9, 2)).toEqual({ items: [], page: 9, hasMore: false });
  });

  it("counts the pages when the list's total is known", () => {
    expect(pageOf([1, 2, 3], 2, 2, 13).pages).toBe(7);
    expect(pageOf([1, 2], 1, 2, 2).pages).toBe(1);
    expect(pageOf([], 1, 2, 0).pages).toBe(1);
    expect(pageOf([1], 1, 2).pages).toBeUndefined();
  });
});

describe("parseShown", () => {
  const statuses = ["pending", "done"] as const;
  it("starts every column at a column's size", () => {
    expect(parseShown([], statuses)).toEqual({ pending: COLUMN_SIZE, done: COLUMN_SIZE });
  });
  it("reads one count per column and clamps it", () => {
    expect(parseShown(["pending:50", "done:999999"], statuses)).toEqual({ pending: 50, done: COLUMN_MAX });
    expect(parseShown(["pending:0"], statuses).pending).toBe(COLUMN_SIZE);
  });
  it("ignores unknown columns and nonsense", () => {
    expect(parseShown(["other:50", "pending:-1", "pending:abc", "x"], statuses)).toEqual({
      pending: COLUMN_SIZE,
      done: COLUMN_SIZE,
    });
  });
});
