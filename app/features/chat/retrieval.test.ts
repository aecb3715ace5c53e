import { describe, expect, it } from "vitest";
import { type Lang, languages } from "~/domain/languages";
import { typesetText } from "~/i18n/typography";
import { isConfident, retrievalAnswer, retrieve } from "./assistant.server";
import { inSentence, sentencesOf } from "./knowledge/context.server";
import { buildPassages, knowledgeIndex } from "./knowledge.server";
import { createIndex, normalize, stem, tokenize, typoAllowance } from "./retrieval.server";

describe("tokenize", () => {
  it("lower-cases, drops diacritics (ł too) and common words", () => {
    expect(normalize("Kolik stojí ŘEŠENÍ? Łódź")).toBe("kolik stoji reseni? lodz");
    expect(tokenize("How much does the website cost?", "en")).toEqual(["much", "websit", "cost"]);
    expect(tokenize("Jak dlouho to trvá?", "cs")).toEqual(["dlouh", "trv"]);
    expect(tokenize("Czy macie jakieś referencje?", "pl")).toEqual(["referencj"]);
    expect(tokenize("Hello, thanks!", "en")).toEqual([]);
  });

  it('keeps "do" only where it ends the question, as its main verb ("what do you guys do")', () => {
    expect(tokenize("what do you guys do", "en")).toEqual(["do"]);
    expect(tokenize("what does your company do?", "en")).toEqual(["compani", "do"]);
    expect(tokenize("do you do catering", "en")).toEqual(["cater"]);
  });

  it("brings inflected forms of one word together with the language's stemmer", () => {
    const same = (lang: Lang, ...words: string[]) =>
      expect(new Set(words.map((word) => tokenize(word, lang)[0])).size).toBe(1);
    same("cs", "cena", "ceny", "cenu", "cenou", "cenách");
    same("cs", "automatizace", "automatizaci", "automatizací");
    same("cs", "web", "webu", "webové", "webových");
    same("cs", "zákazník", "zákazníci", "zákazníků", "zákazníkům");
    same("pl", "strona", "strony", "stronę", "stron", "stronie");
    same("pl", "automatyzacja", "automatyzacji", "automatyzację");
    same("pl", "wdrożenie", "wdrożenia", "wdrożeniu");
    same("pl", "rezerwacja", "rezerwacji", "rezerwacje");
    same("en", "price", "prices");
    same("en", "book", "booking", "booked");
    same("en", "automate", "automation", "automated");
    expect(stem("7900", "cs")).toBe("7900");
  });

  it("matches words typed without diacritics", () => {
    const same = (lang: Lang, ...words: string[]) =>
      expect(new Set(words.map((word) => tokenize(word, lang)[0])).size).toBe(1);
    same("cs", "stránky", "stranky");
    same("cs", "měsíční", "mesicni");
    same("pl", "usługi", "uslugi");
    same("pl", "opiekę", "opieke");
  });

  it("allows one typo in a word of four letters or more, two from eight", () => {
    expect([3, 4, 7, 8, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
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

  it("reads a mistyped word as the nearest word of the content, counting it a little less", () => {
    const [typed] = index.search("haircut price");
    const [mistyped] = index.search("haircutt pirce");
    expect(mistyped?.passage.id).toBe("b");
    expect(mistyped?.matched).toBe(2);
    expect(mistyped?.score).toBeLessThan(typed?.score ?? 0);
    // Short words are never corrected: "hour" is not "our".
    expect(index.search("our")).toEqual([]);
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

  it("counts the visitors' words (keywords) less than the content", () => {
    const fields = createIndex(
      [
        { id: "content", title: "One", text: "We repair bikes.", href: "/" },
        { id: "keywords", title: "Two", text: "Something else.", keywords: "repair", href: "/" },
      ],
      "en",
    );
    expect(fields.search("repair").map((hit) => hit.passage.id)).toEqual(["content", "keywords"]);
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

  for (const lang of languages) {
    it(`${lang}: answers in at most three sentences, with no figure the site's content does not state`, () => {
      const passages = buildPassages(lang);
      const content = passages.map((passage) => `${passage.title} ${passage.text}`).join(" ");
      const figures = (text: string) => text.replace(/[\s\u00a0\u202f,]/g, "").match(/\d+/g) ?? [];
      const known = new Set(figures(content));
      for (const passage of passages) {
        expect(sentencesOf(passage.answer, lang).length, passage.id).toBeLessThanOrEqual(3);
        expect(passage.answer.length, passage.id).toBeGreaterThan(20);
        for (const figure of figures(passage.answer))
          expect(known, `${passage.id}: ${figure}`).toContain(figure);
      }
    });
  }

  it("writes whole Polish sentences around the names it puts in", () => {
    const answer = (id: string) => buildPassages("pl").find((passage) => passage.id === id)?.answer;
    expect(answer("service-automation-integrations")).toBe(
      typesetText(
        "pl",
        "W usłudze „Automatyzacja sprzedaży i procesów” korzystamy z narzędzi: HubSpot, Pipedrive, Salesforce, Make, Zapier, n8n, Fakturownia oraz Slack.",
      ),
    );
    expect(answer("web-monthly")).toMatch(
      /^Miesięczna opieka nad stroną kosztuje 99\szł \(Podstawowy\), 189\szł \(Standardowy\) lub 279\szł \(Rozszerzony\) miesięcznie\./,
    );
    expect(answer("web-plan-mini")).toMatch(
      / dane kontaktowe i\smapa Google oraz podstawowe ustawienia dla wyszukiwarek \(SEO\)\.$/,
    );
  });

  it("keeps a list of items in the case they are written in: no verb before the colon asks for another", () => {
    // "dostanete: mapa" breaks the case (mapu); "Součástí služby je: mapa" keeps it.
    const objectBeforeList = {
      cs: /(dostanete|dostanu|získáte|obsahuje|zahrnuje):/,
      pl: /(otrzymujesz|otrzymasz|dostajesz|dostaniesz|obejmuje|zawiera):/,
    };
    for (const lang of ["cs", "pl"] as const)
      for (const passage of buildPassages(lang))
        expect(passage.answer, passage.id).not.toMatch(objectBeforeList[lang]);
    const answer = (lang: Lang, id: string) =>
      buildPassages(lang)
        .find((passage) => passage.id === id)
        ?.answer.replace(/\u00a0/g, " ");
    expect(answer("cs", "service-automation-deliverables")).toMatch(
      /^Součástí služby „Automatizace obchodu a procesů“ je: audit současných procesů a mapa toho, co se vyplatí automatizovat, /,
    );
    expect(answer("pl", "service-automation-deliverables")).toMatch(
      /^W skład usługi „Automatyzacja sprzedaży i procesów” wchodzą: audyt obecnych procesów i mapa tego, co warto zautomatyzować, /,
    );
  });

  it("gives every English list item its article", () => {
    const answer = buildPassages("en").find(
      (passage) => passage.id === "service-outreach-deliverables",
    )?.answer;
    expect(answer).toMatch(
      /^With Email & Social Outreach, you get an ideal customer profile and a verified contact list, /,
    );
    expect(answer).toContain(", and a results dashboard and regular reporting.");
  });

  it('addresses a Polish visitor one way: "ty" in lower case, as the rest of the site', () => {
    for (const passage of buildPassages("pl"))
      expect(passage.answer, passage.id).not.toMatch(/(?<![.!?] |^)(Twój|Twoj|Twoi|Tobie|Ciebie)/u);
  });

  it("puts a list item or description into a sentence without breaking names", () => {
    expect(inSentence("Hosting and backups.")).toBe("hosting and backups");
    expect(inSentence("Google Maps and social media links")).toBe("Google Maps and social media links");
    expect(inSentence("SEO for every page")).toBe("SEO for every page");
    expect(inSentence("LinkedIn outreach")).toBe("LinkedIn outreach");
    expect(inSentence("B2B firmy hledající nové zákazníky")).toBe("B2B firmy hledající nové zákazníky");
    expect(inSentence("Firmy B2B szukające nowych klientów")).toBe("firmy B2B szukające nowych klientów");
  });

  const cases: [Lang, string, string][] = [
    ["en", "How much does the Mini Web cost?", "web-plan-mini"],
    ["cs", "Kolik stojí Mini Web?", "web-plan-mini"],
    ["pl", "Ile kosztuje Mini Web?", "web-plan-mini"],
    ["en", "How much does a website cost?", "web-prices"],
    ["cs", "Kolik stojí web?", "web-prices"],
    ["cs", "kolik stoji webovky", "web-prices"],
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
    // Colloquial overview questions: nothing in them but common words and the verb "do".
    ["en", "what do you guys do", "services"],
    ["en", "so what do you do exactly", "services"],
    ["en", "what does your company do?", "services"],
    ["cs", "co vlastně děláte", "services"],
    ["pl", "co właściwie robicie", "services"],
    ["pl", "czym się właściwie zajmujecie", "services"],
    ["en", "What's your phone number?", "contact"],
    ["cs", "Jaký je váš telefon?", "contact"],
    ["pl", "Jaki jest wasz numer telefonu?", "contact"],
    ["en", "Who founded the company?", "company"],
    ["en", "Are you hiring?", "hiring"],
    ["en", "how much for a webiste?", "web-prices"],
    ["pl", "z jakimi narzędziami łączycie automatyzację sprzedaży?", "service-automation-integrations"],
  ];
  for (const [lang, question, id] of cases) {
    it(`${lang}: "${question}" -> ${id}`, () => {
      const [top] = retrieve(lang, question);
      expect(top?.passage.id).toBe(id);
      expect(isConfident(top)).toBe(true);
    });
  }

  it("answers with the best passage's own answer and one link to its page", () => {
    const reply = retrievalAnswer(
      "pl",
      "z jakimi narzędziami łączycie automatyzację sprzedaży?",
      retrieve("pl", "z jakimi narzędziami łączycie automatyzację sprzedaży?"),
    );
    expect(reply.answer).toMatch(
      /^W\susłudze „Automatyzacja sprzedaży i\sprocesów” korzystamy z\snarzędzi: /u,
    );
    expect(reply.sources).toEqual([
      {
        title: typesetText("pl", "Automatyzacja sprzedaży i procesów: Narzędzia i integracje"),
        href: "/pl/sluzby/automation",
      },
    ]);
  });

  it("is not confident about questions the site does not answer", () => {
    expect(isConfident(retrieve("en", "Who won the football world cup?")[0])).toBe(false);
    expect(isConfident(retrieve("cs", "Kdo vyhrál mistrovství světa v hokeji?")[0])).toBe(false);
    expect(isConfident(retrieve("pl", "Jaka będzie jutro pogoda w Krakowie?")[0])).toBe(false);
    expect(isConfident(retrieve("pl", "jaka jest stolica Australii")[0])).toBe(false);
    // "do" says what a question asks only where it ends it.
    expect(isConfident(retrieve("en", "what should I do about my cat")[0])).toBe(false);
    expect(isConfident(retrieve("en", "do you do catering")[0])).toBe(false);
  });

  it("answers a question asked in another language in the page's language", () => {
    const [top] = retrieve("pl", "How much does the Mini Web cost?");
    expect(top?.passage.id).toBe("web-plan-mini");
    expect(top?.passage.answer).toContain("kosztuje");
  });

  it("is built from every language's content", () => {
    expect(knowledgeIndex("cs").lang).toBe("cs");
  });
});
