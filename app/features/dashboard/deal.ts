/**
 * A deal as staff type it on the inquiry page (docs/decisions/0052-deals.md): a value in whole
 * units ("12 500", "12,500", "12 500 Kč" all read as 12500), its currency, the day it is expected
 * to close, and why it was won or lost. Pure: the server checks every field here, the page reads
 * the limits.
 */
import { CLOSE_REASON_MAX, DEAL_VALUE_MAX, type DealCurrency, dealCurrencies } from "../../domain/inquiries";
import { singleLine } from "../../lib/clean-text";
import { parseCalendarDay } from "./calendar-day";

export interface Deal {
  value: number | null;
  currency: DealCurrency | null;
  expectedCloseOn: string | null;
  closeReason: string | null;
}

/** Grouping marks people type inside a number: spaces (also no-break and thin), dots, commas, apostrophes. */
const GROUPING = /[\s\u00a0\u202f.,'’]/g;
/** A currency written after the number, as people paste it from an offer. */
const CURRENCY_SUFFIX = /\s*(kč|czk|zł|pln|€|eur)\s*$/i;

/** The whole amount typed, or null for an empty field; undefined when it is no amount at all. */
export function parseDealValue(typed: string): number | null | undefined {
  const bare = typed.trim().replace(CURRENCY_SUFFIX, "");
  if (bare === "") return null;
  // A decimal part is refused rather than guessed: "12,50" could be twelve and a half or 1 250.
  if (/[.,]\d{1,2}$/.test(bare)) return undefined;
  const digits = bare.replace(GROUPING, "");
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value <= DEAL_VALUE_MAX ? value : undefined;
}

const isCurrency = (value: string): value is DealCurrency =>
  (dealCurrencies as readonly string[]).includes(value);

/**
 * The deal from the form's fields, or null when one of them is not what the form offers. A value
 * needs a currency; a cleared value clears the currency too.
 */
export function parseDeal(fields: {
  value: string;
  currency: string;
  expectedCloseOn: string;
  closeReason: string;
}): Deal | null {
  const value = parseDealValue(fields.value);
  if (value === undefined) return null;
  const currency = fields.currency.trim();
  if (value !== null && !isCurrency(currency)) return null;
  const day = fields.expectedCloseOn.trim();
  const expectedCloseOn = day ? parseCalendarDay(day) : null;
  if (day && !expectedCloseOn) return null;
  const reason = singleLine(fields.closeReason).trim();
  if (reason.length > CLOSE_REASON_MAX) return null;
  return {
    value,
    currency: value !== null && isCurrency(currency) ? currency : null,
    expectedCloseOn,
    closeReason: reason || null,
  };
}
