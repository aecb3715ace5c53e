import { describe, expect, it } from "vitest";
import { priceList } from "~/content/pricing";
import { priceText, withPriceText } from "./prices";

/** Intl writes a no-break space between digits and units; tests compare with plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("priceText", () => {
  it("shows crowns on Czech and English pages", () => {
    expect(plain(priceText("cs", { id: "x", price: 7900 }).amount)).toBe("7 900 Kč");
    expect(plain(priceText("en", { id: "x", price: 7900 }).amount)).toBe("CZK 7,900");
    expect(priceText("en", { id: "x", price: 39900, from: true }).from).toBe(true);
  });

  it("shows złoty on Polish pages, never crowns", () => {
    expect(plain(priceText("pl", { id: "x", price: 1490 }).amount)).toBe("1490 zł");
  });

  it("writes ranges in the page's currency", () => {
    expect(plain(priceText("cs", { id: "x", price: 600, to: 900 }).amount)).toBe("600–900 Kč");
    expect(plain(priceText("pl", { id: "x", price: 119, to: 179 }).amount)).toBe("119–179 zł");
  });

  it("takes the Polish figures from the price list's own złoty prices", () => {
    const [mini] = priceList("pl").oneTimeWeb;
    expect(plain(priceText("pl", mini ?? { id: "x", price: 0 }).amount)).toBe("1490 zł");
  });
});

describe("withPriceText", () => {
  it("gives each entry of the list its text in the page's currency, the entry as it was", () => {
    const priced = withPriceText("cs", priceList("cs").changes);
    expect(priced.map(({ id, text }) => [id, plain(text.amount), text.from])).toEqual([
      ["small", "250 Kč", false],
      ["medium", "600–900 Kč", false],
      ["large", "1 500–2 500 Kč", false],
      ["feature", "2 500 Kč", true],
    ]);
    expect(priced.map(({ text, ...entry }) => entry)).toEqual(priceList("cs").changes);
  });
});
