/**
 * What a lead form needs while the page hydrates, before its schema (zod, libphonenumber) is
 * loaded at the first focus or submit (docs/decisions/0062-the-first-touch-budget.md): the error
 * keys, the limits the fields show, and the reading of the form's data.
 */
import type * as z from "zod/mini";
import type { FormsMessages } from "~/i18n/messages/types";
import { MAX_UPLOAD_BYTES } from "~/lib/body-limits";

export type FormErrorKey = keyof FormsMessages["errors"];
export type FieldErrors = Partial<Record<string, FormErrorKey>>;

export const DEMO_GOAL_MIN = 10;
export const MAX_PHONE_DIGITS = 15;
export const DEFAULT_PHONE_COUNTRY = "CZ";
export const HIRING_ACKNOWLEDGEMENTS = 8;
export const MAX_PDF_BYTES = MAX_UPLOAD_BYTES;

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
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
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
