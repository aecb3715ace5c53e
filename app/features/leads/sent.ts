import type { Lang } from "~/i18n/languages";
import { buildPath } from "~/i18n/paths";
import { type LeadForm, leadFormRegistry } from "./registry";

/** Where a JavaScript-free post of a lead form lands after success. */
export function sentPath(form: LeadForm, lang: Lang) {
  return buildPath({ name: "sent", form: leadFormRegistry[form].slug }, lang);
}
