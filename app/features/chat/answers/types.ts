/**
 * What the site's own assistant says, per language: whole answer sentences with the site's facts
 * (names, prices, lists) put in where the sentence stays grammatical, and the words visitors use
 * for each topic. cs and pl.server.ts are typed from en.server.ts; only the server reads them
 * (knowledge.server.ts), so none of it reaches the browser. Kept by hand: the topics, a
 * vocabulary of their own, and `Priced`, the shape of the facts the answers are given.
 *
 * Values come formatted: prices with their currency (and "from" where a price is a starting
 * one), lists joined in the language's way and starting in lower case, descriptions without
 * their full stop. Every answer is at most three sentences; the link to the page that says more
 * is shown under it.
 */
import type { Translation } from "~/i18n/translations";
import type { answers } from "./en.server";

export type Topic =
  | "price"
  | "web"
  | "monthly"
  | "changes"
  | "time"
  | "services"
  | "contact"
  | "company"
  | "booking"
  | "custom"
  | "mobile"
  | "examples"
  | "tools"
  | "security"
  | "cancel"
  | "guarantee"
  | "hiring"
  | "process"
  | "includes"
  | "automation";

export interface Priced {
  name: string;
  price: string;
}

/** Every answer of one language, shaped by the English source (en.server.ts). */
export type AnswerCopy = Translation<typeof answers>;
