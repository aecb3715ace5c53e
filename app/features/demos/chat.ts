/**
 * Assistant service demo (docs/PRODUCT.md, Demos): a scripted conversation of six
 * messages. A visitor's message appears 2 s after the previous one, the assistant answers 1 s
 * after the question (the typing indicator fills that second).
 */
import type { Simulation } from "./simulation";

export const chatScript = ["visitor", "assistant", "visitor", "assistant", "visitor", "assistant"] as const;
export type ChatRole = (typeof chatScript)[number];

export const VISITOR_DELAY_MS = 2000;
export const ASSISTANT_DELAY_MS = 1000;
/** Shown as the assistant's response time; a claim of the product, not the demo's own pace. */
export const AVERAGE_RESPONSE_SECONDS = 0.8;
export const TRIAL_DAYS = 14;

export interface ChatState {
  status: "idle" | "running" | "done";
  shownMessages: number;
}

export type ChatEvent = { type: "start" };

export const chat: Simulation<ChatState, ChatEvent> = {
  initial: { status: "idle", shownMessages: 0 },

  step(state, event) {
    if (event.type === "start")
      return state.status === "running" ? state : { status: "running", shownMessages: 0 };
    if (state.status !== "running") return state;
    const shownMessages = state.shownMessages + 1;
    return { status: shownMessages === chatScript.length ? "done" : "running", shownMessages };
  },

  delayUntilTick(state) {
    if (state.status !== "running") return null;
    return nextSpeaker(state) === "assistant" ? ASSISTANT_DELAY_MS : VISITOR_DELAY_MS;
  },
};

/** Who writes the next message, or null once the script is over. */
export function nextSpeaker(state: ChatState): ChatRole | null {
  return state.status === "running" ? (chatScript[state.shownMessages] ?? null) : null;
}
