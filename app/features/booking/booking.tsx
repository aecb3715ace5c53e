import { createLazyDialog } from "~/ui/lazy-dialog";

/** Spec section 2: frame 600 px high, dialog at most 800 px wide (booking-dialog.tsx). */
const bookingDialog = createLazyDialog("booking", () => import("./booking-dialog"));

export const BookingProvider = bookingDialog.Provider;
export const useOpenBooking = bookingDialog.useOpen;
