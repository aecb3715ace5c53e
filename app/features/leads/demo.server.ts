import { demoLeads } from "~/platform/db/schema.server";
import type { LeadFormDefinition } from "./pipeline.server";
import { demoSchema } from "./schemas";
import { sentPath } from "./sent";

export const demoForm: LeadFormDefinition<typeof demoSchema> = {
  schema: demoSchema,
  successPath: (lang) => sentPath("demo", lang),
  genericError: "demo",
  genericOnInvalid: true,
  minFillTime: true,
  toLead: (lead) => ({
    email: lead.email,
    inquiry: {
      title: `Demo: ${lead.service} (${lead.budget})`,
      serviceType: lead.service,
      description: lead.goal,
      requirements: { ...lead },
    },
    insertFormRow: (tx, inquiryId, shared) => tx.insert(demoLeads).values({ inquiryId, ...lead, ...shared }),
  }),
};
