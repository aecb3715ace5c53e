/** How a price of the web offer reads: crowns, and on Polish pages an approximate złoty figure. */
import { approximateAmount, PRICE_CURRENCY } from "~/content/pricing";
import type { Lang } from "~/domain/languages";
import { formatMoney, formatMoneyRange } from "~/lib/format";

export interface Price {
  price: number;
  /** Upper end of a range. */
  to?: number;
  /** A starting price ("from 39 900 Kč"). */
  from?: boolean;
}

export interface PriceText {
  amount: string;
  /** The same price in the page's own currency, rounded; absent where prices are in crowns only. */
  approximate?: string;
  from: boolean;
}

function amountIn(lang: Lang, from: number, to: number | undefined, currency: string) {
  return to === undefined ? formatMoney(lang, from, currency) : formatMoneyRange(lang, from, to, currency);
}

export function priceText(lang: Lang, { price, to, from = false }: Price): PriceText {
  const low = approximateAmount(lang, price);
  const high = to === undefined ? undefined : approximateAmount(lang, to);
  return {
    amount: amountIn(lang, price, to, PRICE_CURRENCY),
    approximate: low ? amountIn(lang, low.amount, high?.amount, low.currency) : undefined,
    from,
  };
}
