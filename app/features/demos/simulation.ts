/**
 * The shape every demo shares: a pure state machine that never reads the clock or draws random
 * numbers itself. The driver (use-simulation.ts) owns both and feeds them in, so a test can step
 * a demo through any run, with any luck, without waiting.
 */

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** What the driver sends when the delay a machine asked for has passed. */
export interface Tick {
  type: "tick";
}

export interface Simulation<State, Event> {
  initial: State;
  /**
   * The state after an event. An event that changes nothing must return the very same state
   * object: the driver then keeps the timer that is already running.
   */
  step(state: State, event: Event | Tick, random: Random): State;
  /** Milliseconds until the next tick, or null while the demo waits for the visitor. */
  delayUntilTick(state: State): number | null;
}

/** A whole number from min to max, both included, from one draw. */
export function randomInt(random: Random, min: number, max: number) {
  return min + Math.floor(random() * (max - min + 1));
}
