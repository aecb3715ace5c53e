/**
 * The server's side of the lead-form registry (app/domain/lead-forms.ts): the handler that
 * takes each form's post, for /api/leads/{slug} (the pages' actions call their own directly).
 * Each handler validates with its form's schema and maps the answers to a lead (toLead), then
 * the shared pipeline stores it (pipeline.server.ts).
 */
import type { ActionFunctionArgs } from "react-router";
import type { LeadForm } from "~/domain/lead-forms";
import { submitBookingRequest } from "../booking/booking.server";
import { submitAssistantQuestion } from "../chat/handoff.server";
import { submitContact } from "./contact.server";
import { submitDemoRequest } from "./demo.server";
import { submitApplication } from "./hiring.server";
import type { handleLeadPost } from "./pipeline.server";
import { submitPreviewRequest } from "./preview.server";

type LeadFormHandler = (args: ActionFunctionArgs) => ReturnType<typeof handleLeadPost>;

export const leadFormHandlers: Record<LeadForm, LeadFormHandler> = {
  contact: submitContact,
  demo: submitDemoRequest,
  website_preview: submitPreviewRequest,
  hiring: submitApplication,
  booking: submitBookingRequest,
  assistant: submitAssistantQuestion,
};
