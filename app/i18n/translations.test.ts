/**
 * The translation check (docs/decisions/0034-translations-typed-from-english.md): every dictionary
 * of the registry has, in every language, the source's keys and lists, no empty string and the
 * source's placeholders; and no language file under app/ is left out of the registry.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/domain/languages";
import { dictionaries, markdownDictionaries } from "./dictionaries.server";
import { markdownOutline, sourceLang, type Translation, translationProblems } from "./translations";

const translations = languages.filter((lang) => lang !== sourceLang);

describe("translationProblems", () => {
  const source = { title: "Hello {name}", items: ["a", "b"], nested: { text: "x" } };

  it("finds nothing in a faithful translation", () => {
    expect(
      translationProblems(source, { title: "Ahoj {name}", items: ["á", "b"], nested: { text: "y" } }),
    ).toEqual([]);
  });

  it("names missing and extra keys, empty strings, list lengths and placeholders by path", () => {
    expect(
      translationProblems(source, { title: "Ahoj {jmeno}", items: ["á"], nested: { text: " ", extra: "z" } }),
    ).toEqual([
      { path: "title", problem: "has placeholders {jmeno}, the source {name}" },
      { path: "items", problem: "has 1 items, the source 2" },
      { path: "nested.extra", problem: "is not in the source" },
      { path: "nested.text", problem: "is empty" },
    ]);
    expect(translationProblems(source, { items: ["á", "b"], nested: {} })).toEqual([
      { path: "title", problem: "is missing" },
      { path: "nested.text", problem: "is missing" },
    ]);
  });

  it("allows the leeway a dictionary declares, and only there", () => {
    const words = { answers: [{ keywords: ["price", "cost"], text: "Hi {name}" }] };
    const translated = { answers: [{ keywords: ["cena"], text: "Dobrý den" }] };
    expect(translationProblems(words, translated)).toHaveLength(2);
    expect(
      translationProblems(words, translated, {
        freeLength: ["answers.*.keywords"],
        fewerPlaceholders: ["answers.*.text"],
      }),
    ).toEqual([]);
    expect(
      translationProblems({ text: "{a}" }, { text: "{a} {b}" }, { fewerPlaceholders: ["text"] }),
    ).toHaveLength(1);
    const menu = { sites: { cafe: { groups: [{ items: ["tea"] }] } } };
    const ownMenu = { sites: { cafe: { groups: [{ items: ["herbata", "kawa"] }, { items: [] }] } } };
    expect(translationProblems(menu, ownMenu)).toHaveLength(1);
    expect(translationProblems(menu, ownMenu, { ownWording: ["sites"] })).toEqual([]);
    expect(
      translationProblems(
        menu,
        { sites: { cafe: { groups: [{ items: [" "] }] } } },
        { ownWording: ["sites"] },
      ),
    ).toEqual([{ path: "sites.cafe.groups.0.items.0", problem: "is empty" }]);
  });

  it("compares functions by the figures they take", () => {
    const count = { steps: (n: number) => `${n} steps` };
    expect(translationProblems(count, { steps: (n: number) => `${n} kroků` })).toEqual([]);
    expect(translationProblems(count, { steps: () => "kroky" })).toEqual([
      { path: "steps", problem: "takes 0 arguments, the source 1" },
    ]);
  });

  it("types a translation from its source, so tsc refuses a missing or extra key", () => {
    const typed = { title: "Hello", steps: ["one", "two"], at: (time: string) => `at ${time}` } as const;
    const good: Translation<typeof typed> = {
      title: "Ahoj",
      steps: ["jedna", "dvě"],
      at: (time) => `v ${time}`,
    };
    // @ts-expect-error a missing key
    const missing: Translation<typeof typed> = { title: "Ahoj", steps: ["jedna", "dvě"] };
    // @ts-expect-error an extra key
    const extra: Translation<typeof typed> = { ...good, subtitle: "navíc" } satisfies Translation<
      typeof typed
    >;
    // @ts-expect-error a list shorter than the source's
    const short: Translation<typeof typed> = { ...good, steps: ["jedna"] };
    const vocabulary = { slug: "web" as "web" | "chat", name: "Web" } as const;
    const named: Translation<typeof vocabulary> = { slug: "chat", name: "Chat" };
    // @ts-expect-error a vocabulary stays its union: it is not translated
    const renamed: Translation<typeof vocabulary> = { slug: "weby", name: "Weby" };
    // A list the source declares of free length takes any length (the registry's freeLength says so too).
    const words = { words: ["price", "cost"] as readonly string[] } as const;
    const fewer: Translation<typeof words> = { words: ["cena"] };
    expect([missing, extra, short, named, renamed, fewer]).toHaveLength(6);
  });
});

describe.each(dictionaries)("$file", (dictionary) => {
  it.each(translations)("%s has the source's keys, lists and placeholders, and no empty text", (lang) => {
    expect(
      translationProblems(dictionary.languages[sourceLang], dictionary.languages[lang], dictionary),
    ).toEqual([]);
  });
});

const root = join(import.meta.dirname, "../..");

describe("markdownOutline", () => {
  it("keeps each section's heading level and number and its placeholders, not its wording", () => {
    expect(
      markdownOutline(
        "# Privacy\n{legalName} says\n## 1. Who we are\n{email}, {phone} or {email}\n### Cookies\n## 2. Data",
      ),
    ).toEqual(["# {legalName}", "## 1. {email} {phone}", "###", "## 2."]);
  });
});

describe.each(markdownDictionaries)("%s", (file) => {
  const sectionsIn = (lang: string) =>
    markdownOutline(readFileSync(join(root, file.replace("{lang}", lang)), "utf8"));

  it.each(translations)("%s has the source's sections", (lang) => {
    expect(sectionsIn(lang)).toEqual(sectionsIn(sourceLang));
  });
});

describe("the registry", () => {
  it("lists every language file under app/", () => {
    const registered = new Set([
      ...dictionaries.map((dictionary) => dictionary.file),
      ...markdownDictionaries,
    ]);
    const files = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
      .map((file) => relative(root, join(root, "app", file)))
      .filter((file) => /(^|\/)(cs|en|pl)(\.server)?\.(ts|md)$|\/(cs|en|pl)\/[^/]+\.ts$/.test(file))
      .map((file) => file.replace(/(?<=^|\/)(cs|en|pl)(?=\/|\.)/, "{lang}"));
    expect([...new Set(files)].filter((file) => !registered.has(file))).toEqual([]);
  });
});
