/**
 * One way to hold translated text (docs/decisions/0034-translations-typed-from-english.md).
 * A dictionary's English file is its source: written `as const`, it defines the shape, and the
 * other languages are typed `Translation<typeof source>`, so a missing or extra key fails the type
 * check in the file that lacks it. The values are checked by `translationProblems` (missing or extra
 * keys behind a cast, empty strings, placeholders that differ), run over the registry of every
 * dictionary (app/i18n/dictionaries.server.ts) by a unit test and by `npm run i18n:check`.
 */
import type { Lang } from "~/domain/languages";
import { furtherForms, isCountText } from "./plural";

/** The language every other language is typed from: the one every translator reads. */
export const sourceLang = "en" satisfies Lang;

/**
 * The shape of a translation of `T`: the same keys all the way down, every string and number
 * literal widened (the values differ), tuples kept at their length, functions kept with their
 * parameters. Arrays stay readonly, as the source's are. A union of literals the source declares
 * (`slug: "outreach" as ServiceSlug`) is vocabulary, not text, and is kept.
 */
export type Translation<T> = [T] extends [string]
  ? TextOrVocabulary<T>
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends null | undefined
        ? T
        : T extends (...args: infer A) => infer R
          ? (...args: A) => Translation<R>
          : { [K in keyof T]: Translation<T[K]> };

type TextOrVocabulary<T extends string> = [T] extends [UnionToIntersection<T>] ? string : T;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** A dictionary in every language, its source first in the type. */
export type Translated<T> = Record<Lang, Translation<T>>;

/** What a language lacks or has too much of, against the source, one line each. */
export interface TranslationProblem {
  path: string;
  problem: string;
}

/** A `{name}` placeholder the code fills in; the same set must appear in every language. */
const placeholder = /\{[A-Za-z][A-Za-z0-9_]*\}/g;

function placeholders(text: string): string[] {
  return [...new Set(text.match(placeholder) ?? [])].sort();
}

function kind(value: unknown): string {
  if (Array.isArray(value)) return "list";
  if (value === null) return "null";
  return typeof value;
}

/** Exceptions a dictionary declares, by key path; `*` stands for any one key or index. */
export interface TranslationLeeway {
  /** Lists whose length may differ between languages (search words and the like). */
  freeLength?: readonly string[];
  /** Strings that may leave out a placeholder of the source, where the grammar cannot take it. */
  fewerPlaceholders?: readonly string[];
  /** Parts written for each language's own readers, not translated: only checked for empty text. */
  ownWording?: readonly string[];
}

function emptyTexts(value: unknown, path: string): TranslationProblem[] {
  if (typeof value === "string") return value.trim() === "" ? [{ path, problem: "is empty" }] : [];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => emptyTexts(inner, `${path}.${key}`));
  }
  return [];
}

function matches(patterns: readonly string[] | undefined, path: string): boolean {
  const segments = path.split(".");
  return (patterns ?? []).some((pattern) => {
    const parts = pattern.split(".");
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part === "*" || part === segments[index])
    );
  });
}

/**
 * Every difference of shape between `source` and `translation`: keys missing or extra, lists of a
 * different length, empty strings, and strings whose `{placeholders}` differ from the source's
 * (a placeholder the source lacks is never filled in, so the reader would see it).
 */
export function translationProblems(
  source: unknown,
  translation: unknown,
  leeway: TranslationLeeway = {},
  path = "",
): TranslationProblem[] {
  const at = (key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  if (matches(leeway.ownWording, path)) return emptyTexts(translation, path);
  if (typeof source === "function" && typeof translation === "function") {
    // A function builds its sentence from the figures it is given: the grammar differs, the figures not.
    return source.length === translation.length
      ? []
      : [{ path, problem: `takes ${translation.length} arguments, the source ${source.length}` }];
  }
  if (kind(source) !== kind(translation)) {
    return [{ path, problem: `is a ${kind(translation)}, the source a ${kind(source)}` }];
  }
  if (typeof source === "string" && typeof translation === "string") {
    if (source.trim() !== "" && translation.trim() === "") return [{ path, problem: "is empty" }];
    const expected = placeholders(source);
    const found = placeholders(translation);
    const unknown = found.filter((name) => !expected.includes(name));
    const dropped = matches(leeway.fewerPlaceholders, path)
      ? []
      : expected.filter((name) => !found.includes(name));
    return unknown.length === 0 && dropped.length === 0
      ? []
      : [
          {
            path,
            problem: `has placeholders ${found.join(" ") || "(none)"}, the source ${expected.join(" ") || "(none)"}`,
          },
        ];
  }
  if (Array.isArray(source) && Array.isArray(translation)) {
    if (matches(leeway.freeLength, path)) {
      return translation.flatMap((item, index) =>
        typeof item === "string" && item.trim() === "" ? [{ path: at(index), problem: "is empty" }] : [],
      );
    }
    if (source.length !== translation.length) {
      return [{ path, problem: `has ${translation.length} items, the source ${source.length}` }];
    }
    return source.flatMap((item, index) => translationProblems(item, translation[index], leeway, at(index)));
  }
  if (source && translation && typeof source === "object" && typeof translation === "object") {
    const sourceEntries = source as Record<string, unknown>;
    const translationEntries = translation as Record<string, unknown>;
    const missing = Object.keys(sourceEntries)
      .filter((key) => !(key in translationEntries))
      .map((key) => ({ path: at(key), problem: "is missing" }));
    // A counted text gives the forms its own language has ("few", "many"), each read as "other".
    const ownForms = isCountText(source) && isCountText(translation) ? furtherForms : [];
    const extra = Object.keys(translationEntries)
      .filter((key) => !(key in sourceEntries))
      .flatMap((key) =>
        (ownForms as readonly string[]).includes(key)
          ? translationProblems(sourceEntries.other, translationEntries[key], leeway, at(key))
          : [{ path: at(key), problem: "is not in the source" }],
      );
    const shared = Object.keys(sourceEntries)
      .filter((key) => key in translationEntries)
      .flatMap((key) => translationProblems(sourceEntries[key], translationEntries[key], leeway, at(key)));
    return [...missing, ...extra, ...shared];
  }
  return [];
}

/**
 * The sections of a Markdown text by heading level and number ("## 3."), not wording, each with the
 * `{placeholders}` it fills in: a text kept as Markdown has the same sections in every language,
 * and each section the same facts put in.
 */
export function markdownOutline(text: string): string[] {
  let section = { heading: "", body: "" };
  const sections = [section];
  for (const line of text.split("\n")) {
    const heading = /^(#{1,6}) (\d+(?:\.\d+)*\.?)?/.exec(line);
    if (heading) {
      section = { heading: [heading[1], heading[2]].filter(Boolean).join(" "), body: "" };
      sections.push(section);
    } else section.body += `${line}\n`;
  }
  return sections
    .filter(({ heading, body }) => heading !== "" || body.trim() !== "")
    .map(({ heading, body }) => [heading, ...placeholders(body)].join(" "));
}
