import type { Lang } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { buildPath } from "~/i18n/paths";
import { type LeadForm, leadFormRegistry } from "../../domain/lead-forms";

/** Where a JavaScript-free post of a lead form lands after success. */
export function sentPath(form: LeadForm, lang: Lang) {
  return buildPath({ name: "sent", form: leadFormRegistry[form].slug }, lang);
}

/** What a visitor reads once a form is sent, the same after a plain post and in place. */
export interface ConfirmationCopy {
  title: string;
  message: string;
  emailSent: string;
  emailHint: string;
  nextTitle: string;
  next: readonly string[];
}

/**
 * A form's confirmation: its promise, the e-mail on its way, and the same next steps the e-mail
 * lists (forms.mail.confirmations), so the page and the inbox never tell two stories.
 */
export function confirmationCopy(
  t: Pick<FormsMessages, "sent" | "mail" | "confirmation">,
  form: LeadForm,
): ConfirmationCopy {
  const { heading, next } = t.mail.confirmations[form];
  return {
    title: heading,
    message: t.sent[leadFormRegistry[form].slug],
    emailSent: t.confirmation.emailSent,
    emailHint: t.confirmation.emailHint,
    nextTitle: t.mail.nextTitle,
    next,
  };
}
