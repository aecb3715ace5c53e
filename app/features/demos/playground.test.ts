import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALMOST_ONE, always, seeded, sequence } from "../../../tests/support/random";
import {
  type PlaygroundState,
  playground,
  type ScenarioId,
  STEPS_PER_SCENARIO,
  STOP_DELAY_MS,
  scenarioIds,
  scenarioSteps,
  stepYield,
  weeklySavingsHours,
} from "./playground";
import type { Random } from "./simulation";
import { runSimulation } from "./use-simulation";

const run = (state: PlaygroundState, random: Random = always(0)) =>
  playground.step(state, { type: "run" }, random);
const tick = (state: PlaygroundState, random: Random = always(0)) =>
  playground.step(state, { type: "tick" }, random);
const select = (state: PlaygroundState, scenario: ScenarioId) =>
  playground.step(state, { type: "selectScenario", scenario }, always(0));

/** Ticks until the run is over, collecting the delay asked for before each tick. */
function runToEnd(scenario: ScenarioId, random: Random) {
  let state = run(select(playground.initial, scenario));
  const delays: number[] = [];
  for (
    let delay = playground.delayUntilTick(state);
    delay !== null;
    delay = playground.delayUntilTick(state)
  ) {
    delays.push(delay);
    state = tick(state, random);
  }
  return { state, delays };
}

describe("playground constants (docs/PRODUCT.md, Demos)", () => {
  it("has four scenarios in the order of the home page, five steps each, 400-900 ms per step", () => {
    expect(scenarioIds).toEqual(["email", "crm", "meeting", "support"]);
    for (const scenario of scenarioIds) {
      expect(scenarioSteps[scenario]).toHaveLength(STEPS_PER_SCENARIO);
      for (const step of scenarioSteps[scenario]) {
        expect(step.durationMs).toBeGreaterThanOrEqual(400);
        expect(step.durationMs).toBeLessThanOrEqual(900);
      }
    }
    expect(STEPS_PER_SCENARIO).toBe(5);
  });

  it("stops 1000 ms after the last step and saves 15, 12, 10 and 20 hours a week", () => {
    expect(STOP_DELAY_MS).toBe(1000);
    expect(weeklySavingsHours).toEqual({ email: 15, crm: 12, meeting: 10, support: 20 });
  });

  it("adds 3-7 tasks, 24-40 minutes and 2-9 actions per step (minutes: docs/decisions/0011)", () => {
    expect(stepYield).toEqual({
      tasks: { min: 3, max: 7 },
      minutes: { min: 24, max: 40 },
      actions: { min: 2, max: 9 },
    });
  });

  it("saves 2+ hours in every run, as the comparison under the result says", () => {
    expect(STEPS_PER_SCENARIO * stepYield.minutes.min).toBeGreaterThanOrEqual(120);
  });
});

describe("a run", () => {
  it("starts idle on the email scenario and waits for the visitor", () => {
    expect(playground.initial).toMatchObject({ scenario: "email", status: "idle", completedSteps: 0 });
    expect(playground.delayUntilTick(playground.initial)).toBeNull();
  });

  it("finishes the steps in order, each after its own duration, and stops one second after the last", () => {
    for (const scenario of scenarioIds) {
      const durations = scenarioSteps[scenario].map((step) => step.durationMs);
      const { state, delays } = runToEnd(scenario, always(0));
      expect(delays).toEqual([...durations, STOP_DELAY_MS]);
      expect(state.status).toBe("done");
      expect(state.completedSteps).toBe(5);
      expect(state.elapsedMs).toBe(durations.reduce((sum, ms) => sum + ms, 0) + STOP_DELAY_MS);
    }
  });

  it("counts the finished steps one at a time and is still running during the stop delay", () => {
    let state = run(playground.initial);
    for (let done = 1; done <= 5; done++) {
      state = tick(state);
      expect(state).toMatchObject({ status: "running", completedSteps: done });
    }
    expect(playground.delayUntilTick(state)).toBe(STOP_DELAY_MS);
    state = tick(state);
    expect(state.status).toBe("done");
    expect(playground.delayUntilTick(state)).toBeNull();
  });

  it("adds the smallest amounts when random returns 0", () => {
    const { state } = runToEnd("crm", always(0));
    expect(state.totals).toEqual({ tasks: 5 * 3, minutes: 5 * 24, actions: 5 * 2 });
  });

  it("adds the largest amounts when random returns just under 1", () => {
    const { state } = runToEnd("crm", always(ALMOST_ONE));
    expect(state.totals).toEqual({ tasks: 5 * 7, minutes: 5 * 40, actions: 5 * 9 });
  });

  it("draws tasks, minutes and actions in that order, one draw each", () => {
    const state = tick(run(playground.initial), sequence(0, ALMOST_ONE, 0.5));
    expect(state.totals).toEqual({ tasks: 3, minutes: 40, actions: 6 });
  });

  it("stays within the ranges on any draw", () => {
    const random = seeded(2024);
    for (let runs = 0; runs < 200; runs++) {
      let state = run(playground.initial);
      for (let step = 0; step < 5; step++) {
        const before = state.totals;
        state = tick(state, random);
        for (const figure of ["tasks", "minutes", "actions"] as const) {
          const added = state.totals[figure] - before[figure];
          expect(added).toBeGreaterThanOrEqual(stepYield[figure].min);
          expect(added).toBeLessThanOrEqual(stepYield[figure].max);
          expect(Number.isInteger(added)).toBe(true);
        }
      }
    }
  });
});

describe("resetting", () => {
  it("ignores run while running, so the step in progress keeps its timer", () => {
    const running = tick(run(playground.initial));
    expect(run(running)).toBe(running);
  });

  it("clears the counters and the timeline when run again after a finished run", () => {
    const { state: finished } = runToEnd("support", always(0.5));
    const again = run(finished);
    expect(again).toEqual({
      scenario: "support",
      status: "running",
      completedSteps: 0,
      totals: { tasks: 0, minutes: 0, actions: 0 },
      elapsedMs: 0,
    });
  });

  it("resets everything when the scenario changes, even in the middle of a run", () => {
    const midRun = tick(tick(run(playground.initial)));
    const switched = select(midRun, "meeting");
    expect(switched).toEqual({ ...playground.initial, scenario: "meeting" });
    expect(playground.delayUntilTick(switched)).toBeNull();
  });

  it("changes nothing when the selected scenario is picked again", () => {
    const midRun = tick(run(playground.initial));
    expect(select(midRun, "email")).toBe(midRun);
  });

  it("ignores ticks that arrive when nothing runs", () => {
    expect(tick(playground.initial)).toBe(playground.initial);
  });
});

describe("playground on the driver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the email scenario in 4.5 s of timers and then sets no more", () => {
    let state = playground.initial;
    const simulation = runSimulation(playground, always(0), (next) => {
      state = next;
    });
    simulation.send({ type: "run" });
    vi.advanceTimersByTime(599);
    expect(state.completedSteps).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.completedSteps).toBe(1);
    vi.advanceTimersByTime(900 + 500 + 700 + 800);
    expect(state).toMatchObject({ status: "running", completedSteps: 5 });
    vi.advanceTimersByTime(999);
    expect(state.status).toBe("running");
    vi.advanceTimersByTime(1);
    expect(state).toMatchObject({ status: "done", elapsedMs: 4500 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("drops the pending step when the visitor switches scenario", () => {
    let state = playground.initial;
    const simulation = runSimulation(playground, always(0), (next) => {
      state = next;
    });
    simulation.send({ type: "run" });
    vi.advanceTimersByTime(700);
    simulation.send({ type: "selectScenario", scenario: "support" });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(state).toEqual({ ...playground.initial, scenario: "support" });
  });
});
