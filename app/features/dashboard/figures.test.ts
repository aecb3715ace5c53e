import { describe, expect, it } from "vitest";
import {
  chartTicks,
  csvCell,
  fillMonths,
  inquiryAge,
  isoMoment,
  lastMonths,
  monthKey,
  parsePeriod,
  periodBounds,
  periodOfLastDays,
  statusCounts,
  toCsv,
  today,
} from "./figures";

describe("dashboard figures", () => {
  it("counts months in Prague time, six of them ending with the current one", () => {
    expect(monthKey(new Date("2026-05-31T22:30:00Z"))).toBe("2026-06");
    expect(lastMonths(new Date("2026-03-15T12:00:00Z"))).toEqual([
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(fillMonths(["2026-01", "2026-02", "2026-03"], [{ month: "2026-02", count: 4 }])).toEqual([
      { month: "2026-01", count: 0 },
      { month: "2026-02", count: 4 },
      { month: "2026-03", count: 0 },
    ]);
  });

  it("gives every status a count, zero when none", () => {
    expect(statusCounts([{ status: "completed", count: 2 }])).toEqual({
      pending: 0,
      in_progress: 0,
      completed: 2,
      cancelled: 0,
    });
  });

  it("reads an analytics period, default the last 30 days, refusing nonsense", () => {
    const now = new Date("2026-06-10T08:00:00Z");
    const period = (from: string, to: string) => ({ period: { from, to }, problem: null });
    expect(parsePeriod(null, null, now)).toEqual(period("2026-05-12", "2026-06-10"));
    expect(periodOfLastDays(7, now)).toEqual({ from: "2026-06-04", to: "2026-06-10" });
    expect(parsePeriod("2026-01-01", "2026-01-31", now)).toEqual(period("2026-01-01", "2026-01-31"));
    expect(parsePeriod("2026-02-01", "2026-01-31", now)).toEqual({ period: null, problem: "period" });
    expect(parsePeriod("2020-01-01", "2026-01-31", now)).toEqual({ period: null, problem: "period" });
    for (const [from, to] of [
      ["2026-01-01", null],
      ["yesterday", "2026-01-31"],
      ["2026-02-30", "2026-03-31"],
      ["0000-01-01", "0000-01-31"],
    ]) {
      expect(parsePeriod(from ?? null, to ?? null, now), `${from}…${to}`).toEqual({
        period: null,
        problem: "day",
      });
    }
    expect(periodBounds({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      start: "2026-01-01",
      end: "2026-02-01",
    });
  });

  it("writes CSV that spreadsheets open safely", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("-2")).toBe("-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2+3*cmd|' /C calc'!A0")).toBe("'-2+3*cmd|' /C calc'!A0");
    expect(csvCell("+cmd")).toBe("'+cmd");
    // A phone number is no formula: it stays as typed.
    expect(csvCell("+420 777 123 456")).toBe("+420 777 123 456");
    expect(csvCell("+48 (22) 123-45-67")).toBe("+48 (22) 123-45-67");
    expect(csvCell(null)).toBe("");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(toCsv(["a", "b"], [[1, "x\ny"]])).toBe('\uFEFFa,b\r\n1,"x\ny"\r\n');
  });

  it("writes a moment in ISO 8601 with the agency's offset, summer and winter", () => {
    expect(isoMoment(new Date("2026-07-01T10:30:05Z"))).toBe("2026-07-01T12:30:05+02:00");
    expect(isoMoment(new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01T00:15:00+01:00");
    expect(isoMoment(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T03:00:00+02:00");
  });

  it("gives the leads chart whole-number ticks from 0 past the highest count", () => {
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(1)).toEqual([0, 1]);
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(chartTicks(18)).toEqual([0, 5, 10, 15, 20]);
    expect(chartTicks(230)).toEqual([0, 100, 200, 300]);
  });
});

describe("inquiryAge", () => {
  // From the instant it came in, as the card's `createdDay` is written (`today` in Prague).
  const ageOf = (createdAt: string, todayIs: string) => inquiryAge(today(new Date(createdAt)), todayIs);
  it("counts calendar days in Prague, then months", () => {
    expect(ageOf("2026-11-26T08:00:00Z", "2026-11-26")).toEqual({ value: 0, unit: "day" });
    // 23:30 UTC on the 25th is already the 26th in Prague.
    expect(ageOf("2026-11-25T23:30:00Z", "2026-11-26")).toEqual({ value: 0, unit: "day" });
    expect(ageOf("2026-11-25T22:30:00Z", "2026-11-26")).toEqual({ value: 1, unit: "day" });
    expect(ageOf("2026-10-16T12:00:00Z", "2026-11-26")).toEqual({ value: 41, unit: "day" });
    expect(ageOf("2026-10-15T12:00:00Z", "2026-11-26")).toEqual({ value: 1, unit: "month" });
    expect(ageOf("2025-11-26T12:00:00Z", "2026-11-26")).toEqual({ value: 11, unit: "month" });
  });
  it("never says a lead is from the future", () => {
    expect(ageOf("2026-11-27T12:00:00Z", "2026-11-26")).toEqual({ value: 0, unit: "day" });
  });
});
