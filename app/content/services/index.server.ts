import type { Lang } from "~/domain/languages";
import type { ServiceSlug } from "~/domain/services";
import type { Translation } from "~/i18n/translations";
import type { ServiceContent } from "../types";
import { services as cs } from "./cs";
import { services as en } from "./en";
import { serviceIntegrations } from "./integrations";
import { services as pl } from "./pl";

const withIntegrations = (copies: Translation<typeof en>): ServiceContent[] =>
  copies.map((copy) => ({ ...copy, integrations: serviceIntegrations[copy.slug] }));

const byLang: Record<Lang, ServiceContent[]> = {
  cs: withIntegrations(cs),
  en: withIntegrations(en),
  pl: withIntegrations(pl),
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
