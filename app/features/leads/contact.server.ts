import { leadFormRegistry } from "~/domain/lead-forms";
import { contactInquiries } from "~/platform/db/schema.server";
import type { LeadFormDefinition } from "./pipeline.server";
import { contactSchema } from "./schemas";
import { sentPath } from "./sent";

export const contactForm: LeadFormDefinition<typeof contactSchema> = {
  schema: contactSchema,
  successPath: (lang) => sentPath("contact", lang),
  genericError: "contact",
  toLead: (lead) => ({
    email: lead.email,
    inquiry: {
      title: lead.business_type ? `${lead.name} (${lead.business_type})` : lead.name,
      serviceType: leadFormRegistry.contact.serviceType,
      description: lead.message,
      requirements: { ...lead },
    },
    contact: { name: lead.name, phone: lead.phone },
    insertFormRow: (tx, inquiryId, shared) =>
      tx.insert(contactInquiries).values({
        inquiryId,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        businessType: lead.business_type,
        message: lead.message,
        ...shared,
      }),
  }),
};
