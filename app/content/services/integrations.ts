import type { Lang } from "~/domain/languages";
import type { ServiceSlug } from "~/domain/services";

/** 6-8 real tools per service: the same names in every language. */
export const serviceIntegrations: Record<ServiceSlug, string[]> = {
  outreach: ["Lemlist", "Instantly", "LinkedIn", "HubSpot", "Pipedrive", "Gmail", "Outlook", "OpenAI"],
  automation: ["HubSpot", "Pipedrive", "Salesforce", "Make", "Zapier", "n8n", "Fakturoid", "Slack"],
  assistant: [
    "OpenAI",
    "WhatsApp",
    "Messenger",
    "Gmail",
    "Google Calendar",
    "Calendly",
    "HubSpot",
    "Shopify",
  ],
  rezervace: ["Reservio", "Calendly", "Google Calendar", "Outlook", "Twilio", "Gmail", "WhatsApp", "Make"],
};

/**
 * Tools of one market in place of another's: a Polish business invoices in Fakturownia (which
 * sends to KSeF) and is booked through Booksy, not the Czech Fakturoid and Reservio.
 */
const marketTools: Partial<Record<Lang, Record<string, string>>> = {
  pl: { Fakturoid: "Fakturownia", Reservio: "Booksy" },
};

/** A service's tools as a business in the language's market knows them. */
export function integrationsIn(lang: Lang, slug: ServiceSlug): string[] {
  const swaps = marketTools[lang] ?? {};
  return serviceIntegrations[slug].map((tool) => swaps[tool] ?? tool);
}

/** Every tool name of every market. */
export function everyToolName(): string[] {
  return [
    ...Object.values(serviceIntegrations).flat(),
    ...Object.values(marketTools).flatMap((swaps) => Object.values(swaps ?? {})),
  ];
}
