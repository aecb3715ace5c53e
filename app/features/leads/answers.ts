/**
 * A lead's stored answers as people read them: each field of its form (the registry) under the
 * label the form itself shows, choices by their label instead of their stored key, in the
 * language of the dashboard. Pure: the labels come in, text goes out.
 */

import { type LeadField, type LeadForm, leadFormRegistry } from "~/domain/lead-forms";
import { type WindowPart, windowLabel } from "../booking/windows";

export interface AnswerLabels {
  /** The label of each field, by its name (the same field means the same in every form). */
  fields: Record<string, string>;
  /** The label of each stored choice, per form and field. */
  options: Record<LeadForm, Record<string, Record<string, string>>>;
  yes: string;
  no: string;
  /** The dashboard's Intl locale and the labels of a day's windows, for the times of a call request. */
  locale: string;
  windowParts: Record<WindowPart, string>;
}

export interface ReadableAnswer {
  field: LeadField;
  label: string;
  /** What to show; null when the lead left the field empty. */
  value: string | null;
}

function readable(field: LeadField, stored: unknown, labels: AnswerLabels, form: LeadForm): string | null {
  if (stored === null || stored === undefined || stored === "") return null;
  const optionLabel = (value: unknown) => labels.options[form][field.name]?.[String(value)] ?? String(value);
  switch (field.kind) {
    case "choice":
      return optionLabel(stored);
    case "choices": {
      const list = Array.isArray(stored) ? stored : [stored];
      return list.length ? list.map(optionLabel).join(", ") : null;
    }
    case "windows": {
      const list = Array.isArray(stored) ? stored : [stored];
      // The labels hold commas ("Tue, Nov 24, 9:00–12:00"): semicolons part the windows.
      return list.length
        ? list.map((value) => windowLabel(String(value), labels.locale, labels.windowParts)).join("; ")
        : null;
    }
    case "consent":
      return stored === true || stored === "on" || stored === "true" ? labels.yes : labels.no;
    default:
      return typeof stored === "string" ? stored : JSON.stringify(stored);
  }
}

/** Every field of the form, in the form's order, with the stored value made readable. */
export function readableAnswers(form: LeadForm, answers: Record<string, unknown>, labels: AnswerLabels) {
  return leadFormRegistry[form].fields.map(
    (field): ReadableAnswer => ({
      field,
      label: labels.fields[field.name] ?? field.name,
      value: readable(field, answers[field.name], labels, form),
    }),
  );
}
