import { describe, expect, it } from "vitest";
import { parseRunFilter, shownOutcome, stepSummary } from "./run-view";

describe("parseRunFilter", () => {
  it("reads a known state and an automation's id in lower case", () => {
    const filter = parseRunFilter(
      new URLSearchParams("state=failed&automation=0F8FAD5B-D9CB-469F-A165-70867728950E"),
    );
    expect(filter).toEqual({ state: "failed", automationId: "0f8fad5b-d9cb-469f-a165-70867728950e" });
  });

  it("ignores an unknown state and a malformed id", () => {
    expect(parseRunFilter(new URLSearchParams("state=exploded&automation=1%27%20or%201=1"))).toEqual({
      state: null,
      automationId: null,
    });
    expect(parseRunFilter(new URLSearchParams(""))).toEqual({ state: null, automationId: null });
  });
});

describe("stepSummary", () => {
  it("names an action's kind and nothing for the other types", () => {
    expect(
      stepSummary({ type: "action", action: { kind: "webhook", url: "https://crm.test/hook" } }),
    ).toEqual({
      type: "action",
      action: "webhook",
    });
    expect(stepSummary({ type: "delay", delay: { kind: "duration", minutes: 5 } })).toEqual({
      type: "delay",
      action: null,
    });
  });
});

describe("shownOutcome", () => {
  const stoppedByReply = { state: "stopped", stopReason: "reply", stepIndex: 2 } as const;

  it("shows the step a reply stopped as stopped by the reply, not as done", () => {
    expect(shownOutcome({ stepIndex: 2, outcome: "succeeded" }, stoppedByReply)).toBe("replied");
  });

  it("keeps the steps carried out before the reply, and every other stop, as they were", () => {
    expect(shownOutcome({ stepIndex: 1, outcome: "succeeded" }, stoppedByReply)).toBe("succeeded");
    expect(shownOutcome({ stepIndex: 2, outcome: "failed" }, stoppedByReply)).toBe("failed");
    expect(
      shownOutcome(
        { stepIndex: 2, outcome: "succeeded" },
        { state: "stopped", stopReason: "condition", stepIndex: 2 },
      ),
    ).toBe("succeeded");
    expect(
      shownOutcome(
        { stepIndex: 2, outcome: "succeeded" },
        { state: "active", stopReason: null, stepIndex: 2 },
      ),
    ).toBe("succeeded");
  });
});
