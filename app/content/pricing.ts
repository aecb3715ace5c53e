/**
 * Prices of the web offer (docs/PRODUCT.md, Figures and prices), in Czech crowns, one-time or per month.
 * The names and feature lists are copy: app/i18n/messages/{lang}/pages.ts, in the same order.
 */
import type { Lang } from "~/domain/languages";

export const PRICE_CURRENCY = "CZK";

/**
 * Polish pages show each price in crowns with an approximate złoty figure beside it: one fixed
 * rate, checked by hand when the crown moves (docs/decisions/0010-copy-glossary.md), rounded to
 * whole tens of złoty so that "about" never looks like a quote.
 */
export const approximatePrices: Partial<Record<Lang, { currency: string; perCzk: number; roundTo: number }>> =
  {
    pl: { currency: "PLN", perCzk: 0.17, roundTo: 10 },
  };

/** The approximate figure of a crown amount in the language's own currency, if it shows one. */
export function approximateAmount(lang: Lang, czk: number): { amount: number; currency: string } | null {
  const rate = approximatePrices[lang];
  if (!rate) return null;
  return { amount: Math.round((czk * rate.perCzk) / rate.roundTo) * rate.roundTo, currency: rate.currency };
}

/** `from`: a starting price. */
export const oneTimeWebPlans = [
  { id: "mini", price: 7900 },
  { id: "standard", price: 9900, popular: true },
  { id: "profi", price: 14900 },
  { id: "exclusive", price: 39900, from: true },
] as const;

export const monthlyWebPlans = [
  { id: "basic", price: 490 },
  { id: "standard", price: 990, popular: true },
  { id: "premium", price: 1490 },
] as const;

/** `to` absent: a single price; `from`: a starting price. */
export const changeTiers = [
  { id: "small", price: 250 },
  { id: "medium", price: 600, to: 900 },
  { id: "large", price: 1500, to: 2500 },
  { id: "feature", price: 2500, from: true },
] as const;

/** Service packages: Basic, Pro (most popular), Enterprise; priced after a consultation. */
export const servicePackages = [{ id: "basic" }, { id: "pro", popular: true }, { id: "enterprise" }] as const;
