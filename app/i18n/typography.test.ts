import { describe, expect, it } from "vitest";
import type { Lang } from "~/domain/languages";
import { dictionaries } from "./dictionaries.server";
import { breakableOneLetterWords, typeset, typesetText } from "./typography";

const nbsp = "\u00a0";

describe("typesetText", () => {
  it("binds Czech one-letter words to the word after them, in both cases and in a row", () => {
    expect(
      typesetText("cs", "Pracujeme v Praze a v Brně, s vámi i k vám. A pak z domu o víkendu u nás."),
    ).toBe(
      `Pracujeme v${nbsp}Praze a${nbsp}v${nbsp}Brně, s${nbsp}vámi i${nbsp}k${nbsp}vám. A${nbsp}pak z${nbsp}domu o${nbsp}víkendu u${nbsp}nás.`,
    );
    expect(typesetText("cs", "(s námi) „a dál“ – v tom")).toBe(`(s${nbsp}námi) „a${nbsp}dál“ – v${nbsp}tom`);
  });

  it("binds the Polish ones and leaves letters inside words and before punctuation alone", () => {
    expect(typesetText("pl", "Działamy w Krakowie i z Warszawy, a o tym u nas. W sobotę")).toBe(
      `Działamy w${nbsp}Krakowie i${nbsp}z${nbsp}Warszawy, a${nbsp}o${nbsp}tym u${nbsp}nas. W${nbsp}sobotę`,
    );
    expect(typesetText("pl", "Plan A. Wariant b, s.r.o. k")).toBe("Plan A. Wariant b, s.r.o. k");
  });

  it("keeps a figure with its unit and its digit groups together, placeholders counting as figures", () => {
    expect(typesetText("cs", "od 4 900 Kč, za 7–14 dní, 24 h, 99,9 % a {minutes} min")).toBe(
      `od 4${nbsp}900${nbsp}Kč, za 7–14${nbsp}dní, 24${nbsp}h, 99,9${nbsp}% a${nbsp}{minutes}${nbsp}min`,
    );
    expect(typesetText("pl", "od 1 490 zł, w 2 dni, 5 miesięcy")).toBe(
      `od 1${nbsp}490${nbsp}zł, w${nbsp}2${nbsp}dni, 5${nbsp}miesięcy`,
    );
    expect(typesetText("cs", "3 hodiny, 10 minut, 2 hod.")).toBe(`3${nbsp}hodiny, 10 minut, 2${nbsp}hod.`);
  });

  it("leaves phone numbers grouped as written", () => {
    for (const phone of ["+48 22 355 41 20", "+420 381 234 567", "tel. 800 123 456 7"]) {
      expect(typesetText("pl", phone)).toBe(phone);
    }
  });

  it("leaves English as written and slugs, addresses and URLs as they are", () => {
    expect(typesetText("en", "a cup of tea in 5 min")).toBe("a cup of tea in 5 min");
    for (const text of ["outreach", "info@flowlane.cz", "/cs/sluzby/rezervace", "https://example.cz/a?b=c"]) {
      expect(typesetText("cs", text)).toBe(text);
    }
  });
});

describe("typeset", () => {
  it("typesets every string of a dictionary and what its functions return, keeping their arity", () => {
    const dictionary = {
      title: "v tom",
      list: ["a to"],
      count: (n: number, unit: string) => `${n} ${unit} a dál`,
      n: 3,
    };
    const result = typeset("cs", dictionary);
    expect(result.title).toBe(`v${nbsp}tom`);
    expect(result.list).toEqual([`a${nbsp}to`]);
    expect(result.count(5, "min")).toBe(`5${nbsp}min a${nbsp}dál`);
    expect(result.count).toHaveLength(2);
    expect(result.n).toBe(3);
    expect(typeset("en", dictionary)).toBe(dictionary);
  });
});

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  }
  return [];
}

describe("every Czech and Polish dictionary", () => {
  const typesetLanguages: Lang[] = ["cs", "pl"];
  for (const dictionary of dictionaries.filter(({ unseen }) => !unseen)) {
    for (const lang of typesetLanguages) {
      it(`has no line that may end in a one-letter word: ${dictionary.file.replace("{lang}", lang)}`, () => {
        const breakable = strings(dictionary.languages[lang], "").flatMap(([path, text]) =>
          breakableOneLetterWords(lang, text).map((at) => `${path}: …${at}…`),
        );
        expect(breakable).toEqual([]);
      });
    }
  }
});
