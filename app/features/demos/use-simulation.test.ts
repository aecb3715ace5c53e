import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { always } from "../../../tests/support/random";
import type { Simulation } from "./simulation";
import { runSimulation } from "./use-simulation";

/** A countdown that ticks every 100 ms until zero; "pause" is ignored while it is still counting. */
type CountdownEvent = { type: "start"; from: number } | { type: "pause" };
const countdown: Simulation<number, CountdownEvent> = {
  initial: 0,
  step: (state, event) => (event.type === "start" ? event.from : event.type === "tick" ? state - 1 : state),
  delayUntilTick: (state) => (state > 0 ? 100 : null),
};

describe("runSimulation", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits the delay the machine asks for before each tick and stops setting timers when it is done", () => {
    const seen: number[] = [];
    const run = runSimulation(countdown, always(0), (state) => seen.push(state));
    expect(vi.getTimerCount()).toBe(0);

    run.send({ type: "start", from: 3 });
    expect(seen).toEqual([3]);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([3]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([3, 2]);
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the running timer when an event changes nothing", () => {
    const seen: number[] = [];
    const run = runSimulation(countdown, always(0), (state) => seen.push(state));
    run.send({ type: "start", from: 2 });
    vi.advanceTimersByTime(60);
    run.send({ type: "pause" });
    vi.advanceTimersByTime(40);
    expect(seen).toEqual([2, 1]);
  });

  it("replaces the pending tick when an event changes the state", () => {
    const seen: number[] = [];
    const run = runSimulation(countdown, always(0), (state) => seen.push(state));
    run.send({ type: "start", from: 2 });
    vi.advanceTimersByTime(60);
    run.send({ type: "start", from: 5 });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(40);
    expect(seen).toEqual([2, 5]);
    vi.advanceTimersByTime(60);
    expect(seen).toEqual([2, 5, 4]);
  });

  it("stop cancels the pending tick", () => {
    const seen: number[] = [];
    const run = runSimulation(countdown, always(0), (state) => seen.push(state));
    run.send({ type: "start", from: 2 });
    run.stop();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([2]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
