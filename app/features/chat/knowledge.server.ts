/**
 * The assistant's knowledge: passages made from the site's own content (services, FAQ, web
 * prices and changes, packages, process, company and contact facts), one list per language,
 * with the same passage ids in every language. Each passage has the content that is searched and
 * a short answer in whole sentences (answers/*.server.ts) with the content's facts put in.
 * Built once per process, on first use.
 */
import type { Lang } from "~/domain/languages";
import { companyPassages } from "./knowledge/company.server";
import { type KnowledgePassage, passageContext } from "./knowledge/context.server";
import { offerPassages } from "./knowledge/offer.server";
import { webPassages } from "./knowledge/web.server";
import { createIndex, type SearchIndex } from "./retrieval.server";

/** Every passage of one language, in the order the index has always had them. */
export function buildPassages(lang: Lang): KnowledgePassage[] {
  const context = passageContext(lang);
  return [...webPassages(context), ...offerPassages(context), ...companyPassages(context)];
}

interface Knowledge {
  index: SearchIndex<KnowledgePassage>;
  byId: Map<string, KnowledgePassage>;
}

let knowledge: Record<Lang, Knowledge> | undefined;

/** The index of every language, built at first use. */
export function knowledgeIndex(lang: Lang): SearchIndex<KnowledgePassage> {
  return build()[lang].index;
}

/** A passage by id in a language (every id exists in every language). */
export function passageIn(lang: Lang, id: string): KnowledgePassage | undefined {
  return build()[lang].byId.get(id);
}

function build(): Record<Lang, Knowledge> {
  knowledge ??= { cs: knowledgeIn("cs"), en: knowledgeIn("en"), pl: knowledgeIn("pl") };
  return knowledge;
}

function knowledgeIn(lang: Lang): Knowledge {
  const passages = buildPassages(lang);
  return {
    index: createIndex(passages, lang),
    byId: new Map(passages.map((passage) => [passage.id, passage])),
  };
}
