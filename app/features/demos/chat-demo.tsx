import { useEffect, useId, useRef } from "react";
import { formatNumber } from "~/lib/format";
import { ServiceIcon } from "~/ui/icons";
import { AVERAGE_RESPONSE_SECONDS, chat, chatScript, nextSpeaker, TRIAL_DAYS } from "./chat";
import type { DemoProps } from "./deferred-demo";
import { StartButton } from "./demo-ui";
import { usePrefersReducedMotion } from "./motion";
import { useSimulation } from "./use-simulation";

export function ChatDemo({ lang, copy }: DemoProps) {
  const t = copy.chat;
  const [state, send] = useSimulation(chat);
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const running = state.status === "running";
  const lines = t.conversation(TRIAL_DAYS);
  const responseTime = `${formatNumber(lang, AVERAGE_RESPONSE_SECONDS, 1)} s`;
  const typing = nextSpeaker(state) === "assistant";

  // Keep the newest message in view inside the fixed-height window, each time one appears.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight, behavior: reducedMotion ? "auto" : "smooth" });
  }, [state.shownMessages, typing, reducedMotion]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div>
        <p className="text-ink-700">{t.intro}</p>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <div className="flex flex-col rounded-2xl bg-brand-50 p-4">
            <dt className="text-sm text-ink-700">{t.averageResponse}</dt>
            <dd className="order-first text-3xl font-bold text-brand-800" data-figure="response-time">
              {responseTime}
            </dd>
          </div>
          <div className="flex flex-col rounded-2xl bg-brand-50 p-4">
            <dt className="text-sm text-ink-700">{t.availability}</dt>
            <dd className="order-first text-3xl font-bold text-brand-800">24/7</dd>
          </div>
        </dl>
        <div className="mt-6">
          <StartButton running={running} onStart={() => send({ type: "start" })}>
            {running ? t.running : state.status === "done" ? t.startAgain : t.start}
          </StartButton>
        </div>
      </div>

      <div className="overflow-hidden rounded-2xl border border-ink-200 shadow-sm">
        <div className="flex items-center gap-3 bg-ink px-4 py-3 text-white">
          <span className="grid size-9 place-items-center rounded-full bg-brand-600">
            <ServiceIcon slug="assistant" className="size-5" />
          </span>
          <span>
            <span id={`${id}-name`} className="block font-semibold">
              {t.assistantName}
            </span>
            <span className="flex items-center gap-1.5 text-sm text-ink-300">
              <span className="size-2 rounded-full bg-emerald-400" />
              {t.online}
            </span>
          </span>
        </div>
        <div
          ref={log}
          role="log"
          aria-label={t.conversationLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the window scrolls, and keyboard users must reach it to scroll back (WCAG 2.1.1).
          tabIndex={0}
          className="h-96 space-y-3 overflow-y-auto bg-ink-50 p-4"
        >
          {lines.slice(0, state.shownMessages).map((line, index) => {
            const fromAssistant = chatScript[index] === "assistant";
            return (
              <div key={line} className={`flex flex-col ${fromAssistant ? "items-start" : "items-end"}`}>
                <p
                  className={`max-w-[85%] rounded-2xl px-4 py-2.5 ${
                    fromAssistant
                      ? "rounded-bl-sm border border-ink-200 bg-white text-ink"
                      : "rounded-br-sm bg-brand-600 text-white"
                  }`}
                >
                  <span className="sr-only">{fromAssistant ? t.assistant : t.visitor}: </span>
                  {line}
                </p>
                {fromAssistant && (
                  <span className="mt-1 text-xs text-ink-600">
                    {t.answeredIn(formatNumber(lang, AVERAGE_RESPONSE_SECONDS, 1))}
                  </span>
                )}
              </div>
            );
          })}
          {typing && (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <span
                aria-hidden="true"
                className="flex gap-1 rounded-2xl border border-ink-200 bg-white px-3 py-2.5"
              >
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 rounded-full bg-ink-500 motion-safe:animate-bounce"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
              {t.typing}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
