import { describe, expect, it } from "vitest";
import { type Lang, languages } from "~/domain/languages";
import { dictionaries } from "./dictionaries.server";
import { account as cs } from "./messages/cs/account";
import { desk as csDesk } from "./messages/cs/desk";
import { account as en } from "./messages/en/account";
import { desk as enDesk } from "./messages/en/desk";
import { account as pl } from "./messages/pl/account";
import { desk as plDesk } from "./messages/pl/desk";
import { type CountText, countText, isCountText, pluralCategories } from "./plural";
import { translationProblems } from "./translations";

/** The board's count written out, a no-break space read as a space (the dictionaries are typeset). */
const inquiries = (lang: Lang, text: CountText, count: number) =>
  countText(lang, text, count)
    .replace("{count}", String(count))
    .replace(/\u00a0/g, " ");

/** Every counted text in a dictionary's export, with its path. */
function countedTexts(value: unknown, path: string): { path: string; text: CountText }[] {
  if (isCountText(value)) return [{ path, text: value }];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => countedTexts(inner, `${path}.${key}`));
}

describe("a count in words", () => {
  it("takes the singular for one and the plural for any other count, in English", () => {
    const text = { one: "{count} inquiry", other: "{count} inquiries" };
    expect(countText("en", text, 1)).toBe("{count} inquiry");
    for (const count of [0, 2, 5, 21, 1.5]) expect(countText("en", text, count)).toBe("{count} inquiries");
  });

  it("counts inquiries in Czech: 1 poptávka, 2 poptávky, 5 poptávek", () => {
    const said = [0, 1, 2, 5, 21, 22, 25].map((count) => inquiries("cs", csDesk.board.count, count));
    expect(said).toEqual([
      "0 poptávek",
      "1 poptávka",
      "2 poptávky",
      "5 poptávek",
      "21 poptávek",
      "22 poptávek",
      "25 poptávek",
    ]);
    expect(inquiries("cs", csDesk.board.count, 4)).toBe("4 poptávky");
  });

  it("counts inquiries in Polish: 1 zapytanie, 2 zapytania, 5 zapytań", () => {
    const said = [0, 1, 2, 5, 21, 22, 25].map((count) => inquiries("pl", plDesk.board.count, count));
    expect(said).toEqual([
      "0 zapytań",
      "1 zapytanie",
      "2 zapytania",
      "5 zapytań",
      "21 zapytań",
      "22 zapytania",
      "25 zapytań",
    ]);
  });

  it("counts the won inquiries of an analytics row: 1 získaná, 2 získané, 5 získaných; 1 wygrane, 5 wygranych", () => {
    const won = (lang: Lang, text: CountText, count: number) =>
      countText(lang, text, count).replace("{won}", String(count)).replace(" ({rate})", "");
    expect([1, 2, 5].map((count) => won("cs", cs.dashboard.analytics.wonOf, count))).toEqual([
      "1 získaná",
      "2 získané",
      "5 získaných",
    ]);
    expect([1, 2, 5, 22].map((count) => won("pl", pl.dashboard.analytics.wonOf, count))).toEqual([
      "1 wygrane",
      "2 wygrane",
      "5 wygranych",
      "22 wygrane",
    ]);
    expect(won("en", en.dashboard.analytics.wonOf, 1)).toBe("1 won");
  });

  it("falls back on the 'other' form for a category a text does not give", () => {
    expect(countText("pl", { one: "jedna", other: "inna" }, 5)).toBe("inna");
    expect(countText("cs", { one: "jedna", other: "jiná" }, 3)).toBe("jiná");
  });

  it("says '1 step', '1 lead' and '1 follow-up' in the desk's English, '3 kroky' in Czech", () => {
    expect(countText("en", en.dashboard.templates.steps, 1)).toBe("{count} step");
    expect(countText("en", en.dashboard.analytics.total, 1)).toBe("{count} lead in this period");
    expect(countText("en", enDesk.board.count, 1)).toBe("{count} inquiry");
    expect(countText("cs", cs.dashboard.templates.steps, 3)).toBe("{count} kroky");
  });

  it("gives every counted text of every dictionary each form its language needs", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const dictionary of dictionaries) {
      for (const lang of languages) {
        for (const { path, text } of countedTexts(dictionary.languages[lang], lang)) {
          checked++;
          for (const category of pluralCategories(lang))
            if (!(category in text)) missing.push(`${dictionary.file} ${path}: ${category}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The desk's five counted texts in three languages at least.
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it("lets a translation add the forms of its language, checked against 'other', but no other key", () => {
    const source = { one: "{count} inquiry", other: "{count} inquiries" };
    expect(
      translationProblems(source, {
        one: "{count} a",
        few: "{count} b",
        many: "{count} c",
        other: "{count} d",
      }),
    ).toEqual([]);
    expect(translationProblems(source, { one: "{count} a", few: "b", other: "{count} d" })).toEqual([
      { path: "few", problem: "has placeholders (none), the source {count}" },
    ]);
    expect(translationProblems(source, { one: "{count} a", two: "{count} b", other: "{count} d" })).toEqual([
      { path: "two", problem: "is not in the source" },
    ]);
  });
});
