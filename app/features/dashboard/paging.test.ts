import { describe, expect, it } from "vitest";
import { pageOf, parsePage } from "./paging";

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
});
