/**
 * The one place that knows the shape of the site's URLs (docs/PRODUCT.md, Languages and addresses).
 * Pure: no React, no I/O. routes.ts, the loaders, the language switcher, hreflang links and the
 * sitemap all go through here.
 */

import { type Lang, langFromUrlCode, languages, urlCode } from "../domain/languages";
import { isSentFormSlug } from "../domain/lead-forms";
import { isShowcaseSlug, type ShowcaseSlug } from "../features/web/showcase-slugs";

export type PageName =
  | "home"
  | "services"
  | "service"
  | "demo"
  | "contact"
  | "booking"
  | "web"
  | "showcase"
  | "team"
  | "teamSuccess"
  | "sent"
  | "dashboard";

export type Page =
  | { name: Exclude<PageName, "service" | "showcase" | "sent" | "dashboard"> }
  | { name: "service"; slug: string }
  /** An example site of the web-design page: /web/{lang}/ukazka/{slug}. */
  | { name: "showcase"; slug: ShowcaseSlug }
  | { name: "sent"; form: string }
  /** The signed-in dashboard; `section` is what follows /dashboard ("inquiries/<id>"…). */
  | { name: "dashboard"; section?: string };

/** Sections whose language goes after the section name: /web/eng, /team/pl. */
const sectionFirst = new Set(["web", "team"]);

/** The path segment of each page after the language prefix; null where the page has none. */
const slugOf: Record<"services" | "demo" | "contact" | "booking" | "sent" | "dashboard", string> = {
  services: "sluzby",
  demo: "demo",
  contact: "contact",
  booking: "booking",
  sent: "sent",
  dashboard: "dashboard",
};

/** The hiring form's JavaScript-free success page: /team/success/{lang}. */
const TEAM_SUCCESS = "success";

/** The example sites live below the web-design page: /web/{lang}/ukazka/{slug}. */
const SHOWCASE = "ukazka";

export type ParsedPath =
  /** `lang` is null for a path without a language: the stored language applies. */
  | { kind: "page"; page: Page; lang: Lang | null }
  /** `lang` is the language the old path named, to be stored so the target shows in it. */
  | { kind: "redirect"; to: string; lang: Lang | null }
  | { kind: "notFound"; lang: Lang | null };

export function parsePath(pathname: string): ParsedPath {
  const segments = pathname.split("/").filter(Boolean);
  const [first, second, ...more] = segments;

  if (first === "reference") {
    // Old portfolio URLs: /reference and /reference/{cs,eng,pl} now live on the services page.
    if (segments.length === 1) return { kind: "redirect", to: "/sluzby", lang: null };
    const lang = langFromUrlCode(second);
    if (lang && segments.length === 2) return { kind: "redirect", to: "/sluzby", lang };
    return { kind: "notFound", lang: null };
  }

  if (first === "team" && second === TEAM_SUCCESS) {
    const page = { name: "teamSuccess" } as const;
    if (more.length === 0) return { kind: "page", page, lang: null };
    const lang = langFromUrlCode(more[0]);
    if (lang && more.length === 1) return { kind: "page", page, lang };
    return { kind: "notFound", lang };
  }

  if (first && sectionFirst.has(first)) {
    const page = { name: first as "web" | "team" };
    if (segments.length === 1) return { kind: "page", page, lang: null };
    const lang = langFromUrlCode(second);
    if (lang && more.length === 0) return { kind: "page", page, lang };
    // /web/{lang}/ukazka/{slug}, or /web/ukazka/{slug} in the stored language; unknown slugs are 404s.
    const [section, slug, ...extra] = lang ? more : segments.slice(1);
    if (first === "web" && section === SHOWCASE && isShowcaseSlug(slug) && extra.length === 0) {
      return { kind: "page", page: { name: "showcase", slug }, lang };
    }
    return { kind: "notFound", lang };
  }

  const prefixLang = langFromUrlCode(first);
  const rest = prefixLang ? segments.slice(1) : segments;

  if (prefixLang && rest.length === 1 && rest[0] && sectionFirst.has(rest[0])) {
    // /cs/web -> /web/cs: the section form is the canonical one.
    return { kind: "redirect", to: `/${rest[0]}/${urlCode[prefixLang]}`, lang: prefixLang };
  }
  if (rest.length === 1 && rest[0] === "kontakt") {
    return { kind: "redirect", to: buildPath({ name: "contact" }, prefixLang), lang: prefixLang };
  }

  const page = pageOf(rest);
  if (page) return { kind: "page", page, lang: prefixLang };
  return { kind: "notFound", lang: prefixLang };
}

function pageOf(rest: string[]): Page | null {
  if (rest.length === 0) return { name: "home" };
  const [head, slug, ...extra] = rest;
  if (head === slugOf.dashboard) return { name: "dashboard", section: rest.slice(1).join("/") };
  if (extra.length > 0) return null;
  if (head === slugOf.services) return slug ? { name: "service", slug } : { name: "services" };
  if (head === slugOf.sent) return isSentFormSlug(slug) ? { name: "sent", form: slug } : null;
  if (slug !== undefined) return null;
  if (head === slugOf.demo) return { name: "demo" };
  if (head === slugOf.contact) return { name: "contact" };
  if (head === slugOf.booking) return { name: "booking" };
  return null;
}

/** The URL of a page in a language; `null` gives the unprefixed form (stored language). */
export function buildPath(page: Page, lang: Lang | null): string {
  const code = lang ? urlCode[lang] : null;
  switch (page.name) {
    case "home":
      return code ? `/${code}` : "/";
    case "web":
    case "team":
      return code ? `/${page.name}/${code}` : `/${page.name}`;
    case "showcase":
      return `/web${code ? `/${code}` : ""}/${SHOWCASE}/${page.slug}`;
    case "teamSuccess":
      return code ? `/team/${TEAM_SUCCESS}/${code}` : `/team/${TEAM_SUCCESS}`;
    case "service":
      return `${code ? `/${code}` : ""}/${slugOf.services}/${page.slug}`;
    case "sent":
      return `${code ? `/${code}` : ""}/${slugOf.sent}/${page.form}`;
    case "dashboard":
      return `${code ? `/${code}` : ""}/${slugOf.dashboard}${page.section ? `/${page.section}` : ""}`;
    default:
      return `${code ? `/${code}` : ""}/${slugOf[page.name]}`;
  }
}

/** The same page in another language: what the language switcher navigates to. */
export function switchLanguagePath(pathname: string, lang: Lang): string {
  const parsed = parsePath(pathname);
  if (parsed.kind === "page") return buildPath(parsed.page, lang);
  return buildPath({ name: "home" }, lang);
}

/** Every language form of a page, for hreflang alternates and the sitemap. */
export function alternatePaths(page: Page): { lang: Lang; path: string }[] {
  return languages.map((lang) => ({ lang, path: buildPath(page, lang) }));
}
