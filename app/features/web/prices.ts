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
