import type { Lang } from "~/domain/languages";

/**
 * Company facts, in one place. An agency running this site edits this file to put its own name,
 * logo, registration number and contacts on every page, e-mail and PDF; its colours, typeface and
 * spacing are the tokens at the top of app/app.css (plus public/favicon.svg for the browser tab).
 */
export const site = {
  brand: "Flowlane",
  /**
   * The logo mark, drawn on a 32 x 32 grid: a tile in the brand colour (--color-brand-600) with
   * white strokes and one highlight dot (--color-accent-400). Replace the path data with your own.
   */
  logoMark: {
    strokes: "M8 11h9.5a4.5 4.5 0 0 1 0 9H12M8 16h6",
    dot: { cx: 22.5, cy: 22.5, r: 2.6 },
  },
  /** The browser's toolbar colour on phones: the same value as --color-brand-600 in app/app.css. */
  themeColor: "#0f735f",
  legalName: "Flowlane s.r.o.",
  /** IČO: the Czech company registration number. */
  registrationNumber: "21734581",
  address: {
    street: "Karlínské náměstí 59/10",
    city: "Praha 8",
    postalCode: "186 00",
    country: "CZ",
  },
  email: "hello@flowlane.cz",
  /** E.164 for links, display form for people. */
  phone: { e164: "+420777123456", display: "+420 777 123 456" },
  /**
   * The Polish office: the number and address Polish pages and e-mails show, so a Polish buyer
   * calls a Polish number. Replace with your own, or remove it to show the main ones everywhere.
   */
  polishOffice: {
    address: { street: "Grzybowska 4/12", city: "Warszawa", postalCode: "00-131", country: "PL" },
    phone: { e164: "+48223554120", display: "+48 22 355 41 20" },
  },
  /**
   * The people behind the company. `photo` is a square image in public/ (for example
   * "/team/jakub.jpg", at least 96 px); without one the page shows a designed placeholder with the
   * initials. What each role does is copy: footer.founderWork / footer.coFounderWork.
   */
  founders: [
    {
      name: "Jakub Novák",
      role: "founder",
      linkedin: "https://www.linkedin.com/in/jakub-novak-flowlane",
      photo: undefined as string | undefined,
    },
    {
      name: "Tereza Dvořáková",
      role: "coFounder",
      linkedin: "https://www.linkedin.com/in/tereza-dvorakova-flowlane",
      photo: undefined as string | undefined,
    },
  ],
  social: [
    { network: "LinkedIn", url: "https://www.linkedin.com/company/flowlane" },
    { network: "Instagram", url: "https://www.instagram.com/flowlane.cz" },
    { network: "Facebook", url: "https://www.facebook.com/flowlane.cz" },
    { network: "YouTube", url: "https://www.youtube.com/@flowlane" },
  ],
} as const;

/** The phone and address a page in this language shows: the Polish office on Polish pages. */
export function localContact(lang: Lang): { phone: { e164: string; display: string }; address: Address } {
  return lang === "pl" ? site.polishOffice : { phone: site.phone, address: site.address };
}

interface Address {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export type SocialNetwork = (typeof site.social)[number]["network"];
