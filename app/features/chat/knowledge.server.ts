/**
 * The assistant's knowledge: passages made from the site's own content (services, FAQ, web
 * prices and changes, packages, process, company and contact facts), one list per language,
 * with the same passage ids in every language. Each passage has the content that is searched and
 * a short answer in whole sentences (answers/*.server.ts) with the content's facts put in.
 * Built once per process, on first use.
 */
import { changeTiers, monthlyWebPlans, oneTimeWebPlans, PRICE_CURRENCY } from "~/content/pricing";
import { servicesIn } from "~/content/services/index.server";
import { serviceIntegrations } from "~/content/services/integrations";
import { site } from "~/content/site";
import { type Lang, languages, locale } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import { formatList, formatMoney, formatMoneyRange } from "~/lib/format";
import { answers as cs } from "./answers/cs.server";
import { answers as en } from "./answers/en.server";
import { answers as pl } from "./answers/pl.server";
import type { AnswerCopy, Topic } from "./answers/types";
import { createIndex, type Passage, type SearchIndex } from "./retrieval.server";
import type { AssistantAction } from "./types";

/** A passage of the site's content, what the assistant answers with it and what it offers along. */
export interface KnowledgePassage extends Passage {
  /** At most three whole sentences; the link (href, title) is shown under them. */
  answer: string;
  actions?: AssistantAction[];
}

export const answerCopy: Record<Lang, AnswerCopy> = { cs, en, pl };

/** Prior weight of an overview passage over a single detail. */
const OVERVIEW = 1.3;

/**
 * Names that keep their capital letter inside a sentence: the tools of the services and Google
 * (of "Google Maps"). Any word with a second capital (SEO, LinkedIn, B2B) keeps it too.
 */
const properNames = new Set(
  [...Object.values(serviceIntegrations).flat(), "Google"].map((name) => name.split(" ")[0]),
);

/** A list item or a description as the middle of a sentence: "Hosting and backups" -> "hosting and backups". */
export function inSentence(text: string): string {
  const trimmed = text.trim().replace(/[.!]$/, "");
  const first = trimmed.split(/[\s,:;]/)[0] ?? "";
  if (properNames.has(first) || /\p{Lu}/u.test(first.slice(1))) return trimmed;
  return trimmed.charAt(0).toLocaleLowerCase() + trimmed.slice(1);
}

/** The sentences of a text, as the language's rules cut them. */
export function sentencesOf(text: string, lang: Lang): string[] {
  const segmenter = new Intl.Segmenter(locale[lang], { granularity: "sentence" });
  return [...segmenter.segment(text)].map((segment) => segment.segment.trim()).filter(Boolean);
}

/** Every passage of one language. */
export function buildPassages(lang: Lang): KnowledgePassage[] {
  const t = messages(lang);
  const a = answerCopy[lang];
  const words = (...topics: Topic[]) => topics.map((topic) => a.vocabulary[topic]).join(" ");
  const listOf = (items: readonly string[]) => formatList(lang, items.map(inSentence));
  const money = (amount: number) => formatMoney(lang, amount, PRICE_CURRENCY);
  const href = (page: Parameters<typeof buildPath>[0], anchor = "") => `${buildPath(page, lang)}${anchor}`;
  const webHref = (anchor: string) => href({ name: "web" }, anchor);
  const passages: KnowledgePassage[] = [];

  // Website build: an overview of the four prices, then one passage per plan.
  const oneTime = oneTimeWebPlans.map((plan, index) => ({ plan, copy: t.web.oneTime.plans[index]! }));
  const custom = oneTime.find(({ plan }) => "from" in plan)!;
  passages.push({
    id: "web-prices",
    title: t.web.oneTime.title,
    text: oneTime.map(({ plan, copy }) => `${copy.name} ${money(plan.price)} ${copy.features[0]}`).join(" "),
    answer: a.webPrices(
      oneTime
        .filter((item) => item !== custom)
        .map(({ plan, copy }) => ({ name: copy.name, price: money(plan.price), size: copy.features[0]! })),
      { name: custom.copy.name, price: money(custom.plan.price) },
    ),
    keywords: words("price", "web"),
    href: webHref("#pricing"),
    // "How much is a website?" means this list more than the monthly care or the changes.
    boost: OVERVIEW * 1.2,
  });
  for (const { plan, copy } of oneTime) {
    passages.push({
      id: `web-plan-${plan.id}`,
      title: copy.name,
      text: `${copy.name} ${money(plan.price)} ${copy.description} ${copy.features.join(" ")}`,
      answer: a.webPlan({
        name: copy.name,
        price: money(plan.price),
        from: "from" in plan,
        description: inSentence(copy.description),
        features: listOf(copy.features),
      }),
      keywords: words("price", "web", "includes", ...("from" in plan ? (["custom"] as const) : [])),
      href: webHref("#pricing"),
    });
  }

  // Monthly care.
  const monthly = monthlyWebPlans.map((plan, index) => ({ plan, copy: t.web.monthly.plans[index]! }));
  passages.push({
    id: "web-monthly",
    title: t.web.monthly.title,
    text: `${monthly.map(({ plan, copy }) => `${copy.name} ${money(plan.price)}`).join(" ")} ${t.web.monthly.subtitle}`,
    answer: a.monthlyPrices(
      monthly.map(({ plan, copy }) => ({ name: copy.name, price: money(plan.price) })),
      t.web.monthly.subtitle,
    ),
    keywords: words("price", "monthly", "web"),
    href: webHref("#management"),
    boost: OVERVIEW,
  });
  for (const { plan, copy } of monthly) {
    passages.push({
      id: `web-monthly-${plan.id}`,
      title: `${t.web.monthly.title}: ${copy.name}`,
      text: `${copy.name} ${money(plan.price)} ${copy.description} ${copy.features.join(" ")}`,
      answer: a.monthlyPlan({
        name: copy.name,
        price: money(plan.price),
        description: inSentence(copy.description),
        features: listOf(copy.features),
      }),
      keywords: words("price", "monthly", "includes"),
      href: webHref("#management"),
    });
  }

  // One-time changes.
  const tiers = changeTiers.map((tier, index) => {
    const copy = t.web.changes.tiers[index]!;
    const price =
      "to" in tier
        ? formatMoneyRange(lang, tier.price, tier.to, PRICE_CURRENCY)
        : "from" in tier
          ? `${t.common.from} ${money(tier.price)}`
          : money(tier.price);
    return { tier, copy, price };
  });
  passages.push({
    id: "web-changes",
    title: t.web.changes.title,
    text: `${tiers.map(({ copy, price }) => `${copy.title} ${price}`).join(" ")} ${t.web.changes.subtitle} ${t.web.changes.note}`,
    answer: a.changePrices(
      listOf(tiers.map(({ copy, price }) => `${copy.title} ${price}`)),
      t.web.changes.note,
    ),
    keywords: words("price", "changes", "web"),
    href: webHref("#changes-title"),
    boost: OVERVIEW,
  });
  for (const { tier, copy, price } of tiers) {
    passages.push({
      id: `web-change-${tier.id}`,
      title: copy.title,
      text: `${copy.title} ${price} ${copy.text} ${t.web.changes.note}`,
      answer: a.changeTier({ name: copy.title, price, scope: inSentence(copy.text) }, t.web.changes.note),
      keywords: words("price", "changes"),
      href: webHref("#changes-title"),
    });
  }

  // How a website is made, and what it does.
  const [, design, launch] = t.web.process.steps;
  passages.push({
    id: "web-process",
    title: `${t.web.process.title} (${a.titles.webTiming})`,
    text: `${t.web.process.steps.map((step) => `${step.title} ${step.text}`).join(" ")} ${t.web.hero.note}`,
    answer: `${design!.text} ${launch!.text}`,
    keywords: words("web", "time", "process"),
    href: webHref("#web-process-title"),
  });
  passages.push({
    id: "web-benefits",
    title: t.web.benefitsTitle,
    text: `${t.web.hero.subtitle} ${t.web.benefits.map((benefit) => `${benefit.title} ${benefit.text}`).join(" ")}`,
    answer: `${sentencesOf(t.web.hero.subtitle, lang)[0]} ${a.webBenefits}`,
    keywords: words("web", "mobile"),
    href: webHref("#benefits-title"),
  });
  passages.push({
    id: "web-showcase",
    title: t.web.showcase.title,
    text: `${t.web.showcase.subtitle} ${t.web.showcase.examples
      .map((example) => `${example.business} ${example.description} ${example.highlights.join(" ")}`)
      .join(" ")}`,
    answer: `${t.web.showcase.subtitle} ${a.webShowcase(listOf(t.web.showcase.examples.map((example) => example.business)))}`,
    keywords: words("web", "examples"),
    href: webHref("#showcase-title"),
  });

  // FAQ (home page).
  const faqTopics: Topic[][] = [
    ["time", "process"],
    ["price", "cancel"],
    ["tools"],
    ["security"],
    ["guarantee"],
  ];
  t.faq.items.forEach((item, index) => {
    passages.push({
      id: `faq-${index + 1}`,
      title: item.question,
      text: item.answer,
      answer: item.answer,
      keywords: words(...(faqTopics[index] ?? [])),
      href: href({ name: "home" }, "#faq"),
      // The general answer on timing and on price, over those of one service.
      boost: index <= 1 ? OVERVIEW : undefined,
      // The price of automation is set in a consultation.
      actions: index === 1 ? ["booking"] : undefined,
    });
  });

  // Service packages (services page).
  const packageIds = ["basic", "pro", "enterprise"] as const;
  passages.push({
    id: "packages",
    title: t.packages.title,
    text: `${t.packages.plans.map((plan) => `${plan.name} ${plan.description}`).join(" ")} ${t.packages.subtitle} ${t.packages.priceNote} ${t.packages.terms.join(" ")}`,
    answer: a.packages(
      formatList(
        lang,
        t.packages.plans.map((plan, index) =>
          packageIds[index] === "pro" ? `${plan.name} (${inSentence(t.common.mostPopular)})` : plan.name,
        ),
      ),
      t.packages.priceNote,
      listOf(t.packages.terms),
    ),
    keywords: words("price"),
    href: href({ name: "services" }, "#packages"),
    boost: OVERVIEW,
    actions: ["booking"],
  });
  t.packages.plans.forEach((plan, index) => {
    passages.push({
      id: `package-${packageIds[index]}`,
      title: `${t.packages.title}: ${plan.name}`,
      text: `${plan.name} ${plan.description} ${plan.features.join(" ")}`,
      answer: a.packagePlan(
        { name: plan.name, description: inSentence(plan.description), features: listOf(plan.features) },
        t.packages.priceNote,
      ),
      keywords: words("includes"),
      href: href({ name: "services" }, "#packages"),
      actions: ["booking"],
    });
  });

  // Services: what each one is, what you get, the process, tools and examples.
  const services = servicesIn(lang);
  const cheapestWebsite = Math.min(...oneTimeWebPlans.map((plan) => plan.price));
  passages.push({
    id: "services",
    title: t.services.title,
    // Not the services' names: a question naming one is about that one.
    text: t.services.subtitle,
    answer: a.services(
      formatList(
        lang,
        services.map((service) => service.name),
      ),
      money(cheapestWebsite),
    ),
    keywords: `${words("services")} ${t.nav.services}`,
    href: href({ name: "services" }),
    boost: OVERVIEW,
  });
  for (const service of services) {
    const page = href({ name: "service", slug: service.slug });
    passages.push({
      id: `service-${service.slug}`,
      title: service.name,
      text: `${service.tagline} ${service.oneLiner} ${service.result} ${service.bullets.join(" ")} ${service.metaDescription}`,
      answer: a.serviceSummary[service.slug],
      keywords: a.serviceWords[service.slug],
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-deliverables`,
      title: `${service.name}: ${a.titles.deliverables}`,
      text: `${service.deliverables.join(" ")} ${service.forWho.join(" ")}`,
      answer: a.serviceDeliverables({
        name: service.name,
        deliverables: listOf(service.deliverables),
        forWho: listOf(service.forWho),
      }),
      keywords: `${words("includes")} ${a.serviceWords[service.slug]}`,
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-process`,
      title: a.titles.process(service.name),
      text: service.process.map((step) => `${step.title} ${step.time} ${step.description}`).join(" "),
      answer: a.serviceProcess({
        name: service.name,
        steps: listOf(service.process.map((step) => `${inSentence(step.title)} (${inSentence(step.time)})`)),
      }),
      keywords: `${words("time", "process")} ${a.serviceWords[service.slug]}`,
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-integrations`,
      title: `${service.name}: ${t.serviceDetail.integrations}`,
      text: service.integrations.join(" "),
      answer: a.serviceIntegrations({ name: service.name, tools: formatList(lang, service.integrations) }),
      keywords: `${words("tools")} ${a.serviceWords[service.slug]}`,
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-examples`,
      title: a.titles.examples(service.name),
      text: service.useCases.map((useCase) => `${useCase.title} ${useCase.description}`).join(" "),
      answer: examplesAnswer(service.useCases, lang),
      keywords: `${words("examples")} ${a.serviceWords[service.slug]}`,
      href: page,
    });
  }

  // How we work, and what we commit to (home page).
  passages.push({
    id: "how-it-works",
    title: t.home.howItWorks.title,
    text: `${t.home.howItWorks.subtitle} ${t.home.howItWorks.steps.map((step) => `${step.title} ${step.text}`).join(" ")}`,
    answer: t.home.howItWorks.steps.map((step) => `${step.title}: ${inSentence(step.text)}.`).join(" "),
    keywords: words("process"),
    href: href({ name: "home" }, "#process"),
  });
  passages.push({
    id: "commitments",
    title: t.home.proof.title,
    text: t.home.proof.commitments.map((item) => `${item.title} ${item.text}`).join(" "),
    answer: t.home.proof.commitments.map((item) => sentencesOf(item.text, lang)[0]).join(" "),
    keywords: words("guarantee", "cancel"),
    href: href({ name: "home" }, "#proof-title"),
  });
  passages.push({
    id: "demo",
    title: t.demo.title,
    text: `${t.demo.subtitle} ${t.demo.steps.map((step) => `${step.title} ${step.text}`).join(" ")} ${t.demo.meta.description}`,
    answer: t.demo.subtitle,
    keywords: words("booking"),
    href: href({ name: "demo" }),
  });
  passages.push({
    id: "booking",
    title: a.titles.booking,
    text: `${a.booking} ${t.contact.bookText}`,
    answer: a.booking,
    keywords: words("booking"),
    href: href({ name: "contact" }),
    actions: ["booking"],
  });

  // Company and contact facts (site.ts).
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
  const contact = a.contact({ email: site.email, phone: site.phone.display, address });
  passages.push({
    id: "contact",
    title: `${t.nav.contact}: ${t.contact.emailLabel}, ${t.contact.phoneLabel}`,
    text: `${contact} ${t.contact.title}`,
    answer: contact,
    keywords: words("contact"),
    href: href({ name: "contact" }),
    actions: ["contact", "booking"],
  });
  const founders = site.founders.map(
    (founder) =>
      `${founder.name} (${inSentence(founder.role === "founder" ? t.footer.founder : t.footer.coFounder)})`,
  );
  const company = a.company({
    legalName: site.legalName,
    registrationNumber: site.registrationNumber,
    founders: formatList(lang, founders),
  });
  passages.push({
    id: "company",
    title: site.brand,
    text: `${company} ${t.common.siteTagline} ${t.footer.foundersHeading} ${t.footer.registrationNumber}`,
    answer: company,
    keywords: words("company"),
    href: href({ name: "contact" }),
  });

  // Hiring (team page).
  passages.push({
    id: "hiring",
    title: t.team.title,
    text: `${t.team.intro} ${t.team.rules.join(" ")} ${t.footer.hiringTitle} ${t.footer.hiringText} ${t.team.eyebrow} ${t.team.sections.map((section) => section.title).join(" ")}`,
    answer: t.team.intro,
    keywords: words("hiring"),
    href: href({ name: "team" }),
  });

  return passages;
}

/** Case stories ("A dental clinic in Brno: …"), as many as fit in three sentences. */
function examplesAnswer(useCases: readonly { title: string; description: string }[], lang: Lang): string {
  const stories: string[] = [];
  let count = 0;
  for (const useCase of useCases) {
    const story = `${useCase.title}: ${inSentence(useCase.description)}.`;
    const length = sentencesOf(story, lang).length;
    if (count + length > 3) break;
    stories.push(story);
    count += length;
  }
  return stories.join(" ");
}

let indexes: Map<Lang, SearchIndex<KnowledgePassage>> | undefined;
let byId: Map<Lang, Map<string, KnowledgePassage>> | undefined;

/** The index of every language, built at first use. */
export function knowledgeIndex(lang: Lang): SearchIndex<KnowledgePassage> {
  build();
  return indexes!.get(lang)!;
}

/** A passage by id in a language (every id exists in every language). */
export function passageIn(lang: Lang, id: string): KnowledgePassage | undefined {
  build();
  return byId!.get(lang)!.get(id);
}

function build() {
  if (indexes && byId) return;
  const nextIndexes = new Map<Lang, SearchIndex<KnowledgePassage>>();
  const nextById = new Map<Lang, Map<string, KnowledgePassage>>();
  for (const lang of languages) {
    const passages = buildPassages(lang);
    nextIndexes.set(lang, createIndex(passages, lang));
    nextById.set(lang, new Map(passages.map((passage) => [passage.id, passage])));
  }
  indexes = nextIndexes;
  byId = nextById;
}
