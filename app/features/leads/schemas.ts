/**
 * One zod schema per lead form (spec section 5), used by the browser before sending and by the
 * server again on every post. Messages are keys of the translated error catalogue
 * (`forms.errors` in the dictionaries), so one rule gives the same message in every language.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { serviceSlugs } from "~/content/types";
import type { FormsMessages } from "~/i18n/messages/forms-types";

export type FormErrorKey = keyof FormsMessages["errors"];
export type FieldErrors = Partial<Record<string, FormErrorKey>>;

/** Spec: non-space text, @, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const DEMO_GOAL_MIN = 10;
export const MAX_PHONE_DIGITS = 15;
export const DEFAULT_PHONE_COUNTRY = "CZ";

const key = (k: FormErrorKey) => k;

/** A missing field (a tampered or JavaScript-free post) reads as an empty one. */
const text = () => z.string({ error: key("required") });

const requiredText = (max: number) => text().trim().min(1, key("required")).max(max, key("tooLong"));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, key("tooLong"))
    .optional()
    .transform((value) => value || null);
const email = text()
  .trim()
  .min(1, key("required"))
  .max(254, key("tooLong"))
  .regex(EMAIL_PATTERN, key("email"));

/** Optional phone: stored in international form (+420777123456); a number without +prefix is Czech. */
const phone = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const digits = value.replace(/\D/g, "");
    if (digits.length > MAX_PHONE_DIGITS || !isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY)) {
      ctx.addIssue({ code: "custom", message: key("phone") });
      return z.NEVER;
    }
    return parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY)?.number ?? null;
  });

/** A web address; "example.com" is taken as https://example.com. */
const optionalUrl = z
  .string()
  .trim()
  .max(500, key("tooLong"))
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(candidate);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes("."))
        return url.toString();
    } catch {
      // reported below
    }
    ctx.addIssue({ code: "custom", message: key("url") });
    return z.NEVER;
  });

/** A ticked checkbox posts "on"; an unticked one posts nothing at all. */
const checked = (message: FormErrorKey) =>
  z.unknown().refine((value) => value === "on" || value === "true", message);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  text()
    .trim()
    .min(1, key("required"))
    .pipe(z.enum(values, { message: key("required") }));

export const contactBusinessTypes = [
  "ecommerce",
  "services",
  "b2b",
  "saas",
  "healthcare",
  "beauty",
  "legal",
  "hospitality",
  "other",
] as const;

export const contactSchema = z.object({
  name: requiredText(120),
  email,
  phone,
  business_type: choice(contactBusinessTypes),
  message: requiredText(5000),
});

export const budgets = ["small", "medium", "large"] as const;

export const demoStep1Schema = z.object({
  email,
  service: choice(serviceSlugs),
});

export const demoStep2Schema = z.object({
  goal: text()
    .trim()
    .min(1, key("required"))
    .min(DEMO_GOAL_MIN, key("goalTooShort"))
    .max(2000, key("tooLong")),
  budget: choice(budgets),
  url: optionalUrl,
});

export const demoSchema = demoStep1Schema.extend(demoStep2Schema.shape);

export const previewBusinessTypes = ["restaurant", "cafe", "hotel", "services", "other"] as const;
export const previewStyles = ["modern-clean", "elegant", "colorful", "minimal"] as const;
export const previewPriorities = ["48h", "week"] as const;

export const previewSchema = z.object({
  company_name: requiredText(160),
  business_type: choice(previewBusinessTypes),
  location: optionalText(200),
  website: optionalUrl,
  email,
  phone,
  style: z.array(z.enum(previewStyles)).max(previewStyles.length).default([]),
  priority: z
    .enum(previewPriorities)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  note: optionalText(2000),
  gdpr_consent: checked("consent"),
});

export const HIRING_ACKNOWLEDGEMENTS = 8;
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export const hiringSchema = z.object({
  email,
  ...Object.fromEntries(
    Array.from({ length: HIRING_ACKNOWLEDGEMENTS }, (_, index) => [
      `req_ack_${index + 1}`,
      checked("acknowledgements"),
    ]),
  ),
});

/** Checks the uploaded solution by its content, not only its name: a PDF starts with "%PDF-". */
export function pdfError(
  file: { name: string; size: number } | null,
  firstBytes?: Uint8Array,
): FormErrorKey | null {
  if (!file || file.size === 0) return "pdfRequired";
  if (file.size > MAX_PDF_BYTES) return "pdfTooLarge";
  if (!file.name.toLowerCase().endsWith(".pdf")) return "pdfInvalid";
  if (firstBytes && new TextDecoder().decode(firstBytes.subarray(0, 5)) !== "%PDF-") return "pdfInvalid";
  return null;
}

/** The first message per field, as the forms show them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    // Acknowledgements share one message.
    const name = field.startsWith("req_ack_") ? "acknowledgements" : field;
    errors[name] ??= issue.message as FormErrorKey;
  }
  return errors;
}

/** FormData as a plain object: repeated fields (multi-selects) become arrays, files are left out. */
export function formValues(
  formData: FormData,
  arrays: readonly string[] = [],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue;
    if (arrays.includes(name)) values[name] = [...((values[name] as string[] | undefined) ?? []), value];
    else values[name] = value;
  }
  for (const name of arrays) values[name] ??= [];
  return values;
}
