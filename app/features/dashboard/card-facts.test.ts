import { describe, expect, it } from "vitest";
import { desk } from "~/i18n/messages/en/desk";
import { cardFacts } from "./card-facts";

const labels = {
  services: [{ slug: "assistant", name: "AI assistant" }],
  forms: desk.forms,
  languages: desk.languages,
};
const lead = { name: "Jana", company: "Acme", service: "assistant", form: "demo", lang: "cs" } as const;

describe("cardFacts", () => {
  it("names the company, the service asked about and the language", () => {
    expect(cardFacts(lead, labels)).toBe("Acme · AI assistant · Czech");
  });
  it("names the form where no service was asked about", () => {
    expect(cardFacts({ ...lead, service: "contact", form: "contact", lang: "en" }, labels)).toBe(
      "Acme · Contact message · English",
    );
  });
  it("leaves out a company that already is the card's title, or none", () => {
    expect(cardFacts({ ...lead, name: null }, labels)).toBe("AI assistant · Czech");
    expect(cardFacts({ ...lead, company: null }, labels)).toBe("AI assistant · Czech");
  });
});
