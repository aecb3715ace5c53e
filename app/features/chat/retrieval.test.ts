import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/languages";
import { isConfident, retrieve } from "./assistant.server";
import { buildPassages, knowledgeIndex } from "./knowledge.server";
import { createIndex, normalize, stem, tokenize } from "./retrieval.server";

describe("tokenize", () => {
  it("lower-cases, drops diacritics (ł too) and common words", () => {
    expect(normalize("Kolik stojí ŘEŠENÍ? Łódź")).toBe("kolik stoji reseni? lodz");
    expect(tokenize("How much does the website cost?", "en")).toEqual(["much", "website", "cost"]);
    expect(tokenize("Jak dlouho to trvá?", "cs")).toEqual(["dlouh", "trv"]);
  });

  it("brings inflected forms of one word together", () => {
    const same = (lang: Lang, ...words: string[]) =>
      expect(new Set(words.map((word) => tokenize(word, lang)[0])).size).toBe(1);
    same("cs", "cena", "ceny", "cenu", "cenou");
    same("cs", "automatizace", "automatizaci", "automatizovat");
    same("cs", "web", "webu", "webové", "webových");
    same("pl", "strona", "strony", "stronę");
    same("pl", "automatyzacja", "automatyzacji");
    same("en", "price", "prices");
    same("en", "book", "booking", "booked");
    expect(stem("7900", "cs")).toBe("7900");
  });
});

describe("createIndex (BM25)", () => {
  const passages = [
    { id: "a", title: "Opening hours", text: "We are open from 9 to 17 on weekdays.", href: "/a" },
    {
      id: "b",
      title: "Prices",
      text: "A haircut costs 500 crowns.",
      keywords: "price cost how much",
      href: "/b",
    },
    { id: "c", title: "Parking", text: "Free parking is behind the building.", href: "/c" },
  ];
  const index = createIndex(passages, "en");

  it("ranks the passage that shares the question's rare terms first", () => {
    expect(index.search("How much is a haircut?")[0]?.passage.id).toBe("b");
    expect(index.search("Where can I park? Is parking free?")[0]?.passage.id).toBe("c");
    expect(index.search("When are you open?")[0]?.passage.id).toBe("a");
  });

  it("reports how much of the question a passage covers", () => {
    const [hit] = index.search("haircut price");
    expect(hit?.matched).toBe(2);
    expect(hit?.coverage).toBe(1);
  });

  it("finds nothing for a question of common words or an unrelated one", () => {
    expect(index.search("what is it?")).toEqual([]);
    expect(index.search("weather in Paris")).toEqual([]);
  });

  it("prefers a passage whose title the question names", () => {
    const named = createIndex(
      [
        { id: "all", title: "All plans", text: "Mini 100, Maxi 200, Mega 300.", href: "/" },
        { id: "mini", title: "Mini", text: "Mini costs 100.", href: "/" },
      ],
      "en",
    );
    expect(named.search("mini")[0]?.passage.id).toBe("mini");
  });
});

describe("the site's knowledge", () => {
  it("has the same passages, by id, in every language", () => {
    const ids = (lang: Lang) => buildPassages(lang).map((passage) => passage.id);
    expect(ids("cs")).toEqual(ids("en"));
    expect(ids("pl")).toEqual(ids("en"));
    expect(new Set(ids("en")).size).toBe(ids("en").length);
  });

  it("links every passage to a page in its own language", () => {
    for (const passage of buildPassages("en")) expect(passage.href).toMatch(/^\/(eng|web\/eng|team\/eng)\b/);
    for (const passage of buildPassages("pl")) expect(passage.href).toMatch(/^\/(pl|web\/pl|team\/pl)\b/);
  });

  const cases: [Lang, string, string][] = [
    ["en", "How much does the Mini Web cost?", "web-plan-mini"],
    ["cs", "Kolik stojí Mini Web?", "web-plan-mini"],
    ["pl", "Ile kosztuje Mini Web?", "web-plan-mini"],
    ["en", "How much does a website cost?", "web-prices"],
    ["cs", "Kolik stojí web?", "web-prices"],
    ["pl", "Ile kosztuje strona internetowa?", "web-prices"],
    ["en", "How much is monthly hosting?", "web-monthly"],
    ["cs", "Kolik stojí správa webu měsíčně?", "web-monthly"],
    ["en", "What is the price of a small change?", "web-change-small"],
    ["en", "How long does implementation take?", "faq-1"],
    ["cs", "Jak dlouho trvá zavedení automatizace?", "faq-1"],
    ["pl", "Ile trwa wdrożenie automatyzacji?", "faq-1"],
    ["en", "Is our data safe? What about GDPR?", "faq-4"],
    ["pl", "Czy dane są bezpieczne? RODO", "faq-4"],
    ["en", "What services do you offer?", "services"],
    ["cs", "Jaké služby nabízíte?", "services"],
    ["pl", "Jakie usługi oferujecie?", "services"],
    ["en", "What's your phone number?", "contact"],
    ["cs", "Jaký je váš telefon?", "contact"],
    ["pl", "Jaki jest wasz numer telefonu?", "contact"],
    ["en", "Who founded the company?", "company"],
    ["en", "Are you hiring?", "hiring"],
  ];
  for (const [lang, question, id] of cases) {
    it(`${lang}: "${question}" -> ${id}`, () => {
      const [top] = knowledgeIndex(lang).search(question);
      expect(top?.passage.id).toBe(id);
      expect(isConfident(top)).toBe(true);
    });
  }

  it("is not confident about questions the site does not answer", () => {
    expect(isConfident(retrieve("en", "Who won the football world cup?")[0])).toBe(false);
    expect(isConfident(retrieve("cs", "Kdo vyhrál mistrovství světa v hokeji?")[0])).toBe(false);
    expect(isConfident(retrieve("pl", "Jaka będzie jutro pogoda w Krakowie?")[0])).toBe(false);
  });

  it("answers a question asked in another language in the page's language", () => {
    const [top] = retrieve("pl", "How much does the Mini Web cost?");
    expect(top?.passage.id).toBe("web-plan-mini");
    expect(top?.passage.text).toContain("kosztuje");
  });
});
