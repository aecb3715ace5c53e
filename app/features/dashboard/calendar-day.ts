/**
 * Calendar days (YYYY-MM-DD) as the desk takes them from an address or a form: the filters of
 * the inquiry list and its export, the analytics period and an inquiry's follow-up day all read
 * them here. A day the calendar does not have (30 February) or outside the years the desk deals
 * with never reaches the database, which would refuse it. Pure: no React, no I/O.
 */

/** The earliest and latest day the desk takes: no lead is older, no follow-up further away. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2099-12-31";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day, when the value is a real calendar day between FIRST_DAY and LAST_DAY; else null. */
export function parseCalendarDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const parts = ISO_DAY.exec(value);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // Date.UTC rolls 30 February over into March: a real day comes back unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= FIRST_DAY && value <= LAST_DAY ? value : null;
}
