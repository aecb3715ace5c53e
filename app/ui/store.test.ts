import { describe, expect, it, vi } from "vitest";
import { createStore } from "./store";

describe("a module store", () => {
  it("reads its first value, then each value written", () => {
    const store = createStore(1);
    expect(store.read()).toBe(1);
    store.write(2);
    expect(store.read()).toBe(2);
    expect(store.readServed()).toBe(1);
  });

  it("tells every subscriber of a change until it unsubscribes, and none of a write that changes nothing", () => {
    const store = createStore({ open: false });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);

    store.write({ open: true });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    store.write(store.read());
    expect(first).toHaveBeenCalledTimes(1);

    stopFirst();
    store.write({ open: false });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
