/**
 * The assistant's knowledge: passages made from the site's own content (services, FAQ, web
 * prices and changes, packages, process, company and contact facts), one list per language,
 * with the same passage ids in every language. Built once per process, on first use.
 */
import { changeTiers, monthlyWebPlans, oneTimeWebPlans, PRICE_CURRENCY } from "~/content/pricing";
import { servicesIn } from "~/content/services/index.server";
import { site } from "~/content/site";
import { type Lang, languages, locale } from "~/i18n/languages";
import { messages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import { formatMoney, formatMoneyRange } from "~/lib/format";
import { fill } from "./copy";
import { copy as cs } from "./copy/cs";
import { copy as en } from "./copy/en";
import { copy as pl } from "./copy/pl";
import type { ChatCopy } from "./copy/types";
import { createIndex, type Passage, type SearchIndex } from "./retrieval.server";
import type { AssistantAction } from "./types";

/** A passage of the site's content, and what the assistant offers along with it. */
export interface KnowledgePassage extends Passage {
  actions?: AssistantAction[];
}

export const chatCopy: Record<Lang, ChatCopy> = { cs, en, pl };

/**
 * Words visitors use that the content itself may not contain (never shown, only searched).
 * Each list is in one language; a passage gets the lists of its topics.
 */
type Topic = "price" | "web" | "monthly" | "time" | "services" | "contact" | "company" | "booking";

const vocabulary: Record<Lang, Record<Topic, string>> = {
  en: {
    price: "price prices pricing cost costs how much fee fees rate budget money pay paying CZK crowns euro",
    web: "website websites web site page pages homepage webpage new build",
    monthly: "monthly month per month care maintenance hosting management subscription",
    services: "services service offer offering provide do what help solutions products",
    time: "how long time duration days weeks fast quickly when deadline",
    contact: "contact email e-mail mail phone call number reach address office write",
    company: "company who founder founders owner team people registration ID behind",
    booking: "book booking consultation meeting call appointment demo free schedule calendar talk",
  },
  cs: {
    price:
      "cena ceny cenu ceník ceníku kolik stojí stojí stát platba platit zaplatit korun Kč rozpočet poplatek",
    web: "web webu weby webové stránky stránka stránek webovka prezentace nový tvorba",
    monthly: "měsíčně měsíční měsíc správa správu údržba hosting předplatné",
    services: "služby služba nabízíte nabízíme nabídka děláte pomůžete řešení",
    time: "jak dlouho doba trvá trvání dní dny týdny rychle kdy termín",
    contact: "kontakt kontaktovat e-mail email mail telefon zavolat číslo adresa kancelář napsat spojit",
    company: "firma firmě společnost kdo zakladatel zakladatelé majitel tým IČO",
    booking: "rezervace rezervovat konzultace konzultaci schůzka schůzku hovor demo zdarma kalendář termín",
  },
  pl: {
    price:
      "cena ceny cenę cennik ile kosztuje koszt koszty kosztów płatność zapłacić koron CZK budżet opłata",
    web: "strona strony stronę stron witryna internetowa internetowej www nowa wykonanie",
    monthly: "miesięcznie miesięczna miesiąc opieka utrzymanie hosting abonament",
    services: "usługi usługa oferujecie oferta robicie zajmujecie pomóc rozwiązania",
    time: "ile trwa czas długo dni tygodnie szybko kiedy termin",
    contact: "kontakt e-mail email mail telefon zadzwonić numer adres biuro napisać",
    company: "firma firmie kto założyciel założyciele właściciel zespół numer rejestrowy",
    booking: "rezerwacja zarezerwować konsultacja konsultację spotkanie rozmowa demo bezpłatna kalendarz",
  },
};

/** Prior weight of an overview passage over a single detail. */
const OVERVIEW = 1.3;

function list(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(locale[lang], { type: "conjunction" }).format(items);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function bullets(label: string, items: readonly string[]): string {
  return `${label}: ${items.join("; ")}.`;
}

/** Every passage of one language. */
export function buildPassages(lang: Lang): KnowledgePassage[] {
  const t = messages(lang);
  const c = chatCopy[lang].knowledge;
  const words = vocabulary[lang];
  const money = (amount: number) => formatMoney(lang, amount, PRICE_CURRENCY);
  const href = (page: Parameters<typeof buildPath>[0], anchor = "") => `${buildPath(page, lang)}${anchor}`;
  const webHref = (anchor: string) => href({ name: "web" }, anchor);
  const passages: KnowledgePassage[] = [];

  // Website build: an overview of the four prices, then one passage per plan.
  const oneTimePrices = oneTimeWebPlans.map((plan, index) => {
    const copy = t.web.oneTime.plans[index]!;
    const price = "from" in plan ? `${t.common.from} ${money(plan.price)}` : money(plan.price);
    return { plan, copy, price };
  });
  passages.push({
    id: "web-prices",
    title: t.web.oneTime.title,
    text: `${c.webPricesIntro} ${oneTimePrices
      .map(({ copy, price }) => `${copy.name} ${price} (${copy.features[0]})`)
      .join(", ")}. ${t.web.hero.note}`,
    keywords: `${words.price} ${words.web}`,
    href: webHref("#pricing"),
    // "How much is a website?" means this list more than the monthly care or the changes.
    boost: OVERVIEW * 1.2,
  });
  for (const { plan, copy, price } of oneTimePrices) {
    passages.push({
      id: `web-plan-${plan.id}`,
      title: copy.name,
      text: `${fill(c.oneTimePlan, { name: copy.name, price, description: copy.description })} ${bullets(c.includes, copy.features)}`,
      keywords: words.price,
      href: webHref("#pricing"),
    });
  }

  // Monthly care.
  const monthly = monthlyWebPlans.map((plan, index) => ({ plan, copy: t.web.monthly.plans[index]! }));
  passages.push({
    id: "web-monthly",
    title: t.web.monthly.title,
    text: `${c.monthlyIntro} ${monthly
      .map(({ plan, copy }) => `${copy.name} ${money(plan.price)} ${t.common.perMonth}`)
      .join(", ")}. ${t.web.monthly.subtitle}`,
    keywords: `${words.price} ${words.monthly}`,
    href: webHref("#management"),
    boost: OVERVIEW,
  });
  for (const { plan, copy } of monthly) {
    passages.push({
      id: `web-monthly-${plan.id}`,
      title: `${t.web.monthly.title}: ${copy.name}`,
      text: `${fill(c.monthlyPlan, { name: copy.name, price: money(plan.price), description: copy.description })} ${bullets(c.includes, copy.features)}`,
      keywords: words.price,
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
    text: `${c.changesIntro} ${tiers.map(({ copy, price }) => `${copy.title} ${price}`).join(", ")}. ${t.web.changes.note}`,
    keywords: `${words.price} ${t.web.changes.subtitle}`,
    href: webHref("#changes-title"),
    boost: OVERVIEW,
  });
  for (const { tier, copy, price } of tiers) {
    passages.push({
      id: `web-change-${tier.id}`,
      title: copy.title,
      text: `${fill(c.changeTier, { name: copy.title, price, description: copy.text })} ${t.web.changes.note}`,
      keywords: `${words.price} ${t.web.changes.title}`,
      href: webHref("#changes-title"),
    });
  }

  // How a website is made, and what it does.
  passages.push({
    id: "web-process",
    title: `${t.web.process.title} (${c.previewAndLaunch})`,
    text: `${t.web.process.steps.map((step, index) => `${index + 1}. ${step.title}: ${sentence(step.text)}`).join(" ")} ${t.web.hero.note}`,
    keywords: `${words.web} ${words.time}`,
    href: webHref("#web-process-title"),
  });
  passages.push({
    id: "web-benefits",
    title: t.web.benefitsTitle,
    text: `${t.web.hero.subtitle} ${t.web.benefits.map((benefit) => `${benefit.title}: ${sentence(benefit.text)}`).join(" ")}`,
    keywords: words.web,
    href: webHref("#benefits-title"),
  });
  passages.push({
    id: "web-showcase",
    title: t.web.showcase.title,
    text: `${t.web.showcase.subtitle} ${t.web.showcase.examples
      .map((example) => `${example.business}: ${sentence(example.description)}`)
      .join(" ")}`,
    keywords: `${words.web} ${t.web.showcase.examples.map((example) => example.highlights.join(" ")).join(" ")}`,
    href: webHref("#showcase-title"),
  });

  // FAQ (home page).
  t.faq.items.forEach((item, index) => {
    passages.push({
      id: `faq-${index + 1}`,
      title: item.question,
      text: item.answer,
      keywords: index === 0 ? words.time : index === 1 ? words.price : undefined,
      href: href({ name: "home" }, "#faq"),
      // The price of automation is set in a consultation.
      actions: index === 1 ? ["booking"] : undefined,
    });
  });

  // Service packages (services page).
  passages.push({
    id: "packages",
    title: t.packages.title,
    text: `${c.packagesIntro} ${t.packages.priceNote} ${t.packages.terms.join(", ")}.`,
    keywords: `${words.price} ${t.packages.subtitle}`,
    href: href({ name: "services" }, "#packages"),
    boost: OVERVIEW,
    actions: ["booking"],
  });
  t.packages.plans.forEach((plan, index) => {
    passages.push({
      id: `package-${["basic", "pro", "enterprise"][index]}`,
      title: `${t.packages.title}: ${plan.name}`,
      text: `${plan.name}: ${sentence(plan.description)} ${bullets(c.includes, plan.features)} ${t.packages.priceNote}`,
      keywords: words.price,
      href: href({ name: "services" }, "#packages"),
      actions: ["booking"],
    });
  });

  // Services: what each one is, what you get, the process, tools and examples.
  const services = servicesIn(lang);
  passages.push({
    id: "services",
    title: t.services.title,
    text: `${c.servicesIntro} ${services.map((service) => `${service.name} (${service.tagline})`).join("; ")}.`,
    keywords: `${words.services} ${t.nav.services} ${t.services.subtitle}`,
    href: href({ name: "services" }),
    boost: OVERVIEW,
  });
  for (const service of services) {
    const page = href({ name: "service", slug: service.slug });
    passages.push({
      id: `service-${service.slug}`,
      title: service.name,
      text: `${service.name}: ${sentence(service.tagline)} ${service.result} ${bullets(c.serviceHow, service.bullets)}`,
      keywords: `${service.oneLiner} ${service.metaDescription}`,
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-deliverables`,
      title: `${service.name}: ${c.serviceDeliverables}`,
      text: `${bullets(c.serviceDeliverables, service.deliverables)} ${bullets(c.serviceForWho, service.forWho)}`,
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-process`,
      title: fill(c.serviceProcess, { service: service.name }),
      text: service.process
        .map((step, index) => `${index + 1}. ${step.title} (${step.time}): ${sentence(step.description)}`)
        .join(" "),
      keywords: words.time,
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-integrations`,
      title: `${service.name}: ${t.serviceDetail.integrations}`,
      text: fill(c.serviceIntegrations, { service: service.name, list: list(lang, service.integrations) }),
      href: page,
    });
    passages.push({
      id: `service-${service.slug}-examples`,
      title: fill(c.serviceExamples, { service: service.name }),
      text: service.useCases.map((useCase) => `${useCase.title}: ${sentence(useCase.description)}`).join(" "),
      href: page,
    });
  }

  // How we work, and what we commit to (home page).
  passages.push({
    id: "how-it-works",
    title: t.home.howItWorks.title,
    text: `${t.home.howItWorks.subtitle} ${t.home.howItWorks.steps.map((step) => `${step.title}: ${sentence(step.text)}`).join(" ")}`,
    href: href({ name: "home" }, "#process"),
  });
  passages.push({
    id: "commitments",
    title: t.home.proof.title,
    text: t.home.proof.commitments.map((item) => `${item.title}: ${sentence(item.text)}`).join(" "),
    keywords: `${words.time} ${t.packages.terms.join(" ")}`,
    href: href({ name: "home" }, "#proof-title"),
  });
  passages.push({
    id: "demo",
    title: t.demo.title,
    text: `${t.demo.subtitle} ${t.demo.steps.map((step, index) => `${index + 1}. ${step.title}: ${sentence(step.text)}`).join(" ")}`,
    keywords: `${words.booking} ${t.demo.meta.description}`,
    href: href({ name: "demo" }),
  });
  passages.push({
    id: "booking",
    title: c.bookingTitle,
    text: `${c.booking} ${t.contact.bookText}`,
    keywords: words.booking,
    href: href({ name: "contact" }),
    actions: ["booking"],
  });

  // Company and contact facts (site.ts).
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
  passages.push({
    id: "contact",
    title: `${t.nav.contact}: ${t.contact.emailLabel}, ${t.contact.phoneLabel}`,
    text: fill(c.contact, { email: site.email, phone: site.phone.display, address }),
    keywords: `${words.contact} ${t.contact.title}`,
    href: href({ name: "contact" }),
    actions: ["contact", "booking"],
  });
  const founders = site.founders.map(
    (founder) => `${founder.name} (${founder.role === "founder" ? t.footer.founder : t.footer.coFounder})`,
  );
  passages.push({
    id: "company",
    title: site.brand,
    text: `${fill(c.company, {
      legalName: site.legalName,
      registrationNumber: site.registrationNumber,
      founders: list(lang, founders),
    })} ${t.common.siteTagline}`,
    keywords: `${words.company} ${t.footer.foundersHeading} ${t.footer.registrationNumber}`,
    href: href({ name: "contact" }),
  });

  // Hiring (team page).
  passages.push({
    id: "hiring",
    title: t.team.title,
    text: `${t.team.intro} ${t.team.rules.join(" ")}`,
    keywords: `${t.footer.hiringTitle} ${t.footer.hiringText} ${t.team.eyebrow} ${t.team.sections.map((section) => section.title).join(" ")}`,
    href: href({ name: "team" }),
  });

  return passages;
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
