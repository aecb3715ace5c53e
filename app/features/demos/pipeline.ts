/**
 * Automation service demo (spec section 4, "Pipeline simulation"): eight sample leads move
 * through five sales stages; on every 1.5 s tick each open lead moves on one stage with a 70 %
 * chance, until all are closed.
 */
import type { Simulation } from "./simulation";

export const pipelineStages = ["newLead", "qualification", "contact", "proposal", "closed"] as const;

export const LEAD_COUNT = 8;
export const ADVANCE_CHANCE = 0.7;
export const TICK_MS = 1500;

const CLOSED = pipelineStages.length - 1;

export interface PipelineState {
  status: "idle" | "running" | "done";
  /** Stage index of each sample lead, in the order of the sample list. */
  leadStages: readonly number[];
  /** Leads that moved on in the last tick, to highlight them. */
  movedLeads: readonly number[];
  ticks: number;
}

export type PipelineEvent = { type: "start" };

const allNew: PipelineState = {
  status: "idle",
  leadStages: Array.from({ length: LEAD_COUNT }, () => 0),
  movedLeads: [],
  ticks: 0,
};

export const pipeline: Simulation<PipelineState, PipelineEvent> = {
  initial: allNew,

  step(state, event, random) {
    if (event.type === "start") return state.status === "running" ? state : { ...allNew, status: "running" };
    if (state.status !== "running") return state;
    // One draw per open lead, in list order; closed leads draw nothing.
    const movedLeads: number[] = [];
    const leadStages = state.leadStages.map((stage, lead) => {
      if (stage === CLOSED || random() >= ADVANCE_CHANCE) return stage;
      movedLeads.push(lead);
      return stage + 1;
    });
    const allClosed = leadStages.every((stage) => stage === CLOSED);
    return { status: allClosed ? "done" : "running", leadStages, movedLeads, ticks: state.ticks + 1 };
  },

  delayUntilTick: (state) => (state.status === "running" ? TICK_MS : null),
};

export function closedLeads(state: PipelineState) {
  return state.leadStages.filter((stage) => stage === CLOSED).length;
}

/** How many leads sit in each stage, in stage order. */
export function leadsPerStage(state: PipelineState) {
  return pipelineStages.map((_, stage) => state.leadStages.filter((leadStage) => leadStage === stage).length);
}
