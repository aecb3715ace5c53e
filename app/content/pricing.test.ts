import { describe, expect, it } from "vitest";
import { languages } from "~/domain/languages";
import { budgets } from "~/domain/lead-forms";
import { messages } from "~/i18n/messages.server";
import { packageForBudget, priceList, withCopy } from "./pricing";

describe("the price list", () => {
  it("prices Czech and English pages in crowns and Polish pages in złoty", () => {
    expect(priceList("cs").currency).toBe("CZK");
    expect(priceList("en").currency).toBe("CZK");
    expect(priceList("pl").currency).toBe("PLN");
    expect(priceList("en")).toEqual(priceList("cs"));
  });

  it("sets the złoty prices as prices of their own: whole price points, not conversions", () => {
    for (const list of ["oneTimeWeb", "monthlyWeb", "changes", "packages"] as const) {
      for (const entry of priceList("pl")[list]) {
        for (const amount of [entry.price, entry.to ?? entry.price]) {
          expect(Number.isInteger(amount)).toBe(true);
          // A price point ends in 9 (49, 189, 1 490): "ok. 1340 zł" conversions are gone.
          expect(String(amount)).toMatch(/9$|90$/);
        }
      }
    }
  });

  it("gives every package a monthly price from, one most popular, and one per budget choice", () => {
    for (const lang of languages) {
      const { packages } = priceList(lang);
      expect(packages.map((pkg) => pkg.budget)).toEqual([...budgets]);
      expect(packages.filter((pkg) => pkg.popular)).toHaveLength(1);
      for (const pkg of packages) expect(pkg.from && pkg.price > 0).toBe(true);
      const prices = packages.map((pkg) => pkg.price);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    }
  });

  it("names each budget choice of the demo form as the package card names it", () => {
    for (const lang of languages) {
      const t = messages(lang);
      const cards = t.packages.plans.map((plan) => plan.name);
      const choices = budgets.map((budget) => t.forms.demo.budgets[budget]);
      expect(choices).toEqual(cards);
      for (const [index, budget] of budgets.entries()) {
        expect(packageForBudget(lang, budget)).toEqual(priceList(lang).packages[index]);
      }
    }
  });
});

describe("prices with their copy", () => {
  it("finds copy for every website plan, care plan and change tier in every language", () => {
    for (const lang of languages) {
      const prices = priceList(lang);
      const { web } = messages(lang);
      expect(withCopy(prices.oneTimeWeb, web.oneTime.plans)).toHaveLength(prices.oneTimeWeb.length);
      expect(withCopy(prices.monthlyWeb, web.monthly.plans)).toHaveLength(prices.monthlyWeb.length);
      expect(withCopy(prices.changes, web.changes.tiers)).toHaveLength(prices.changes.length);
    }
  });

  it("leaves out a price that has no copy rather than showing it nameless", () => {
    expect(withCopy([1, 2, 3], ["one", "two"])).toEqual([
      { entry: 1, copy: "one" },
      { entry: 2, copy: "two" },
    ]);
  });
});
