/**
 * The assistant's evaluation set: questions as visitors type them (typos, missing diacritics,
 * inflected forms, everyday words instead of the site's), each with the knowledge passages that
 * answer it (ids of knowledge.server.ts, best first; any of them counts as a right answer).
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
