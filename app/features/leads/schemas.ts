/**
 * One schema per lead form (docs/PRODUCT.md, Forms), used by the browser before sending and by the
 * server again on every post. Written with zod/mini: the same rules as zod at a fraction of the
 * browser bundle. Messages are keys of the translated error catalogue (`forms.errors` in the
 * dictionaries), so one rule gives the same message in every language.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import * as z from "zod/mini";
import { serviceSlugs } from "~/domain/services";
import { singleLine } from "~/lib/clean-text";
import {
  budgets,
  contactBusinessTypes,
  previewBusinessTypes,
  previewPriorities,
  previewStyles,
} from "../../domain/lead-forms";
import { MAX_WINDOWS, WINDOW_PATTERN } from "../booking/windows";
import {
  DEFAULT_PHONE_COUNTRY,
  DEMO_GOAL_MIN,
  type FormErrorKey,
  HIRING_ACKNOWLEDGEMENTS,
  MAX_PHONE_DIGITS,
} from "./form-fields";

export {
  DEFAULT_PHONE_COUNTRY,
  DEMO_GOAL_MIN,
  type FieldErrors,
  type FormErrorKey,
  fieldErrors,
  formValues,
  HIRING_ACKNOWLEDGEMENTS,
  MAX_PDF_BYTES,
  MAX_PHONE_DIGITS,
  pdfError,
} from "./form-fields";

/**
 * One real address: local part, @, a domain with a dot and a top-level name (zod's rule). No
 * spaces, commas or angle brackets, so a field can never name a second recipient
 * (docs/decisions/0009-request-safety.md; `\S+@\S+\.\S+` let lists through).
 */
export const EMAIL_PATTERN = z.regexes.email;
export const EMAIL_MAX = 254;

const key = (k: FormErrorKey) => k;

/** A missing field (a tampered or JavaScript-free post) reads as an empty one. */
const text = () => z.string({ error: key("required") });

/**
 * The registry's two kinds of typed text (registry.ts): a `text` field holds one line (its line
 * breaks and tabs become one space, docs/decisions/0022-input-normalisation.md), a `longText`
 * keeps its lines.
 */
const lines = { text: [z.overwrite(singleLine)], longText: [] };
type TextKind = keyof typeof lines;

const requiredText = (max: number, kind: TextKind = "text") =>
  text().check(...lines[kind], z.trim(), z.minLength(1, key("required")), z.maxLength(max, key("tooLong")));

/** Optional text: empty becomes null. */
const optionalText = (max: number, kind: TextKind = "text") =>
  z.pipe(
    z.optional(z.string().check(...lines[kind], z.trim(), z.maxLength(max, key("tooLong")))),
    z.transform((value) => value || null),
  );

export const emailRule = text().check(
  z.trim(),
  z.minLength(1, key("required")),
  z.maxLength(EMAIL_MAX, key("tooLong")),
  z.regex(EMAIL_PATTERN, key("email")),
);

/**
 * A phone number, stored in international form (+420777123456); a number without +prefix is
 * Czech. Optional on most forms; a call request needs one.
 */
const phoneNumber = (required: boolean) =>
  z.pipe(
    z.optional(z.string().check(z.trim())),
    z.transform((value, ctx) => {
      if (!value) {
        if (required) ctx.issues.push({ code: "custom", message: key("required"), input: value });
        return null;
      }
      const digits = value.replace(/\D/g, "");
      if (digits.length > MAX_PHONE_DIGITS || !isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)) {
        ctx.issues.push({ code: "custom", message: key("phone"), input: value });
        return z.NEVER;
      }
      return parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)?.number ?? null;
    }),
  );

export const phoneRule = phoneNumber(false);

/** A web address; "example.com" is taken as https://example.com. */
const optionalUrl = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(500, key("tooLong")))),
  z.transform((value, ctx) => {
    if (!value) return null;
    const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(candidate);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes("."))
        return url.toString();
    } catch {
      // reported below
    }
    ctx.issues.push({ code: "custom", message: key("url"), input: value });
    return z.NEVER;
  }),
);

/** A ticked checkbox posts "on"; an unticked one posts nothing at all. */
const checked = (message: FormErrorKey) =>
  z.unknown().check(z.refine((value) => value === "on" || value === "true", message));

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(text().check(z.trim(), z.minLength(1, key("required"))), z.enum(values, { error: key("required") }));

/** An optional choice: nothing picked is null. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => value || null),
    ),
    z.nullable(z.enum(values, { error: key("required") })),
  );

export const contactSchema = z.object({
  name: requiredText(120),
  email: emailRule,
  phone: phoneRule,
  business_type: optionalChoice(contactBusinessTypes),
  message: requiredText(5000, "longText"),
});

export const demoStep1Schema = z.object({
  email: emailRule,
  service: choice(serviceSlugs),
});

export const demoStep2Schema = z.object({
  goal: text().check(
    z.trim(),
    z.minLength(1, key("required")),
    z.minLength(DEMO_GOAL_MIN, key("goalTooShort")),
    z.maxLength(2000, key("tooLong")),
  ),
  budget: choice(budgets),
  url: optionalUrl,
});

export const demoSchema = z.extend(demoStep1Schema, demoStep2Schema.shape);

export const previewSchema = z.object({
  company_name: requiredText(160),
  business_type: choice(previewBusinessTypes),
  location: optionalText(200),
  website: optionalUrl,
  email: emailRule,
  phone: phoneRule,
  style: z._default(z.array(z.enum(previewStyles)).check(z.maxLength(previewStyles.length)), []),
  priority: optionalChoice(previewPriorities),
  note: optionalText(2000, "longText"),
  gdpr_consent: checked("consent"),
});

/** A call request: one to three distinct windows (the server also checks they are still offered). */
export const bookingSchema = z.object({
  name: requiredText(120),
  email: emailRule,
  phone: phoneNumber(true),
  windows: z
    .array(z.string().check(z.regex(WINDOW_PATTERN, key("windows"))), { error: key("windows") })
    .check(
      z.minLength(1, key("windows")),
      z.maxLength(MAX_WINDOWS, key("windows")),
      z.refine((list) => new Set(list).size === list.length, key("windows")),
    ),
});

/** A question for the team from the assistant panel (the assistant's own limit is far lower). */
export const assistantQuestionSchema = z.object({
  email: emailRule,
  question: requiredText(2000, "longText"),
});

export const hiringSchema = z.object({
  email: emailRule,
  ...Object.fromEntries(
    Array.from({ length: HIRING_ACKNOWLEDGEMENTS }, (_, index) => [
      `req_ack_${index + 1}`,
      checked("acknowledgements"),
    ]),
  ),
});
