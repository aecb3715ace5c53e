/**
 * Retrieval over the site's own content: a small BM25 index, built in memory at first use.
 * Pure: no I/O, no React. Czech and Polish are inflected, so tokens are lower-cased, stripped of
 * diacritics and cut by a light suffix stemmer; common words of each language are ignored.
 */
import type { Lang } from "~/i18n/languages";

export interface Passage {
  /** The same id in every language: a hit in one language can be answered in another. */
  id: string;
  title: string;
  /** What the assistant says: a complete answer in the passage's language. */
  text: string;
  /** Extra search words that are never shown (synonyms such as "price", "how much"). */
  keywords?: string;
  /** Where on the site the visitor reads more (a path of this site, with an optional #anchor). */
  href: string;
  /** Prior weight of the passage (default 1): overviews answer a general question better than one detail. */
  boost?: number;
}

export interface Hit<P extends Passage = Passage> {
  passage: P;
  score: number;
  /** How many of the question's search terms the passage contains, and their share (0-1). */
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

const stopwords: Record<Lang, Set<string>> = {
  en: new Set(
    `a an the and or but of to in on at for with by from as is are was were be been being am it its this that
    these those there here what which who whom whose when where why how do does did done can could would should
    will shall may might must i me my mine you your yours we our ours us they them their he she his her if then
    than so not no yes please tell know want like get got have has had any some about into also just very
    hello hi hey thanks thank`.split(/\s+/),
  ),
  cs: new Set(
    `a i k ke o s se v ve z ze u na do je jsou jsem jste jsi byl byla bylo by bych bys bychom se si to ten ta
    ty ti tu tom tim toho co jak jaky jaka jake jakou jakym kde kdy proc mi me mne muj moje vas vase vy my
    nas nase on ona oni ale nebo a take tez uz jeste pro po od za pri pres tak tady tam ktery ktera ktere
    kteri muzete muzu mohu mate mam dobry den dekuji prosim chci chtel chtela bude budou ano ne`.split(/\s+/),
  ),
  pl: new Set(
    `a i w we z ze o u na do jest sa jestem jestes byl byla bylo by bym sie to ten ta te ci tu tym tego co
    jak jaki jaka jakie jakiej gdzie kiedy dlaczego czemu mi mnie moj moja wasz wasza wy my nas nasz nasza
    on ona oni ale lub albo tez takze juz jeszcze dla po od za przy przez tak tutaj tam ktory ktora ktore
    czy moge mozna macie mam dzien dobry dziekuje prosze chce chcialbym chcialabym bedzie tak nie`.split(
      /\s+/,
    ),
  ),
};

/** Endings cut from a word, longest first; the stem keeps at least three letters. */
const suffixes: Record<Lang, string[]> = {
  en: ["ations", "ation", "ating", "ated", "ates", "ate", "ing", "ed", "s"],
  cs: [
    "ovych",
    "ovymi",
    "ovani",
    "ovat",
    "acich",
    "ace",
    "aci",
    "ani",
    "eni",
    "ami",
    "ach",
    "ech",
    "ich",
    "ych",
    "ymi",
    "emi",
    "eho",
    "emu",
    "ymu",
    "imu",
    "ova",
    "ove",
    "ovy",
    "ovi",
    "ou",
    "em",
    "om",
    "im",
    "ym",
    "ek",
    "a",
    "e",
    "i",
    "o",
    "u",
    "y",
  ],
  pl: [
    "owanie",
    "owania",
    "acja",
    "acji",
    "acje",
    "owej",
    "ami",
    "ach",
    "ych",
    "ich",
    "ymi",
    "imi",
    "ego",
    "emu",
    "owa",
    "owe",
    "owy",
    "owi",
    "ow",
    "om",
    "em",
    "ie",
    "ia",
    "a",
    "e",
    "i",
    "o",
    "u",
    "y",
  ],
};

export function stem(word: string, lang: Lang): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  if (lang === "en" && word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (lang === "en" && word.endsWith("ss")) return word;
  for (const suffix of suffixes[lang]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

/** Search terms of a text: normalized, without the language's common words, stemmed. */
export function tokenize(text: string, lang: Lang): string[] {
  const words = normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (stopwords[lang].has(word)) continue;
    // Single letters say nothing; single digits do ("3 pages").
    if (word.length < 2 && !/\d/.test(word)) continue;
    terms.push(stem(word, lang));
  }
  return terms;
}

const K1 = 1.2;
const B = 0.75;
/** The title says what a passage is about: its terms count this many times. */
const TITLE_WEIGHT = 3;
const TITLE_BONUS = 0.5;

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
  const documents: Document<P>[] = passages.map((passage) => {
    const titleTerms = tokenize(passage.title, lang);
    const terms = [
      ...Array.from({ length: TITLE_WEIGHT }, () => titleTerms).flat(),
      ...tokenize(passage.text, lang),
      ...tokenize(passage.keywords ?? "", lang),
    ];
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    return { passage, length: terms.length, frequencies, titleTerms: new Set(titleTerms) };
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

  return {
    lang,
    search(query, limit = 5) {
      const terms = [...new Set(tokenize(query, lang))];
      if (terms.length === 0) return [];
      const hits: Hit<P>[] = [];
      for (const doc of documents) {
        let score = 0;
        let matched = 0;
        for (const term of terms) {
          const frequency = doc.frequencies.get(term);
          if (!frequency) continue;
          matched += 1;
          const norm = K1 * (1 - B + (B * doc.length) / averageLength);
          score += (idf(term) * (frequency * (K1 + 1))) / (frequency + norm);
        }
        if (score > 0) {
          score *= (doc.passage.boost ?? 1) * titleBonus(doc.titleTerms, terms);
          hits.push({ passage: doc.passage, score, matched, coverage: matched / terms.length });
        }
      }
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
