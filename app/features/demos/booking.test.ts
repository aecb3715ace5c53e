import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { always } from "../../../tests/support/random";
import {
  availableHours,
  BOOKING_MS,
  type BookingState,
  booking,
  CONFIRMATION_MS,
  slotHours,
} from "./booking";
import { runSimulation } from "./use-simulation";

const choose = (state: BookingState, hour: number) =>
  booking.step(state, { type: "choose", hour }, always(0));
const tick = (state: BookingState) => booking.step(state, { type: "tick" }, always(0));

describe("booking calendar (docs/PRODUCT.md, Demos)", () => {
  it("offers nine hourly slots from 09:00 to 17:00, six of them free", () => {
    expect(slotHours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(availableHours).toEqual([9, 11, 13, 14, 16, 17]);
    expect(BOOKING_MS).toBe(1000);
    expect(CONFIRMATION_MS).toBe(3000);
  });

  it("books a free slot for 1 s, confirms it for 3 s, then lets the visitor choose again", () => {
    expect(booking.delayUntilTick(booking.initial)).toBeNull();
    const booked = choose(booking.initial, 11);
    expect(booked).toEqual({ status: "booking", hour: 11 });
    expect(booking.delayUntilTick(booked)).toBe(BOOKING_MS);
    const confirmed = tick(booked);
    expect(confirmed).toEqual({ status: "confirmed", hour: 11 });
    expect(booking.delayUntilTick(confirmed)).toBe(CONFIRMATION_MS);
    expect(tick(confirmed)).toEqual({ status: "choosing", hour: null });
  });

  it("refuses taken slots and any choice while a booking is in progress", () => {
    for (const taken of [10, 12, 15]) expect(choose(booking.initial, taken)).toBe(booking.initial);
    const booked = choose(booking.initial, 9);
    expect(choose(booked, 17)).toBe(booked);
    const confirmed = tick(booked);
    expect(choose(confirmed, 17)).toBe(confirmed);
    expect(tick(booking.initial)).toBe(booking.initial);
  });
});

describe("booking on the driver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is back to choosing 4 s after the pick", () => {
    let state = booking.initial;
    runSimulation(booking, always(0), (next) => {
      state = next;
    }).send({ type: "choose", hour: 16 });
    vi.advanceTimersByTime(999);
    expect(state.status).toBe("booking");
    vi.advanceTimersByTime(1);
    expect(state).toEqual({ status: "confirmed", hour: 16 });
    vi.advanceTimersByTime(2999);
    expect(state.status).toBe("confirmed");
    vi.advanceTimersByTime(1);
    expect(state).toEqual(booking.initial);
    expect(vi.getTimerCount()).toBe(0);
  });
});
