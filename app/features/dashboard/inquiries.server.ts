/**
 * Inquiries, the one pipeline every lead form fills: staff read and update all of them, export
 * them as CSV and download a hiring applicant's PDF; a plain user reads, without the staff's
 * notes, the inquiries sent with his own e-mail address.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { inquiries, jobApplications } from "../../../server/db/schema";
import type { AppServices } from "../../../server/services";
import {
  assertSameSiteJson,
  json,
  readJson,
  refusals,
  requireStaff,
  requireViewer,
  type Viewer,
} from "../auth/session.server";
import type { InquiryView } from "./api-types";
import { toCsv } from "./figures";
import { type InquiryStatus, inquiryStatuses, NOTES_MAX } from "./model";

const MAX_ROWS = 1000;

const isStatus = (value: unknown): value is InquiryStatus =>
  typeof value === "string" && (inquiryStatuses as readonly string[]).includes(value);

/**
 * A plain user's inquiries are the ones whose lead e-mail is his (compared case-insensitively),
 * once he has confirmed that address; before that, none.
 */
export const ownInquiries = (viewer: Viewer): SQL =>
  viewer.emailVerified ? eq(sql`lower(${inquiries.leadEmail})`, viewer.email.toLowerCase()) : sql`false`;

function scope(viewer: Viewer, status: InquiryStatus | null): SQL | undefined {
  const conditions = [
    viewer.role === "staff" ? undefined : ownInquiries(viewer),
    status ? eq(inquiries.status, status) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

async function selectInquiries(services: AppServices, where: SQL | undefined, limit = MAX_ROWS) {
  return services.db
    .select({
      inquiry: inquiries,
      application: jobApplications.id,
    })
    .from(inquiries)
    .leftJoin(jobApplications, eq(jobApplications.inquiryId, inquiries.id))
    .where(where)
    .orderBy(desc(inquiries.createdAt))
    .limit(limit);
}

function view(viewer: Viewer, row: Awaited<ReturnType<typeof selectInquiries>>[number]): InquiryView {
  const { inquiry } = row;
  return {
    id: inquiry.id,
    title: inquiry.title,
    serviceType: inquiry.serviceType,
    description: inquiry.description,
    requirements: inquiry.requirements,
    status: inquiry.status,
    notes: viewer.role === "staff" ? inquiry.notes : null,
    sourceForm: inquiry.sourceForm,
    leadEmail: inquiry.leadEmail,
    createdAt: inquiry.createdAt.toISOString(),
    lastUpdated: inquiry.lastUpdated.toISOString(),
    hasPdf: row.application !== null,
  };
}

function statusFilter(request: Request): InquiryStatus | null {
  const status = new URL(request.url).searchParams.get("status");
  if (!status || status === "all") return null;
  if (!isStatus(status)) throw json({ error: "invalidStatus" }, 400);
  return status;
}

/** Newest first; staff see all (optionally of one status), a user his own. */
export async function listInquiries(request: Request, services: AppServices) {
  const viewer = await requireViewer(request, services);
  const rows = await selectInquiries(services, scope(viewer, statusFilter(request)));
  return json({
    inquiries: rows.map((row) => view(viewer, row)),
    canEdit: viewer.role === "staff",
    emailVerified: viewer.emailVerified,
  });
}

const updateSchema = z.object({
  status: z.enum(inquiryStatuses),
  notes: z.string().max(NOTES_MAX).default(""),
});

/** Staff only: the status and the notes, stamped with `last_updated`. */
export async function updateInquiry(request: Request, services: AppServices, id: string) {
  const viewer = await requireStaff(request, services);
  assertSameSiteJson(request, services);
  if (!z.uuid().safeParse(id).success) throw refusals.notFound();
  const parsed = updateSchema.safeParse(await readJson(request));
  if (!parsed.success) return json({ error: "invalid" }, 400);
  const [row] = await services.db
    .update(inquiries)
    .set({ status: parsed.data.status, notes: parsed.data.notes, lastUpdated: new Date() })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  if (!row) return refusals.notFound();
  const [updated] = await selectInquiries(services, eq(inquiries.id, id), 1);
  return json({ inquiry: updated && view(viewer, updated) });
}

/** Staff only: the list as the filter shows it, as a spreadsheet. */
export async function exportInquiriesCsv(request: Request, services: AppServices) {
  const viewer = await requireStaff(request, services);
  const rows = await selectInquiries(services, scope(viewer, statusFilter(request)), 100_000);
  const csv = toCsv(
    [
      "id",
      "created_at",
      "last_updated",
      "status",
      "source_form",
      "service_type",
      "title",
      "lead_email",
      "description",
      "requirements",
      "notes",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "lang",
    ],
    rows.map(({ inquiry }) => [
      inquiry.id,
      inquiry.createdAt.toISOString(),
      inquiry.lastUpdated.toISOString(),
      inquiry.status,
      inquiry.sourceForm,
      inquiry.serviceType,
      inquiry.title,
      inquiry.leadEmail,
      inquiry.description,
      inquiry.requirements,
      inquiry.notes,
      inquiry.utmSource,
      inquiry.utmMedium,
      inquiry.utmCampaign,
      inquiry.lang,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** An ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function attachment(fileName: string) {
  const ascii = fileName.normalize("NFKD").replace(/[^\w.-]+/g, "_") || "application.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Staff only: the PDF a job applicant uploaded, never served from the web root. */
export async function downloadApplicationPdf(request: Request, services: AppServices, inquiryId: string) {
  await requireStaff(request, services);
  if (!z.uuid().safeParse(inquiryId).success) return refusals.notFound();
  const [application] = await services.db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.inquiryId, inquiryId));
  if (!application) return refusals.notFound();
  const bytes = await services.storage.get(application.fileKey);
  if (!bytes) return refusals.notFound();
  return new Response(new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(
        application.fileName.endsWith(".pdf") ? application.fileName : `${application.fileName}.pdf`,
      ),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
