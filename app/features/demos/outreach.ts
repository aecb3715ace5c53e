/**
 * Outreach service demo (docs/PRODUCT.md, Demos): a campaign walks through four
 * steps, one every 1.5 s, and its results grow as the emails go out and the replies come back.
 * Beside it, a fixed A/B test comparison.
 */
import type { Simulation } from "./simulation";

export const campaignSteps = ["loadContacts", "personalise", "send", "track"] as const;

export const STEP_INTERVAL_MS = 1500;

export const campaignResults = { sent: 250, responses: 45, conversions: 12 } as const;

export interface CampaignFigures {
  sent: number;
  responses: number;
  conversions: number;
}

export interface OutreachState {
  status: "idle" | "running" | "done";
  /** Steps finished; while running, the step at this index is the one in progress. */
  completedSteps: number;
}

export type OutreachEvent = { type: "start" };

export const outreach: Simulation<OutreachState, OutreachEvent> = {
  initial: { status: "idle", completedSteps: 0 },

  step(state, event) {
    if (event.type === "start") {
      return state.status === "running" ? state : { status: "running", completedSteps: 0 };
    }
    if (state.status !== "running") return state;
    const completedSteps = state.completedSteps + 1;
    return { status: completedSteps === campaignSteps.length ? "done" : "running", completedSteps };
  },

  delayUntilTick: (state) => (state.status === "running" ? STEP_INTERVAL_MS : null),
};

/**
 * The results so far: nothing is sent before the send step is over, and replies and
 * conversions are counted by the tracking step.
 */
export function campaignFigures(state: OutreachState): CampaignFigures {
  const sent = state.completedSteps > campaignSteps.indexOf("send") ? campaignResults.sent : 0;
  const tracked = state.completedSteps > campaignSteps.indexOf("track");
  return {
    sent,
    responses: tracked ? campaignResults.responses : 0,
    conversions: tracked ? campaignResults.conversions : 0,
  };
}

export interface AbVariantRates {
  open: number;
  click: number;
  response: number;
}

/** Rates as fractions; version B's personalised subject line wins. */
export const abTest = {
  a: { open: 0.18, click: 0.032, response: 0.011 },
  b: { open: 0.34, click: 0.087, response: 0.043 },
} as const satisfies { a: AbVariantRates; b: AbVariantRates };

/**
 * The "+89 %": how much more often version B is opened (34 % against 18 %), rounded to
 * whole percent. It is the open-rate lift, so that is what the demo calls it.
 */
export const openRateLift = Math.round((abTest.b.open / abTest.a.open - 1) * 100) / 100;
