import { describe, expect, it } from "vitest";
import { priceList } from "~/content/pricing";
import { messages } from "~/i18n/messages.server";
import { AUTOMATED_SHARE, estimateSavings, roiDefaults, roiFeeHint, roiLimits } from "./roi";

const typical = { hoursPerMonth: 40, hourlyRate: 500, tasksPerMonth: 200, monthlyFee: 4_000 };

describe("estimateSavings", () => {
  it("values the automated share of the hours at the hourly rate, less the monthly fee", () => {
    const estimate = estimateSavings(typical, "CZK");
    expect(AUTOMATED_SHARE).toBe(0.7);
    expect(estimate.hoursReclaimedPerMonth).toBeCloseTo(28);
    expect(estimate.monthlySavings).toBeCloseTo(28 * 500 - 4_000);
    expect(estimate.yearlySavings).toBeCloseTo((28 * 500 - 4_000) * 12);
  });

  it("counts the automated share of the tasks, over a year, in whole tasks", () => {
    expect(estimateSavings(typical, "CZK").tasksAutomatedPerYear).toBe(1_680);
    expect(estimateSavings({ ...typical, tasksPerMonth: 10.6 }, "CZK").tasksAutomatedPerYear).toBe(89);
  });

  it("shows a loss when the fee is larger than the value of the hours", () => {
    const estimate = estimateSavings({ ...typical, hoursPerMonth: 5, monthlyFee: 4_000 }, "CZK");
    expect(estimate.monthlySavings).toBeCloseTo(3.5 * 500 - 4_000);
    expect(estimate.monthlySavings).toBeLessThan(0);
  });

  it("treats empty, negative and non-numeric input as zero", () => {
    expect(
      estimateSavings(
        {
          hoursPerMonth: Number.NaN,
          hourlyRate: -5,
          tasksPerMonth: Number.POSITIVE_INFINITY,
          monthlyFee: Number.NaN,
        },
        "CZK",
      ),
    ).toEqual({
      monthlySavings: 0,
      yearlySavings: 0,
      hoursReclaimedPerMonth: 0,
      tasksAutomatedPerYear: 0,
    });
  });

  it("counts no input beyond its limit, so 99,999,999 hours give a bounded figure", () => {
    const limits = roiLimits("CZK");
    const huge = estimateSavings(
      { hoursPerMonth: 99_999_999, hourlyRate: 99_999_999, tasksPerMonth: 99_999_999, monthlyFee: 0 },
      "CZK",
    );
    expect(huge).toEqual(
      estimateSavings(
        {
          hoursPerMonth: limits.hoursPerMonth,
          hourlyRate: limits.hourlyRate,
          tasksPerMonth: limits.tasksPerMonth,
          monthlyFee: 0,
        },
        "CZK",
      ),
    );
    // The largest yearly figure stays within ten digits: it fits the result card.
    expect(String(Math.round(huge.yearlySavings)).length).toBeLessThanOrEqual(10);
    expect(estimateSavings({ ...typical, monthlyFee: 99_999_999 }, "CZK").monthlySavings).toBeCloseTo(
      28 * 500 - limits.monthlyFee,
    );
  });

  it("sets money limits in each currency of the calculator", () => {
    for (const currency of ["CZK", "PLN"] as const) {
      const limits = roiLimits(currency);
      expect(limits.hourlyRate).toBeGreaterThan(0);
      expect(limits.monthlyFee).toBeGreaterThan(limits.hourlyRate);
    }
    expect(roiLimits("PLN").hourlyRate).toBeLessThan(roiLimits("CZK").hourlyRate);
  });
});

describe("roiDefaults", () => {
  it("starts the fee at the most popular package's price, in the page's currency", () => {
    for (const lang of ["cs", "en", "pl"] as const) {
      const popular = priceList(lang).packages.find((pkg) => pkg.popular);
      expect(roiDefaults(lang).monthlyFee).toBe(popular?.price);
    }
    expect(roiDefaults("en")).toEqual(roiDefaults("cs"));
    expect(roiDefaults("pl").monthlyFee).not.toBe(roiDefaults("cs").monthlyFee);
  });

  it("names that package and its price in the hint", () => {
    for (const lang of ["cs", "en", "pl"] as const) {
      const t = messages(lang);
      const hint = roiFeeHint(lang, t.roi.feeHint, t.packages).replace(/[\u00a0\u202f]/g, " ");
      expect(hint).not.toMatch(/[{}]/);
      expect(hint).toContain(t.packages.plans[1]?.name);
    }
    const pl = messages("pl");
    expect(roiFeeHint("pl", pl.roi.feeHint, pl.packages).replace(/\u00a0/g, " ")).toContain("1890 zł");
  });
});
