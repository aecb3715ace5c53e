/**
 * Company facts, in one place. An agency running this site edits this file to put its own name,
 * logo, founders and social links on every page, e-mail and PDF (its registration number, e-mail,
 * phones and addresses are set in the environment: app/domain/company.ts); its colours, typeface and
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
  // The registration number, e-mail, phones and addresses are configurable per deployment:
  // app/domain/company.ts (embedded defaults) and app/platform/config.server.ts (COMPANY_*, PL_OFFICE_*).
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

export type SocialNetwork = (typeof site.social)[number]["network"];
