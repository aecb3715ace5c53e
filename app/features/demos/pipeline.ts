/**
 * Automation service demo (docs/PRODUCT.md, Demos): eight sample leads move
 * through five sales stages; on every 1.5 s tick each open lead moves on one stage with a 70 %
 * chance. A lead that misses at a decision (qualification, proposal) is lost, as in any real
 * pipeline; elsewhere it waits for the next tick. The run ends when every lead is closed or lost.
 */
import type { Simulation } from "./simulation";

export const pipelineStages = ["newLead", "qualification", "contact", "proposal", "closed"] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/** Where a lead that does not move on drops out: not a fit, or the proposal turned down. */
export const decisionStages = ["qualification", "proposal"] as const satisfies readonly PipelineStage[];

export const LEAD_COUNT = 8;
export const ADVANCE_CHANCE = 0.7;
export const TICK_MS = 1500;

const CLOSED = pipelineStages.length - 1;
const decisionIndexes: readonly number[] = decisionStages.map((stage) => pipelineStages.indexOf(stage));

export interface PipelineState {
  status: "idle" | "running" | "done";
  /** Stage index of each sample lead, in the order of the sample list; a lost lead keeps its stage. */
  leadStages: readonly number[];
  /** Leads that dropped out, in list order. */
  lostLeads: readonly number[];
  /** Leads that moved on in the last tick, to highlight them. */
  movedLeads: readonly number[];
  ticks: number;
}

export type PipelineEvent = { type: "start" };

const allNew: PipelineState = {
  status: "idle",
  leadStages: Array.from({ length: LEAD_COUNT }, () => 0),
  lostLeads: [],
  movedLeads: [],
  ticks: 0,
};

export const pipeline: Simulation<PipelineState, PipelineEvent> = {
  initial: allNew,

  step(state, event, random) {
    if (event.type === "start") return state.status === "running" ? state : { ...allNew, status: "running" };
    if (state.status !== "running") return state;
    // One draw per open lead, in list order; closed and lost leads draw nothing.
    const movedLeads: number[] = [];
    const lostLeads = [...state.lostLeads];
    const leadStages = state.leadStages.map((stage, lead) => {
      if (stage === CLOSED || state.lostLeads.includes(lead)) return stage;
      if (random() < ADVANCE_CHANCE) {
        movedLeads.push(lead);
        return stage + 1;
      }
      if (decisionIndexes.includes(stage)) lostLeads.push(lead);
      return stage;
    });
    lostLeads.sort((a, b) => a - b);
    const settled = leadStages.every((stage, lead) => stage === CLOSED || lostLeads.includes(lead));
    return {
      status: settled ? "done" : "running",
      leadStages,
      lostLeads,
      movedLeads,
      ticks: state.ticks + 1,
    };
  },

  delayUntilTick: (state) => (state.status === "running" ? TICK_MS : null),
};

export function closedLeads(state: PipelineState) {
  return state.leadStages.filter((stage) => stage === CLOSED).length;
}

/** How many open or closed leads sit in each stage, in stage order (lost ones are counted apart). */
export function leadsPerStage(state: PipelineState) {
  return pipelineStages.map(
    (_, stage) =>
      state.leadStages.filter((leadStage, lead) => leadStage === stage && !state.lostLeads.includes(lead))
        .length,
  );
}
