import { serviceLinks } from "~/content/services/index.server";
import { messages } from "~/i18n/messages.server";
import { demoLeads } from "~/platform/db/schema.server";
import { fill } from "../auth/fill";
import type { LeadFormDefinition } from "./pipeline.server";
import { demoSchema } from "./schemas";
import { sentPath } from "./sent";

export const demoForm: LeadFormDefinition<typeof demoSchema> = {
  schema: demoSchema,
  successPath: (lang) => sentPath("demo", lang),
  genericError: "demo",
  genericOnInvalid: true,
  minFillTime: true,
  // The service and the package picked from the form's lists, as the confirmation repeats them.
  confirmationFacts: (lead, lang) => {
    const { demo } = messages(lang).forms;
    const service = serviceLinks(lang).find((link) => link.slug === lead.service);
    return {
      title: demo.chosen,
      items: [service?.name ?? lead.service, fill(demo.chosenPackage, { name: demo.budgets[lead.budget] })],
    };
  },
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
