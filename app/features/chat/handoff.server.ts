import { leadFormRegistry } from "~/domain/lead-forms";
import type { LeadFormDefinition } from "../leads/pipeline.server";
import { assistantQuestionSchema } from "../leads/schemas";
import { sentPath } from "../leads/sent";

/** A question the assistant could not answer, passed to the team: a lead from the "assistant" source. */
export const assistantQuestionForm: LeadFormDefinition<typeof assistantQuestionSchema> = {
  schema: assistantQuestionSchema,
  successPath: (lang) => sentPath("assistant", lang),
  genericError: "assistant",
  toLead: (lead) => ({
    email: lead.email,
    inquiry: {
      title: lead.question.length > 80 ? `${lead.question.slice(0, 79)}…` : lead.question,
      serviceType: leadFormRegistry.assistant.serviceType,
      description: lead.question,
      requirements: { ...lead },
    },
  }),
};
