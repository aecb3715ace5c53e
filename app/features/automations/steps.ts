/**
 * What each step of an automation does, as pure functions of the lead and an injected clock:
 * the settings' check (the editor checks each step as it is typed, the server on save), a
 * condition's verdict, when a delay ends, and an e-mail's text with the lead's fields filled in.
 */
import { z } from "zod";
import {
  type ConditionOperator,
  conditionOperators,
  type DelaySettings,
  type LeadField,
  leadFields,
  operatorsWithoutValue,
  type StepSettings,
} from "../../domain/automations";
import { inquiryStatuses } from "../../domain/inquiries";
import { type Lang, languages } from "../../domain/languages";
import { czechHolidays } from "../booking/windows";

/** `{{name}}`: a lead's field in an e-mail's subject or text. */
const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_DELAY_MINUTES = 60 * 24 * 90;
const MAX_WORKING_DAYS = 60;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => [...value.matchAll(PLACEHOLDER)].every(([, name]) => isLeadField(name)), {
      message: "unknown_field",
    });
const message = z.object({ subject: text(200), text: text(10_000) });
const localisedText = z.object(
  Object.fromEntries(languages.map((lang) => [lang, message])) as Record<Lang, typeof message>,
);

const delay = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("duration"), minutes: z.number().int().min(1).max(MAX_DELAY_MINUTES) }),
  z.object({
    kind: z.literal("working_days"),
    days: z.number().int().min(0).max(MAX_WORKING_DAYS),
    at: z.string().regex(TIME_OF_DAY),
  }),
]);

const action = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("email_lead"), message: localisedText }),
  z.object({ kind: z.literal("email_staff"), to: z.email(), message: localisedText }),
  z.object({ kind: z.literal("webhook"), url: z.url({ protocol: /^https?$/ }).max(2000) }),
  z.object({ kind: z.literal("set_status"), status: z.enum(inquiryStatuses) }),
  z.object({ kind: z.literal("assign"), to: z.email() }),
  z.object({ kind: z.literal("follow_up"), workingDays: z.number().int().min(0).max(MAX_WORKING_DAYS) }),
]);

/** One step's settings; `z.infer` of it is `StepSettings` (checked below). */
export const stepSettingsSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("input"), fields: z.array(z.enum(leadFields)).min(1).max(leadFields.length) }),
  z
    .object({
      type: z.literal("condition"),
      field: z.enum(leadFields),
      operator: z.enum(conditionOperators),
      value: z.string().trim().max(500),
      ifMet: z.enum(["continue", "stop"]),
    })
    .refine((step) => operatorsWithoutValue.includes(step.operator) || step.value.length > 0, {
      path: ["value"],
      message: "required",
    }),
  z.object({ type: z.literal("delay"), delay }),
  z.object({ type: z.literal("action"), action }),
]);
// The schema and the domain's type describe the same settings.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameSettings: Same<z.infer<typeof stepSettingsSchema>, StepSettings> = true;
void sameSettings;

export function isLeadField(name: string | undefined): name is LeadField {
  return (leadFields as readonly string[]).includes(name ?? "");
}

/** A lead as a run sees it: each field as text, empty when the lead has none. */
export type LeadValues = Record<LeadField, string>;

/** `{{field}}` replaced by the lead's value (an unknown name is refused when the step is saved). */
export function fillIn(template: string, lead: LeadValues): string {
  return template.replace(PLACEHOLDER, (_, name: string) => (isLeadField(name) ? lead[name] : ""));
}

const normal = (value: string) => value.trim().toLowerCase();

/** Whether the lead meets the condition; comparisons ignore case and surrounding spaces. */
export function conditionMet(
  { field, operator, value }: { field: LeadField; operator: ConditionOperator; value: string },
  lead: LeadValues,
): boolean {
  const actual = normal(lead[field]);
  const expected = normal(value);
  switch (operator) {
    case "equals":
      return actual === expected;
    case "not_equals":
      return actual !== expected;
    case "contains":
      return actual.includes(expected);
    case "is_empty":
      return actual === "";
    case "is_not_empty":
      return actual !== "";
    case "one_of":
      return expected
        .split(",")
        .map((choice) => choice.trim())
        .includes(actual);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** The wall-clock parts of a moment in a time zone. */
function wallClock(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(part(type));
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    /** The wall-clock time read as if it were UTC: its difference to the moment is the offset. */
    asUtc: Date.UTC(
      number("year"),
      number("month") - 1,
      number("day"),
      number("hour"),
      number("minute"),
      number("second"),
    ),
  };
}

/**
 * The moment a wall-clock time of a day has in the time zone. Daylight saving: a time skipped in
 * spring (02:30 on the last Sunday of March in Prague) falls an hour later; a time that happens
 * twice in autumn is taken the first time.
 */
export function zonedMoment(day: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${day}T${time}:00Z`);
  const offsetAt = (moment: number) => wallClock(new Date(moment), timeZone).asUtc - moment;
  // A clock change happens at most once within a day: the offsets half a day before and after.
  const candidates = [wanted - offsetAt(wanted - DAY_MS / 2), wanted - offsetAt(wanted + DAY_MS / 2)].sort(
    (a, b) => a - b,
  );
  const exact = candidates.find((moment) => wallClock(new Date(moment), timeZone).asUtc === wanted);
  // None shows that time (skipped in spring): the offset before the change puts it an hour on.
  return new Date(exact ?? wanted - offsetAt(wanted - DAY_MS / 2));
}

/** A working day in the agency's country: Monday to Friday, not a Czech public holiday. */
export function isWorkingDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !czechHolidays(date.getUTCFullYear()).has(day);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The `count`-th working day after `day`, not counting `day` (0: `day` itself if it is one, else the next one). */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  if (count === 0) {
    while (!isWorkingDay(current)) current = nextDay(current);
    return current;
  }
  for (let left = count; left > 0; left--) {
    do current = nextDay(current);
    while (!isWorkingDay(current));
  }
  return current;
}

/** The agency's calendar day at a moment, YYYY-MM-DD. */
export function agencyDay(now: Date, timeZone: string): string {
  return wallClock(now, timeZone).day;
}

/** When a delay that starts now ends. */
export function delayEnd(delay: DelaySettings, now: Date, timeZone: string): Date {
  if (delay.kind === "duration") return new Date(now.getTime() + delay.minutes * MINUTE_MS);
  const today = agencyDay(now, timeZone);
  if (delay.days > 0) return zonedMoment(addWorkingDays(today, delay.days), delay.at, timeZone);
  // Today, if it is a working day whose hour is still ahead; else the next working day.
  const todays = zonedMoment(today, delay.at, timeZone);
  if (isWorkingDay(today) && todays > now) return todays;
  return zonedMoment(addWorkingDays(nextDay(today), 0), delay.at, timeZone);
}
