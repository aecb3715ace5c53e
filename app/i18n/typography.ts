/**
 * Czech and Polish typesetting rules, applied once to every dictionary of those languages
 * (docs/decisions/0039-typography-call-requests-and-marks.md): a line never ends in a one-letter
 * word, and a figure never stands on another line than its unit. The text stays what the
 * translator wrote; only the spaces those rules name become non-breaking.
 */
import type { Lang } from "~/domain/languages";

const nbsp = "\u00a0";

/** One-letter words a line must not end in (prepositions and conjunctions), per language. */
const oneLetterWords: Record<Lang, string> = {
  cs: "vkszouaiVKSZOUAI",
  pl: "wziaouWZIAOU",
  en: "",
};

/** Units written after a figure; the figure's `{placeholder}` counts as a figure. */
const units = [
  "Kč",
  "zł",
  "%",
  "€",
  "min",
  "h",
  "s",
  "ms",
  "hod",
  "hodin",
  "hodiny",
  "godz",
  "godzin",
  "godziny",
  "dní",
  "dnů",
  "dny",
  "den",
  "dni",
  "dzień",
  "týdnů",
  "týdny",
  "tygodni",
  "tygodnie",
  "měsíců",
  "miesięcy",
  "KB",
  "MB",
  "GB",
];

/** A pattern and what each match becomes. */
type Rule = [RegExp, (match: string) => string];

const spacesBound = (match: string) => match.replace(/ +/g, nbsp);

function rules(letters: string): Rule[] {
  return [
    // "v Praze", "a k tomu": the space after a one-letter word, when a word follows.
    [new RegExp(`(?<=^|[\\s(„“"'‚–—/])[${letters}] +(?=\\S)`, "gu"), spacesBound],
    // "4 900 Kč": the groups of a figure (not a phone number's: "+48 22 355 41 20"), then the figure and its unit.
    [/(?<![\d+][ \u00a0]?)\d{1,3}(?: \d{3})+(?![ \u00a0]?\d)/gu, spacesBound],
    [new RegExp(`(?<=[\\d}]) +(?=(?:${units.join("|")})(?![\\p{L}\\p{N}]))`, "gu"), spacesBound],
  ];
}

const rulesOf: Record<Lang, Rule[]> = {
  cs: rules(oneLetterWords.cs),
  pl: rules(oneLetterWords.pl),
  en: [],
};

/** `text` with the language's non-breaking spaces put in. */
export function typesetText(lang: Lang, text: string): string {
  return rulesOf[lang].reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A space after a one-letter word where a line may still break ("v Praze"): what the test refuses. */
export function breakableOneLetterWords(lang: Lang, text: string): string[] {
  const letters = oneLetterWords[lang];
  if (letters === "") return [];
  return [...text.matchAll(new RegExp(`(?<=^|[\\s(„“"'‚–—/])[${letters}] +(?=\\S)`, "gu"))].map((match) =>
    text.slice(Math.max(0, match.index - 12), match.index + 14),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A dictionary with every string typeset: objects and lists are copied, a function's result is
 * typeset when it is called (its arity kept, which the translation check compares).
 */
export function typeset<T>(lang: Lang, value: T): T {
  if (rulesOf[lang].length === 0) return value;
  return typesetValue(lang, value) as T;
}

function typesetValue(lang: Lang, value: unknown): unknown {
  if (typeof value === "string") return typesetText(lang, value);
  if (Array.isArray(value)) return value.map((item) => typesetValue(lang, item));
  if (typeof value === "function") {
    const typesetCall = (...args: unknown[]) => typesetValue(lang, value(...args));
    return Object.defineProperty(typesetCall, "length", { value: value.length });
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typesetValue(lang, inner)]));
  }
  return value;
}
