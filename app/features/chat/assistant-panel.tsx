import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { Lang } from "~/domain/languages";
import { buttonClass } from "~/ui/button";
import { ArrowIcon, CloseIcon } from "~/ui/icons";
import { Conversation, type PageLinks } from "./conversation";
import { type ChatCopy, fill } from "./copy";
import { ASSISTANT_PANEL_ID } from "./launcher-position";
import { MAX_QUESTION_LENGTH } from "./types";
import { useConversation } from "./use-conversation";

/**
 * The site's own assistant: a small, non-modal chat panel above the launcher (chat-assistant.tsx),
 * which downloads it at its first press. Escape closes it and puts focus back on the launcher;
 * answers are announced (role="log").
 */
export function AssistantPanel({
  lang,
  copy,
  open,
  onClose,
  ...links
}: {
  lang: Lang;
  copy: ChatCopy;
  open: boolean;
  onClose(): void;
} & PageLinks) {
  const { messages, status, ask, send: sendQuestion } = useConversation(lang, copy);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const counterId = useId();
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, status]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onClose();
    }
  };

  function send(text: string) {
    if (sendQuestion(text)) setDraft("");
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  const left = MAX_QUESTION_LENGTH - draft.length;
  const thinking = status.kind === "thinking";

  return (
    <section
      id={ASSISTANT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={`${open ? "flex" : "hidden"} assistant-panel fixed inset-x-3 z-[45] flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white text-ink shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96`}
    >
      <div className="flex items-start justify-between gap-3 bg-ink px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-semibold">
            {copy.title}
          </h2>
          <p className="text-xs text-ink-200">{copy.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={copy.close}
          className="-m-1 rounded-lg p-1.5 text-ink-200 hover:bg-white/10 hover:text-white focus-visible:outline-white"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={copy.title}
        className="flex min-h-40 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
      >
        <Conversation lang={lang} copy={copy} messages={messages} {...links} />
        {thinking && (
          <p className="flex items-center gap-2 self-start text-sm text-ink-600">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-ink-500" />
              <span className="size-1.5 animate-bounce rounded-full bg-ink-500 [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-ink-500 [animation-delay:300ms]" />
            </span>
            {copy.thinking}
          </p>
        )}
      </div>

      {status.kind === "error" && (
        <div
          role="alert"
          className="mx-4 mb-2 flex items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{status.message}</span>
          <button
            type="button"
            onClick={() => ask(status.pending)}
            className={buttonClass({ tone: "danger", size: "2xs", className: "shrink-0" })}
          >
            {copy.retry}
          </button>
        </div>
      )}

      {messages.length === 0 && (
        <ul className="flex flex-wrap gap-2 px-4 pb-2">
          {copy.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => send(suggestion)}
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-left text-xs font-medium text-brand-800 hover:border-brand-600"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={onSubmit} className="border-t border-ink-200 px-3 pt-3 pb-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`${ASSISTANT_PANEL_ID}-input`} className="sr-only">
            {copy.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={`${ASSISTANT_PANEL_ID}-input`}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_QUESTION_LENGTH}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="send"
            aria-describedby={left <= 100 ? counterId : undefined}
            className="min-w-0 flex-1 rounded-xl border border-ink-300 px-3 py-2 text-base text-ink placeholder:text-ink-500 focus:border-brand-600 sm:text-sm"
          />
          <button
            type="submit"
            disabled={thinking}
            aria-label={copy.send}
            className="rounded-xl bg-brand-600 p-2.5 text-white hover:bg-brand-700 disabled:opacity-60"
          >
            <ArrowIcon className="size-5" />
          </button>
        </div>
        <p className="mt-2 flex justify-between gap-2 text-xs text-ink-600">
          <span>{copy.disclaimer}</span>
          {left <= 100 && (
            <span id={counterId} className="shrink-0">
              {fill(copy.charactersLeft, { count: left })}
            </span>
          )}
        </p>
      </form>
    </section>
  );
}
