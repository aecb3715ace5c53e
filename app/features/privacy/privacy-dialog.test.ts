import { describe, expect, it, vi } from "vitest";
import { bookingDialogStore } from "../booking/booking";
import { openPrivacyPolicy, privacyPolicyDialogStore } from "./privacy-dialog";

describe("the privacy policy dialog's store", () => {
  it("is opened by the footer, the banner or a form without a provider, and opens the policy only", () => {
    const host = vi.fn();
    const stop = privacyPolicyDialogStore.subscribe(host);
    const bookingOpenBefore = bookingDialogStore.read().open;

    openPrivacyPolicy();
    expect(privacyPolicyDialogStore.read()).toEqual({ requested: true, open: true });
    expect(host).toHaveBeenCalledTimes(1);
    expect(bookingDialogStore.read().open).toBe(bookingOpenBefore);
    expect(privacyPolicyDialogStore.readServed()).toEqual({ requested: false, open: false });
    stop();
  });
});
