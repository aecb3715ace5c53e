/** The labels a lead's answers are read under, from the forms' own copy in one language. */
import { serviceLinks } from "~/content/services/index.server";
import { type Lang, locale } from "~/domain/languages";
import { accountMessages, messages } from "~/i18n/messages.server";
import type { AnswerLabels } from "./answers";

export function answerLabels(lang: Lang): AnswerLabels {
  const { contact, demo, preview, booking } = messages(lang).forms;
  const { desk } = accountMessages(lang).dashboard;
  const services = Object.fromEntries(serviceLinks(lang).map((service) => [service.slug, service.name]));
  return {
    fields: desk.fields,
    options: {
      contact: { business_type: contact.businessTypes },
      demo: { service: services, budget: demo.budgets },
      website_preview: {
        business_type: preview.businessTypes,
        style: preview.styles,
        priority: preview.priorities,
      },
      hiring: {},
      booking: {},
      assistant: {},
    },
    yes: desk.inquiry.yes,
    no: desk.inquiry.no,
    locale: locale[lang],
    windowParts: booking.parts,
  };
}
