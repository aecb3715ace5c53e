/** Random sources for the demo tests: fixed, scripted, or seeded but repeatable. */
import type { Random } from "../../app/features/demos/simulation";

/** The largest double below 1: the top of Math.random's range. */
export const ALMOST_ONE = 1 - Number.EPSILON / 2;

export const always =
  (value: number): Random =>
  () =>
    value;

/** Returns the values in order, then starts again. */
export function sequence(...values: number[]): Random {
  let next = 0;
  return () => values[next++ % values.length] ?? 0;
}

/** mulberry32: a small seeded generator, so a "random" test run is the same on every machine. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
