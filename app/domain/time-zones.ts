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

function choiceOf(zone: string, lang: Lang, at: Date): TimeZoneChoice {
  const offset = zoneName(zone, lang, at, "shortOffset");
  const generic = zoneName(zone, lang, at, "longGeneric");
  // A zone without a name of its own is called by its offset ("GMT+00:00").
  const named = generic && !generic.startsWith("GMT") ? ` · ${generic}` : "";
  return { value: zone, label: `(${offset}) ${zone.replaceAll("_", " ")}${named}` };
}

const SECOND_MS = 1000;
const DAY_MS = 86_400_000;
/** How far ahead the next change of an offset is looked for: the labels are made again then at the latest. */
const LOOK_AHEAD_MS = 7 * DAY_MS;

/** A zone's offset at a moment, as words to compare ("GMT+1"): the same change in every language. */
const offsetAt = (zone: string, at: number) => zoneName(zone, "en", new Date(at), "shortOffset");

/**
 * The first whole second after `from` at which a zone's offset is no longer what it was at
 * `from` (summer time begins or ends, a zone's rules change), within a week; a week on when none
 * is. Each zone is looked at once a day, up to the earliest change found so far, and a change is
 * then found to the second by halving: a zone whose offset changes and changes back within one
 * day is not seen (no zone does).
 */
function nextOffsetChange(zones: readonly string[], from: number): number {
  let earliest = from + LOOK_AHEAD_MS;
  for (const zone of zones) {
    const offset = offsetAt(zone, from);
    for (let day = from + DAY_MS; day - DAY_MS < earliest && day <= from + LOOK_AHEAD_MS; day += DAY_MS) {
      if (offsetAt(zone, day) === offset) continue;
      // The offset is `offset` at `same` and another one at `changed`: halve to the second.
      let same = Math.floor((day - DAY_MS) / SECOND_MS);
      let changed = Math.ceil(day / SECOND_MS);
      while (changed - same > 1) {
        const middle = Math.floor((same + changed) / 2);
        if (offsetAt(zone, middle * SECOND_MS) === offset) same = middle;
        else changed = middle;
      }
      earliest = Math.min(earliest, changed * SECOND_MS);
      break;
    }
  }
  return earliest;
}

/**
 * The labels depend on the language and on every zone's offset, which changes only at a few
 * moments a year: they are made once per language for the span from a moment to the next change
 * of an offset (about 100 ms the first time in a process, the formats made; then some 10 ms, the
 * span's end found), and a desk settings page takes them as they are (docs/decisions/0073).
 */
let span: { from: number; until: number } = { from: 0, until: 0 };
const listedChoices = new Map<Lang, readonly TimeZoneChoice[]>();

/**
 * Every zone a person can choose (the server's list, so the browser renders the same page),
 * named in his language, with his current one among them even when the runtime lists it under
 * another name ("UTC"). The same list for a language until an offset changes: do not change it.
 */
export function timeZoneChoices(current: string, lang: Lang, at: Date): readonly TimeZoneChoice[] {
  const moment = at.getTime();
  if (moment < span.from || moment >= span.until) {
    span = { from: moment, until: nextOffsetChange(Intl.supportedValuesOf("timeZone"), moment) };
    listedChoices.clear();
  }
  let choices = listedChoices.get(lang);
  if (!choices) {
    choices = Intl.supportedValuesOf("timeZone").map((zone) => choiceOf(zone, lang, at));
    listedChoices.set(lang, choices);
  }
  if (choices.some((choice) => choice.value === current)) return choices;
  return [...choices, choiceOf(current, lang, at)].sort((a, b) => (a.value < b.value ? -1 : 1));
}
