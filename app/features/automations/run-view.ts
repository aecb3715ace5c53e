/**
 * The runs page's address and a step's short description: pure, shared by the server and the page.
 */
import { type ActionKind, type RunState, runStates, type StepSettings } from "../../domain/automations";
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

/** Why the runs route refused a change; the page's messages are keyed by these. */
export type RunRefusal = "invalid" | "notFound" | "notFailed" | "stepsIncomplete" | "leadNotFound";
