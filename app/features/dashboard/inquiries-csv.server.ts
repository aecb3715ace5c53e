/** The desk's spreadsheets: the inquiries of the current filters (staff), or of a bulk selection. */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { isLang, type Lang } from "~/domain/languages";
import { leadFormNames, leadFormRegistry } from "~/domain/lead-forms";
import { accountMessages } from "~/i18n/messages.server";
import type { Database } from "~/platform/db/client.server";
import { inquiries } from "~/platform/db/schema.server";
import type { Viewer } from "../auth/viewer";
import { readableAnswers } from "../leads/answers";
import { answerLabels } from "../leads/answers.server";
import { type CsvDelimiter, isoMoment, toCsv, today } from "./figures";
import { assignee, visibleTo } from "./inquiry-cards.server";
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
export function inquiriesCsv(
  db: Database,
  viewer: Viewer,
  filters: InquiryFilters,
  lang: Lang,
  delimiter: CsvDelimiter,
  now = new Date(),
) {
  const conditions = filterConditions({ ...filters, view: "list" }, viewer, today(now, viewer.timeZone));
  return selectionCsv(db, viewer, conditions, lang, delimiter);
}

/**
 * The same spreadsheet of the inquiries under some conditions, those the viewer may see: a bulk
 * export of the list's selection (bulk.server.ts). A customer's has none of the staff's columns.
 */
export async function selectionCsv(
  db: Database,
  viewer: Viewer,
  conditions: (SQL | undefined)[],
  lang: Lang,
  delimiter: CsvDelimiter,
) {
  const rows = await db
    .select({ inquiry: inquiries, assigneeName: assignee.name })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(visibleTo(viewer), ...conditions))
    .orderBy(desc(inquiries.createdAt))
    .limit(100_000);
  const labels = answerLabels(lang);
  const { dashboard } = accountMessages(lang);
  const { desk } = dashboard;
  const fieldLabel = (name: string) => labels.fields[name] ?? name;
  type Row = (typeof rows)[number] & { readable: Map<string, string | null> };
  const staff = viewer.role === "staff";
  const columns: [label: string, value: (row: Row) => unknown, staffOnly?: true][] = [
    [desk.csv.id, ({ inquiry }) => inquiry.id],
    [desk.csv.mergedInto, ({ inquiry }) => inquiry.mergedIntoId ?? "", true],
    [desk.csv.received, ({ inquiry }) => isoMoment(inquiry.createdAt)],
    [desk.csv.status, ({ inquiry }) => dashboard.statuses[inquiry.status]],
    [desk.csv.form, ({ inquiry }) => desk.forms[inquiry.sourceForm]],
    [desk.csv.assignee, ({ assigneeName }) => assigneeName ?? "", true],
    [desk.csv.followUp, ({ inquiry }) => inquiry.followUpOn ?? "", true],
    [
      desk.csv.language,
      ({ inquiry }) => (isLang(inquiry.lang) ? desk.languages[inquiry.lang] : inquiry.lang),
    ],
    [desk.csv.email, ({ inquiry }) => inquiry.leadEmail],
    [desk.csv.name, ({ inquiry }) => inquiry.leadName ?? ""],
    [desk.csv.company, ({ inquiry }) => inquiry.company ?? ""],
    [desk.csv.phone, ({ inquiry }) => inquiry.phone ?? ""],
    ...exportFields.map((name): [string, (row: Row) => unknown] => [
      fieldLabel(name),
      ({ readable }) => readable.get(name) ?? "",
    ]),
    ["utm_source", ({ inquiry }) => inquiry.utmSource, true],
    ["utm_medium", ({ inquiry }) => inquiry.utmMedium, true],
    ["utm_campaign", ({ inquiry }) => inquiry.utmCampaign, true],
    ["utm_term", ({ inquiry }) => inquiry.utmTerm, true],
    ["utm_content", ({ inquiry }) => inquiry.utmContent, true],
  ];
  const shown = columns.filter(([, , staffOnly]) => staff || !staffOnly);
  const body = rows.map((row) => {
    const readable = new Map(
      readableAnswers(row.inquiry.sourceForm, row.inquiry.requirements, labels).map((answer) => [
        answer.field.name,
        answer.value,
      ]),
    );
    return shown.map(([, value]) => value({ ...row, readable }));
  });
  return toCsv(
    shown.map(([label]) => label),
    body,
    delimiter,
  );
}
