import { type Lang, locale } from "./languages";

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

type ZoneNaming = "longGeneric" | "shortOffset";

/** Making a format is most of the cost (about 0.1 ms, for 400 zones twice): each is made once. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's name in `lang`'s words ("středoevropský čas") or offset on the day ("GMT+1"). */
function zoneName(zone: string, lang: Lang, at: Date, timeZoneName: ZoneNaming) {
  const key = `${lang} ${timeZoneName} ${zone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale[lang], { timeZone: zone, timeZoneName });
    zoneFormats.set(key, format);
  }
  return format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
}

export interface TimeZoneChoice {
  value: string;
  /** "(GMT+1) Europe/Prague · středoevropský čas": its offset on the day first, which a phone's
   * narrow select still shows, then what it is called. */
  label: string;
}

/**
 * Every zone a person can choose (the server's list, so the browser renders the same page),
 * named in his language, with his current one among them even when the runtime lists it under
 * another name ("UTC").
 */
export function timeZoneChoices(current: string, lang: Lang, at: Date): TimeZoneChoice[] {
  const listed = Intl.supportedValuesOf("timeZone");
  const zones = listed.includes(current) ? listed : [...listed, current].sort();
  return zones.map((zone) => {
    const offset = zoneName(zone, lang, at, "shortOffset");
    const generic = zoneName(zone, lang, at, "longGeneric");
    // A zone without a name of its own is called by its offset ("GMT+00:00").
    const named = generic && !generic.startsWith("GMT") ? ` · ${generic}` : "";
    return { value: zone, label: `(${offset}) ${zone.replaceAll("_", " ")}${named}` };
  });
}
