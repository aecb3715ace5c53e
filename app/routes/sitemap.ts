import { publicPages } from "~/content/pages";
import { htmlLang } from "~/domain/languages";
import { alternatePaths, buildPath } from "~/i18n/paths";
import type { Route } from "./+types/sitemap";

/** Every public page in every language, each with its alternates (hreflang) and x-default. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.config.PUBLIC_URL;
  const urls = publicPages.flatMap((page) => {
    const alternates = alternatePaths(page);
    const links = [
      ...alternates.map(
        ({ lang, path }) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLang[lang]}" href="${origin}${path}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${buildPath(page, "cs")}"/>`,
    ].join("");
    return alternates.map(({ path }) => `<url><loc>${origin}${path}</loc>${links}</url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
