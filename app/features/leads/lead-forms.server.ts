/**
 * The server's side of the lead-form registry (app/domain/lead-forms.ts): each form's schema,
 * its answer to a failed post and how its answers become a lead, and the one way a post of any
 * form is taken, for the pages' actions and /api/leads/{slug} alike (pipeline.server.ts does the
 * rest: rate limit, validation, spam, storage, notifications).
 */
import type { ActionFunctionArgs } from "react-router";
import type { LeadForm } from "~/domain/lead-forms";
import { bookingRequestForm } from "../booking/booking.server";
import { assistantQuestionForm } from "../chat/handoff.server";
import { contactForm } from "./contact.server";
import { demoForm } from "./demo.server";
import { hiringForm } from "./hiring.server";
import { handleLeadPost, type LeadFormDefinition } from "./pipeline.server";
import { previewForm } from "./preview.server";

const leadForms: Record<LeadForm, LeadFormDefinition> = {
  contact: contactForm,
  demo: demoForm,
  website_preview: previewForm,
  hiring: hiringForm,
  booking: bookingRequestForm,
  assistant: assistantQuestionForm,
};

/** Takes a post of the form: answers an enhanced form with data, a plain browser post with a redirect. */
export function submitLeadForm(form: LeadForm, { request, context }: ActionFunctionArgs) {
  return handleLeadPost({ ...leadForms[form], request, context, form });
}
