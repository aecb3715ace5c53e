/**
 * A count in words: "1 inquiry", "3 inquiries"; "1 poptávka", "2 poptávky", "5 poptávek". Each
 * language's plural rules come from Intl.PluralRules; a text has the form for "one", "other", and
 * for each further category its language has (Czech and Polish: "few" and "many"), so every
 * dictionary gives the forms its own language needs and nothing more. Pure.
 */
import { type Lang, locale } from "~/domain/languages";

/** The forms a text may give besides "one" and "other". */
export const furtherForms = ["few", "many"] as const;

export interface CountText {
  one: string;
  /** E.g. Czech and Polish 2–4: "2 poptávky", "2 zapytania". */
  few?: string;
  /** Czech: fractions ("1,5 poptávky"); Polish: 5 and more ("5 zapytań"). */
  many?: string;
  other: string;
}

/** A counted text in a source dictionary: typed so that translations may add their own forms. */
export const counted = (text: { one: string; other: string }): CountText => text;

const rules = new Map<Lang, Intl.PluralRules>();

function rulesOf(lang: Lang): Intl.PluralRules {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(locale[lang]);
    rules.set(lang, rule);
  }
  return rule;
}

/** The form of `text` for `count` in `lang` (its placeholders still to fill). */
export function countText(lang: Lang, text: CountText, count: number): string {
  const category = rulesOf(lang).select(count);
  if (category === "one") return text.one;
  return (category === "few" || category === "many" ? text[category] : undefined) ?? text.other;
}

/** The plural categories `lang` writes counts in ("one", "few", "many", "other" in Czech). */
export function pluralCategories(lang: Lang): readonly Intl.LDMLPluralRule[] {
  return rulesOf(lang).resolvedOptions().pluralCategories;
}

/** Whether a dictionary's value is a counted text: "one" and "other", maybe further forms. */
export function isCountText(value: unknown): value is CountText {
  if (!value || typeof value !== "object") return false;
  const keys = Object.keys(value);
  return (
    keys.includes("one") &&
    keys.includes("other") &&
    keys.every(
      (key) =>
        (key === "one" || key === "other" || (furtherForms as readonly string[]).includes(key)) &&
        typeof (value as Record<string, unknown>)[key] === "string",
    )
  );
}
