/**
 * The example sites of the web-design page: four fictional small businesses, each a one-page site
 * in the visitor's language. Czech and English pages show a Czech business (prices in crowns),
 * Polish pages a Polish one (prices in złoty), as their owners would write them. Typed by hand,
 * not from the English file: the Polish business is not a translation of the Czech one (its menu
 * may be longer, an item may have no note), and these types are the example sites' props, told
 * apart by `slug`. The frame around them is checked like any translation
 * (app/i18n/dictionaries.server.ts).
 */
import type { ShowcaseSlug } from "../showcase-slugs";

/** Something with a price on the fictional business's own price list. */
export interface PricedItem {
  name: string;
  description?: string;
  /** In the site's currency, whole units. */
  price: number;
  /** A starting price ("from 1 290 Kč"). */
  from?: boolean;
  /** A short fact beside the price: a weight, a volume, a duration. */
  note?: string;
}

export interface PriceGroup {
  title: string;
  items: PricedItem[];
}

/** The labels and choices of a site's request form (table, stay, appointment). */
export interface ExampleFormCopy {
  title: string;
  text: string;
  submit: string;
}

/** What every example site has: header, hero, contact and footer. */
interface SiteBase {
  slug: ShowcaseSlug;
  /** For search engines; the title is the business name with the frame's "example site" note. */
  description: string;
  currency: "CZK" | "PLN";
  /** Short place line in the header and footer, e.g. "Tábor". */
  place: string;
  hero: { eyebrow: string; title: string; text: string; cta: string; secondary: string };
  contact: {
    title: string;
    /** How to get there, parking. */
    text: string;
    street: string;
    town: string;
    phone: string;
    email: string;
    hoursTitle: string;
    hours: { days: string; time: string }[];
  };
  /** One line under the name in the footer. */
  footer: string;
}

export interface RestaurantSite extends SiteBase {
  slug: "restaurace";
  nav: { lunch: string; menu: string; booking: string; contact: string };
  lunch: { title: string; served: string; soup: PricedItem; items: PricedItem[]; note: string };
  menu: { title: string; text: string; groups: PriceGroup[] };
  booking: ExampleFormCopy & {
    date: string;
    time: string;
    times: string[];
    guests: string;
    guestOptions: string[];
    /** Celebrations and larger groups. */
    groups: string;
  };
}

export interface CafeSite extends SiteBase {
  slug: "kavarna";
  nav: { menu: string; gallery: string; story: string; contact: string };
  /** Three favourites shown with drawn "photos": a coffee, a cake, a breakfast. */
  favourites: { title: string; items: [PricedItem, PricedItem, PricedItem] };
  menu: { title: string; groups: PriceGroup[] };
  gallery: { title: string; handle: string; text: string; captions: string[] };
  story: { title: string; paragraphs: string[]; signature: string };
}

export interface GuesthouseSite extends SiteBase {
  slug: "penzion";
  nav: { rooms: string; inquiry: string; trips: string; contact: string };
  /** Three short facts under the hero. */
  facts: string[];
  rooms: {
    title: string;
    text: string;
    perNight: string;
    items: { name: string; guests: string; text: string; price: number; features: string[] }[];
  };
  inquiry: ExampleFormCopy & {
    arrival: string;
    departure: string;
    guests: string;
    guestOptions: string[];
    room: string;
  };
  trips: { title: string; items: { name: string; distance: string; text: string }[] };
}

export interface SalonSite extends SiteBase {
  slug: "kadernictvi";
  nav: { services: string; booking: string; reviews: string; contact: string };
  services: { title: string; text: string; groups: PriceGroup[] };
  booking: ExampleFormCopy & { service: string; day: string; time: string; slots: string[] };
  reviews: {
    title: string;
    /** e.g. "4,9" in the language's own way of writing it. */
    score: string;
    count: string;
    items: { author: string; text: string }[];
  };
}

export type ShowcaseSite = RestaurantSite | CafeSite | GuesthouseSite | SalonSite;

/** The agency's frame around every example site, in one language. */
export interface ShowcaseFrameCopy {
  /** The bar on top: whose example this is, and that the business is made up. */
  notice: string;
  back: string;
  /** "{name}" and "{brand}" are replaced. */
  title: string;
  /** Shown where an example form was "sent": nothing leaves the page. */
  formNotice: string;
  /** Label of the drawn map; "{address}" is replaced. */
  map: string;
  /** Decorative pictures' stars: "Rated {score} out of 5". */
  rating: string;
}

export interface ShowcaseCopies {
  frame: ShowcaseFrameCopy;
  sites: { [Slug in ShowcaseSlug]: Extract<ShowcaseSite, { slug: Slug }> };
}
