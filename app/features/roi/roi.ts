/**
 * The savings calculator's model (documented in docs/decisions/0002-roi-formulas.md).
 * We do not claim automation removes all manual work: it takes over AUTOMATED_SHARE of the
 * hours and tasks a visitor enters, which is what our implementations typically reach, and it
 * is not free: our monthly fee comes off the savings.
 */
import { type PriceCurrency, priceList } from "~/content/pricing";
import { type Lang, visitorCurrency } from "~/domain/languages";
import type { Messages } from "~/i18n/messages/types";
import { formatMoney } from "~/lib/format";

export const AUTOMATED_SHARE = 0.7;
const MONTHS_PER_YEAR = 12;

/** The calculator counts in the currency of the page's market (Kč or zł; app/content/pricing.ts). */
export type RoiCurrency = PriceCurrency;

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
  PLN: { hourlyRate: 1_000, monthlyFee: 40_000 },
};

export function roiLimits(currency: RoiCurrency): RoiInput {
  return { hoursPerMonth: 1_000, tasksPerMonth: 50_000, ...moneyLimits[currency] };
}

/** A typical small team and an hourly rate usual in each market. */
const typicalTeam: Record<RoiCurrency, Omit<RoiInput, "monthlyFee">> = {
  CZK: { hoursPerMonth: 60, hourlyRate: 450, tasksPerMonth: 300 },
  PLN: { hoursPerMonth: 60, hourlyRate: 90, tasksPerMonth: 300 },
};

/** The package whose starting price is the calculator's fee: the most popular one. */
function feePackage(lang: Lang) {
  const { packages } = priceList(lang);
  const popular = packages.find((pkg) => pkg.popular) ?? packages[0];
  if (!popular) throw new Error("The price list has no package");
  return popular;
}

/** The fee's hint, naming the package and its price: "{package}" and "{price}" in the copy. */
export function roiFeeHint(lang: Lang, hint: string, packages: Messages["packages"]) {
  const fee = feePackage(lang);
  const name = packages.plans[priceList(lang).packages.findIndex((pkg) => pkg.id === fee.id)]?.name ?? "";
  return hint
    .replaceAll("{package}", name)
    .replaceAll("{price}", formatMoney(lang, fee.price, visitorCurrency[lang]));
}

/** Starting values: a typical team, and our fee from the price list, in the page's currency. */
export function roiDefaults(lang: Lang): RoiInput {
  return { ...typicalTeam[visitorCurrency[lang]], monthlyFee: feePackage(lang).price };
}

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
