import { describe, expect, it } from "vitest";
import { languages } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import {
  bookingDays,
  czechHolidays,
  dayLabel,
  dayParts,
  offeredWindows,
  officeDay,
  parseWindow,
  windowHours,
  windowLabel,
  windowParts,
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

  it("skips Czech public holidays: Christmas and the movable Easter days", () => {
    // Friday 18 December 2026: the 24th to the 26th are holidays, the 28th is a Monday.
    expect(bookingDays(new Date("2026-12-18T10:00:00Z")).slice(0, 6)).toEqual([
      "2026-12-21",
      "2026-12-22",
      "2026-12-23",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
    ]);
    // Easter Sunday 2027 is 28 March: Good Friday the 26th and Easter Monday the 29th are off.
    const easter = bookingDays(new Date("2027-03-22T10:00:00Z"));
    expect(easter.slice(0, 4)).toEqual(["2027-03-23", "2027-03-24", "2027-03-25", "2027-03-30"]);
  });

  it("knows the Czech holidays of a year", () => {
    expect(czechHolidays(2026)).toEqual(
      new Set([
        "2026-01-01",
        "2026-04-03",
        "2026-04-06",
        "2026-05-01",
        "2026-05-08",
        "2026-07-05",
        "2026-07-06",
        "2026-09-28",
        "2026-10-28",
        "2026-11-17",
        "2026-12-24",
        "2026-12-25",
        "2026-12-26",
      ]),
    );
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

describe("window hours", () => {
  it("are the hours every language's labels name", () => {
    for (const lang of languages) {
      for (const part of windowParts) {
        const label = messages(lang).forms.booking.parts[part].replace(/\s/g, "");
        expect(label).toBe(`${windowHours[part].from}:00–${windowHours[part].to}:00`);
      }
    }
  });
});
