/**
 * Everything a search engine reads in <head>: translated title and description, canonical URL
 * with the language code, hreflang alternates with x-default, Open Graph and JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { CompanyFacts } from "~/domain/company";
import { htmlLang, type Lang, languages, ogLocale } from "~/domain/languages";
import { alternatePaths, buildPath, type Page } from "~/i18n/paths";

export interface RootMeta {
  lang: Lang;
  origin: string;
  company: CompanyFacts;
}

/** The root loader's language and origin, as a route's `meta` function sees them. */
export function rootMeta(matches: readonly unknown[]): RootMeta {
  for (const match of matches) {
    const candidate = match as { id?: string; data?: RootMeta } | undefined;
    if (candidate?.id === "root" && candidate.data) return candidate.data;
  }
  throw new Error("The root route's data is missing");
}

interface SeoInput {
  page: Page;
  title: string;
  description: string;
  jsonLd?: Record<string, unknown>[];
}

export function seoMeta(
  { lang, origin, company }: RootMeta,
  { page, title, description, jsonLd = [] }: SeoInput,
): MetaDescriptor[] {
  const url = `${origin}${buildPath(page, lang)}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternatePaths(page).map(({ lang: alternate, path }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: htmlLang[alternate],
      href: `${origin}${path}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${buildPath(page, "cs")}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale[lang] },
    ...languages
      .filter((other) => other !== lang)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocale[other] })),
    { name: "twitter:card", content: "summary" },
    ...[organizationJsonLd(origin, company), ...jsonLd].map((data) => ({ "script:ld+json": data })),
  ];
}

/** For pages that must not be indexed (404). */
export function noIndexMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

export function organizationJsonLd(origin: string, company: CompanyFacts) {
  const { address } = company.main;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: company.email,
    telephone: company.main.phone.e164,
    taxID: company.registrationNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    founder: site.founders.map((founder) => ({ "@type": "Person", name: founder.name })),
    sameAs: site.social.map((link) => link.url),
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function serviceJsonLd(
  origin: string,
  url: string,
  service: { name: string; result: string },
  lang: Lang,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.result,
    url,
    inLanguage: htmlLang[lang],
    areaServed: ["CZ", "PL", "SK"],
    provider: { "@id": `${origin}/#organization` },
  };
}
