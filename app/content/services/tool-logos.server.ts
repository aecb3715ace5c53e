import {
  siCalendly,
  siGmail,
  siGooglecalendar,
  siHubspot,
  siMake,
  siMessenger,
  siN8n,
  siShopify,
  siWhatsapp,
  siZapier,
} from "simple-icons";

import type { Tool } from "../types";

/**
 * Logos of the tools in integrations.ts, imported one by one. Server-only: a page receives the
 * marks of its own tools with its data, so no browser bundle carries a logo library.
 * Simple Icons has no mark for some brands (LinkedIn, Slack, OpenAI, Outlook, Salesforce, ...):
 * those tools are shown by name alone.
 */
const logos: Record<string, { path: string; hex: string }> = {
  Calendly: siCalendly,
  Gmail: siGmail,
  "Google Calendar": siGooglecalendar,
  HubSpot: siHubspot,
  Make: siMake,
  Messenger: siMessenger,
  n8n: siN8n,
  Shopify: siShopify,
  WhatsApp: siWhatsapp,
  Zapier: siZapier,
};

export function toolsWithLogos(names: string[]): Tool[] {
  return names.map((name) => {
    const logo = logos[name];
    return logo ? { name, logo: { path: logo.path, hex: logo.hex } } : { name };
  });
}
