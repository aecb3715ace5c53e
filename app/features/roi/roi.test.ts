import { describe, expect, it } from "vitest";
import { AUTOMATED_SHARE, estimateSavings } from "./roi";

describe("estimateSavings", () => {
  it("reclaims the automated share of the hours and values them at the hourly rate", () => {
    const estimate = estimateSavings({ hoursPerMonth: 40, hourlyRate: 500, tasksPerMonth: 200 });
    expect(AUTOMATED_SHARE).toBe(0.7);
    expect(estimate.hoursReclaimedPerMonth).toBeCloseTo(28);
    expect(estimate.monthlySavings).toBeCloseTo(14_000);
    expect(estimate.yearlySavings).toBeCloseTo(168_000);
    expect(estimate.tasksAutomatedPerYear).toBe(2_400);
  });

  it("treats empty, negative and non-numeric input as zero", () => {
    expect(
      estimateSavings({ hoursPerMonth: Number.NaN, hourlyRate: -5, tasksPerMonth: Number.POSITIVE_INFINITY }),
    ).toEqual({
      monthlySavings: 0,
      yearlySavings: 0,
      hoursReclaimedPerMonth: 0,
      tasksAutomatedPerYear: 0,
    });
  });

  it("counts whole tasks", () => {
    expect(
      estimateSavings({ hoursPerMonth: 0, hourlyRate: 0, tasksPerMonth: 10.6 }).tasksAutomatedPerYear,
    ).toBe(132);
  });
});
