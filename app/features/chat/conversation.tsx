import type { ReactNode } from "react";
import type { Lang } from "~/domain/languages";
import { buttonClass } from "~/ui/button";
import { type Navigate, PageLink } from "~/ui/page-link";
import { openBooking } from "../booking/booking";
import type { ChatCopy } from "./copy";
import { TeamQuestion } from "./team-question";
import type { AssistantAction } from "./types";
import type { Message } from "./use-conversation";

/**
 * The conversation as the panel's log shows it: the greeting, then each question and answer, an
 * answer with the pages it comes from and the next steps it offers. Everything the visitor or the
 * server wrote is rendered as React text, never as HTML.
 */
export function Conversation({
  lang,
  copy,
  messages,
  contactHref,
  navigate,
}: {
  lang: Lang;
  copy: ChatCopy;
  messages: Message[];
} & PageLinks) {
  return (
    <>
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
                  <PageLink
                    href={source.href}
                    navigate={navigate}
                    className="font-medium text-brand-700 underline"
                  >
                    {source.title}
                  </PageLink>
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
                  lang={lang}
                  copy={copy}
                  contactHref={contactHref}
                  navigate={navigate}
                  message={message.id}
                  question={messages[index - 1]?.role === "user" ? (messages[index - 1]?.text ?? "") : ""}
                />
              ))}
            </span>
          )}
        </Bubble>
      ))}
    </>
  );
}

/** Where the panel's links lead, from the launcher (the panel reads neither the router nor the root's data). */
export interface PageLinks {
  /** The contact page in the page's language. */
  contactHref: string;
  /** React Router's, where the page is React Router's: its links then navigate within the page. */
  navigate?: Navigate;
}

/** One next step under an answer: the booking dialog, the contact form, or a question for the team. */
function Action({
  action,
  lang,
  copy,
  contactHref,
  navigate,
  message,
  question,
}: {
  action: AssistantAction;
  lang: Lang;
  copy: ChatCopy;
  message: number;
  /** The visitor's question this answer is to. */
  question: string;
} & PageLinks) {
  switch (action) {
    case "booking":
      return (
        <button type="button" onClick={openBooking} className={buttonClass({ tone: "primary", size: "2xs" })}>
          {copy.bookConsultation}
        </button>
      );
    case "contact":
      return (
        <PageLink
          href={contactHref}
          navigate={navigate}
          className={buttonClass({ tone: "secondary", size: "2xs" })}
        >
          {copy.contactForm}
        </PageLink>
      );
    case "team":
      return <TeamQuestion lang={lang} copy={copy} question={question} id={message} />;
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
