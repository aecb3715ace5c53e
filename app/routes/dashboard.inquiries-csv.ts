import { fill } from "~/features/auth/fill";
import { dashboardStaff } from "~/features/dashboard/dashboard.server";
import { inquiriesCsv } from "~/features/dashboard/inquiries-csv.server";
import { ignoredDays, parseInquiryFilters } from "~/features/dashboard/inquiry-filters";
import { requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.inquiries-csv";

/** Staff: the inquiries of the board's filters as a spreadsheet (?delimiter=semicolon|comma). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardStaff(request, context.services);
  const search = readQuery(request);
  const lang = requestLang(request);
  // A file has no page to say a filter was left out: it would hold more than was asked for.
  const [ignored] = ignoredDays(search);
  if (ignored) {
    const { filters, csv } = accountMessages(lang).dashboard.desk;
    return new Response(fill(csv.invalidDay, { value: ignored.value, field: filters[ignored.field] }), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const asked = search.get("delimiter");
  // Czech and Polish Excel split at ";", English Excel at ",".
  const delimiter = asked === "comma" ? "," : asked === "semicolon" ? ";" : lang === "en" ? "," : ";";
  const csv = await inquiriesCsv(context.services.db, viewer, parseInquiryFilters(search), lang, delimiter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
