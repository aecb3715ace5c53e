/**
 * Runs as staff see them (docs/decisions/0057-runs-on-the-desk.md): every run a page at a time with
 * its per-step log, the runs of one inquiry for its timeline, a failed run retried from its failed
 * step or restarted on the automation's current version, and a template tried on a lead without
 * sending or changing anything (a dry run through the executor's own `carryOut`).
 */
import { and, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { data } from "react-router";
import type { AutomationStep, RunState, StepOutcome, StopReason } from "~/domain/automations";
import { defaultLang, isLang } from "~/domain/languages";
import { canonicalUuid } from "~/lib/uuid";
import type { Config } from "~/platform/config.server";
import type { Database } from "~/platform/db/client.server";
import {
  automationRunSteps,
  automationRuns,
  automations,
  automationVersions,
  inquiries,
  templates,
} from "~/platform/db/schema.server";
import { continueRun, retryRun } from "~/platform/step-runner.server";
import type { Viewer } from "../auth/viewer";
import type { InquiryCard } from "../dashboard/inquiry-cards.server";
import { type Page, pageOf } from "../dashboard/paging";
import { carryOut } from "./executor.server";
import { RUNS_PAGE_SIZE, type RunFilter, type RunRefusal, type StepSummary, stepSummary } from "./run-view";
import { automationSteps } from "./switch.server";

type Inquiry = typeof inquiries.$inferSelect;

/** One try of one step, as the log shows it (or a delay staff ended early: `continued`, by whom in `output.by`). */
export interface RunStepLog {
  stepIndex: number;
  attempt: number;
  outcome: StepOutcome;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  error: string | null;
  durationMs: number;
  createdAt: string;
}

export interface RunView {
  id: string;
  automationId: string;
  name: string;
  version: number;
  /** The version the automation runs now: a restart takes it. */
  currentVersion: number;
  inquiryId: string;
  leadEmail: string;
  state: RunState;
  stopReason: StopReason | null;
  /** The step due next, or the one that failed. */
  stepIndex: number;
  steps: StepSummary[];
  lastError: string | null;
  /** Asleep in a delay until then, and no step tried yet: staff may continue it now. */
  waitingUntil: string | null;
  createdAt: string;
  finishedAt: string | null;
  log: RunStepLog[];
}

export interface RunsView {
  filter: RunFilter;
  total: number;
  runs: Page<RunView>;
  /** The automations to filter by, by name. */
  automations: { id: string; name: string }[];
}

const runColumns = {
  id: automationRuns.id,
  automationId: automationRuns.automationId,
  version: automationRuns.version,
  currentVersion: automations.version,
  name: automationVersions.name,
  versionSteps: automationVersions.steps,
  inquiryId: automationRuns.inquiryId,
  leadEmail: inquiries.leadEmail,
  state: automationRuns.state,
  stopReason: automationRuns.stopReason,
  stepIndex: automationRuns.stepIndex,
  lastError: automationRuns.lastError,
  attempts: automationRuns.attempts,
  claimToken: automationRuns.claimToken,
  nextAttemptAt: automationRuns.nextAttemptAt,
  createdAt: automationRuns.createdAt,
  finishedAt: automationRuns.finishedAt,
};

/**
 * Whether a run sleeps in a delay: active, the step before its next one a delay, its next step
 * not tried yet and not claimed, and its wake time still ahead.
 */
function sleeping(
  run: {
    state: RunState;
    stepIndex: number;
    attempts: number;
    claimToken: string | null;
    nextAttemptAt: Date;
  },
  steps: AutomationStep[],
  now: Date,
) {
  return (
    run.state === "active" &&
    steps[run.stepIndex - 1]?.settings.type === "delay" &&
    run.attempts === 0 &&
    run.claimToken === null &&
    run.nextAttemptAt > now
  );
}

/** Runs with their version, automation and lead. */
const runRows = (db: Database, where: SQL | undefined) =>
  db
    .select(runColumns)
    .from(automationRuns)
    .innerJoin(
      automationVersions,
      and(
        eq(automationVersions.automationId, automationRuns.automationId),
        eq(automationVersions.version, automationRuns.version),
      ),
    )
    .innerJoin(automations, eq(automations.id, automationRuns.automationId))
    .innerJoin(inquiries, eq(inquiries.id, automationRuns.inquiryId))
    .where(where);

/** Runs with their version, automation and lead, newest first, each with its step log. */
async function readRuns(db: Database, where: SQL | undefined, limit: number, offset = 0, now = new Date()) {
  const rows = await runRows(db, where)
    .orderBy(desc(automationRuns.createdAt), desc(automationRuns.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  const log =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(automationRunSteps)
          .where(inArray(automationRunSteps.runId, ids))
          .orderBy(automationRunSteps.stepIndex, automationRunSteps.createdAt);
  return rows.map(
    ({ versionSteps, createdAt, finishedAt, attempts, claimToken, nextAttemptAt, ...run }): RunView => ({
      ...run,
      steps: versionSteps.map((step) => stepSummary(step.settings)),
      waitingUntil: sleeping({ ...run, attempts, claimToken, nextAttemptAt }, versionSteps, now)
        ? nextAttemptAt.toISOString()
        : null,
      createdAt: createdAt.toISOString(),
      finishedAt: finishedAt?.toISOString() ?? null,
      log: log
        .filter((entry) => entry.runId === run.id)
        .map((entry) => ({
          stepIndex: entry.stepIndex,
          attempt: entry.attempt,
          outcome: entry.outcome,
          input: entry.input,
          output: entry.output,
          error: entry.error,
          durationMs: entry.durationMs,
          createdAt: entry.createdAt.toISOString(),
        })),
    }),
  );
}

/** The runs page: a page of runs matching the filter, how many match, and the automations to filter by. */
export async function listRuns(db: Database, filter: RunFilter, page: number): Promise<RunsView> {
  const where = and(
    filter.state ? eq(automationRuns.state, filter.state) : undefined,
    filter.automationId ? eq(automationRuns.automationId, filter.automationId) : undefined,
  );
  const [total, rows, named] = await Promise.all([
    db.$count(automationRuns, where),
    readRuns(db, where, RUNS_PAGE_SIZE + 1, (page - 1) * RUNS_PAGE_SIZE),
    db
      .select({ id: automations.id, name: templates.name })
      .from(automations)
      .innerJoin(templates, eq(templates.id, automations.templateId))
      .orderBy(templates.name),
  ]);
  return { filter, total, runs: pageOf(rows, page, RUNS_PAGE_SIZE, total), automations: named };
}

/** The newest runs of an inquiry (and those merged into it) for its timeline. */
export const INQUIRY_RUNS_MAX = 20;
export function runsOfInquiry(db: Database, inquiryIds: string[]) {
  return readRuns(db, inArray(automationRuns.inquiryId, inquiryIds), INQUIRY_RUNS_MAX);
}

/**
 * Starts a failed run again from its first step on the automation's current version, as a new run
 * (its own log and webhook ids); the failed one is stopped as restarted, so neither can run twice.
 * Null when the run is not (or no longer) failed.
 */
export async function restartRun(db: Database, runId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(automationRuns)
      .set({ state: "stopped", stopReason: "restarted", finishedAt: now })
      .where(and(eq(automationRuns.id, runId), eq(automationRuns.state, "failed")))
      .returning({ automationId: automationRuns.automationId, inquiryId: automationRuns.inquiryId });
    if (!failed) return null;
    const [automation] = await tx
      .select({ version: automations.version })
      .from(automations)
      .where(eq(automations.id, failed.automationId));
    if (!automation) return null;
    // The insert wakes the runner (migration 0013's trigger).
    const [run] = await tx
      .insert(automationRuns)
      .values({
        automationId: failed.automationId,
        version: automation.version,
        inquiryId: failed.inquiryId,
        triggerKey: `restart:${runId}`,
        nextAttemptAt: now,
      })
      .returning({ id: automationRuns.id });
    return run?.id ?? null;
  });
}

/** A refusal the page shows (returned, not thrown: the page stays and says why). */
const refuse = (status: number, error: RunRefusal) => data({ ok: false as const, error }, { status });

export type RunChangeResult = { ok: true; intent: "retry" | "restart" | "continue"; runId: string };

/**
 * Ends the delay a run sleeps in (the wake time `until` the page showed): its next step falls due
 * now, through the runner, and the log says who continued it. Refused when the run no longer
 * sleeps in a delay until then: it woke, moved on, ended, or someone continued it already.
 */
async function continueWaitingRun(
  db: Database,
  viewer: Viewer,
  id: string,
  form: FormData,
  now = new Date(),
) {
  const until = new Date(String(form.get("until") ?? ""));
  if (Number.isNaN(until.getTime())) return refuse(400, "invalid");
  const [run] = await runRows(db, eq(automationRuns.id, id));
  const continued =
    run &&
    sleeping(run, run.versionSteps, now) &&
    (await continueRun(db, { runId: id, stepIndex: run.stepIndex, until, by: viewer.name }, now));
  if (!continued) return refuse(409, "notWaiting");
  return { ok: true, intent: "continue", runId: id } satisfies RunChangeResult;
}

/**
 * The runs route's intents, staff only (the route checks): `retry` or `restart` a failed `run`,
 * `continue` one asleep in a delay.
 */
export async function changeRun(db: Database, viewer: Viewer, form: FormData) {
  const intent = form.get("intent");
  if (intent !== "retry" && intent !== "restart" && intent !== "continue") return refuse(400, "invalid");
  const id = canonicalUuid(form.get("run"));
  const [run] = id
    ? await db.select({ state: automationRuns.state }).from(automationRuns).where(eq(automationRuns.id, id))
    : [];
  if (!id || !run) return refuse(404, "notFound");
  if (intent === "continue") return continueWaitingRun(db, viewer, id, form);
  if (intent === "retry") {
    if (!(await retryRun(db, id))) return refuse(409, "notFailed");
    return { ok: true, intent, runId: id } satisfies RunChangeResult;
  }
  const started = await restartRun(db, id);
  if (!started) return refuse(409, "notFailed");
  return { ok: true, intent, runId: started } satisfies RunChangeResult;
}

/** What one step did in a dry run: nothing sent, nothing changed. */
export interface DryRunStep {
  step: StepSummary;
  /** `skipped`: an earlier step stopped the run. */
  outcome: "next" | "stop" | "failed" | "skipped";
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  error: string | null;
}

export type DryRunResult = { ok: true; intent: "dryRun"; steps: DryRunStep[] };

/**
 * An inquiry a dry run can be tried on: what its card names it by (the stored title is an English
 * code such as "Demo: outreach (small)", whatever the desk's language).
 */
export type DryRunLead = Pick<InquiryCard, "id" | "email" | "name" | "company" | "service" | "form" | "lang">;

/** The inquiries last worked on, to try a template on (the sample lead besides). */
export async function dryRunLeads(db: Database): Promise<DryRunLead[]> {
  const rows = await db
    .select({
      id: inquiries.id,
      email: inquiries.leadEmail,
      name: inquiries.leadName,
      company: inquiries.company,
      service: inquiries.serviceType,
      form: inquiries.sourceForm,
      lang: inquiries.lang,
    })
    .from(inquiries)
    .where(and(isNull(inquiries.mergedIntoId), isNull(inquiries.spamReason)))
    .orderBy(desc(inquiries.lastUpdated))
    .limit(10);
  return rows.map((row) => ({ ...row, lang: isLang(row.lang) ? row.lang : defaultLang }));
}

/** The built-in sample lead a dry run can use instead of a real inquiry. */
export const SAMPLE_LEAD = "sample";

function sampleInquiry(lang: string, now: Date): Inquiry {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    title: "Automating our order processing",
    serviceType: "workflow-automation",
    description: "",
    requirements: { budget: "50k-100k" },
    status: "pending",
    sourceForm: "contact",
    leadEmail: "jana.novakova@example.com",
    leadName: "Jana Nováková",
    company: "Novák Trading s.r.o.",
    phone: "+420 777 123 456",
    lang,
    assigneeId: null,
    followUpOn: null,
    mergedIntoId: null,
    utmSource: "google",
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    spamReason: null,
    submissionId: null,
    repliedAt: null,
    dealValue: null,
    dealCurrency: null,
    expectedCloseOn: null,
    closeReason: null,
    createdAt: now,
    lastUpdated: now,
    searchText: null,
    notesSearch: null,
  };
}

type DryRunServices = {
  db: Database;
  config: Pick<
    Config,
    "AGENCY_TIME_ZONE" | "INBOUND_REPLY_ADDRESS" | "LEAD_WEBHOOK_SECRET" | "PUBLIC_URL" | "company"
  >;
  secret: string;
};

/**
 * A template's steps carried out on a lead (`lead`: an inquiry's id or SAMPLE_LEAD) with nothing
 * sent and nothing changed: each step's effects are left uncommitted and no webhook is posted.
 * A delay moves the dry run's clock on; a stop skips the rest. Staff, on a template they can see.
 */
export async function dryRun(
  { db, config, secret }: DryRunServices,
  viewer: Viewer,
  form: FormData,
  now = new Date(),
) {
  const templateId = canonicalUuid(form.get("template"));
  const [template] = templateId
    ? await db
        .select({ userId: templates.userId, isPublic: templates.isPublic, workflow: templates.workflowData })
        .from(templates)
        .where(eq(templates.id, templateId))
    : [];
  if (!template || (!template.isPublic && template.userId !== viewer.id)) return refuse(404, "notFound");
  const steps = automationSteps(template.workflow.steps);
  if (!steps) return refuse(409, "stepsIncomplete");
  const lead = form.get("lead");
  const inquiryId = canonicalUuid(lead);
  const [inquiry] =
    lead === SAMPLE_LEAD
      ? [sampleInquiry(viewer.lang, now)]
      : inquiryId
        ? await db.select().from(inquiries).where(eq(inquiries.id, inquiryId))
        : [];
  if (!inquiry) return refuse(404, "leadNotFound");
  let clock = now;
  let stopped = false;
  const results: DryRunStep[] = [];
  for (const [index, { settings }] of steps.entries()) {
    const base = { step: stepSummary(settings), input: {}, output: {}, error: null };
    if (stopped) {
      results.push({ ...base, outcome: "skipped" });
      continue;
    }
    try {
      const result = await carryOut(settings, inquiry, {
        db,
        config,
        secret,
        now: clock,
        key: `dry-run.${index + 1}`,
        live: false,
      });
      results.push({
        ...base,
        outcome: result.proceed,
        input: result.input ?? {},
        output: result.output ?? {},
      });
      if (result.wakeAt) clock = result.wakeAt;
      stopped = result.proceed === "stop";
    } catch (error) {
      results.push({
        ...base,
        outcome: "failed",
        error: error instanceof Error ? error.message : String(error),
      });
      stopped = true;
    }
  }
  return { ok: true, intent: "dryRun", steps: results } satisfies DryRunResult;
}
