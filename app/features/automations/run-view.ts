/**
 * The runs page's address and a step's short description: pure, shared by the server and the page.
 */
import {
  type ActionKind,
  type RunState,
  runStates,
  type StepOutcome,
  type StepSettings,
  type StopReason,
} from "../../domain/automations";
import { canonicalUuid } from "../../lib/uuid";

/** Runs a page shows. */
export const RUNS_PAGE_SIZE = 25;

/** The runs page's filter (?state=failed&automation=<id>): each one empty for all. */
export interface RunFilter {
  state: RunState | null;
  automationId: string | null;
}

/** The filter in the address; an unknown state or a malformed id is no filter. */
export function parseRunFilter(search: URLSearchParams): RunFilter {
  const state = runStates.find((known) => known === search.get("state")) ?? null;
  return { state, automationId: canonicalUuid(search.get("automation")) };
}

/** What a step is, for a log's heading: its type, and for an action which one. */
export interface StepSummary {
  type: StepSettings["type"];
  action: ActionKind | null;
}

export function stepSummary(settings: StepSettings): StepSummary {
  return { type: settings.type, action: settings.type === "action" ? settings.action.kind : null };
}

/**
 * What a try says in the log. The runner records the step a lead's answer stopped as a try that
 * went through (it ended the run cleanly), though the step itself was never carried out: the log
 * calls it `replied`, not done.
 */
export type ShownOutcome = Exclude<StepOutcome, "continued"> | "replied";

export function shownOutcome(
  entry: { stepIndex: number; outcome: Exclude<StepOutcome, "continued"> },
  run: { state: RunState; stopReason: StopReason | null; stepIndex: number },
): ShownOutcome {
  const stoppedHere =
    run.state === "stopped" && run.stopReason === "reply" && entry.stepIndex === run.stepIndex;
  return stoppedHere && entry.outcome === "succeeded" ? "replied" : entry.outcome;
}

/** Why the runs route refused a change; the page's messages are keyed by these. */
export type RunRefusal =
  | "invalid"
  | "notFound"
  | "notFailed"
  | "notWaiting"
  | "stepsIncomplete"
  | "leadNotFound";
