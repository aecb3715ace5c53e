import type { Lang } from "~/i18n/languages";
import { buildPath, type SentForm } from "~/i18n/paths";

/** Where a JavaScript-free post of a lead form lands after success. */
export function sentPath(form: SentForm, lang: Lang) {
  return buildPath({ name: "sent", form }, lang);
}
