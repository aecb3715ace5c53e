/**
 * The price list, in one place (docs/PRODUCT.md, Figures and prices; docs/decisions/0035-honest-proof-and-one-price-list.md).
 * Each price is set in every market's own currency: crowns on Czech and English pages, złoty on
 * Polish pages. The złoty prices are prices of their own, set for the Polish market, not
 * conversions. The names and feature lists are copy: app/i18n/messages/{lang}/, in the same order.
 */

import { type Lang, visitorCurrency } from "~/domain/languages";
import type { budgets } from "~/domain/lead-forms";

export type PriceCurrency = (typeof visitorCurrency)[Lang];

type Amount = Readonly<Record<PriceCurrency, number>>;

type Budget = (typeof budgets)[number];

interface PriceEntry {
  id: string;
  price: Amount;
  /** Upper end of a range. */
  to?: Amount;
  /** A starting price ("from 39 900 Kč"). */
  from?: boolean;
  popular?: boolean;
}

/** One price in the currency of one market. */
export interface Price {
  id: string;
  price: number;
  to?: number;
  from?: boolean;
  popular?: boolean;
}

const oneTimeWeb: readonly PriceEntry[] = [
  { id: "mini", price: { CZK: 7900, PLN: 1490 } },
  { id: "standard", price: { CZK: 9900, PLN: 1890 }, popular: true },
  { id: "profi", price: { CZK: 14900, PLN: 2790 } },
  { id: "exclusive", price: { CZK: 39900, PLN: 7490 }, from: true },
];

const monthlyWeb: readonly PriceEntry[] = [
  { id: "basic", price: { CZK: 490, PLN: 99 } },
  { id: "standard", price: { CZK: 990, PLN: 189 }, popular: true },
  { id: "premium", price: { CZK: 1490, PLN: 279 } },
];

const changes: readonly PriceEntry[] = [
  { id: "small", price: { CZK: 250, PLN: 49 } },
  { id: "medium", price: { CZK: 600, PLN: 119 }, to: { CZK: 900, PLN: 179 } },
  { id: "large", price: { CZK: 1500, PLN: 289 }, to: { CZK: 2500, PLN: 489 } },
  { id: "feature", price: { CZK: 2500, PLN: 489 }, from: true },
];

/**
 * Service packages: Start, Growth (most popular), Tailored; a monthly fee "from", the final one
 * set after a consultation. `budget` is the demo form's choice that names the same package.
 */
const packages: readonly (PriceEntry & { budget: Budget })[] = [
  { id: "basic", budget: "small", price: { CZK: 4900, PLN: 990 }, from: true },
  { id: "pro", budget: "medium", price: { CZK: 9900, PLN: 1890 }, from: true, popular: true },
  { id: "enterprise", budget: "large", price: { CZK: 24900, PLN: 4790 }, from: true },
];

function inCurrency<Entry extends PriceEntry>(
  currency: PriceCurrency,
  entries: readonly Entry[],
): (Omit<Entry, "price" | "to"> & Price)[] {
  return entries.map(({ price, to, ...rest }) => ({
    ...rest,
    price: price[currency],
    ...(to === undefined ? {} : { to: to[currency] }),
  }));
}

/** Every price the site shows, in the currency of the language's market. */
export function priceList(lang: Lang) {
  const currency = visitorCurrency[lang];
  return {
    currency,
    oneTimeWeb: inCurrency(currency, oneTimeWeb),
    monthlyWeb: inCurrency(currency, monthlyWeb),
    changes: inCurrency(currency, changes),
    packages: inCurrency(currency, packages),
  };
}

export type PriceList = ReturnType<typeof priceList>;

/**
 * Each price with its copy. The dictionaries list plans and tiers in this module's order; a price
 * without copy is left out rather than shown nameless (pricing.test.ts checks every language has both).
 */
export function withCopy<Entry, Copy>(entries: readonly Entry[], copies: readonly Copy[]) {
  return entries.flatMap((entry, index) => {
    const copy = copies[index];
    return copy === undefined ? [] : [{ entry, copy }];
  });
}

/** The package the demo form's budget choice names. */
export function packageForBudget(lang: Lang, budget: Budget) {
  const found = priceList(lang).packages.find((pkg) => pkg.budget === budget);
  if (!found) throw new Error(`No package for the budget ${budget}`);
  return found;
}
