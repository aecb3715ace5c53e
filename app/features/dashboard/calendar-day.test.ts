import { describe, expect, it } from "vitest";
import { FIRST_DAY, LAST_DAY, parseCalendarDay } from "./calendar-day";

describe("calendar days", () => {
  it("takes a real day of the calendar, leap days included", () => {
    expect(parseCalendarDay("2026-11-26")).toBe("2026-11-26");
    expect(parseCalendarDay("2024-02-29")).toBe("2024-02-29");
    expect(parseCalendarDay("2000-02-29")).toBe("2000-02-29");
    expect(parseCalendarDay(FIRST_DAY)).toBe(FIRST_DAY);
    expect(parseCalendarDay(LAST_DAY)).toBe(LAST_DAY);
  });

  it("refuses a day the calendar does not have", () => {
    for (const day of [
      "2026-02-29",
      "2026-02-30",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2100-02-29",
    ]) {
      expect(parseCalendarDay(day), day).toBeNull();
    }
  });

  it("refuses days outside the years a lead or a follow-up can have", () => {
    for (const day of ["0000-01-01", "1999-12-31", "2100-01-01", "9999-12-31"]) {
      expect(parseCalendarDay(day), day).toBeNull();
    }
  });

  it("refuses anything but YYYY-MM-DD", () => {
    for (const value of [
      "",
      " 2026-11-26",
      "2026-11-26 ",
      "2026-1-1",
      "26-11-2026",
      "2026/11/26",
      "2026-11-26T00:00:00Z",
      "+02026-11-26",
      "１２３４-11-26",
      "2026-11-26\u0000",
      null,
      undefined,
      20261126,
    ]) {
      expect(parseCalendarDay(value), String(value)).toBeNull();
    }
  });
});
