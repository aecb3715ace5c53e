import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { always } from "../../../tests/support/random";
import {
  abTest,
  campaignFigures,
  campaignResults,
  campaignSteps,
  type OutreachState,
  openRateLift,
  outreach,
  STEP_INTERVAL_MS,
} from "./outreach";
import { runSimulation } from "./use-simulation";

const start = (state: OutreachState) => outreach.step(state, { type: "start" }, always(0));
const tick = (state: OutreachState) => outreach.step(state, { type: "tick" }, always(0));

describe("outreach campaign (docs/PRODUCT.md, Demos)", () => {
  it("has four steps in order, 1.5 s apart, and ends at 250 sent, 45 responses, 12 conversions", () => {
    expect(campaignSteps).toEqual(["loadContacts", "personalise", "send", "track"]);
    expect(STEP_INTERVAL_MS).toBe(1500);
    expect(campaignResults).toEqual({ sent: 250, responses: 45, conversions: 12 });
  });

  it("waits for the visitor, then moves one step per tick until done", () => {
    expect(outreach.delayUntilTick(outreach.initial)).toBeNull();
    let state = start(outreach.initial);
    const seen: Array<[OutreachState["status"], number]> = [];
    while (outreach.delayUntilTick(state) !== null) {
      expect(outreach.delayUntilTick(state)).toBe(STEP_INTERVAL_MS);
      state = tick(state);
      seen.push([state.status, state.completedSteps]);
    }
    expect(seen).toEqual([
      ["running", 1],
      ["running", 2],
      ["running", 3],
      ["done", 4],
    ]);
  });

  it("counts sent emails after the send step and replies and conversions after tracking", () => {
    const figuresAfter = [0, 1, 2, 3, 4].map((completedSteps) =>
      campaignFigures({ status: completedSteps === 4 ? "done" : "running", completedSteps }),
    );
    expect(figuresAfter).toEqual([
      { sent: 0, responses: 0, conversions: 0 },
      { sent: 0, responses: 0, conversions: 0 },
      { sent: 0, responses: 0, conversions: 0 },
      { sent: 250, responses: 0, conversions: 0 },
      { sent: 250, responses: 45, conversions: 12 },
    ]);
  });

  it("ignores start while running and starts from scratch after a finished run", () => {
    const running = tick(start(outreach.initial));
    expect(start(running)).toBe(running);
    const done = tick(tick(tick(running)));
    expect(done.status).toBe("done");
    expect(start(done)).toEqual({ status: "running", completedSteps: 0 });
    expect(tick(outreach.initial)).toBe(outreach.initial);
  });

  it("compares version A (18 %, 3.2 %, 1.1 %) with version B (34 %, 8.7 %, 4.3 %)", () => {
    expect(abTest).toEqual({
      a: { open: 0.18, click: 0.032, response: 0.011 },
      b: { open: 0.34, click: 0.087, response: 0.043 },
    });
  });

  it("derives the +89 % from the open rates it labels, not from conversions", () => {
    expect(openRateLift).toBe(0.89);
    expect(abTest.b.open / abTest.a.open - 1).toBeCloseTo(openRateLift, 2);
    // The response rate nearly quadruples: +89 % could not be a conversion figure.
    expect(abTest.b.response / abTest.a.response - 1).toBeGreaterThan(2);
  });
});

describe("outreach on the driver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("finishes 6 s after the start", () => {
    let state = outreach.initial;
    runSimulation(outreach, always(0), (next) => {
      state = next;
    }).send({ type: "start" });
    vi.advanceTimersByTime(5999);
    expect(state).toEqual({ status: "running", completedSteps: 3 });
    vi.advanceTimersByTime(1);
    expect(campaignFigures(state)).toEqual(campaignResults);
    expect(vi.getTimerCount()).toBe(0);
  });
});
