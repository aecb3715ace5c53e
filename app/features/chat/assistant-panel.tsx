import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link, useLocation } from "react-router";
import type { Lang } from "~/domain/languages";
import { buttonClass } from "~/ui/button";
import { ArrowIcon, ChatIcon, CloseIcon } from "~/ui/icons";
import { useOpenBooking } from "../booking/booking";
import { useLayout } from "../layout/use-layout";
import { type ChatCopy, fill } from "./copy";
import { TeamQuestion } from "./team-question";
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
/** Distance of the launcher from the bottom edge, in px (Tailwind's 4). */
const EDGE = 16;
/** The cookie banner (app/features/consent): the launcher moves above it where they would overlap. */
const COOKIE_BANNER = 'section[aria-labelledby="consent-title"]';

interface Message {
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

/**
 * The site's own assistant: a button at the bottom right that opens a small, non-modal chat panel.
 * Escape closes it and puts focus back on the button; answers are announced (role="log").
 * Everything the visitor or the server writes is rendered as React text, never as HTML.
 */
export function AssistantPanel({ lang, copy }: { lang: Lang; copy: ChatCopy }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [draft, setDraft] = useState("");
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const counterId = useId();
  const bottom = useBottomOffset(launcherRef);
  useFocusClearOfFloatingButtons();

  // A navigation closes the panel; the conversation stays.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, status]);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      close();
    }
  };

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

  function send(text: string) {
    const question = text.trim().slice(0, MAX_QUESTION_LENGTH);
    if (!question || status.kind === "thinking") return;
    const history: ChatTurn[] = messages
      .slice(-MAX_HISTORY_TURNS)
      .map((message) => ({ role: message.role, content: message.text.slice(0, MAX_TURN_LENGTH) }));
    setMessages((current) => [...current, { id: nextId++, role: "user", text: question }]);
    setDraft("");
    void ask({ question, history });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  const left = MAX_QUESTION_LENGTH - draft.length;
  const thinking = status.kind === "thinking";

  return (
    <>
      <section
        id={panelId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        style={{ bottom: bottom + 64, maxHeight: `min(36rem, calc(100dvh - ${bottom + 64}px - 5rem))` }}
        className={`${open ? "flex" : "hidden"} fixed inset-x-3 z-[45] flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white text-ink shadow-2xl sm:inset-x-auto sm:right-4 sm:w-96`}
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
            onClick={close}
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
          <Bubble from="assistant" label={copy.assistant}>
            {copy.greeting}
          </Bubble>
          {messages.map((message, index) => (
            <Bubble
              key={message.id}
              from={message.role}
              label={message.role === "user" ? copy.you : copy.assistant}
            >
              {message.text}
              {message.sources && message.sources.length > 0 && (
                <span className="mt-2 block text-xs">
                  <span className="text-ink-600">{copy.sourcesLabel} </span>
                  {message.sources.map((source, index) => (
                    <span key={source.href}>
                      {index > 0 && " · "}
                      <Link to={source.href} className="font-medium text-brand-700 underline">
                        {source.title}
                      </Link>
                    </span>
                  ))}
                </span>
              )}
              {message.actions && message.actions.length > 0 && (
                <span className="mt-3 flex flex-wrap gap-2">
                  {message.actions.map((action) => (
                    <Action
                      key={action}
                      action={action}
                      copy={copy}
                      message={message.id}
                      question={messages[index - 1]?.role === "user" ? (messages[index - 1]?.text ?? "") : ""}
                    />
                  ))}
                </span>
              )}
            </Bubble>
          ))}
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
            <label htmlFor={`${panelId}-input`} className="sr-only">
              {copy.inputLabel}
            </label>
            <input
              ref={inputRef}
              id={`${panelId}-input`}
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

      <button
        ref={launcherRef}
        data-floating
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
        style={{ bottom }}
        className="fixed right-4 z-[45] inline-flex items-center gap-2 rounded-full bg-brand-600 p-3.5 text-white shadow-lg hover:bg-brand-700 sm:px-5"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="sr-only text-sm font-semibold sm:not-sr-only">{copy.launcher}</span>
      </button>
    </>
  );
}

/** One next step under an answer: the booking dialog, the contact form, or a question for the team. */
function Action({
  action,
  copy,
  message,
  question,
}: {
  action: AssistantAction;
  copy: ChatCopy;
  message: number;
  /** The visitor's question this answer is to. */
  question: string;
}) {
  const { href } = useLayout();
  const openBooking = useOpenBooking();
  switch (action) {
    case "booking":
      return (
        <button type="button" onClick={openBooking} className={buttonClass({ tone: "primary", size: "2xs" })}>
          {copy.bookConsultation}
        </button>
      );
    case "contact":
      return (
        <Link to={href({ name: "contact" })} className={buttonClass({ tone: "secondary", size: "2xs" })}>
          {copy.contactForm}
        </Link>
      );
    case "team":
      return <TeamQuestion copy={copy} question={question} id={message} />;
  }
}

function Bubble({
  from,
  label,
  children,
}: {
  from: "user" | "assistant";
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm whitespace-pre-line ${
        from === "user"
          ? "self-end rounded-br-md bg-brand-600 text-white"
          : "self-start rounded-bl-md bg-ink-100 text-ink"
      }`}
    >
      <span className="sr-only">{label}: </span>
      {children}
    </div>
  );
}

/**
 * WCAG 2.4.11: a focused element must not hide under the floating buttons (this launcher, back to
 * top: both marked data-floating). Where the page's scroll padding was not enough (an element
 * focused while it already showed), scroll it clear at once.
 */
function useFocusClearOfFloatingButtons() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || isFixed(target)) return;
      const focused = target.getBoundingClientRect();
      // A large region (main, a panel) taking focus is never hidden by a small button.
      if (focused.height > window.innerHeight / 3) return;
      let overlap = 0;
      for (const floating of document.querySelectorAll("[data-floating]")) {
        const covered = floating.getBoundingClientRect();
        const hides =
          covered.height > 0 &&
          focused.bottom > covered.top &&
          focused.top < covered.bottom &&
          focused.right > covered.left &&
          focused.left < covered.right;
        if (hides) overlap = Math.max(overlap, focused.bottom - covered.top + 12);
      }
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
}

/** Whether the element sits in a fixed layer (a panel, banner or dialog): scrolling cannot move it. */
function isFixed(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === "fixed") return true;
  }
  return false;
}

/**
 * Bottom offset of the launcher: above the cookie banner where the two would overlap (narrow
 * screens), otherwise at the edge.
 */
function useBottomOffset(launcher: RefObject<HTMLElement | null>): number {
  const [bottom, setBottom] = useState(EDGE);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const banner = document.querySelector(COOKIE_BANNER);
        const button = launcher.current?.getBoundingClientRect();
        let next = EDGE;
        if (banner && button) {
          const rect = banner.getBoundingClientRect();
          const overlaps = rect.height > 0 && rect.right > button.left && rect.left < button.right;
          if (overlaps) next = Math.max(EDGE, Math.round(window.innerHeight - rect.top + 12));
        }
        setBottom(next);
      });
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [launcher]);
  return bottom;
}
