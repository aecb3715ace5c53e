/** Numbers, money and ranges in the conventions of each language, through Intl only. */
import { type Lang, locale } from "~/domain/languages";

export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 0) {
  return new Intl.NumberFormat(locale[lang], { maximumFractionDigits }).format(value);
}

export function formatPercent(lang: Lang, fraction: number) {
  return new Intl.NumberFormat(locale[lang], { style: "percent", maximumFractionDigits: 1 }).format(fraction);
}

export function formatMoney(lang: Lang, amount: number, currency: string) {
  return new Intl.NumberFormat(locale[lang], {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatMoneyRange(lang: Lang, from: number, to: number, currency: string) {
  return new Intl.NumberFormat(locale[lang], {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).formatRange(from, to);
}

export function formatDays(lang: Lang, from: number, to?: number) {
  const format = new Intl.NumberFormat(locale[lang], { style: "unit", unit: "day", unitDisplay: "long" });
  return to === undefined ? format.format(from) : format.formatRange(from, to);
}

/**
 * "a, b and c" (conjunction) or "a, b or c" (disjunction) in the language's own way. Polish joins
 * the last item with "oraz" rather than "i", which reads right also when the items contain "i".
 */
export function formatList(
  lang: Lang,
  items: readonly string[],
  type: "conjunction" | "disjunction" = "conjunction",
) {
  if (lang === "pl" && type === "conjunction" && items.length > 1) {
    return `${items.slice(0, -1).join(", ")} oraz ${items.at(-1)}`;
  }
  return new Intl.ListFormat(locale[lang], { type }).format(items);
}
