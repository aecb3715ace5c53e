/**
 * The assistant's evaluation set: questions as visitors type them (typos, missing diacritics,
 * inflected forms, everyday words instead of the site's), each with the knowledge passages that
 * answer it (ids of knowledge.server.ts, best first; any of them counts as a right answer).
 * Typed by hand, not from the English set: each language's questions are put as its visitors
 * put them, so the passages that answer a question may differ in number between languages
 * (app/i18n/dictionaries.server.ts still checks the rest of the shape).
 */
export interface EvaluationQuestion {
  question: string;
  answers: [string, ...string[]];
}

export interface EvaluationSet {
  questions: EvaluationQuestion[];
  /** Questions the site has no answer to: the assistant must say so and offer a consultation. */
  outOfScope: string[];
}
