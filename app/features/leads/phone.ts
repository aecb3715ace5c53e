/**
 * Phone numbers: the country list and dial codes come from libphonenumber-js (maintained),
 * country names from the browser's Intl; nothing hand-made. The browser loads this module when
 * the country list opens or a form's checks load, not while the page hydrates (phone-field.ts).
 */
import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js/min";
import type { PhoneCountry } from "./phone-field";

export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
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
