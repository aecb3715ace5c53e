/**
 * What every part of the assistant's knowledge is built with: the language's dictionaries and
 * answer sentences, and the small helpers that put the site's facts into a sentence.
 */
import { priceList } from "~/content/pricing";
import { everyToolName } from "~/content/services/integrations";
import { type Lang, locale } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import { formatList, formatMoney } from "~/lib/format";
import { answers as cs } from "../answers/cs.server";
import { answers as en } from "../answers/en.server";
import { answers as pl } from "../answers/pl.server";
import type { AnswerCopy, Topic } from "../answers/types";
import type { Passage } from "../retrieval.server";
import type { AssistantAction } from "../types";

/** A passage of the site's content, what the assistant answers with it and what it offers along. */
export interface KnowledgePassage extends Passage {
  /** At most three whole sentences; the link (href, title) is shown under them. */
  answer: string;
  actions?: AssistantAction[];
}

export const answerCopy: Record<Lang, AnswerCopy> = { cs, en, pl };

/** Prior weight of an overview passage over a single detail. */
export const OVERVIEW = 1.3;

/**
 * Names that keep their capital letter inside a sentence: the tools of the services and Google
 * (of "Google Maps"). Any word with a second capital (SEO, LinkedIn, B2B) keeps it too.
 */
const properNames = new Set([...everyToolName(), "Google"].map((name) => name.split(" ")[0]));

/** A list item or a description as the middle of a sentence: "Hosting and backups" -> "hosting and backups". */
export function inSentence(text: string): string {
  const trimmed = text.trim().replace(/[.!]$/, "");
  const first = trimmed.split(/[\s,:;]/)[0] ?? "";
  if (properNames.has(first) || /\p{Lu}/u.test(first.slice(1))) return trimmed;
  return trimmed.charAt(0).toLocaleLowerCase() + trimmed.slice(1);
}

/** The sentences of a text, as the language's rules cut them. */
export function sentencesOf(text: string, lang: Lang): string[] {
  const segmenter = new Intl.Segmenter(locale[lang], { granularity: "sentence" });
  return [...segmenter.segment(text)].map((segment) => segment.segment.trim()).filter(Boolean);
}

/** The dictionaries, answer sentences and formatting of one language, for the passage builders. */
export function passageContext(lang: Lang) {
  const t = messages(lang);
  const a = answerCopy[lang];
  const words = (...topics: Topic[]) => topics.map((topic) => a.vocabulary[topic]).join(" ");
  const listOf = (items: readonly string[]) => formatList(lang, items.map(inSentence));
  const money = (amount: number) => formatMoney(lang, amount, priceList(lang).currency);
  const href = (page: Parameters<typeof buildPath>[0], anchor = "") => `${buildPath(page, lang)}${anchor}`;
  const webHref = (anchor: string) => href({ name: "web" }, anchor);
  return { lang, t, a, words, listOf, money, href, webHref };
}

export type PassageContext = ReturnType<typeof passageContext>;
