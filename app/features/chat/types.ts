/** What the browser and the assistant endpoint exchange (no zod here: the browser chunk stays small). */

/** Limits of the own assistant (docs/PRODUCT.md, On every page), shared by the panel and the endpoint. */
export const MAX_QUESTION_LENGTH = 500;
/** Earlier turns sent along with a question (the LLM reads them; retrieval uses the last question). */
export const MAX_HISTORY_TURNS = 8;
export const MAX_TURN_LENGTH = 2000;

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

/**
 * What the assistant offers next: the booking dialog, the contact form, or a question for the
 * team (conversation.tsx shows each).
 */
export type AssistantAction = "booking" | "contact" | "team";

export interface AssistantReply {
  ok: true;
  answer: string;
  /** Pages of this site where the answer comes from. */
  sources: { title: string; href: string }[];
  actions: AssistantAction[];
  /** Whether a language model phrased the answer or it is the retrieved passage itself. */
  via: "retrieval" | "llm";
}

export interface AssistantFailure {
  ok: false;
  error: "tooLong" | "empty" | "invalid" | "rateLimited";
  /** Translated, ready to show. */
  message: string;
}

export type AssistantResponse = AssistantReply | AssistantFailure;
