/**
 * The savings calculator's model (documented in docs/decisions/0002-roi-formulas.md).
 * We do not claim automation removes all manual work: it takes over AUTOMATED_SHARE of the
 * hours and tasks a visitor enters, which is what our implementations typically reach, and it
 * is not free: our monthly fee comes off the savings.
 */
export const AUTOMATED_SHARE = 0.7;
const MONTHS_PER_YEAR = 12;

/** The currencies the calculator is shown in (Kč, $, PLN; see visitorCurrency). */
export type RoiCurrency = "CZK" | "USD" | "PLN";

export interface RoiInput {
  /** Hours a month the team spends on manual, repetitive work. */
  hoursPerMonth: number;
  /** Cost of one hour of that work, in the visitor's currency. */
  hourlyRate: number;
  /** Tasks a month the visitor wants to automate. */
  tasksPerMonth: number;
  /** What the automation costs a month (our fee), in the visitor's currency. */
  monthlyFee: number;
}

export interface RoiEstimate {
  /** Value of the hours reclaimed less the fee; negative when automation would not pay. */
  monthlySavings: number;
  yearlySavings: number;
  hoursReclaimedPerMonth: number;
  tasksAutomatedPerYear: number;
}

/**
 * The largest value each input counts: far above any small business (1,000 hours is six people
 * doing nothing but manual work), low enough that every result fits its card.
 */
const moneyLimits: Record<RoiCurrency, { hourlyRate: number; monthlyFee: number }> = {
  CZK: { hourlyRate: 5_000, monthlyFee: 200_000 },
  USD: { hourlyRate: 250, monthlyFee: 10_000 },
  PLN: { hourlyRate: 1_000, monthlyFee: 40_000 },
};

export function roiLimits(currency: RoiCurrency): RoiInput {
  return { hoursPerMonth: 1_000, tasksPerMonth: 50_000, ...moneyLimits[currency] };
}

/** Starting values: a typical small team, an hourly rate and a fee usual in each market. */
export const roiDefaults: Record<RoiCurrency, RoiInput> = {
  CZK: { hoursPerMonth: 60, hourlyRate: 450, tasksPerMonth: 300, monthlyFee: 4_500 },
  USD: { hoursPerMonth: 60, hourlyRate: 35, tasksPerMonth: 300, monthlyFee: 350 },
  PLN: { hoursPerMonth: 60, hourlyRate: 90, tasksPerMonth: 300, monthlyFee: 900 },
};

/**
 * Empty, negative or non-numeric input counts as zero (a half-typed field never shows NaN);
 * anything above the limit counts as the limit.
 */
function bounded(value: number, limit: number) {
  return Number.isFinite(value) && value > 0 ? Math.min(value, limit) : 0;
}

export function estimateSavings(input: RoiInput, currency: RoiCurrency): RoiEstimate {
  const limits = roiLimits(currency);
  const hoursReclaimedPerMonth = bounded(input.hoursPerMonth, limits.hoursPerMonth) * AUTOMATED_SHARE;
  const monthlySavings =
    hoursReclaimedPerMonth * bounded(input.hourlyRate, limits.hourlyRate) -
    bounded(input.monthlyFee, limits.monthlyFee);
  const tasks = bounded(input.tasksPerMonth, limits.tasksPerMonth);
  return {
    // `|| 0` turns the -0 of "nothing minus nothing" into 0.
    monthlySavings: monthlySavings || 0,
    yearlySavings: monthlySavings * MONTHS_PER_YEAR || 0,
    hoursReclaimedPerMonth,
    tasksAutomatedPerYear: Math.round(tasks * AUTOMATED_SHARE * MONTHS_PER_YEAR),
  };
}
