/**
 * The example sites' copy is read on the server only: a showcase page receives its one site in
 * its one language through the loader, and no other page carries any of it.
 */
import { site } from "~/content/site";
import type { Lang } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import { type ShowcaseSlug, showcaseSlugs } from "../showcase-slugs";
import { showcases as cs } from "./cs";
import { showcases as en } from "./en";
import { showcases as pl } from "./pl";
import type { ShowcaseCopies } from "./types";

const byLang: Record<Lang, ShowcaseCopies> = { cs, en, pl };

/** One example site with the agency's frame around it; the business name is the web page's own. */
export function showcaseIn(lang: Lang, slug: ShowcaseSlug) {
  const { frame, sites } = byLang[lang];
  const example = messages(lang).web.showcase.examples[showcaseSlugs.indexOf(slug)];
  const name = example?.name ?? slug;
  return {
    name,
    title: frame.title.replace("{name}", name).replace("{brand}", site.brand),
    frame: { ...frame, notice: frame.notice.replace("{brand}", site.brand) },
    site: sites[slug],
  };
}
