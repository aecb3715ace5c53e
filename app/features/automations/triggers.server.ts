/**
 * Which automations an event starts: a new lead (filtered by form, service, language and
 * campaign source) or an inquiry moved to a status by staff. The runs are inserted in the
 * event's own transaction, so an acknowledged lead never misses its automation; the insert wakes
 * the runner once it commits (migration 0013's trigger). Each run is pinned to the automation's
 * version in force when it starts and keeps it to its end. And which runs an event ends: the
 * lead's answer ends the runs that stop on a reply.
 */
import { and, eq, exists, inArray, lte } from "drizzle-orm";
import type { AutomationTrigger, TriggerKind } from "../../domain/automations";
import type { InquiryStatus } from "../../domain/inquiries";
import type { Database } from "../../platform/db/client.server";
import {
  automationRunSteps,
  automationRuns,
  automations,
  automationVersions,
  type inquiries,
} from "../../platform/db/schema.server";

type Executor = Pick<Database, "select" | "insert">;
type Inquiry = typeof inquiries.$inferSelect;

const within = (list: readonly string[], value: string | null) =>
  list.length === 0 || list.includes(value ?? "");

/** Whether a new lead is one the trigger starts a run for. */
export function leadMatches(trigger: AutomationTrigger, inquiry: Inquiry): boolean {
  if (trigger.kind !== "lead_created") return false;
  return (
    within(trigger.forms, inquiry.sourceForm) &&
    within(trigger.services, inquiry.serviceType) &&
    within(trigger.langs, inquiry.lang) &&
    within(
      trigger.utmSources.map((source) => source.toLowerCase()),
      inquiry.utmSource?.toLowerCase() ?? null,
    )
  );
}

async function switchedOn(executor: Executor, kind: TriggerKind) {
  return executor
    .select({ id: automations.id, version: automations.version, trigger: automations.trigger })
    .from(automations)
    .where(and(eq(automations.enabled, true), eq(automations.triggerKind, kind)));
}

async function start(
  executor: Executor,
  inquiryId: string,
  triggerKey: string,
  matching: { id: string; version: number }[],
) {
  if (matching.length === 0) return 0;
  const rows = await executor
    .insert(automationRuns)
    .values(
      matching.map((automation) => ({
        automationId: automation.id,
        version: automation.version,
        inquiryId,
        triggerKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: automationRuns.id });
  return rows.length;
}

/** Starts the runs a new lead's automations owe it; call in the lead's transaction. */
export async function startRunsForLead(executor: Executor, inquiry: Inquiry) {
  const matching = (await switchedOn(executor, "lead_created")).filter((automation) =>
    leadMatches(automation.trigger, inquiry),
  );
  return start(executor, inquiry.id, "created", matching);
}

/**
 * Starts the runs of automations waiting for this status; `eventId` (the status activity) makes a
 * second look at the same change start nothing more. Called for a change staff make; a status an
 * automation sets starts nothing, so automations never loop (docs/decisions/0051).
 */
export async function startRunsForStatus(
  executor: Executor,
  inquiryId: string,
  status: InquiryStatus,
  eventId: string,
) {
  const matching = (await switchedOn(executor, "status_changed")).filter(
    (automation) => automation.trigger.kind === "status_changed" && automation.trigger.to === status,
  );
  return start(executor, inquiryId, `status:${eventId}`, matching);
}

/**
 * Ends, as the lead's answer is stored (in its transaction), the inquiries' runs whose version
 * stops on a reply and that began before it: the run is stopped by the reply there and then, and
 * the step it would have run next is logged as the one the answer stopped, as the runner logs it
 * (run-view.ts `shownOutcome`). A run whose step is being carried out at that moment loses its
 * claim: the step records nothing, so an e-mail it would have queued is never sent; only a webhook
 * already on its way can still arrive. A failed run stays failed; retried later, the runner finds
 * the answer before its step (executor.server.ts).
 */
export async function stopRunsOnReply(
  executor: Pick<Database, "select" | "insert" | "update">,
  inquiryIds: string[],
  now: Date,
) {
  const stopped = await executor
    .update(automationRuns)
    .set({ state: "stopped", stopReason: "reply", lastError: null, claimToken: null, finishedAt: now })
    .where(
      and(
        inArray(automationRuns.inquiryId, inquiryIds),
        eq(automationRuns.state, "active"),
        lte(automationRuns.createdAt, now),
        exists(
          executor
            .select({ version: automationVersions.version })
            .from(automationVersions)
            .where(
              and(
                eq(automationVersions.automationId, automationRuns.automationId),
                eq(automationVersions.version, automationRuns.version),
                eq(automationVersions.stopOnReply, true),
              ),
            ),
        ),
      ),
    )
    .returning({
      runId: automationRuns.id,
      stepIndex: automationRuns.stepIndex,
      attempts: automationRuns.attempts,
    });
  if (stopped.length === 0) return 0;
  await executor.insert(automationRunSteps).values(
    stopped.map(({ runId, stepIndex, attempts }) => ({
      runId,
      stepIndex,
      attempt: attempts + 1,
      outcome: "succeeded" as const,
      durationMs: 0,
    })),
  );
  return stopped.length;
}
