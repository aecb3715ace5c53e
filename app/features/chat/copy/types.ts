import type { FormsMessages } from "~/i18n/messages/types";
/**
 * Every string of the chat assistant, per language. cs.ts, en.ts and pl.ts each export one object
 * of this type, so a key missing in one language fails the type check. The browser downloads only
 * the page's language (copy/index.ts); the server reads all three (answers, errors, knowledge).
 */
export interface ChatCopy {
  /** Name of the button that opens the panel (visible next to its icon on wider screens). */
  launcher: string;
  title: string;
  subtitle: string;
  close: string;
  /** The assistant's first message, shown before any question. */
  greeting: string;
  /** Example questions offered as buttons while the conversation is empty. */
  suggestions: [string, string, string];
  /** Label of the question field (visually hidden). */
  inputLabel: string;
  placeholder: string;
  send: string;
  /** Screen-reader names of the two sides of the conversation. */
  you: string;
  assistant: string;
  /** Shown while an answer is on its way. */
  thinking: string;
  /** 'Couldn't reach the assistant. Try again.' (docs/PRODUCT.md, On every page) */
  error: string;
  retry: string;
  /** "{count}" is replaced with the number of characters left. */
  charactersLeft: string;
  sourcesLabel: string;
  bookConsultation: string;
  /** The link to the contact page's form, offered with an answer or when there is none. */
  contactForm: string;
  /** Passing the unanswered question to the team as an inquiry, in a small form in the panel. */
  askTeam: string;
  team: {
    intro: string; // we'll reply by e-mail
    email: string;
    question: string;
    send: string;
    sending: string;
    sent: string;
  };
  /** The lead forms' messages (app/i18n/messages/{lang}/forms.ts), for the question form. */
  formErrors: FormsMessages["errors"];
  disclaimer: string;
  /** Errors the endpoint answers with. "{max}" and "{seconds}" are replaced. */
  errors: {
    tooLong: string;
    empty: string;
    invalid: string;
    rateLimited: string;
  };
}
