/**
 * The time windows a visitor can ask a call in when the site has no booking calendar: two
 * windows on each of the next ten working days (Monday to Friday except Czech public holidays,
 * Prague time), of which the
 * visitor picks up to three. Pure: the caller passes the current time.
 */

export const BOOKING_DAYS = 10;
export const MAX_WINDOWS = 3;
export const windowParts = ["morning", "afternoon"] as const;
export type WindowPart = (typeof windowParts)[number];

/** The office's time zone: its working days are the ones offered, whoever asks from where. */
const OFFICE_TIME_ZONE = "Europe/Prague";

/**
 * The hours of each window in the office's time zone; the labels of the copy (forms.booking.parts)
 * say the same, and a test holds them together.
 */
export const windowHours: Record<WindowPart, { from: number; to: number }> = {
  morning: { from: 9, to: 12 },
  afternoon: { from: 13, to: 17 },
};

/** A stored window: the day and the part of it, "2026-11-24:morning". */
export const WINDOW_PATTERN = /^\d{4}-\d{2}-\d{2}:(morning|afternoon)$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Prague at that moment, as YYYY-MM-DD. */
export function officeDay(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: OFFICE_TIME_ZONE }).format(now);
}

/** A YYYY-MM-DD day as midnight UTC: day arithmetic without time zones or daylight saving. */
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The fixed public holidays of the Czech Republic (Act 245/2000 Coll.), as MM-DD. */
const FIXED_HOLIDAYS = [
  "01-01",
  "05-01",
  "05-08",
  "07-05",
  "07-06",
  "09-28",
  "10-28",
  "11-17",
  "12-24",
  "12-25",
  "12-26",
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus), as midnight UTC. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Every Czech public holiday of a year as YYYY-MM-DD: the fixed ones, Good Friday and Easter Monday. */
export function czechHolidays(year: number): Set<string> {
  const easter = easterSunday(year).getTime();
  return new Set([
    ...FIXED_HOLIDAYS.map((day) => `${year}-${day}`),
    isoDay(new Date(easter - 2 * DAY_MS)),
    isoDay(new Date(easter + DAY_MS)),
  ]);
}

/**
 * The next ten working days after today in Prague (today's windows are too close to plan a call):
 * weekends and Czech public holidays are skipped, the office is closed then.
 */
export function bookingDays(now: Date): string[] {
  const days: string[] = [];
  let date = asUtc(officeDay(now));
  while (days.length < BOOKING_DAYS) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    const day = isoDay(date);
    if (weekday !== 0 && weekday !== 6 && !czechHolidays(date.getUTCFullYear()).has(day)) days.push(day);
  }
  return days;
}

export function windowValue(day: string, part: WindowPart) {
  return `${day}:${part}`;
}

/** Every window offered at that moment. */
export function offeredWindows(now: Date): string[] {
  return bookingDays(now).flatMap((day) => windowParts.map((part) => windowValue(day, part)));
}

/** The chosen windows no longer (or never) offered at that moment. */
export function windowsOutOfRange(chosen: readonly string[], now: Date): string[] {
  const offered = new Set(offeredWindows(now));
  return chosen.filter((value) => !offered.has(value));
}

export function parseWindow(value: string): { day: string; part: WindowPart } | null {
  if (!WINDOW_PATTERN.test(value)) return null;
  const [day = "", part] = value.split(":");
  return Number.isNaN(asUtc(day).getTime()) ? null : { day, part: part as WindowPart };
}

/** "Tue 24 Nov" in the reader's language. */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(asUtc(day));
}

/** "Tuesday, December 1" in the reader's language: a day written out, as an e-mail names it. */
export function longDayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(asUtc(day));
}

/** An offered day with its labels in the reader's language. */
export interface OfferedDay {
  day: string;
  weekday: string;
  date: string;
}

/**
 * The two formats of `dayParts` per locale, built once: a formatter takes about 0.1 ms to build
 * and the booking page lists ten days for every visitor (docs/decisions/0045-demo-and-booking-pages-filled-in-per-visitor.md).
 */
const dayPartFormats = new Map<string, { weekday: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** The weekday and the date apart ("Tue", "Nov 24"), for a list that sets them on two lines on a phone. */
export function dayParts(day: string, locale: string): { weekday: string; date: string } {
  let formats = dayPartFormats.get(locale);
  if (!formats) {
    formats = {
      weekday: new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }),
      date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }),
    };
    dayPartFormats.set(locale, formats);
  }
  const date = asUtc(day);
  return { weekday: formats.weekday.format(date), date: formats.date.format(date) };
}

/** The days a call can be asked for at that moment, with their labels in the reader's language. */
export function offeredDays(now: Date, locale: string): OfferedDay[] {
  return bookingDays(now).map((day) => ({ day, ...dayParts(day, locale) }));
}

/** "Tue 24 Nov, 9:00–12:00" with the parts' labels of the reader's language; a malformed value as it is. */
export function windowLabel(value: string, locale: string, parts: Record<WindowPart, string>): string {
  const parsed = parseWindow(value);
  return parsed ? `${dayLabel(parsed.day, locale)}, ${parts[parsed.part]}` : value;
}

/** The offset of Prague's clock from UTC at that moment, in minutes (60 in winter, 120 in summer). */
function officeOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - at.getTime()) / 60_000);
}

/** The moment a Prague wall-clock hour of a day is, e.g. 9:00 on 2026-03-30 is 07:00 UTC. */
export function officeTime(day: string, hour: number): Date {
  const asIfUtc = new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
  // The offset at the guess is the offset at the answer but within an hour of a clock change,
  // which falls at night, outside every window.
  return new Date(asIfUtc.getTime() - officeOffsetMinutes(asIfUtc) * 60_000);
}

/** When a window starts and ends, as moments; null for a malformed value. */
export function windowTimes(value: string): { start: Date; end: Date } | null {
  const parsed = parseWindow(value);
  if (!parsed) return null;
  const hours = windowHours[parsed.part];
  return { start: officeTime(parsed.day, hours.from), end: officeTime(parsed.day, hours.to) };
}
