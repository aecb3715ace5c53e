/**
 * The inquiry timeline's writers: every change to an inquiry is recorded by who made it (null:
 * the site itself), in the transaction of the change.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { inquiries, inquiryActivities, users } from "~/platform/db/schema.server";
import type { ActivityKind } from "../../domain/inquiries";

type Executor = Pick<Database, "insert" | "update" | "select">;

export interface NewActivity {
  inquiryId: string;
  kind: ActivityKind;
  actorId?: string | null;
  body?: string | null;
  data?: Record<string, unknown>;
  mailId?: string | null;
}

/** Records the activity and returns its id. */
export async function recordActivity(executor: Executor, activity: NewActivity) {
  const [row] = await executor
    .insert(inquiryActivities)
    .values({
      inquiryId: activity.inquiryId,
      kind: activity.kind,
      actorId: activity.actorId ?? null,
      body: activity.body ?? null,
      data: activity.data ?? {},
      mailId: activity.mailId ?? null,
    })
    .returning({ id: inquiryActivities.id });
  return row?.id ?? "";
}

/**
 * Round robin: a new lead goes to the staff member (confirmed, taking new leads) who was given
 * one longest ago. The row is locked while it is chosen, so two servers storing leads at once
 * hand them to two people, not the same one twice. Nobody takes new leads: it stays unassigned.
 */
export async function assignInTurn(executor: Executor, inquiryId: string) {
  const next = executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "staff"), eq(users.emailVerified, true), eq(users.takesNewLeads, true)))
    .orderBy(sql`${users.lastLeadAssignedAt} asc nulls first`, asc(users.id))
    .limit(1)
    .for("update");
  const [assignee] = await executor
    .update(users)
    .set({ lastLeadAssignedAt: new Date() })
    .where(sql`${users.id} = (${next})`)
    .returning({ id: users.id });
  if (!assignee) return null;
  await executor.update(inquiries).set({ assigneeId: assignee.id }).where(eq(inquiries.id, inquiryId));
  await recordActivity(executor, { inquiryId, kind: "assigned", data: { to: assignee.id, inTurn: true } });
  return assignee.id;
}
