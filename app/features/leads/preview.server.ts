import { leadFormRegistry } from "~/domain/lead-forms";
import { websitePreviewRequests } from "~/platform/db/schema.server";
import type { LeadFormDefinition } from "./pipeline.server";
import { previewSchema } from "./schemas";
import { sentPath } from "./sent";

export const previewForm: LeadFormDefinition<typeof previewSchema> = {
  schema: previewSchema,
  arrays: ["style"],
  successPath: (lang) => sentPath("website_preview", lang),
  genericError: "preview",
  toLead: (lead) => ({
    email: lead.email,
    inquiry: {
      title: `Website preview: ${lead.company_name}`,
      serviceType: leadFormRegistry.website_preview.serviceType,
      description: lead.note ?? "",
      requirements: { ...lead, gdpr_consent: true },
    },
    contact: { company: lead.company_name, phone: lead.phone },
    insertFormRow: (tx, inquiryId, shared) =>
      tx.insert(websitePreviewRequests).values({
        inquiryId,
        companyName: lead.company_name,
        businessType: lead.business_type,
        location: lead.location,
        website: lead.website,
        email: lead.email,
        phone: lead.phone,
        styles: lead.style,
        priority: lead.priority ?? null,
        note: lead.note,
        gdprConsent: true,
        ...shared,
      }),
  }),
};
