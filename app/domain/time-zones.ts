/** IANA time zones: the agency's (AGENCY_TIME_ZONE) and each desk user's own. */

/** Whether the runtime knows the zone (e.g. "Europe/Prague"; not "Prague", not ""). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every zone a person can choose (the server's list, so the browser renders the same page),
 * with his current one among them even when the runtime lists it under another name ("UTC").
 */
export function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [...zones, current].sort();
}
