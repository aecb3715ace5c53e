import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { leadFormRegistry } from "~/domain/lead-forms";
import { buildPath } from "~/i18n/paths";
import { inquiries, jobApplications } from "~/platform/db/schema.server";
import type { LeadFormDefinition } from "./pipeline.server";
import { hiringSchema, MAX_PDF_BYTES, pdfError } from "./schemas";

const FILE_FIELD = "assignment_pdf";

function uploadedFile(formData: FormData): File | null {
  const value = formData.get(FILE_FIELD);
  return value instanceof File ? value : null;
}

export const hiringForm: LeadFormDefinition<typeof hiringSchema> = {
  schema: hiringSchema,
  upload: { maxBytes: MAX_PDF_BYTES },
  successPath: (lang) => buildPath({ name: "teamSuccess" }, lang),
  genericError: "hiring",
  async check(formData) {
    const file = uploadedFile(formData);
    const head = file ? new Uint8Array(await file.slice(0, 5).arrayBuffer()) : undefined;
    const error = pdfError(file, head);
    return error ? { [FILE_FIELD]: error } : null;
  },
  // One submission per applicant (docs/PRODUCT.md, Job application); a post kept as spam does not count.
  async alreadyReceived(application, { db }) {
    const earlier = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .innerJoin(inquiries, eq(inquiries.id, jobApplications.inquiryId))
      .where(
        and(
          eq(sql`lower(${jobApplications.email})`, application.email.toLowerCase()),
          isNull(inquiries.spamReason),
        ),
      )
      .limit(1);
    return earlier.length > 0;
  },
  async toLead(lead, formData, { storage }) {
    const file = uploadedFile(formData) as File;
    const fileKey = `applications/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.pdf`;
    // The file is kept before the row that points to it; an orphan file is harmless, a row without its file is not.
    await storage.put(fileKey, new Uint8Array(await file.arrayBuffer()));
    const fileName = file.name.slice(0, 200);
    return {
      email: lead.email,
      inquiry: {
        title: `Job application: ${lead.email}`,
        serviceType: leadFormRegistry.hiring.serviceType,
        description: fileName,
        requirements: { email: lead.email, file: fileName, size: file.size, acknowledgements: 8 },
      },
      discard: () => storage.delete(fileKey),
      insertFormRow: (tx, inquiryId, shared) =>
        tx.insert(jobApplications).values({
          inquiryId,
          email: lead.email,
          fileKey,
          fileName,
          fileSize: file.size,
          ...shared,
        }),
    };
  },
};
