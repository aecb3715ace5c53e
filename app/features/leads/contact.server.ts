import type { ActionFunctionArgs } from "react-router";
import { contactInquiries } from "~/platform/db/schema.server";
import { handleLeadPost } from "./pipeline.server";
import { contactSchema } from "./schemas";
import { sentPath } from "./sent";

export function submitContact({ request, context }: ActionFunctionArgs) {
  return handleLeadPost({
    request,
    context,
    form: "contact",
    schema: contactSchema,
    successPath: (lang) => sentPath("contact", lang),
    genericError: "contact",
    toLead: (lead) => ({
      email: lead.email,
      inquiry: {
        title: lead.business_type ? `${lead.name} (${lead.business_type})` : lead.name,
        serviceType: "contact",
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
  });
}
