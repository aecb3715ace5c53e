/**
 * Scores the assistant's retrieval on the evaluation set (app/features/chat/evaluation/):
 * top-1 (the passage the visitor is answered with is a right one), top-3 (a right one is among
 * the first three hits, which a language model reads) and how many out-of-scope questions it
 * declines. Run by `npm run bench:assistant` and by evaluation.test.ts.
 */
import { type Lang, languages } from "~/domain/languages";
import { isConfident, retrieve } from "./assistant.server";
import { evaluation as cs } from "./evaluation/cs";
import { evaluation as en } from "./evaluation/en";
import { evaluation as pl } from "./evaluation/pl";
import type { EvaluationSet } from "./evaluation/types";

export const evaluationSets: Record<Lang, EvaluationSet> = { cs, en, pl };

export interface Miss {
  question: string;
  expected: string[];
  /** Ids of the first three hits; the first is marked "?" when it is not confident enough to answer with. */
  got: string[];
}

export interface Score {
  lang: Lang;
  questions: number;
  /** Shares between 0 and 1. */
  top1: number;
  top3: number;
  /** Share of out-of-scope questions answered honestly with "not found". */
  declined: number;
  misses: Miss[];
  /** Out-of-scope questions that got an answer anyway. */
  wronglyAnswered: string[];
}

export function evaluate(lang: Lang, set: EvaluationSet = evaluationSets[lang]): Score {
  let top1 = 0;
  let top3 = 0;
  const misses: Miss[] = [];
  for (const { question, answers } of set.questions) {
    const hits = retrieve(lang, question);
    const ids = hits.slice(0, 3).map((hit) => hit.passage.id);
    const answered = isConfident(hits[0]) && answers.includes(hits[0].passage.id);
    if (answered) top1 += 1;
    if (ids.some((id) => answers.includes(id))) top3 += 1;
    if (!answered) {
      misses.push({
        question,
        expected: answers,
        got: ids.map((id, index) => (index === 0 && !isConfident(hits[0]) ? `${id}?` : id)),
      });
    }
  }
  const wronglyAnswered = set.outOfScope.filter((question) => isConfident(retrieve(lang, question)[0]));
  const total = set.questions.length;
  return {
    lang,
    questions: total,
    top1: top1 / total,
    top3: top3 / total,
    declined: 1 - wronglyAnswered.length / Math.max(set.outOfScope.length, 1),
    misses,
    wronglyAnswered,
  };
}

export function evaluateAll(): Score[] {
  return languages.map((lang) => evaluate(lang));
}
