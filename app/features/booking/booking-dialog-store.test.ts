import { describe, expect, it, vi } from "vitest";
import { privacyPolicyDialogStore } from "../privacy/privacy-dialog";
import { bookingDialogStore, openBooking } from "./booking";

describe("the booking dialog's store", () => {
  it("is opened by any booking button without a provider, and opens the booking dialog only", () => {
    const host = vi.fn();
    const stop = bookingDialogStore.subscribe(host);
    const privacyOpenBefore = privacyPolicyDialogStore.read().open;

    openBooking();
    expect(bookingDialogStore.read()).toEqual({ requested: true, open: true });
    expect(host).toHaveBeenCalledTimes(1);
    expect(privacyPolicyDialogStore.read().open).toBe(privacyOpenBefore);
    expect(bookingDialogStore.readServed()).toEqual({ requested: false, open: false });
    stop();
  });
});
