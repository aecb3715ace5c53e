import type { Lang } from "~/domain/languages";
import { buildPath } from "~/i18n/paths";
import { type LeadForm, leadFormRegistry } from "../../domain/lead-forms";

/** Where a JavaScript-free post of a lead form lands after success. */
export function sentPath(form: LeadForm, lang: Lang) {
  return buildPath({ name: "sent", form: leadFormRegistry[form].slug }, lang);
}
