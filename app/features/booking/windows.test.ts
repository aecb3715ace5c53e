import { describe, expect, it } from "vitest";
import {
  bookingDays,
  dayLabel,
  dayParts,
  offeredWindows,
  officeDay,
  parseWindow,
  windowLabel,
  windowsOutOfRange,
} from "./windows";

const parts = { morning: "9:00–12:00", afternoon: "13:00–17:00" };

describe("booking windows", () => {
  it("offers the ten working days after today, skipping weekends", () => {
    // Monday 23 November 2026, noon in Prague.
    const days = bookingDays(new Date("2026-11-23T11:00:00Z"));
    expect(days).toEqual([
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
    ]);
  });

  it("starts on Monday when asked at the weekend", () => {
    expect(bookingDays(new Date("2026-11-28T09:00:00Z"))[0]).toBe("2026-11-30");
    expect(bookingDays(new Date("2026-11-29T09:00:00Z"))[0]).toBe("2026-11-30");
  });

  it("counts days in Prague: 23:30 UTC on Friday is already Saturday there", () => {
    const now = new Date("2026-11-27T23:30:00Z");
    expect(officeDay(now)).toBe("2026-11-28");
    expect(bookingDays(now)[0]).toBe("2026-11-30");
    // In summer Prague is two hours ahead.
    expect(officeDay(new Date("2026-07-02T22:30:00Z"))).toBe("2026-07-03");
  });

  it("offers a morning and an afternoon on each day", () => {
    const windows = offeredWindows(new Date("2026-11-23T11:00:00Z"));
    expect(windows).toHaveLength(20);
    expect(windows.slice(0, 2)).toEqual(["2026-11-24:morning", "2026-11-24:afternoon"]);
  });

  it("finds chosen windows outside the range: past, today, weekend, too far, malformed", () => {
    const now = new Date("2026-11-23T11:00:00Z");
    expect(windowsOutOfRange(["2026-11-24:morning", "2026-12-07:afternoon"], now)).toEqual([]);
    expect(
      windowsOutOfRange(
        ["2026-11-23:afternoon", "2026-11-28:morning", "2026-12-08:morning", "2026-11-24:evening"],
        now,
      ),
    ).toHaveLength(4);
  });

  it("parses only well-formed windows", () => {
    expect(parseWindow("2026-11-24:afternoon")).toEqual({ day: "2026-11-24", part: "afternoon" });
    expect(parseWindow("2026-11-24")).toBeNull();
    expect(parseWindow("2026-13-45:morning")).toBeNull();
  });

  it("labels windows in the reader's language", () => {
    expect(dayLabel("2026-11-24", "en-US")).toBe("Tue, Nov 24");
    expect(windowLabel("2026-11-24:morning", "cs-CZ", parts)).toBe("út 24. 11., 9:00–12:00");
    expect(windowLabel("2026-11-24:afternoon", "pl-PL", parts)).toMatch(/^wt\., 24 lis, 13:00–17:00$/);
    expect(windowLabel("whenever", "en-US", parts)).toBe("whenever");
    expect(dayParts("2026-11-24", "en-US")).toEqual({ weekday: "Tue", date: "Nov 24" });
    expect(dayParts("2026-11-24", "cs-CZ")).toEqual({ weekday: "út", date: "24. 11." });
  });
});
