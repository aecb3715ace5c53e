/**
 * What the phone field needs while the page hydrates, without libphonenumber-js or Intl: the
 * country it starts with, the search over the list and the typing limit. The list itself
 * (`phoneCountries` in phone.ts) is loaded when the visitor opens it
 * (docs/decisions/0062-the-first-touch-budget.md).
 */
import type { Lang } from "~/domain/languages";
import { DEFAULT_PHONE_COUNTRY, MAX_PHONE_DIGITS } from "./form-fields";

export interface PhoneCountry {
  code: string;
  name: string;
  dialCode: string;
}

/**
 * The dial codes of the countries a field can start with; phone.test.ts checks them against
 * libphonenumber-js, so they cannot drift from the list.
 */
export const STARTING_DIAL_CODES = { CZ: "+420", PL: "+48" } as const;
type StartingCountry = keyof typeof STARTING_DIAL_CODES;

/**
 * The country a phone field starts with: Czech, except on Polish pages,
 * where a number typed without its prefix is nearly always Polish (docs/decisions/0012).
 * The field posts the country as `phone_country`, so the server reads the same choice.
 */
export function defaultPhoneCountry(lang: Lang): StartingCountry {
  return lang === "pl" ? "PL" : DEFAULT_PHONE_COUNTRY;
}

/**
 * The starting country's name in each language, as the list (Intl's region names) gives it;
 * phone.test.ts checks them. Written out, not asked of Intl: the browser's first Intl formatter
 * costs a slow phone about 50 ms, at the first touch of every page with a form
 * (docs/decisions/0075-the-web-page-s-first-touch.md).
 */
const STARTING_COUNTRY_NAMES: Record<Lang, string> = { cs: "Česko", en: "Czechia", pl: "Polska" };

/** The starting country as the list names it, in the page's language. */
export function startingPhoneCountry(lang: Lang): PhoneCountry {
  const code = defaultPhoneCountry(lang);
  return { code, name: STARTING_COUNTRY_NAMES[lang], dialCode: STARTING_DIAL_CODES[code] };
}

/** Case- and accent-insensitive match on the country name, its code or its dial code. */
export function filterCountries(countries: PhoneCountry[], query: string): PhoneCountry[] {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const needle = fold(query.trim());
  if (!needle) return countries;
  const digits = needle.replace(/^\+/, "");
  return countries.filter(
    (country) =>
      fold(country.name).includes(needle) ||
      country.code.toLowerCase() === needle ||
      (/^\d+$/.test(digits) && country.dialCode.slice(1).startsWith(digits)),
  );
}

/** What may be typed: digits, spaces and dashes, at most 15 digits (E.164). */
export function limitPhoneInput(value: string): string {
  let digits = 0;
  let result = "";
  for (const char of value) {
    if (digits === MAX_PHONE_DIGITS) break;
    if (/\d/.test(char)) {
      digits++;
      result += char;
    } else if (/[\s\-+()]/.test(char)) {
      result += char;
    }
  }
  return result;
}
