import { describe, expect, it, vi } from "vitest";
import { bookingDialogStore, openBooking } from "../booking/booking";
import { openPrivacyPolicy, privacyPolicyDialogStore } from "../privacy/privacy-dialog";

/** The two dialogs the site's shell mounts and any button of the page opens, with no provider. */
const dialogs = [
  { name: "booking", open: openBooking, store: bookingDialogStore, other: privacyPolicyDialogStore },
  {
    name: "privacy policy",
    open: openPrivacyPolicy,
    store: privacyPolicyDialogStore,
    other: bookingDialogStore,
  },
];

describe.each(dialogs)("the $name dialog's store", ({ open, store, other }) => {
  it("is opened by any of its buttons without a provider, and opens that dialog only", () => {
    const host = vi.fn();
    const stop = store.subscribe(host);
    const otherOpenBefore = other.read().open;

    open();
    expect(store.read()).toEqual({ requested: true, open: true });
    expect(host).toHaveBeenCalledTimes(1);
    expect(other.read().open).toBe(otherOpenBefore);
    expect(store.readServed()).toEqual({ requested: false, open: false });
    stop();
  });
});
