/**
 * Days and moments as the desk writes them: in the page's language and the viewer's time zone,
 * which the server knows (the user's own, else the agency's), so the server's page and the
 * browser's hydration write the same text (docs/decisions/0033-desk-times-plurals-and-mornings.md).
 */
import { type Lang, locale } from "~/domain/languages";
import { dateTimeFormat } from "~/lib/intl";

/** One set per language and zone: every card's badges ask for it (docs/decisions/0060-desk-board-at-speed.md). */
const made = new Map<string, ReturnType<typeof makeDeskDates>>();

export function deskDates(lang: Lang, timeZone: string) {
  const key = `${lang}|${timeZone}`;
  let dates = made.get(key);
  if (!dates) {
    dates = makeDeskDates(lang, timeZone);
    made.set(key, dates);
  }
  return dates;
}

/**
 * Each formatter is made at its first use (then kept by `dateTimeFormat`): a board draws days and
 * perhaps moments, never dates, and in the browser each formatter's making is tens of
 * milliseconds of a slow phone's hydration (docs/decisions/0084-the-board-s-card-without-components-of-its-own.md).
 */
function makeDeskDates(lang: Lang, timeZone: string) {
  const tag = locale[lang];
  return {
    /** A calendar day (YYYY-MM-DD): the same day in every zone. */
    day: (value: string) =>
      dateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${value}T12:00:00Z`)),
    /** The day of an instant (ISO) in the viewer's zone. */
    date: (value: string) => dateTimeFormat(tag, { dateStyle: "medium", timeZone }).format(new Date(value)),
    /** An instant (ISO), day and time, in the viewer's zone. */
    moment: (value: string) =>
      dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(value)),
  };
}
