import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { always } from "../../../tests/support/random";
import {
  ASSISTANT_DELAY_MS,
  AVERAGE_RESPONSE_SECONDS,
  type ChatState,
  chat,
  chatScript,
  nextSpeaker,
  TRIAL_DAYS,
  VISITOR_DELAY_MS,
} from "./chat";
import { runSimulation } from "./use-simulation";

const start = (state: ChatState) => chat.step(state, { type: "start" }, always(0));
const tick = (state: ChatState) => chat.step(state, { type: "tick" }, always(0));

describe("chat (docs/PRODUCT.md, Demos)", () => {
  it("scripts six messages, the visitor first, then taking turns", () => {
    expect(chatScript).toEqual(["visitor", "assistant", "visitor", "assistant", "visitor", "assistant"]);
    expect(VISITOR_DELAY_MS).toBe(2000);
    expect(ASSISTANT_DELAY_MS).toBe(1000);
    expect(AVERAGE_RESPONSE_SECONDS).toBe(0.8);
    expect(TRIAL_DAYS).toBe(14);
  });

  it("shows a visitor message after 2 s and the answer after 1 s, one message per tick", () => {
    expect(chat.delayUntilTick(chat.initial)).toBeNull();
    let state = start(chat.initial);
    const delays: number[] = [];
    const speakers: Array<string | null> = [];
    while (chat.delayUntilTick(state) !== null) {
      delays.push(chat.delayUntilTick(state) ?? 0);
      speakers.push(nextSpeaker(state));
      state = tick(state);
    }
    expect(delays).toEqual([2000, 1000, 2000, 1000, 2000, 1000]);
    expect(speakers).toEqual([...chatScript]);
    expect(state).toEqual({ status: "done", shownMessages: 6 });
    expect(nextSpeaker(state)).toBeNull();
  });

  it("ignores start while running and replays from an empty window after the end", () => {
    const running = tick(start(chat.initial));
    expect(start(running)).toBe(running);
    let done = running;
    while (done.status === "running") done = tick(done);
    expect(start(done)).toEqual({ status: "running", shownMessages: 0 });
    expect(tick(chat.initial)).toBe(chat.initial);
  });
});

describe("chat on the driver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("plays the whole conversation in 9 s", () => {
    let state = chat.initial;
    runSimulation(chat, always(0), (next) => {
      state = next;
    }).send({ type: "start" });
    vi.advanceTimersByTime(1999);
    expect(state.shownMessages).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.shownMessages).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(state.shownMessages).toBe(2);
    vi.advanceTimersByTime(6000);
    expect(state).toEqual({ status: "done", shownMessages: 6 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
