/**
 * Phone numbers: the country list and dial codes come from libphonenumber-js (maintained),
 * country names from the browser's Intl; nothing hand-made.
 */
import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import type { Lang } from "~/domain/languages";
import { DEFAULT_PHONE_COUNTRY, MAX_PHONE_DIGITS } from "./schemas";

/**
 * The country a phone field starts with: Czech, except on Polish pages,
 * where a number typed without its prefix is nearly always Polish (docs/decisions/0012).
 * The field posts the country as `phone_country`, so the server reads the same choice.
 */
export function defaultPhoneCountry(lang: Lang): CountryCode {
  return lang === "pl" ? "PL" : DEFAULT_PHONE_COUNTRY;
}

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  dialCode: string;
}

export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
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

/**
 * A number typed without its +prefix belongs to the chosen country (phone_country, see
 * defaultPhoneCountry): "777 123 456" with CZ becomes "+420 777 123 456". Used before validation, in the
 * browser and on the server alike.
 */
export function withDialCode(values: Record<string, string | string[]>): Record<string, string | string[]> {
  const phone = typeof values.phone === "string" ? values.phone.trim() : "";
  const country = typeof values.phone_country === "string" ? values.phone_country : "";
  const { phone_country: _country, ...rest } = values;
  if (!phone || phone.startsWith("+") || !(getCountries() as string[]).includes(country)) return rest;
  return { ...rest, phone: `+${getCountryCallingCode(country as CountryCode)} ${phone.replace(/^0+/, "")}` };
}
