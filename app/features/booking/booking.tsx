import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from "react";

// The dialog's code loads on the first click: nothing of it is needed before.
const BookingDialog = lazy(() => import("./booking-dialog"));

const OpenBookingContext = createContext<(() => void) | null>(null);

/** Spec section 2: frame 600 px high, dialog at most 800 px wide (booking-dialog.tsx). */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <OpenBookingContext.Provider value={show}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <BookingDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </OpenBookingContext.Provider>
  );
}

export function useOpenBooking() {
  const open = useContext(OpenBookingContext);
  if (!open) throw new Error("useOpenBooking must be used inside <BookingProvider>");
  return open;
}
