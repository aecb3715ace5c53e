import type { Lang } from "~/domain/languages";
import { fill } from "~/features/auth/fill";
import { BULK_FORM_FIELDS, bulkExport } from "~/features/dashboard/bulk.server";
import { dashboardStaff, dashboardViewer } from "~/features/dashboard/dashboard.server";
import type { CsvDelimiter } from "~/features/dashboard/figures";
import { inquiriesCsv } from "~/features/dashboard/inquiries-csv.server";
import { ignoredDays, parseInquiryFilters } from "~/features/dashboard/inquiry-filters";
import { requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import { readForm } from "~/lib/request-body.server";
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
    return plainText(fill(csv.invalidDay, { value: ignored.value, field: filters[ignored.field] }), 400);
  }
  const delimiter = csvDelimiter(search.get("delimiter"), lang);
  return csvFile(
    await inquiriesCsv(context.services.db, viewer, parseInquiryFilters(search), lang, delimiter),
  );
}

/**
 * The list's bulk export (bulk.server.ts): the ticked inquiries, or all matching the list's
 * filter, posted by the list's bulk bar; a customer gets only his own, staff any lead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardViewer(request, context.services);
  const form = await readForm(request, { maxFields: BULK_FORM_FIELDS });
  const lang = requestLang(request);
  const delimiter = csvDelimiter(form.get("delimiter"), lang);
  const csv = await bulkExport(context.services, viewer, form, lang, delimiter);
  if (typeof csv === "string") return csvFile(csv);
  const message = fill(accountMessages(lang).dashboard.desk.bulk.errors[csv.error], { max: csv.max ?? 0 });
  return plainText(message, csv.error === "tooMany" ? 413 : 400);
}

/** Czech and Polish Excel split at ";", English Excel at ",". */
const csvDelimiter = (asked: FormDataEntryValue | null, lang: Lang): CsvDelimiter =>
  asked === "comma" ? "," : asked === "semicolon" ? ";" : lang === "en" ? "," : ";";

const plainText = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

function csvFile(csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
