/**
 * The company's contact facts: registration number, e-mail, the main office's phone and address
 * and the Polish office's. Each deployment may set them in its environment (COMPANY_*,
 * PL_OFFICE_*: app/platform/config.server.ts checks them at start-up); these are the embedded
 * defaults. Prerendered pages carry placeholders that the server fills in with the configured
 * values (`companyPlaceholders`, docs/decisions/0062-the-first-touch-budget.md).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { Lang } from "./languages";

export interface Phone {
  /** For `tel:` links and structured data. */
  e164: string;
  /** For people: international format with spaces. */
  display: string;
}

export interface Address {
  street: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface Office {
  phone: Phone;
  address: Address;
}

export interface CompanyFacts {
  /** IČO: the Czech company registration number. */
  registrationNumber: string;
  email: string;
  main: Office;
  /**
   * The Polish office: the number and address Polish pages and e-mails show, so a Polish buyer
   * calls a Polish number.
   */
  polishOffice: Office;
}

/** A phone number in international form (+ and the country code), or null when it is not a valid one. */
export function parsePhone(value: string): Phone | null {
  if (!value.trim().startsWith("+")) return null;
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, display: parsed.formatInternational() };
}

export const defaultCompanyFacts: CompanyFacts = {
  registrationNumber: "21734581",
  email: "hello@flowlane.cz",
  main: {
    phone: { e164: "+420777123456", display: "+420 777 123 456" },
    address: { street: "Karlínské náměstí 59/10", city: "Praha 8", postalCode: "186 00", country: "CZ" },
  },
  polishOffice: {
    phone: { e164: "+48223554120", display: "+48 22 355 41 20" },
    address: { street: "Grzybowska 4/12", city: "Warszawa", postalCode: "00-131", country: "PL" },
  },
};

/** The office a page in this language shows: the Polish one on Polish pages. */
export function localOffice(company: CompanyFacts, lang: Lang): Office {
  return lang === "pl" ? company.polishOffice : company.main;
}

/** An address on one line, as the footer, the contact page and the e-mails write it. */
export function addressLine({ street, postalCode, city }: Address): string {
  return `${street}, ${postalCode} ${city}`;
}

/**
 * Characters a configured fact may not hold: a placeholder's value stands in markup, in inline
 * JSON and in React Router's data stream alike (the same rule as fresh-fields.server.ts).
 */
export const UNSAFE_FACT = /["\\<>&{}]/;

/**
 * What a prerendered page is built with: one placeholder per fact, made of characters HTML, JSON
 * and React Router's data stream leave as they are. The server puts the configured facts in their
 * place when it loads the built pages (`fillCompanyFacts`).
 */
export const companyPlaceholders: CompanyFacts = mapFacts(
  defaultCompanyFacts,
  (path) => `{{company:${path}}}`,
);

const PLACEHOLDER = /\{\{company:([a-zA-Z0-9.]+)\}\}/g;

/** The text with every company placeholder replaced by the configured fact. */
export function fillCompanyFacts(text: string, company: CompanyFacts): string {
  const facts = new Map<string, string>();
  mapFacts(company, (path, value) => {
    facts.set(path, value);
    return value;
  });
  return text.replace(PLACEHOLDER, (placeholder, path: string) => facts.get(path) ?? placeholder);
}

/** The facts with each string replaced by `to(its dotted path, its value)`. */
function mapFacts(company: CompanyFacts, to: (path: string, value: string) => string): CompanyFacts {
  const walk = (value: unknown, path: string): unknown =>
    typeof value === "string"
      ? to(path, value)
      : Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
            key,
            walk(inner, path ? `${path}.${key}` : key),
          ]),
        );
  return walk(company, "") as CompanyFacts;
}
