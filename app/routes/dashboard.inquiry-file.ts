import { data } from "react-router";
import { dashboardStaff } from "~/features/dashboard/dashboard.server";
import { applicationFile } from "~/features/dashboard/inquiry.server";
import type { Route } from "./+types/dashboard.inquiry-file";

/** An ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
function attachment(fileName: string) {
  const ascii = fileName.normalize("NFKD").replace(/[^\w.-]+/g, "_") || "application.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Staff: the PDF a job applicant uploaded, never served from the web root. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await dashboardStaff(request, context.services);
  const file = await applicationFile(context.services, params.id);
  if (!file) throw data(null, { status: 404 });
  const name = file.name.endsWith(".pdf") ? file.name : `${file.name}.pdf`;
  return new Response(new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(name),
      "Content-Length": String(file.bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
