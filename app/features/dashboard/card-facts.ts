/** What a card or row says of the lead besides its name. Pure: no React, no I/O. */
import type { InquiryCard } from "./inquiry-cards.server";

export interface CardFactLabels {
  /** The services by slug, as the site names them. */
  services: readonly { slug: string; name: string }[];
  forms: Record<InquiryCard["form"], string>;
  languages: Record<InquiryCard["lang"], string>;
}

/**
 * The company (when the lead gave a name too, else the company is the card's title), the service
 * asked about or else the form, and the lead's language: "Acme · AI assistant · Czech".
 */
export function cardFacts(
  card: Pick<InquiryCard, "name" | "company" | "service" | "form" | "lang">,
  labels: CardFactLabels,
): string {
  const service = labels.services.find((item) => item.slug === card.service)?.name;
  const company = card.name ? card.company : null;
  return [company, service ?? labels.forms[card.form], labels.languages[card.lang]]
    .filter((part) => part)
    .join(" · ");
}
