/**
 * `npm run i18n:check`: the translation check of app/i18n/translations.test.ts as a report, one
 * block per language: how many texts it has in how many dictionaries, and every key, list or
 * placeholder that differs from the English source. Exits non-zero when anything differs.
 */
import { readFileSync } from "node:fs";
import { languages } from "../app/domain/languages";
import { dictionaries, markdownDictionaries } from "../app/i18n/dictionaries.server";
import { markdownOutline, sourceLang, translationProblems } from "../app/i18n/translations";

function countTexts(value: unknown): number {
  if (typeof value === "string" || typeof value === "function") return 1;
  if (value && typeof value === "object")
    return Object.values(value).reduce((sum, inner) => sum + countTexts(inner), 0);
  return 0;
}

let failed = false;
console.log(
  `Source language: ${sourceLang}. ${dictionaries.length} dictionaries, ${markdownDictionaries.length} Markdown texts.`,
);
for (const lang of languages) {
  const texts = dictionaries.reduce((sum, dictionary) => sum + countTexts(dictionary.languages[lang]), 0);
  const problems =
    lang === sourceLang
      ? []
      : [
          ...dictionaries.flatMap((dictionary) =>
            translationProblems(dictionary.languages[sourceLang], dictionary.languages[lang], dictionary).map(
              ({ path, problem }) => `${dictionary.file.replace("{lang}", lang)}: ${path} ${problem}`,
            ),
          ),
          ...markdownDictionaries.flatMap((file) => {
            const sectionsIn = (of: string) =>
              markdownOutline(readFileSync(file.replace("{lang}", of), "utf8"));
            const [source, translation] = [sectionsIn(sourceLang), sectionsIn(lang)];
            return Array.from({ length: Math.max(source.length, translation.length) }, (_, index) => index)
              .filter((index) => source[index] !== translation[index])
              .map(
                (index) =>
                  `${file.replace("{lang}", lang)}: section ${index + 1} is "${translation[index] ?? "(none)"}", the source "${source[index] ?? "(none)"}"`,
              );
          }),
        ];
  failed ||= problems.length > 0;
  console.log(
    `\n${lang}${lang === sourceLang ? " (source)" : ""}: ${texts} texts, ${problems.length} problems`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
}
process.exitCode = failed ? 1 : 0;
