/**
 * "Watch automation in action" on the home page (docs/PRODUCT.md, Demos): the visitor
 * picks a scenario and runs it; five steps finish one after another, each adding to the results.
 */
import { scenarioSavingsHours } from "~/content/claims";
import { randomInt, type Simulation } from "./simulation";

export const scenarioIds = ["email", "crm", "meeting", "support"] as const;
export type ScenarioId = (typeof scenarioIds)[number];

export type StepIcon =
  | "users"
  | "sparkles"
  | "send"
  | "inbox"
  | "calendar"
  | "search"
  | "chart"
  | "database"
  | "bell"
  | "check"
  | "chat"
  | "book"
  | "ticket"
  | "handoff";

export type StepColour = "indigo" | "violet" | "sky" | "teal" | "amber" | "emerald" | "rose";

export interface AutomationStep {
  icon: StepIcon;
  /** 400 to 900 ms; the label is copy. */
  durationMs: number;
  colour: StepColour;
}

type FiveSteps = readonly [AutomationStep, AutomationStep, AutomationStep, AutomationStep, AutomationStep];

export const scenarioSteps: Record<ScenarioId, FiveSteps> = {
  email: [
    { icon: "users", durationMs: 600, colour: "indigo" },
    { icon: "sparkles", durationMs: 900, colour: "violet" },
    { icon: "send", durationMs: 500, colour: "sky" },
    { icon: "inbox", durationMs: 700, colour: "amber" },
    { icon: "calendar", durationMs: 800, colour: "emerald" },
  ],
  crm: [
    { icon: "inbox", durationMs: 400, colour: "sky" },
    { icon: "search", durationMs: 700, colour: "violet" },
    { icon: "chart", durationMs: 600, colour: "amber" },
    { icon: "database", durationMs: 500, colour: "indigo" },
    { icon: "bell", durationMs: 400, colour: "emerald" },
  ],
  meeting: [
    { icon: "inbox", durationMs: 500, colour: "sky" },
    { icon: "calendar", durationMs: 800, colour: "indigo" },
    { icon: "send", durationMs: 600, colour: "violet" },
    { icon: "check", durationMs: 500, colour: "emerald" },
    { icon: "bell", durationMs: 400, colour: "amber" },
  ],
  support: [
    { icon: "chat", durationMs: 400, colour: "sky" },
    { icon: "book", durationMs: 900, colour: "indigo" },
    { icon: "sparkles", durationMs: 700, colour: "violet" },
    { icon: "ticket", durationMs: 500, colour: "amber" },
    { icon: "handoff", durationMs: 600, colour: "rose" },
  ],
};

export const STEPS_PER_SCENARIO = 5;
/** The run ends this long after the last step, so the finished timeline is seen before the result. */
export const STOP_DELAY_MS = 1000;

/**
 * What one finished step adds, inclusive ranges (docs/PRODUCT.md, Demos). Minutes are 24-40, so
 * five steps always save the "2+ hours" the result compares the run with
 * (docs/decisions/0011-demo-figures.md).
 */
export const stepYield = {
  tasks: { min: 3, max: 7 },
  minutes: { min: 24, max: 40 },
  actions: { min: 2, max: 9 },
} as const;

const [email, crm, meeting, support] = scenarioSavingsHours;
export const weeklySavingsHours: Record<ScenarioId, number> = { email, crm, meeting, support };

export interface RunTotals {
  tasks: number;
  minutes: number;
  actions: number;
}

export interface PlaygroundState {
  scenario: ScenarioId;
  status: "idle" | "running" | "done";
  /** Steps finished in this run; while running, the step at this index is the one in progress. */
  completedSteps: number;
  totals: RunTotals;
  /** Length of the run so far: finished steps, plus the stop delay once it is done. */
  elapsedMs: number;
}

export type PlaygroundEvent = { type: "selectScenario"; scenario: ScenarioId } | { type: "run" };

function freshState(scenario: ScenarioId): PlaygroundState {
  return {
    scenario,
    status: "idle",
    completedSteps: 0,
    totals: { tasks: 0, minutes: 0, actions: 0 },
    elapsedMs: 0,
  };
}

export const playground: Simulation<PlaygroundState, PlaygroundEvent> = {
  initial: freshState("email"),

  step(state, event, random) {
    switch (event.type) {
      case "selectScenario":
        return event.scenario === state.scenario ? state : freshState(event.scenario);
      case "run":
        return state.status === "running" ? state : { ...freshState(state.scenario), status: "running" };
      case "tick": {
        if (state.status !== "running") return state;
        const step = scenarioSteps[state.scenario][state.completedSteps];
        if (!step) return { ...state, status: "done", elapsedMs: state.elapsedMs + STOP_DELAY_MS };
        // One draw each, always in this order, so a seeded source gives a repeatable run.
        const { tasks, minutes, actions } = state.totals;
        return {
          ...state,
          completedSteps: state.completedSteps + 1,
          elapsedMs: state.elapsedMs + step.durationMs,
          totals: {
            tasks: tasks + randomInt(random, stepYield.tasks.min, stepYield.tasks.max),
            minutes: minutes + randomInt(random, stepYield.minutes.min, stepYield.minutes.max),
            actions: actions + randomInt(random, stepYield.actions.min, stepYield.actions.max),
          },
        };
      }
    }
  },

  delayUntilTick(state) {
    if (state.status !== "running") return null;
    return scenarioSteps[state.scenario][state.completedSteps]?.durationMs ?? STOP_DELAY_MS;
  },
};
