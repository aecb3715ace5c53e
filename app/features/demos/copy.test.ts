import { describe, expect, it } from "vitest";
import { TRIAL_DAYS } from "./chat";
import { copy as cs } from "./copy/cs";
import { copy as en } from "./copy/en";
import { copy as pl } from "./copy/pl";

const languages = { cs, en, pl };

describe("demo copy", () => {
  for (const [lang, copy] of Object.entries(languages)) {
    it(`${lang}: the last answer of the chat offers the ${TRIAL_DAYS}-day trial`, () => {
      const lines = copy.chat.conversation(TRIAL_DAYS);
      expect(lines).toHaveLength(6);
      expect(lines[5]).toContain(String(TRIAL_DAYS));
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
    expect(cs.pipeline.finished(8, 4)).toBe("Všech 8 obchodů uzavřeno za 4 kola.");
    expect(cs.pipeline.finished(8, 5)).toBe("Všech 8 obchodů uzavřeno za 5 kol.");
  });
});
