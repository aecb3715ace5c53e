import { describe, expect, it } from "vitest";
import { languages } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import { showcaseSlugs } from "../showcase-slugs";
import { showcases as cs } from "./cs";
import { showcases as en } from "./en";
import { showcaseIn } from "./index.server";
import { showcases as pl } from "./pl";
import type { ShowcaseSite } from "./types";

/** Every price of a site, in page order. */
function prices(site: ShowcaseSite): number[] {
  switch (site.slug) {
    case "restaurace":
      return [site.lunch.soup, ...site.lunch.items, ...site.menu.groups.flatMap((group) => group.items)].map(
        (item) => item.price,
      );
    case "kavarna":
      return [...site.favourites.items, ...site.menu.groups.flatMap((group) => group.items)].map(
        (item) => item.price,
      );
    case "penzion":
      return site.rooms.items.map((room) => room.price);
    case "kadernictvi":
      return site.services.groups.flatMap((group) => group.items).map((item) => item.price);
  }
}

describe("example sites", () => {
  it.each(languages)("%s: every example of the web page has its site, under the web page's name", (lang) => {
    for (const [index, slug] of showcaseSlugs.entries()) {
      const showcase = showcaseIn(lang, slug);
      expect(showcase.site.slug).toBe(slug);
      expect(showcase.name).toBe(messages(lang).web.showcase.examples[index]?.name);
      expect(showcase.title).toContain(showcase.name);
      expect(showcase.title).toMatch(/Flowlane$/);
      expect(showcase.frame.notice).toContain("Flowlane");
    }
  });

  it("shows the Czech businesses in Czech and English with the same prices in crowns", () => {
    for (const slug of showcaseSlugs) {
      expect(cs.sites[slug].currency).toBe("CZK");
      expect(en.sites[slug].currency).toBe("CZK");
      expect(prices(en.sites[slug])).toEqual(prices(cs.sites[slug]));
      expect(en.sites[slug].contact.phone).toBe(cs.sites[slug].contact.phone.replaceAll("\u00a0", " "));
    }
  });

  it("shows Polish businesses on Polish pages, priced in złoty and laid out like the others", () => {
    for (const slug of showcaseSlugs) {
      expect(pl.sites[slug].currency).toBe("PLN");
      expect(pl.sites[slug].contact.phone).toMatch(/^\+48 /);
      expect(prices(pl.sites[slug])).toHaveLength(prices(cs.sites[slug]).length);
      // A złoty is about 5.9 crowns. The dishes differ and so do local prices, but a Polish price
      // far off its Czech counterpart is a slip of a digit, or crowns written as złoty.
      prices(pl.sites[slug]).forEach((price, index) => {
        const crowns = prices(cs.sites[slug])[index] ?? 0;
        expect(price * 5.9).toBeGreaterThan(crowns * 0.4);
        expect(price * 5.9).toBeLessThan(crowns * 2.5);
      });
    }
  });
});
