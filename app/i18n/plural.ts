/**
 * A count in words: "1 inquiry", "3 inquiries". Each language's plural rules come from
 * Intl.PluralRules; a text has the form for "one" and the form for every other count. Czech and
 * Polish write counts as "Počet poptávek: 3", which reads right at any number, so their two forms
 * may be the same. Pure.
 */
import { type Lang, locale } from "~/domain/languages";

export interface CountText {
  one: string;
  other: string;
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The form of `text` for `count` in `lang` (its placeholders still to fill). */
export function countText(lang: Lang, text: CountText, count: number): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(locale[lang]);
    rules.set(lang, rule);
  }
  return rule.select(count) === "one" ? text.one : text.other;
}
