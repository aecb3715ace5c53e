/**
 * One call to an OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, llama.cpp,
 * Ollama, ...). Any failure throws: the caller falls back to the retrieval answer.
 */
import { z } from "zod";

export interface LlmSettings {
  /** The full .../v1/chat/completions URL (a base URL ending in /v1 is completed). */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** Longest answer we pass on; a runaway model is cut here. */
export const MAX_LLM_ANSWER_CHARS = 2000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

export function completionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  if (trimmed.endsWith("/chat/completions")) return trimmed;
  if (trimmed.endsWith("/v1")) return `${trimmed}/chat/completions`;
  return `${trimmed}/v1/chat/completions`;
}

export async function complete(
  settings: LlmSettings,
  messages: LlmMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
  const response = await fetchImpl(completionsUrl(settings.url), {
    method: "POST",
    headers,
    body: JSON.stringify({
      model: settings.model,
      messages,
      temperature: 0.2,
      max_tokens: 400,
      stream: false,
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM endpoint answered HTTP ${response.status}`);
  const parsed = completionSchema.parse(await response.json());
  const content = parsed.choices[0]?.message.content?.trim();
  if (!content) throw new Error("LLM endpoint sent an empty answer");
  return content.length > MAX_LLM_ANSWER_CHARS ? `${content.slice(0, MAX_LLM_ANSWER_CHARS)}…` : content;
}
