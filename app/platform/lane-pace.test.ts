import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEHIND_AFTER_MS, lanePace, MAX_WAIT_MS, STUCK_AFTER_MS } from "./lane-pace.server";

describe("lane pace", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A lane that has filled every place it had for `ms` while delivering all the time. */
  function busyFor(ms: number) {
    const pace = lanePace();
    pace.claimed(8, 8);
    for (let elapsed = 0; elapsed < ms; elapsed += 100) {
      vi.advanceTimersByTime(100);
      pace.delivered();
      pace.claimed(2, 2);
    }
    return pace;
  }

  function settled(promise: Promise<void>) {
    let done = false;
    promise.then(() => {
      done = true;
    });
    return () => done;
  }

  it("is not behind while it finds fewer due rows than places", () => {
    const pace = lanePace();
    pace.claimed(2, 8);
    pace.delivered();
    vi.advanceTimersByTime(5_000);
    pace.delivered();
    expect(pace.behind()).toBe(false);
  });

  it("a short burst that fills the places is not yet behind", () => {
    expect(busyFor(BEHIND_AFTER_MS - 100).behind()).toBe(false);
    expect(busyFor(BEHIND_AFTER_MS).behind()).toBe(true);
  });

  it("a turn that only records outcomes changes nothing", () => {
    const pace = busyFor(BEHIND_AFTER_MS);
    pace.claimed(0, 0);
    expect(pace.behind()).toBe(true);
  });

  it("a lane that stopped delivering is stuck, not behind: nobody waits for it", async () => {
    const pace = busyFor(BEHIND_AFTER_MS);
    vi.advanceTimersByTime(STUCK_AFTER_MS);
    expect(pace.behind()).toBe(false);
    await pace.caughtUp();
  });

  it("a lane full from the start counts as behind before its first delivery, until it is stuck", () => {
    const pace = lanePace();
    pace.claimed(8, 8);
    vi.advanceTimersByTime(BEHIND_AFTER_MS);
    expect(pace.behind()).toBe(true);
    vi.advanceTimersByTime(STUCK_AFTER_MS - BEHIND_AFTER_MS);
    expect(pace.behind()).toBe(false);
  });

  it("a post waits until the lane catches up", async () => {
    const pace = busyFor(BEHIND_AFTER_MS);
    const done = settled(pace.caughtUp());
    await vi.advanceTimersByTimeAsync(100);
    pace.delivered();
    pace.claimed(8, 8);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    pace.claimed(3, 8);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(pace.behind()).toBe(false);
  });

  it("a post waits at most MAX_WAIT_MS, and not at all once the lane stopped", async () => {
    const pace = busyFor(BEHIND_AFTER_MS);
    const timedOut = settled(pace.caughtUp());
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(timedOut()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(timedOut()).toBe(true);

    pace.delivered();
    const released = settled(pace.caughtUp());
    pace.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(released()).toBe(true);
  });
});
