/**
 * Merging an inquiry into another of the same address, and undoing it (docs/decisions/0023).
 * Each takes every row it changes under a FOR UPDATE lock, in id order, in one transaction: two
 * merges of one pair in opposite directions take turns (the second finds the pair merged), and
 * no merge can leave an inquiry pointing at one that is itself merged. So every merged inquiry
 * points at one that stands on its own, and is shown there.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { type LeadForm, leadFormNames } from "~/domain/lead-forms";
import { canonicalUuid } from "~/lib/uuid";
import type { Database } from "~/platform/db/client.server";
import { inquiries, inquiryActivities } from "~/platform/db/schema.server";
import { recordActivity } from "./activity.server";

/** What a merge records on the kept inquiry's timeline: enough to undo exactly what it moved. */
export interface MergeRecord {
  /** The inquiry merged in. */
  other: string;
  form: LeadForm;
  /** Inquiries that had been merged into the other one and moved along with it. */
  moved: string[];
}

export type MergeRefusal = "selfMerge" | "notFound" | "notSameAddress" | "alreadyMerged";
export type UndoRefusal = "notFound" | "cannotUndo";

/** A merge's record as stored; merges recorded before `moved` was kept moved nothing that is known. */
function mergeRecord(data: Record<string, unknown>): MergeRecord | null {
  const other = canonicalUuid(data.other);
  const form = leadFormNames.find((name) => name === data.form);
  if (!other || !form) return null;
  const moved = Array.isArray(data.moved) ? data.moved.map(canonicalUuid) : [];
  return { other, form, moved: moved.filter((id): id is string => id !== null) };
}

/**
 * Whether a merge into `keptId` can be undone: not undone yet, the merged inquiry still in the
 * kept one, and so is everything that moved with it (a later merge moves them on: undo that first).
 * Rows gone since (erased) have nothing to put back.
 */
function undoable(
  record: MergeRecord,
  keptId: string,
  undone: boolean,
  mergedIntoOf: Map<string, string | null>,
) {
  return (
    !undone &&
    mergedIntoOf.get(record.other) === keptId &&
    record.moved.every((id) => !mergedIntoOf.has(id) || mergedIntoOf.get(id) === keptId)
  );
}

export async function mergeInquiries(
  db: Database,
  actorId: string,
  keptId: string,
  otherId: string,
): Promise<MergeRefusal | null> {
  if (keptId === otherId) return "selfMerge";
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: inquiries.id,
        leadEmail: inquiries.leadEmail,
        sourceForm: inquiries.sourceForm,
        mergedIntoId: inquiries.mergedIntoId,
      })
      .from(inquiries)
      .where(or(inArray(inquiries.id, [keptId, otherId]), eq(inquiries.mergedIntoId, otherId)))
      .orderBy(asc(inquiries.id))
      .for("update");
    const kept = rows.find((row) => row.id === keptId);
    const other = rows.find((row) => row.id === otherId);
    if (!kept || !other) return "notFound";
    if (kept.leadEmail.toLowerCase() !== other.leadEmail.toLowerCase()) return "notSameAddress";
    if (kept.mergedIntoId || other.mergedIntoId) return "alreadyMerged";
    const now = new Date();
    // What was merged into the other moves along, so nothing hangs off a merged inquiry.
    const moved = await tx
      .update(inquiries)
      .set({ mergedIntoId: keptId })
      .where(eq(inquiries.mergedIntoId, otherId))
      .returning({ id: inquiries.id });
    await tx
      .update(inquiries)
      .set({ mergedIntoId: keptId, lastUpdated: now })
      .where(eq(inquiries.id, otherId));
    const record: MergeRecord = { other: otherId, form: other.sourceForm, moved: moved.map((row) => row.id) };
    await recordActivity(tx, { inquiryId: keptId, kind: "merged", actorId, data: { ...record } });
    await tx.update(inquiries).set({ lastUpdated: now }).where(eq(inquiries.id, keptId));
    return null;
  });
}

/** Puts back what one merge into `keptId` moved, and records that on the kept inquiry's timeline. */
export async function undoMerge(
  db: Database,
  actorId: string,
  keptId: string,
  mergeId: string,
): Promise<UndoRefusal | null> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ data: inquiryActivities.data })
      .from(inquiryActivities)
      .where(
        and(
          eq(inquiryActivities.id, mergeId),
          eq(inquiryActivities.inquiryId, keptId),
          eq(inquiryActivities.kind, "merged"),
        ),
      );
    const record = entry && mergeRecord(entry.data);
    if (!record) return "notFound";
    const rows = await tx
      .select({ id: inquiries.id, mergedIntoId: inquiries.mergedIntoId })
      .from(inquiries)
      .where(inArray(inquiries.id, [keptId, record.other, ...record.moved]))
      .orderBy(asc(inquiries.id))
      .for("update");
    const undone = await tx.$count(
      inquiryActivities,
      and(
        eq(inquiryActivities.inquiryId, keptId),
        eq(inquiryActivities.kind, "unmerged"),
        sql`${inquiryActivities.data}->>'merge' = ${mergeId}`,
      ),
    );
    const mergedIntoOf = new Map(rows.map((row) => [row.id, row.mergedIntoId]));
    if (!undoable(record, keptId, undone > 0, mergedIntoOf)) return "cannotUndo";
    const now = new Date();
    await tx
      .update(inquiries)
      .set({ mergedIntoId: null, lastUpdated: now })
      .where(eq(inquiries.id, record.other));
    const back = record.moved.filter((id) => mergedIntoOf.has(id));
    if (back.length) {
      await tx.update(inquiries).set({ mergedIntoId: record.other }).where(inArray(inquiries.id, back));
    }
    await recordActivity(tx, {
      inquiryId: keptId,
      kind: "unmerged",
      actorId,
      data: { merge: mergeId, other: record.other, form: record.form, moved: back },
    });
    await tx.update(inquiries).set({ lastUpdated: now }).where(eq(inquiries.id, keptId));
    return null;
  });
}

/** The merges into an inquiry that can be undone now, by the id of their timeline entry. */
export async function undoableMerges(db: Database, keptId: string): Promise<Map<string, MergeRecord>> {
  const entries = await db
    .select({ id: inquiryActivities.id, kind: inquiryActivities.kind, data: inquiryActivities.data })
    .from(inquiryActivities)
    .where(
      and(eq(inquiryActivities.inquiryId, keptId), inArray(inquiryActivities.kind, ["merged", "unmerged"])),
    );
  const undone = new Set(
    entries.filter((entry) => entry.kind === "unmerged").map((entry) => String(entry.data.merge)),
  );
  const merges = entries.flatMap((entry) => {
    const record = entry.kind === "merged" ? mergeRecord(entry.data) : null;
    return record ? [{ id: entry.id, record }] : [];
  });
  const ids = merges.flatMap(({ record }) => [record.other, ...record.moved]);
  const rows = ids.length
    ? await db
        .select({ id: inquiries.id, mergedIntoId: inquiries.mergedIntoId })
        .from(inquiries)
        .where(inArray(inquiries.id, ids))
    : [];
  const mergedIntoOf = new Map(rows.map((row) => [row.id, row.mergedIntoId]));
  return new Map(
    merges
      .filter(({ id, record }) => undoable(record, keptId, undone.has(id), mergedIntoOf))
      .map(({ id, record }) => [id, record]),
  );
}
