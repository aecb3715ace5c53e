/** Staff: the inquiries of the current filters as a spreadsheet. */
import { and, desc, eq } from "drizzle-orm";
import { isLang, type Lang } from "~/domain/languages";
import { leadFormNames, leadFormRegistry } from "~/domain/lead-forms";
import { accountMessages } from "~/i18n/messages.server";
import type { Database } from "~/platform/db/client.server";
import { inquiries } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import { readableAnswers } from "../leads/answers";
import { answerLabels } from "../leads/answers.server";
import { type CsvDelimiter, isoMoment, toCsv, today } from "./figures";
import { assignee } from "./inquiry-cards.server";
import type { InquiryFilters } from "./inquiry-filters";
import { filterConditions } from "./inquiry-list.server";

/** The fields of every form, once each, in the order of the registry: the export's columns. */
const exportFields = [
  ...new Set(
    leadFormNames.flatMap((form) =>
      leadFormRegistry[form].fields
        .map((field) => field.name)
        // These have columns of their own, from the inquiry.
        .filter((name) => !["name", "email", "phone", "company_name"].includes(name)),
    ),
  ),
];

/**
 * Staff: the inquiries of the current filters as a spreadsheet, one column per form field, in
 * the dashboard's language, choices by their label, times in ISO 8601. Merged inquiries keep
 * their rows and answers, with the inquiry they were merged into.
 */
export async function inquiriesCsv(
  db: Database,
  viewer: Viewer,
  filters: InquiryFilters,
  lang: Lang,
  delimiter: CsvDelimiter,
  now = new Date(),
) {
  const rows = await db
    .select({ inquiry: inquiries, assigneeName: assignee.name })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(...filterConditions({ ...filters, view: "list" }, viewer, today(now, viewer.timeZone))))
    .orderBy(desc(inquiries.createdAt))
    .limit(100_000);
  const labels = answerLabels(lang);
  const { dashboard } = accountMessages(lang);
  const { desk } = dashboard;
  const fieldLabel = (name: string) => labels.fields[name] ?? name;
  const header = [
    desk.csv.id,
    desk.csv.mergedInto,
    desk.csv.received,
    desk.csv.status,
    desk.csv.form,
    desk.csv.assignee,
    desk.csv.followUp,
    desk.csv.language,
    desk.csv.email,
    desk.csv.name,
    desk.csv.company,
    desk.csv.phone,
    ...exportFields.map(fieldLabel),
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "utm_term",
    "utm_content",
  ];
  const body = rows.map(({ inquiry, assigneeName }) => {
    const readable = new Map(
      readableAnswers(inquiry.sourceForm, inquiry.requirements, labels).map((answer) => [
        answer.field.name,
        answer.value,
      ]),
    );
    return [
      inquiry.id,
      inquiry.mergedIntoId ?? "",
      isoMoment(inquiry.createdAt),
      dashboard.statuses[inquiry.status],
      desk.forms[inquiry.sourceForm],
      assigneeName ?? "",
      inquiry.followUpOn ?? "",
      isLang(inquiry.lang) ? desk.languages[inquiry.lang] : inquiry.lang,
      inquiry.leadEmail,
      inquiry.leadName ?? "",
      inquiry.company ?? "",
      inquiry.phone ?? "",
      ...exportFields.map((name) => readable.get(name) ?? ""),
      inquiry.utmSource,
      inquiry.utmMedium,
      inquiry.utmCampaign,
      inquiry.utmTerm,
      inquiry.utmContent,
    ];
  });
  return toCsv(header, body, delimiter);
}
