/**
 * The conversation with the site's own assistant: the messages so far, the question on its way,
 * and the error with the question to retry.
 */
import { useState } from "react";
import type { Lang } from "~/domain/languages";
import type { ChatCopy } from "./copy";
import {
  type AssistantAction,
  type AssistantResponse,
  type ChatTurn,
  MAX_HISTORY_TURNS,
  MAX_QUESTION_LENGTH,
  MAX_TURN_LENGTH,
} from "./types";

/** The endpoint of the own assistant (app/routes/api.assistant.ts). */
export const ASSISTANT_ENDPOINT = "/api/assistant";
/** The browser gives up on an answer after this long and shows the error with a retry. */
const REQUEST_TIMEOUT_MS = 20_000;

export interface Message {
  id: number;
  role: "user" | "assistant";
  text: string;
  sources?: { title: string; href: string }[];
  actions?: AssistantAction[];
}

interface Pending {
  question: string;
  history: ChatTurn[];
}

type Status = { kind: "idle" } | { kind: "thinking" } | { kind: "error"; message: string; pending: Pending };

let nextId = 1;

/** Only paths of this site are links; anything else the server might send is dropped. */
function isSitePath(href: string) {
  return href.startsWith("/") && !href.startsWith("//");
}

/** The conversation of one panel: `send` a new question, `ask` again after an error. */
export function useConversation(lang: Lang, copy: ChatCopy) {
  const [messages, setMessages] = useState<Message[]>([]);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function ask(pending: Pending) {
    setStatus({ kind: "thinking" });
    try {
      // The language also travels in the address: a refusal before the body is read speaks it too.
      const response = await fetch(`${ASSISTANT_ENDPOINT}?lang=${lang}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ lang, message: pending.question, history: pending.history }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json()) as AssistantResponse;
      if (!body || typeof body !== "object" || !("ok" in body)) throw new Error("unexpected answer");
      if (!body.ok) {
        setStatus({ kind: "error", message: body.message || copy.error, pending });
        return;
      }
      setMessages((current) => [
        ...current,
        {
          id: nextId++,
          role: "assistant",
          text: String(body.answer),
          sources: (body.sources ?? []).filter((source) => isSitePath(source.href)),
          actions: body.actions ?? [],
        },
      ]);
      setStatus({ kind: "idle" });
    } catch {
      setStatus({ kind: "error", message: copy.error, pending });
    }
  }

  /** Sends a question, unless it is empty or another is on its way; says whether it went. */
  function send(text: string): boolean {
    const question = text.trim().slice(0, MAX_QUESTION_LENGTH);
    if (!question || status.kind === "thinking") return false;
    const history: ChatTurn[] = messages
      .slice(-MAX_HISTORY_TURNS)
      .map((message) => ({ role: message.role, content: message.text.slice(0, MAX_TURN_LENGTH) }));
    setMessages((current) => [...current, { id: nextId++, role: "user", text: question }]);
    void ask({ question, history });
    return true;
  }

  return { messages, status, ask, send };
}
