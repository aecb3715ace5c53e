import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALMOST_ONE, always, seeded, sequence } from "../../../tests/support/random";
import {
  ADVANCE_CHANCE,
  closedLeads,
  decisionStages,
  LEAD_COUNT,
  leadsPerStage,
  type PipelineState,
  pipeline,
  pipelineStages,
  TICK_MS,
} from "./pipeline";
import type { Random } from "./simulation";
import { runSimulation } from "./use-simulation";

const start = (state: PipelineState) => pipeline.step(state, { type: "start" }, always(0));
const tick = (state: PipelineState, random: Random) => pipeline.step(state, { type: "tick" }, random);

describe("pipeline (docs/PRODUCT.md, Demos)", () => {
  it("has five stages in order, eight leads, a 70 % chance per 1.5 s tick", () => {
    expect(pipelineStages).toEqual(["newLead", "qualification", "contact", "proposal", "closed"]);
    expect(LEAD_COUNT).toBe(8);
    expect(ADVANCE_CHANCE).toBe(0.7);
    expect(TICK_MS).toBe(1500);
    expect(pipeline.initial.leadStages).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(pipeline.initial.lostLeads).toEqual([]);
    expect(pipeline.delayUntilTick(pipeline.initial)).toBeNull();
  });

  it("loses a lead that fails qualification or turns the proposal down", () => {
    expect(decisionStages).toEqual(["qualification", "proposal"]);
  });

  it("moves every open lead on when random returns 0, and closes them all in four ticks", () => {
    let state = start(pipeline.initial);
    for (let round = 1; round <= 4; round++) {
      expect(pipeline.delayUntilTick(state)).toBe(TICK_MS);
      state = tick(state, always(0));
      expect(state.leadStages).toEqual(Array(8).fill(round));
      expect(state.movedLeads).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    expect(state).toMatchObject({ status: "done", ticks: 4, lostLeads: [] });
    expect(closedLeads(state)).toBe(8);
    expect(pipeline.delayUntilTick(state)).toBeNull();
  });

  it("keeps new leads waiting when random returns just under 1, and keeps running", () => {
    const state = tick(start(pipeline.initial), always(ALMOST_ONE));
    expect(state).toMatchObject({ status: "running", ticks: 1, movedLeads: [], lostLeads: [] });
    expect(state.leadStages).toEqual(Array(8).fill(0));
  });

  it("moves a lead on below 0.7 and keeps a new lead waiting at 0.7 exactly", () => {
    const state = tick(start(pipeline.initial), sequence(0.6999, ADVANCE_CHANCE));
    expect(state.leadStages).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
    expect(state.movedLeads).toEqual([0, 2, 4, 6]);
    expect(state.lostLeads).toEqual([]);
  });

  it("loses leads that miss at qualification or proposal, and lets the others wait", () => {
    const state: PipelineState = {
      status: "running",
      leadStages: [1, 3, 2, 0, 1, 3, 4, 4],
      lostLeads: [],
      movedLeads: [],
      ticks: 2,
    };
    const next = tick(state, sequence(ADVANCE_CHANCE, ADVANCE_CHANCE, ADVANCE_CHANCE, ADVANCE_CHANCE, 0, 0));
    expect(next.leadStages).toEqual([1, 3, 2, 0, 2, 4, 4, 4]);
    expect(next.lostLeads).toEqual([0, 1]);
    expect(next.movedLeads).toEqual([4, 5]);
    expect(closedLeads(next)).toBe(3);
    expect(next.status).toBe("running");
  });

  it("draws once per open lead, in list order, never for a closed or a lost one", () => {
    let draws = 0;
    const counting: Random = () => {
      draws++;
      return 0;
    };
    const state: PipelineState = {
      status: "running",
      leadStages: [4, 3, 4, 0, 4, 2, 1, 4],
      lostLeads: [5],
      movedLeads: [],
      ticks: 5,
    };
    const next = tick(state, counting);
    expect(draws).toBe(3);
    expect(next.leadStages).toEqual([4, 4, 4, 1, 4, 2, 2, 4]);
    expect(leadsPerStage(next)).toEqual([0, 1, 1, 0, 5]);
  });

  it("ends once every lead is closed or lost", () => {
    const state: PipelineState = {
      status: "running",
      leadStages: [4, 3, 4, 1, 4, 4, 4, 4],
      lostLeads: [3],
      movedLeads: [],
      ticks: 6,
    };
    const next = tick(state, always(ALMOST_ONE));
    expect(next).toMatchObject({ status: "done", lostLeads: [1, 3] });
    expect(pipeline.delayUntilTick(next)).toBeNull();
  });

  it("always ends, one stage at a time, and does not close every deal", () => {
    const random = seeded(7);
    let closedInAllRuns = 0;
    let runsClosingAll = 0;
    for (let runs = 0; runs < 100; runs++) {
      let state = start(pipeline.initial);
      while (state.status === "running") {
        const next = tick(state, random);
        next.leadStages.forEach((stage, lead) => {
          expect(stage - (state.leadStages[lead] ?? 0)).toBe(next.movedLeads.includes(lead) ? 1 : 0);
        });
        state = next;
      }
      expect(closedLeads(state) + state.lostLeads.length).toBe(LEAD_COUNT);
      closedInAllRuns += closedLeads(state);
      if (closedLeads(state) === LEAD_COUNT) runsClosingAll++;
    }
    // Passing two decisions at 70 % each closes about half of the deals.
    expect(closedInAllRuns / (100 * LEAD_COUNT)).toBeGreaterThan(0.4);
    expect(closedInAllRuns / (100 * LEAD_COUNT)).toBeLessThan(0.6);
    expect(runsClosingAll).toBeLessThanOrEqual(2);
  });

  it("ignores start while running, and a new start after the end resets all leads", () => {
    const running = tick(start(pipeline.initial), always(0));
    expect(start(running)).toBe(running);
    let done = running;
    while (done.status === "running") done = tick(done, always(0));
    expect(start(done)).toEqual({ ...pipeline.initial, status: "running" });
    expect(tick(pipeline.initial, always(0))).toBe(pipeline.initial);
  });
});

describe("pipeline on the driver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks every 1.5 s and stops setting timers when all leads are closed", () => {
    let state = pipeline.initial;
    runSimulation(pipeline, always(0), (next) => {
      state = next;
    }).send({ type: "start" });
    vi.advanceTimersByTime(1499);
    expect(state.ticks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.ticks).toBe(1);
    vi.advanceTimersByTime(4500);
    expect(state).toMatchObject({ status: "done", ticks: 4 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
