import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ADVANCE_CHANCE,
  closedLeads,
  LEAD_COUNT,
  leadsPerStage,
  type PipelineState,
  pipeline,
  pipelineStages,
  TICK_MS,
} from "./pipeline";
import type { Random } from "./simulation";
import { ALMOST_ONE, always, seeded, sequence } from "./test-random";
import { runSimulation } from "./use-simulation";

const start = (state: PipelineState) => pipeline.step(state, { type: "start" }, always(0));
const tick = (state: PipelineState, random: Random) => pipeline.step(state, { type: "tick" }, random);

describe("pipeline (spec sections 4 and 9)", () => {
  it("has five stages in order, eight leads, a 70 % chance per 1.5 s tick", () => {
    expect(pipelineStages).toEqual(["newLead", "qualification", "contact", "proposal", "closed"]);
    expect(LEAD_COUNT).toBe(8);
    expect(ADVANCE_CHANCE).toBe(0.7);
    expect(TICK_MS).toBe(1500);
    expect(pipeline.initial.leadStages).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(pipeline.delayUntilTick(pipeline.initial)).toBeNull();
  });

  it("moves every open lead on when random returns 0, and closes them all in four ticks", () => {
    let state = start(pipeline.initial);
    for (let round = 1; round <= 4; round++) {
      expect(pipeline.delayUntilTick(state)).toBe(TICK_MS);
      state = tick(state, always(0));
      expect(state.leadStages).toEqual(Array(8).fill(round));
      expect(state.movedLeads).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    expect(state).toMatchObject({ status: "done", ticks: 4 });
    expect(closedLeads(state)).toBe(8);
    expect(pipeline.delayUntilTick(state)).toBeNull();
  });

  it("moves no lead when random returns just under 1, and keeps running", () => {
    const state = tick(start(pipeline.initial), always(ALMOST_ONE));
    expect(state).toMatchObject({ status: "running", ticks: 1, movedLeads: [] });
    expect(state.leadStages).toEqual(Array(8).fill(0));
  });

  it("moves a lead on below 0.7 and keeps it at 0.7 exactly", () => {
    const state = tick(start(pipeline.initial), sequence(0.6999, ADVANCE_CHANCE));
    expect(state.leadStages).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
    expect(state.movedLeads).toEqual([0, 2, 4, 6]);
  });

  it("draws once per open lead, in list order, and never for a closed one", () => {
    let draws = 0;
    const counting: Random = () => {
      draws++;
      return 0;
    };
    const state: PipelineState = {
      status: "running",
      leadStages: [4, 3, 4, 0, 4, 2, 1, 4],
      movedLeads: [],
      ticks: 5,
    };
    const next = tick(state, counting);
    expect(draws).toBe(4);
    expect(next.leadStages).toEqual([4, 4, 4, 1, 4, 3, 2, 4]);
    expect(leadsPerStage(next)).toEqual([0, 1, 1, 1, 5]);
  });

  it("always ends with all eight closed, one stage at a time", () => {
    const random = seeded(7);
    for (let runs = 0; runs < 100; runs++) {
      let state = start(pipeline.initial);
      while (state.status === "running") {
        const next = tick(state, random);
        next.leadStages.forEach((stage, lead) => {
          expect(stage - (state.leadStages[lead] ?? 0)).toBe(next.movedLeads.includes(lead) ? 1 : 0);
        });
        state = next;
      }
      expect(closedLeads(state)).toBe(LEAD_COUNT);
      expect(state.ticks).toBeGreaterThanOrEqual(4);
    }
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
