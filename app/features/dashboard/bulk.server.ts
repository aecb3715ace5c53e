/**
 * Bulk work on the inquiry list (docs/decisions/0054-bulk-actions.md): the ticked inquiries, or
 * every one matching the list's filter, assigned, moved to a status, kept as spam, restored or
 * exported. Each change is the single inquiry's change (inquiry-changes.server.ts), so the
 * timeline and the automations' status trigger are the same; the assignee gets one e-mail for the
 * whole bulk (docs/decisions/0061-desk-at-agency-scale.md), queued with its first batch and kept
 * up to date by every later one, so a bulk that stops part way still tells him what he was given
 * (docs/decisions/0065-desk-moves-bulk-notices-and-view-refusals.md). An inquiry the viewer may
 * not touch is skipped and only counted, never named.
 */
import { and, asc, count, inArray, isNull, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { type InquiryStatus, inquiryStatuses } from "~/domain/inquiries";
import type { Lang } from "~/domain/languages";
import { salesLeadForms } from "~/domain/lead-forms";
import { canonicalUuid } from "~/lib/uuid";
import { inquiries } from "~/platform/db/schema.server";
import type { AppServices } from "~/platform/services.server";
import type { Viewer } from "../auth/viewer";
import { bulkAssignmentSummary } from "./assignment.server";
import type { CsvDelimiter } from "./figures";
import { selectionCsv } from "./inquiries-csv.server";
import { staffMembers, visibleTo } from "./inquiry-cards.server";
import { changeInquiry } from "./inquiry-changes.server";
import { parseInquiryFilters } from "./inquiry-filters";
import { shownConditions } from "./inquiry-list.server";

/** Ticked boxes a post may carry: more than any page of the list has. */
export const BULK_IDS_MAX = 1000;
/** Inquiries one bulk change or export may reach through "all matching this filter". */
export const BULK_MATCHING_MAX = 10_000;
/** Form fields of a bulk post: the ticked ids and the bar's own few. */
export const BULK_FORM_FIELDS = BULK_IDS_MAX + 16;
/** Changes made in one transaction: a failure undoes at most this many, and no lock is held long. */
const BATCH = 100;

export const bulkOperations = ["assign", "status", "spam", "restore"] as const;
export type BulkOperation = (typeof bulkOperations)[number];

export type BulkError = "forbidden" | "nothingSelected" | "tooMany" | "invalid";

/** Why a bulk post did nothing; `max` is the limit a selection was over. */
export type Refusal = { ok: false; error: BulkError; max?: number };

export type BulkResult =
  | { ok: true; operation: BulkOperation; changed: number; unchanged: number; skipped: number }
  | Refusal;

const refusalStatus: Record<BulkError, number> = {
  forbidden: 403,
  nothingSelected: 400,
  tooMany: 413,
  invalid: 400,
};

/** A bulk change's answer, a refusal with its HTTP status (the bar shows the message). */
export const bulkAnswer = (result: BulkResult) =>
  result.ok ? result : data(result, { status: refusalStatus[result.error] });

/** What a bulk post picked: ticked ids (as sent, possibly repeated or foreign), or the list's filter. */
export type BulkSelection = { kind: "ids"; ids: string[] } | { kind: "matching"; filter: string };

export function readSelection(form: FormData): BulkSelection {
  if (form.get("all") === "1") {
    const filter = form.get("filter");
    return { kind: "matching", filter: typeof filter === "string" ? filter : "" };
  }
  return { kind: "ids", ids: form.getAll("ids").filter((id) => typeof id === "string") };
}

/**
 * The inquiries a viewer may work on in bulk: those the list could show him, merged ones left
 * out; staff's also without job applications, which have a pipeline of their own.
 */
const touchable = (viewer: Viewer): (SQL | undefined)[] => [
  visibleTo(viewer),
  isNull(inquiries.mergedIntoId),
  viewer.role === "staff" ? inArray(inquiries.sourceForm, [...salesLeadForms]) : undefined,
];

/**
 * The conditions of a selection and how many ids were asked for, or why it is refused. Ticked
 * ids are compared in lower case and counted once; "all matching" is the list's own filter,
 * evaluated again here, so it reaches exactly what the list counts.
 */
export function selectionConditions(
  viewer: Viewer,
  selection: BulkSelection,
  now = new Date(),
): { conditions: (SQL | undefined)[]; asked: number | null } | Refusal {
  if (selection.kind === "matching") {
    const filters = parseInquiryFilters(new URLSearchParams(selection.filter));
    return { conditions: shownConditions(viewer, { ...filters, view: "list" }, now), asked: null };
  }
  const asked = new Set(selection.ids.map((id) => canonicalUuid(id) ?? `invalid:${id}`));
  if (asked.size === 0) return { ok: false, error: "nothingSelected" };
  if (asked.size > BULK_IDS_MAX) return { ok: false, error: "tooMany", max: BULK_IDS_MAX };
  const ids = [...asked].filter((id) => !id.startsWith("invalid:"));
  return {
    conditions: [...touchable(viewer), ids.length ? inArray(inquiries.id, ids) : isNull(inquiries.id)],
    asked: asked.size,
  };
}

/** What a selected inquiry is now: whether the change would change anything. */
interface Current {
  status: InquiryStatus;
  assigneeId: string | null;
  spamReason: string | null;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A bulk change of the list's selection: staff only; every inquiry through `changeInquiry`. */
export async function bulkChange(
  services: Pick<AppServices, "db" | "config" | "secret">,
  viewer: Viewer,
  form: FormData,
  now = new Date(),
): Promise<BulkResult> {
  if (viewer.role !== "staff") return { ok: false, error: "forbidden" };
  const operation = bulkOperations.find((known) => known === text(form, "operation"));
  if (!operation) return { ok: false, error: "invalid" };
  // The one change every selected inquiry gets, as the inquiry's own page would post it.
  const change = new FormData();
  change.set("intent", operation);
  let wanted: (row: Current) => boolean;
  if (operation === "assign") {
    const to = text(form, "assignee");
    if (to && !(await staffMembers(services.db)).some((member) => member.id === to)) {
      return { ok: false, error: "invalid" };
    }
    change.set("assignee", to);
    wanted = (row) => row.assigneeId !== (to || null);
  } else if (operation === "status") {
    const status = text(form, "status");
    if (!(inquiryStatuses as readonly string[]).includes(status)) return { ok: false, error: "invalid" };
    change.set("status", status);
    wanted = (row) => row.status !== (status as InquiryStatus);
  } else {
    wanted = (row) => (row.spamReason === null) === (operation === "spam");
  }

  const selection = selectionConditions(viewer, readSelection(form), now);
  if ("error" in selection) return selection;
  const rows = await services.db
    .select({
      id: inquiries.id,
      status: inquiries.status,
      assigneeId: inquiries.assigneeId,
      spamReason: inquiries.spamReason,
    })
    .from(inquiries)
    .where(and(...selection.conditions))
    .orderBy(asc(inquiries.createdAt))
    .limit(BULK_MATCHING_MAX + 1);
  if (rows.length > BULK_MATCHING_MAX) return { ok: false, error: "tooMany", max: BULK_MATCHING_MAX };
  if (rows.length === 0 && selection.asked === null) return { ok: false, error: "nothingSelected" };

  const due = rows.filter(wanted);
  const changedIds: string[] = [];
  // The assignee's one e-mail for all he is given, written in each batch's transaction.
  const assignee = text(form, "assignee");
  const summary =
    operation === "assign" && assignee ? bulkAssignmentSummary(services, assignee, viewer, now) : null;
  try {
    for (let start = 0; start < due.length; start += BATCH) {
      const batch: string[] = [];
      const written = await services.db.transaction(async (tx) => {
        for (const row of due.slice(start, start + BATCH)) {
          const result = await changeInquiry({ ...services, db: tx }, viewer, row.id, change, {
            summaryMail: true,
          });
          if (result.ok) batch.push(row.id);
        }
        return summary?.write(tx, batch);
      });
      changedIds.push(...batch);
      summary?.committed(written ?? null);
    }
  } finally {
    // Failing here leaves the e-mail held: it then goes out when its hold ends.
    await summary
      ?.release(services.db)
      .catch((error: unknown) => console.error("Bulk assignment's email:", error));
  }
  const changed = changedIds.length;
  return {
    ok: true,
    operation,
    changed,
    unchanged: rows.length - changed,
    skipped: selection.asked === null ? 0 : selection.asked - rows.length,
  };
}

/** A bulk export: the selection as the spreadsheet of the staff's export, a customer's own only. */
export async function bulkExport(
  services: Pick<AppServices, "db">,
  viewer: Viewer,
  form: FormData,
  lang: Lang,
  delimiter: CsvDelimiter,
  now = new Date(),
): Promise<string | Refusal> {
  const selection = selectionConditions(viewer, readSelection(form), now);
  if ("error" in selection) return selection;
  const [row] = await services.db
    .select({ total: count() })
    .from(inquiries)
    .where(and(...selection.conditions));
  if ((row?.total ?? 0) > BULK_MATCHING_MAX) return { ok: false, error: "tooMany", max: BULK_MATCHING_MAX };
  return selectionCsv(services.db, viewer, selection.conditions, lang, delimiter);
}
