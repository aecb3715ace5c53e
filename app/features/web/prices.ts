/** How a price of the web offer reads, in the currency of the page's market. */
import type { Price } from "~/content/pricing";
import type { Lang } from "~/domain/languages";
import { visitorCurrency } from "~/domain/languages";
import { formatMoney, formatMoneyRange } from "~/lib/format";

export interface PriceText {
  amount: string;
  from: boolean;
}

export function priceText(lang: Lang, { price, to, from = false }: Price): PriceText {
  const currency = visitorCurrency[lang];
  return {
    amount:
      to === undefined ? formatMoney(lang, price, currency) : formatMoneyRange(lang, price, to, currency),
    from,
  };
}

/**
 * Each entry with its price as the page writes it, for a loader to send: the browser then formats
 * nothing when it hydrates the page, and its first Intl number format costs a slow phone about
 * 50 ms (docs/decisions/0075-the-web-page-s-first-touch.md).
 */
export function withPriceText<Entry extends Price>(lang: Lang, entries: readonly Entry[]): Priced<Entry>[] {
  return entries.map((entry) => ({ ...entry, text: priceText(lang, entry) }));
}

/** A price with its text (withPriceText). */
export type Priced<Entry extends Price = Price> = Entry & { text: PriceText };
