import { describe, expect, it, vi } from "vitest";
import { createLazyDialog } from "./lazy-dialog";

const neverLoaded = () => new Promise<never>(() => {});

describe("a lazy dialog's store", () => {
  it("starts unrequested and closed, on the server and in the browser", () => {
    const dialog = createLazyDialog(neverLoaded);
    expect(dialog.store.read()).toEqual({ requested: false, open: false });
    expect(dialog.store.readServed()).toEqual({ requested: false, open: false });
  });

  it("opens for every subscriber, and stays requested once closed, so its code is not asked for again", () => {
    const dialog = createLazyDialog(neverLoaded);
    const header = vi.fn();
    const footer = vi.fn();
    const stopHeader = dialog.store.subscribe(header);
    const stopFooter = dialog.store.subscribe(footer);

    dialog.open();
    expect(dialog.store.read()).toEqual({ requested: true, open: true });
    expect(header).toHaveBeenCalledTimes(1);
    expect(footer).toHaveBeenCalledTimes(1);

    stopHeader();
    dialog.close();
    expect(dialog.store.read()).toEqual({ requested: true, open: false });
    expect(header).toHaveBeenCalledTimes(1);
    expect(footer).toHaveBeenCalledTimes(2);
    stopFooter();
  });

  it("keeps each dialog's state its own", () => {
    const booking = createLazyDialog(neverLoaded);
    const privacy = createLazyDialog(neverLoaded);
    const listener = vi.fn();
    privacy.store.subscribe(listener);
    booking.open();
    expect(privacy.store.read().open).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
