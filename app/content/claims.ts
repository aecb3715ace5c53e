/** The figures the site claims (docs/PRODUCT.md, Figures and prices); labels are copy in the dictionaries. */
import type { Lang } from "~/domain/languages";
import { formatDays, formatPercent } from "~/lib/format";

/** Hero: 15+ hours a week saved, 40 % higher conversion, 24/7 AI availability, 0 missed leads. */
export function heroClaimValues(lang: Lang): [string, string, string, string] {
  return ["15+", `+${formatPercent(lang, 0.4)}`, "24/7", "0"];
}

/** Proof block: 67 % lower support costs, 95 % satisfied customers, 100+ integrations, 7–14 days. */
export function proofStatValues(lang: Lang): [string, string, string, string] {
  return [`−${formatPercent(lang, 0.67)}`, formatPercent(lang, 0.95), "100+", formatDays(lang, 7, 14)];
}

/** Hours saved per week by each demo scenario: email, crm, meeting, support. */
export const scenarioSavingsHours = [15, 12, 10, 20] as const;
