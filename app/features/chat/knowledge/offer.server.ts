/** What the agency offers in passages: the FAQ, the service packages, and each service with what it brings. */
import { priceList, withCopy } from "~/content/pricing";
import { servicesIn } from "~/content/services/index.server";
import type { Lang } from "~/domain/languages";
import { formatList } from "~/lib/format";
import type { Topic } from "../answers/types";
import {
  inSentence,
  type KnowledgePassage,
  OVERVIEW,
  type PassageContext,
  sentencesOf,
} from "./context.server";

export function offerPassages({
  lang,
  t,
  a,
  words,
  listOf,
  money,
  href,
}: PassageContext): KnowledgePassage[] {
  const passages: KnowledgePassage[] = [];

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

  // Service packages (services page), each with its monthly price "from" in the market's currency.
  const packages = withCopy(priceList(lang).packages, t.packages.plans);
  const packagePrices = packages.map(({ entry, copy }) => ({
    name: copy.name,
    price: money(entry.price),
    label: entry.popular ? inSentence(t.common.mostPopular) : undefined,
  }));
  passages.push({
    id: "packages",
    title: t.packages.title,
    text: `${packages.map(({ entry, copy }) => `${copy.name} ${money(entry.price)} ${copy.description}`).join(" ")} ${t.packages.subtitle} ${t.packages.priceNote} ${t.packages.terms.join(" ")}`,
    answer: a.packages(packagePrices, t.packages.priceNote, listOf(t.packages.terms)),
    keywords: words("price", "automation"),
    href: href({ name: "services" }, "#packages"),
    boost: OVERVIEW,
    actions: ["booking"],
  });
  for (const { entry, copy: plan } of packages) {
    passages.push({
      id: `package-${entry.id}`,
      title: `${t.packages.title}: ${plan.name}`,
      text: `${plan.name} ${money(entry.price)} ${plan.description} ${plan.features.join(" ")}`,
      answer: a.packagePlan(
        {
          name: plan.name,
          price: money(entry.price),
          description: inSentence(plan.description),
          features: listOf(plan.features),
        },
        t.packages.priceNote,
      ),
      keywords: words("includes"),
      href: href({ name: "services" }, "#packages"),
      actions: ["booking"],
    });
  }

  // Services: what each one is, what you get, the process, tools and examples.
  const services = servicesIn(lang);
  const cheapestWebsite = Math.min(...priceList(lang).oneTimeWeb.map((plan) => plan.price));
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
    keywords: `${words("services", "automation")} ${t.nav.services}`,
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
      id: `service-${service.slug}-price`,
      title: a.titles.price(service.name),
      text: packages.map(({ entry, copy }) => `${copy.name} ${money(entry.price)}`).join(" "),
      answer: a.servicePrice(service.name, packagePrices, t.packages.priceNote),
      keywords: `${words("price")} ${a.serviceWords[service.slug]}`,
      href: href({ name: "services" }, "#packages"),
      actions: ["booking"],
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

  return passages;
}

/** Examples of a service at work ("For example: a dental clinic: …"), as many as fit in three sentences. */
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
