import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, showToast, TOAST_LIFETIME_MS, toastStore } from "./toast";

describe("the toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Every toast shown here goes before the next test, and the clock is the real one again.
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows a toast to every subscriber and takes it away after its lifetime", () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = toastStore.subscribe(first);
    const stopSecond = toastStore.subscribe(second);

    showToast("Saved");
    expect(toastStore.read()).toEqual([expect.objectContaining({ message: "Saved", kind: "success" })]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
    expect(toastStore.read()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.read()).toEqual([]);
    expect(first).toHaveBeenCalledTimes(2);

    stopFirst();
    showToast("Not saved", "error");
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(3);
    expect(toastStore.read().map((toast) => toast.kind)).toEqual(["error"]);
    stopSecond();
  });

  it("keeps the newest twenty, each with an id of its own", () => {
    for (let index = 1; index <= MAX_TOASTS + 3; index++) showToast(`Toast ${index}`, "info");
    const shown = toastStore.read();
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(shown[0]?.message).toBe("Toast 4");
    expect(shown.at(-1)?.message).toBe(`Toast ${MAX_TOASTS + 3}`);
    expect(new Set(shown.map((toast) => toast.id)).size).toBe(MAX_TOASTS);
  });

  it("draws none on the server and while hydrating, whatever the browser has shown", () => {
    showToast("Saved");
    expect(toastStore.readServed()).toEqual([]);
  });
});
