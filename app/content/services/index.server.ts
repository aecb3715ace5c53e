import type { Lang } from "~/domain/languages";
import type { ServiceSlug } from "~/domain/services";
import type { Translation } from "~/i18n/translations";
import type { ServiceContent } from "../types";
import { services as cs } from "./cs";
import { services as en } from "./en";
import { integrationsIn } from "./integrations";
import { services as pl } from "./pl";

const withIntegrations = (lang: Lang, copies: Translation<typeof en>): ServiceContent[] =>
  copies.map((copy) => ({ ...copy, integrations: integrationsIn(lang, copy.slug) }));

const byLang: Record<Lang, ServiceContent[]> = {
  cs: withIntegrations("cs", cs),
  en: withIntegrations("en", en),
  pl: withIntegrations("pl", pl),
};

export function servicesIn(lang: Lang): ServiceContent[] {
  return byLang[lang];
}

export function serviceIn(lang: Lang, slug: string): ServiceContent | undefined {
  return byLang[lang].find((service) => service.slug === slug);
}

/** Name and tagline of every service: what the header's mega-menu and the footer list. */
export function serviceLinks(lang: Lang): { slug: ServiceSlug; name: string; tagline: string }[] {
  return byLang[lang].map(({ slug, name, tagline }) => ({ slug, name, tagline }));
}
