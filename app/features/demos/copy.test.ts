import { describe, expect, it } from "vitest";
import { typesetText } from "~/i18n/typography";
import { TRIAL_DAYS } from "./chat";
import { copy as cs } from "./copy/cs";
import { copy as en } from "./copy/en";
import { copy as pl } from "./copy/pl";

const languages = { cs, en, pl };

describe("demo copy", () => {
  for (const [lang, copy] of Object.entries(languages)) {
    it(`${lang}: the chat offers the ${TRIAL_DAYS}-day trial and, as its intro promises, ends with the class booked`, () => {
      const lines = copy.chat.conversation(TRIAL_DAYS);
      expect(lines).toHaveLength(6);
      expect(lines.join(" ")).toContain(String(TRIAL_DAYS));
      // The assistant's last message confirms the booking; it does not ask another question.
      expect(lines[5]).not.toContain("?");
      const time = lines[3]?.match(/\d{1,2}(:\d{2}| [ap]m)/)?.[0];
      expect(time).toBeTruthy();
      expect(lines[5]).toContain(time);
    });

    it(`${lang}: every scenario has five distinct step labels`, () => {
      for (const labels of Object.values(copy.playground.steps)) expect(new Set(labels).size).toBe(5);
    });
  }

  it("writes Czech and Polish with their own letters", () => {
    expect(JSON.stringify(cs.playground)).toMatch(/[ěščřžýáíéůú]/);
    expect(JSON.stringify(pl.playground)).toMatch(/[ąćęłńóśźż]/);
  });

  it("uses the Czech plural of rounds", () => {
    expect(cs.pipeline.finished(5, 3, 8, 4)).toBe(
      typesetText("cs", "Hotovo za 4 kola: uzavřeno 5 z 8 obchodů, odpadlo 3."),
    );
    expect(cs.pipeline.finished(8, 0, 8, 5)).toBe(
      typesetText("cs", "Hotovo za 5 kol: uzavřeno 8 z 8 obchodů, odpadlo 0."),
    );
  });

  it("uses the Polish plural of rounds", () => {
    expect(pl.pipeline.finished(5, 3, 8, 1)).toContain("po 1 rundzie");
    expect(pl.pipeline.finished(5, 3, 8, 4)).toContain("po 4 rundach");
  });

  it("calls the A/B figure an open-rate lift in every language", () => {
    expect(en.outreach.openRateLift("+89%")).toBe("Version B: open rate +89%");
    expect(cs.outreach.openRateLift("+89 %")).toBe(typesetText("cs", "Verze B: míra otevření +89 %"));
    expect(pl.outreach.openRateLift("+89%")).toBe("Wersja B: wskaźnik otwarć +89%");
  });
});
