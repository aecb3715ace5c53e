/**
 * Booking service demo (docs/PRODUCT.md, Demos): the visitor picks one
 * free hour of the day; it shows "Booking..." for 1 s, the confirmation for 3 s, and then the
 * calendar is ready for another pick.
 */
import type { Simulation } from "./simulation";

/** Nine hourly slots, 09:00 to 17:00. */
export const slotHours = [9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export const availableHours: readonly number[] = [9, 11, 13, 14, 16, 17];

export const BOOKING_MS = 1000;
export const CONFIRMATION_MS = 3000;

export type BookingState =
  | { status: "choosing"; hour: null }
  | { status: "booking" | "confirmed"; hour: number };

export type BookingEvent = { type: "choose"; hour: number };

export const booking: Simulation<BookingState, BookingEvent> = {
  initial: { status: "choosing", hour: null },

  step(state, event) {
    if (event.type === "choose") {
      if (state.status !== "choosing" || !availableHours.includes(event.hour)) return state;
      return { status: "booking", hour: event.hour };
    }
    switch (state.status) {
      case "choosing":
        return state;
      case "booking":
        return { status: "confirmed", hour: state.hour };
      case "confirmed":
        return booking.initial;
    }
  },

  delayUntilTick(state) {
    switch (state.status) {
      case "choosing":
        return null;
      case "booking":
        return BOOKING_MS;
      case "confirmed":
        return CONFIRMATION_MS;
    }
  },
};
