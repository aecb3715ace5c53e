/**
 * Pure helpers behind the dashboard's figures: the six calendar months of the overview chart,
 * the analytics period, and the CSV export. No React, no I/O.
 */

import { dateTimeFormat } from "~/lib/intl";
import { type InquiryStatus, inquiryStatuses } from "../../domain/inquiries";
import { parseCalendarDay } from "./calendar-day";

/** Months are counted in the agency's time zone (a lead at 23:30 on 31 May in Prague is May's). */
export const REPORT_TIME_ZONE = "Europe/Prague";
export const CHART_MONTHS = 6;

/** "2026-06" for a date in the report time zone. */
export function monthKey(date: Date, timeZone = REPORT_TIME_ZONE): string {
  const parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(date);
  const year = parts.find((part) => part.type === "year")?.value;
  const month = parts.find((part) => part.type === "month")?.value;
  return `${year}-${month}`;
}

/** The last `count` month keys ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, count = CHART_MONTHS, timeZone = REPORT_TIME_ZONE): string[] {
  const [year, month] = monthKey(now, timeZone).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const offset = count - 1 - index;
    const total = year * 12 + (month - 1) - offset;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`;
  });
}

/**
 * The y-axis values of the leads chart: whole numbers from 0 in equal steps of 1, 2 or 5 times
 * a power of ten, at most five steps, the last at or above the highest count.
 */
export function chartTicks(max: number): number[] {
  const rough = Math.max(1, max) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough) ?? 1,
  );
  const ticks = [0];
  while ((ticks[ticks.length - 1] as number) < max) ticks.push(ticks.length * step);
  return ticks.length > 1 ? ticks : [0, 1];
}

export interface MonthCount {
  month: string;
  count: number;
}

/** Every month of the window, with zero where no row was counted. */
export function fillMonths(months: string[], rows: MonthCount[]): MonthCount[] {
  const counts = new Map(rows.map((row) => [row.month, row.count]));
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}

export type StatusCounts = Record<InquiryStatus, number>;

export function statusCounts(rows: { status: string; count: number }[]): StatusCounts {
  const counts = Object.fromEntries(inquiryStatuses.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as InquiryStatus] += row.count;
  }
  return counts;
}

/** An analytics period: whole days, both ends included. */
export interface Period {
  from: string; // YYYY-MM-DD
  to: string;
}

export const DEFAULT_PERIOD_DAYS = 30;
export const MAX_PERIOD_DAYS = 366 * 5;
const DAY_MS = 86_400_000;

function dayNumber(day: string) {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOfNumber(day: number) {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date (YYYY-MM-DD) in the report time zone. */
export function today(now: Date, timeZone = REPORT_TIME_ZONE): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * How old an inquiry is, as a card says it: days for the first six weeks ("today", "3 days ago"),
 * then months. Counted in calendar days of the report time zone, from the day it came in there
 * (the card's `createdDay`, written by the server) to the loader's `todayIs`, so the server and
 * the browser draw the same words, and the browser makes no time-zone formatter for it while it
 * hydrates a board (docs/decisions/0090-the-board-s-reads-and-its-hydration.md).
 */
export function inquiryAge(createdDay: string, todayIs: string): { value: number; unit: "day" | "month" } {
  const days = Math.max(0, dayNumber(todayIs) - dayNumber(createdDay));
  return days < 42 ? { value: days, unit: "day" } : { value: Math.floor(days / 30.44), unit: "month" };
}

/** The last `days` days up to and including today. */
export function periodOfLastDays(days: number, now: Date): Period {
  const to = today(now);
  return { from: dayOfNumber(dayNumber(to) - (days - 1)), to };
}

/** Why a period asked for cannot be shown: a day missing or not in the calendar, or the two days out of order or too far apart. */
export type PeriodProblem = "day" | "period";

/** The period asked for in `from` and `to` (default: the last 30 days), or what is wrong with it. */
export function parsePeriod(
  from: string | null,
  to: string | null,
  now: Date,
): { period: Period; problem: null } | { period: null; problem: PeriodProblem } {
  if (!from && !to) return { period: periodOfLastDays(DEFAULT_PERIOD_DAYS, now), problem: null };
  const [first, last] = [parseCalendarDay(from), parseCalendarDay(to)];
  if (!first || !last) return { period: null, problem: "day" };
  const length = dayNumber(last) - dayNumber(first);
  if (length < 0 || length > MAX_PERIOD_DAYS) return { period: null, problem: "period" };
  return { period: { from: first, to: last }, problem: null };
}

/** The days that bound the period in the report time zone: [start of `from`, start of the day after `to`). */
export function periodBounds(period: Period): { start: string; end: string } {
  return { start: period.from, end: dayOfNumber(dayNumber(period.to) + 1) };
}

/**
 * Whether a spreadsheet could run the text as a formula: it starts with = or @ (or a tab or CR
 * before one), or with + or - followed by more than a number or phone number can hold.
 */
const formulaLike = (text: string) => /^[=@\t\r]/.test(text) || /^[+-](?![\d ()./-]*$)/.test(text);

/**
 * One CSV cell: quoted when needed, and a formula a visitor typed into a form neutralised with
 * a leading apostrophe so a spreadsheet never runs it; a phone number stays as typed.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (formulaLike(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Czech and Polish Excel read ";" as the separator, English Excel ",". */
export type CsvDelimiter = "," | ";";

export function toCsv(header: string[], rows: unknown[][], delimiter: CsvDelimiter = ","): string {
  // CRLF line ends and a byte-order mark: what spreadsheet programs expect of a UTF-8 CSV.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(delimiter)).join("\r\n")}\r\n`;
}

/** The parts of an ISO moment; made at the first export, not where the module loads (the board's browser code imports this file). */
const isoPartsOptions: Intl.DateTimeFormatOptions = {
  timeZone: REPORT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "longOffset",
};

/** A moment in ISO 8601 in the agency's time zone, with its offset: "2026-07-01T12:30:05+02:00". */
export function isoMoment(date: Date): string {
  const part = Object.fromEntries(
    dateTimeFormat("en-GB", isoPartsOptions)
      .formatToParts(date)
      .map((item) => [item.type, item.value]),
  );
  const offset = part.timeZoneName === "GMT" ? "+00:00" : String(part.timeZoneName).replace("GMT", "");
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}
