/** The one language registry: routing, prerendering, sitemap and hreflang all read it. */
export const languages = ["cs", "en", "pl"] as const;
export type Lang = (typeof languages)[number];

export const defaultLang: Lang = "cs";

/** The code a language has in URLs (English is `eng` there, `en` inside the code). */
export const urlCode: Record<Lang, string> = { cs: "cs", en: "eng", pl: "pl" };

/** BCP 47 tags for `<html lang>`, `hreflang` and `Intl`. */
export const htmlLang: Record<Lang, string> = { cs: "cs", en: "en", pl: "pl" };
export const locale: Record<Lang, string> = { cs: "cs-CZ", en: "en-US", pl: "pl-PL" };
export const ogLocale: Record<Lang, string> = { cs: "cs_CZ", en: "en_US", pl: "pl_PL" };

/**
 * Currency of every price and sum of money on a page: the market's, crowns in Czech and English, złoty in Polish
 * (docs/PRODUCT.md, Languages and addresses).
 */
export const visitorCurrency = { cs: "CZK", en: "CZK", pl: "PLN" } as const satisfies Record<Lang, string>;

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function langFromUrlCode(code: string | undefined): Lang | null {
  if (!code) return null;
  for (const lang of languages) if (urlCode[lang] === code) return lang;
  return null;
}

/** Name of the cookie and local-storage key that hold the stored language. */
export const LANG_STORAGE_KEY = "lang";
