import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "react-router";
import { buildPath } from "~/i18n/paths";
import { jobApplications } from "../../../server/db/schema";
import { handleLeadPost } from "./pipeline.server";
import { hiringSchema, MAX_PDF_BYTES, pdfError } from "./schemas";

const FILE_FIELD = "assignment_pdf";

function uploadedFile(formData: FormData): File | null {
  const value = formData.get(FILE_FIELD);
  return value instanceof File ? value : null;
}

export function submitApplication({ request, context }: ActionFunctionArgs) {
  const declaredSize = Number(request.headers.get("Content-Length") ?? 0);
  if (declaredSize > MAX_PDF_BYTES + 1024 * 1024) {
    // Refuse before reading a body far larger than any accepted file.
    return Response.json(
      { ok: false, errors: { assignment_pdf: "pdfTooLarge" }, values: {} },
      { status: 413 },
    );
  }
  return handleLeadPost({
    request,
    context,
    form: "hiring",
    schema: hiringSchema,
    successPath: (lang) => buildPath({ name: "teamSuccess" }, lang),
    genericError: "hiring",
    async check(formData) {
      const file = uploadedFile(formData);
      const head = file ? new Uint8Array(await file.slice(0, 5).arrayBuffer()) : undefined;
      const error = pdfError(file, head);
      return error ? { [FILE_FIELD]: error } : null;
    },
    async toLead(lead, formData) {
      const file = uploadedFile(formData) as File;
      const fileKey = `applications/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.pdf`;
      // The file is kept before the row that points to it; an orphan file is harmless, a row without its file is not.
      await context.services.storage.put(fileKey, new Uint8Array(await file.arrayBuffer()));
      const fileName = file.name.slice(0, 200);
      return {
        email: lead.email,
        inquiry: {
          title: `Job application: ${lead.email}`,
          serviceType: "hiring",
          description: fileName,
          requirements: { email: lead.email, file: fileName, size: file.size, acknowledgements: 8 },
        },
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
  });
}
