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
