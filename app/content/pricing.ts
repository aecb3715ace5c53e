/**
 * Prices of the web offer (spec section 9), in Czech crowns, one-time or per month.
 * The names and feature lists are copy: app/i18n/messages/{lang}/pages.ts, in the same order.
 */
export const PRICE_CURRENCY = "CZK";

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
