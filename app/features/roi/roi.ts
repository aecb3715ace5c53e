/**
 * The savings calculator's model (documented in docs/decisions/0002-roi-formulas.md).
 * We do not claim automation removes all manual work: it takes over AUTOMATED_SHARE of the
 * hours a visitor enters, which is what our implementations typically reach.
 */
export const AUTOMATED_SHARE = 0.7;
const MONTHS_PER_YEAR = 12;

export interface RoiInput {
  /** Hours a month the team spends on manual, repetitive work. */
  hoursPerMonth: number;
  /** Cost of one hour of that work, in the visitor's currency. */
  hourlyRate: number;
  /** Tasks a month the visitor wants to automate. */
  tasksPerMonth: number;
}

export interface RoiEstimate {
  monthlySavings: number;
  yearlySavings: number;
  hoursReclaimedPerMonth: number;
  tasksAutomatedPerYear: number;
}

/** Empty, negative or non-numeric input counts as zero: a half-typed field never shows NaN. */
function clean(value: number) {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function estimateSavings(input: RoiInput): RoiEstimate {
  const hoursReclaimedPerMonth = clean(input.hoursPerMonth) * AUTOMATED_SHARE;
  const monthlySavings = hoursReclaimedPerMonth * clean(input.hourlyRate);
  return {
    monthlySavings,
    yearlySavings: monthlySavings * MONTHS_PER_YEAR,
    hoursReclaimedPerMonth,
    tasksAutomatedPerYear: Math.round(clean(input.tasksPerMonth)) * MONTHS_PER_YEAR,
  };
}
