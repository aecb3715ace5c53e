import { describe, expect, it } from "vitest";
import { approximateAmount } from "~/content/pricing";
import { priceText } from "./prices";

/** Intl writes a no-break space between digits and units; tests compare with plain spaces. */
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("priceText", () => {
  it("shows crowns on Czech and English pages, with nothing beside them", () => {
    expect(plain(priceText("cs", { price: 7900 }).amount)).toBe("7 900 Kč");
    expect(priceText("cs", { price: 7900 }).approximate).toBeUndefined();
    expect(plain(priceText("en", { price: 7900 }).amount)).toBe("CZK 7,900");
    expect(priceText("en", { price: 39900, from: true }).from).toBe(true);
  });

  it("adds an approximate złoty figure on Polish pages, rounded to tens", () => {
    const text = priceText("pl", { price: 7900 });
    expect(plain(text.amount)).toBe("7900 CZK");
    expect(plain(text.approximate)).toBe("1340 zł");
    expect(plain(priceText("pl", { price: 39900, from: true }).approximate)).toBe("6780 zł");
    expect(plain(priceText("pl", { price: 250 }).approximate)).toBe("40 zł");
  });

  it("writes ranges in both currencies", () => {
    expect(plain(priceText("cs", { price: 600, to: 900 }).amount)).toBe("600–900 Kč");
    const range = priceText("pl", { price: 1500, to: 2500 });
    expect(plain(range.amount)).toBe("1500–2500 CZK");
    expect(plain(range.approximate)).toBe("260–430 zł");
  });
});

describe("approximateAmount", () => {
  it("uses one fixed rate for Polish pages only", () => {
    expect(approximateAmount("pl", 1000)).toEqual({ amount: 170, currency: "PLN" });
    expect(approximateAmount("cs", 1000)).toBeNull();
    expect(approximateAmount("en", 1000)).toBeNull();
  });
});
