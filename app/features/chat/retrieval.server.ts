/**
 * Retrieval over the site's own content: a small BM25 index, built in memory at first use.
 * No I/O and no React. Czech and Polish are inflected, so every word is cut to its stem by the
 * language's Snowball stemmer (multilingual-stemmer, docs/decisions/0007) and then stripped of
 * diacritics, which visitors often leave out; common words of each language are ignored, and a
 * word the content does not contain is read as the nearest one it does (one typo, two in long
 * words).
 */
import damerauLevenshtein from "damerau-levenshtein";
import { czech, english, polish } from "multilingual-stemmer";
import type { Lang } from "~/domain/languages";

export interface Passage {
  /** The same id in every language: a hit in one language can be answered in another. */
  id: string;
  title: string;
  /** What is searched: the site's content on the passage's subject, in the passage's language. */
  text: string;
  /** Extra search words that are never shown (words visitors use: "price", "how much"). */
  keywords?: string;
  /** Where on the site the visitor reads more (a path of this site, with an optional #anchor). */
  href: string;
  /** Prior weight of the passage (default 1): overviews answer a general question better than one detail. */
  boost?: number;
}

export interface Hit<P extends Passage = Passage> {
  passage: P;
  score: number;
  /** How many of the question's search terms the passage contains, and their share (0-1; a term read through a typo counts less). */
  matched: number;
  coverage: number;
}

export interface SearchIndex<P extends Passage = Passage> {
  lang: Lang;
  search(query: string, limit?: number): Hit<P>[];
}

/** Lower case, no diacritics ("Kolik stojí" -> "kolik stoji"); ł does not decompose, so by hand. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/ł/g, "l").normalize("NFD").replace(/\p{M}/gu, "");
}

/**
 * Words that say nothing about what a visitor wants, without diacritics. Kept short and by hand:
 * the general lists of stop-word packages drop the words that matter in a question to a
 * business ("kolik", "ile", "how much" ask for a price; "kde", "gdzie" for the address).
 */
const stopwords: Record<Lang, Set<string>> = {
  en: new Set(
    `a an the and or but of to in on at for with by from as is are was were be been being am it its this that
    these those there here what which who whom whose when why how does did done can could would should
    will shall may might must i me my mine you your yours we our ours us they them their he she his her if then
    than so not no yes please tell know want like got have has had any some about into also just very
    hello hi hey thanks thank guys ok okay i'd i'm id im actually exactly really`.split(/\s+/),
  ),
  cs: new Set(
    `a i k ke o s se v ve z ze u na do je jsou jsem jste jsi byl byla bylo by bych bys bychom se si to ten ta
    ty ti tu tom tim toho co jak jaky jaka jake jakou jakym mi me mne muj moje vas vase vy my
    nas nase on ona oni ale nebo a take tez uz jeste pro po od za pri pres tak tady tam ktery ktera ktere
    kteri muzete muzu mohu mate mam dobry den dekuji prosim chci chtel chtela bude budou ano ne vlastne
    ahoj zdravim dobrou nejaky nejaka nejake nejakou nejakeho`.split(/\s+/),
  ),
  pl: new Set(
    `a i w we z ze o u na do jest sa jestem jestes byl byla bylo by bym sie to ten ta te ci tu tym tego co
    jak jaki jaka jakie jakiej mi mnie moj moja wasz wasza wy my nas nasz nasza
    on ona oni ale lub albo tez takze juz jeszcze dla po od za przy przez tak tutaj tam ktory ktora ktore
    czy moge mozna macie mam dzien dobry dziekuje prosze chce chcialbym chcialabym bedzie tak nie
    czym czego czemu wlasciwie dokladnie czesc witam jakis jakas jakies jakiegos jakiejs`.split(/\s+/),
  ),
};

const stemmers: Record<Lang, (word: string) => string> = { cs: czech, en: english, pl: polish };

/** The search term of one lower-cased word: its stem, without diacritics. */
export function stem(word: string, lang: Lang): string {
  if (/\d/.test(word)) return normalize(word);
  return normalize(stemmers[lang](word));
}

/**
 * Verbs that say what a question asks only when they end it, as its main verb: "what do you guys
 * do" and "what does your company do" ask about the offer, while the "do" of "do you do catering"
 * or "what should I do about my cat" says nothing. The content's terms keep them.
 */
const closingVerbs: Record<Lang, Set<string>> = {
  en: new Set(["do"]),
  cs: new Set(),
  pl: new Set(),
};

/** Words of a text as written (lower case), without the language's common words. */
function words(text: string, lang: Lang): { word: string; folded: string }[] {
  const found = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return found
    .map((word) => ({ word, folded: normalize(word) }))
    .filter(({ word, folded }) => {
      if (stopwords[lang].has(folded)) return false;
      // Single letters say nothing; single digits do ("3 pages").
      return word.length >= 2 || /\d/.test(word);
    });
}

/** Words of a question: a closing verb only where it ends the question. */
function questionWords(text: string, lang: Lang): { word: string; folded: string }[] {
  const found = words(text, lang);
  return found.filter(({ folded }, index) => index === found.length - 1 || !closingVerbs[lang].has(folded));
}

/** Search terms of a question: without the language's common words, stemmed, without diacritics. */
export function tokenize(text: string, lang: Lang): string[] {
  return questionWords(text, lang).map(({ word }) => stem(word, lang));
}

/** How many typos a word of this length may carry and still be recognised. */
export function typoAllowance(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

const K1 = 1.2;
const B = 0.75;
/**
 * How much an occurrence counts in each field (BM25F): the title says what a passage is about;
 * the visitors' words of its topics (keywords) say less than the content itself.
 */
const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 0.7;
const TITLE_BONUS = 0.5;
const COVERAGE_EXPONENT = 1;
/** A term recognised through a typo counts a little less than one typed right. */
const TYPO_WEIGHT = 0.8;

interface Document<P extends Passage> {
  passage: P;
  length: number;
  frequencies: Map<string, number>;
  titleTerms: Set<string>;
}

/** A question that names a passage's subject ("Mini Web") prefers that passage to a longer overview. */
function titleBonus(titleTerms: Set<string>, queryTerms: string[]): number {
  if (titleTerms.size === 0) return 1;
  const named = [...titleTerms].filter((term) => queryTerms.includes(term)).length / titleTerms.size;
  return 1 + TITLE_BONUS * named * named;
}

/** Builds the BM25 index of one language's passages. */
export function createIndex<P extends Passage>(passages: readonly P[], lang: Lang): SearchIndex<P> {
  /** Every word of the content (without diacritics) and its term: what a typo is corrected to. */
  const vocabulary = new Map<string, string>();
  const analyze = (text: string) =>
    words(text, lang).map(({ word, folded }) => {
      const term = stem(word, lang);
      vocabulary.set(folded, term);
      return term;
    });
  const documents: Document<P>[] = passages.map((passage) => {
    const titleTerms = analyze(passage.title);
    const frequencies = new Map<string, number>();
    let length = 0;
    const count = (terms: string[], weight: number) => {
      for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
      length += terms.length * weight;
    };
    count(titleTerms, TITLE_WEIGHT);
    count(analyze(passage.text), 1);
    count(analyze(passage.keywords ?? ""), KEYWORD_WEIGHT);
    return { passage, length, frequencies, titleTerms: new Set(titleTerms) };
  });
  const averageLength = documents.reduce((sum, doc) => sum + doc.length, 0) / Math.max(documents.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const doc of documents) {
    for (const term of doc.frequencies.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents.length - n + 0.5) / (n + 0.5));
  };

  /** The term of a word the content does not contain: that of the nearest word it does, if close enough. */
  const corrected = (folded: string): string | undefined => {
    const allowance = typoAllowance(folded.length);
    if (allowance === 0 || /\d/.test(folded)) return undefined;
    let best: { term: string; steps: number } | undefined;
    for (const [known, term] of vocabulary) {
      if (Math.abs(known.length - folded.length) > allowance || /\d/.test(known)) continue;
      const { steps } = damerauLevenshtein(folded, known);
      if (steps <= allowance && (!best || steps < best.steps)) best = { term, steps };
    }
    return best?.term;
  };

  /** The question's terms with their weights: 1, or less for a term recognised through a typo. */
  const queryTerms = (query: string): Map<string, number> => {
    const terms = new Map<string, number>();
    for (const { word, folded } of questionWords(query, lang)) {
      const term = stem(word, lang);
      if (documentFrequency.has(term)) {
        terms.set(term, 1);
        continue;
      }
      const nearest = corrected(folded);
      if (nearest && !terms.has(nearest)) terms.set(nearest, TYPO_WEIGHT);
      else if (!nearest) terms.set(term, 1);
    }
    return terms;
  };

  return {
    lang,
    search(query, limit = 5) {
      const weighted = queryTerms(query);
      const terms = [...weighted.keys()];
      if (terms.length === 0) return [];
      const totalWeight = [...weighted.values()].reduce((sum, weight) => sum + weight, 0);
      const hits: Hit<P>[] = [];
      for (const doc of documents) {
        let score = 0;
        let matched = 0;
        let covered = 0;
        for (const term of terms) {
          const frequency = doc.frequencies.get(term);
          if (!frequency) continue;
          matched += 1;
          covered += weighted.get(term) ?? 1;
          const norm = K1 * (1 - B + (B * doc.length) / averageLength);
          score += ((weighted.get(term) ?? 1) * idf(term) * (frequency * (K1 + 1))) / (frequency + norm);
        }
        if (score > 0) {
          const coverage = covered / totalWeight;
          score *=
            (doc.passage.boost ?? 1) * titleBonus(doc.titleTerms, terms) * coverage ** COVERAGE_EXPONENT;
          hits.push({ passage: doc.passage, score, matched, coverage });
        }
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
