/**
 * Company facts, in one place. An agency running this site edits this file (and nothing else)
 * to put its own name, registration number and contacts on every page, e-mail and PDF.
 */
export const site = {
  brand: "Flowlane",
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
  founders: [
    { name: "Jakub Novák", role: "founder", linkedin: "https://www.linkedin.com/in/jakub-novak-flowlane" },
    {
      name: "Tereza Dvořáková",
      role: "coFounder",
      linkedin: "https://www.linkedin.com/in/tereza-dvorakova-flowlane",
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
