import { useCallback, useEffect, useRef, useState } from "react";
import type { Random, Simulation, Tick } from "./simulation";

export interface SimulationRun<Event> {
  send(event: Event): void;
  stop(): void;
}

/**
 * Runs a machine on real timers: after every change it asks the machine how long to wait and
 * sets one timeout for the next tick. Kept free of React so tests can drive it with fake timers.
 */
export function runSimulation<State, Event>(
  simulation: Simulation<State, Event>,
  random: Random,
  onChange: (state: State) => void,
): SimulationRun<Event> {
  let state = simulation.initial;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = (event: Event | Tick) => {
    const next = simulation.step(state, event, random);
    if (next === state) return;
    state = next;
    clearTimeout(timer);
    const delay = simulation.delayUntilTick(state);
    timer = delay === null ? undefined : setTimeout(() => apply({ type: "tick" }), delay);
    onChange(state);
  };

  return { send: apply, stop: () => clearTimeout(timer) };
}

/** The React side of runSimulation: the current state to render and a function to send events. */
export function useSimulation<State, Event>(
  simulation: Simulation<State, Event>,
  random: Random = Math.random,
) {
  const [state, setState] = useState(simulation.initial);
  const run = useRef<SimulationRun<Event>>(null);

  useEffect(() => {
    const current = runSimulation(simulation, random, setState);
    run.current = current;
    return current.stop;
  }, [simulation, random]);

  const send = useCallback((event: Event) => run.current?.send(event), []);
  return [state, send] as const;
}
