/** The web-design page in passages: build prices and plans, monthly care, changes, process, benefits, examples. */
import { priceList, withCopy } from "~/content/pricing";
import { formatMoneyRange } from "~/lib/format";
import {
  inSentence,
  type KnowledgePassage,
  OVERVIEW,
  type PassageContext,
  sentencesOf,
} from "./context.server";

export function webPassages({
  lang,
  t,
  a,
  words,
  listOf,
  money,
  webHref,
}: PassageContext): KnowledgePassage[] {
  const passages: KnowledgePassage[] = [];

  // Website build: an overview of the four prices, then one passage per plan.
  const prices = priceList(lang);
  const oneTime = withCopy(prices.oneTimeWeb, t.web.oneTime.plans).map(({ entry, copy }) => ({
    plan: entry,
    copy,
  }));
  const custom = oneTime.find(({ plan }) => plan.from);
  // The overview names the custom plan apart ("on request from …"): the price list always has one.
  if (!custom) throw new Error("The price list has no website plan priced 'from'");
  passages.push({
    id: "web-prices",
    title: t.web.oneTime.title,
    text: oneTime.map(({ plan, copy }) => `${copy.name} ${money(plan.price)} ${copy.features[0]}`).join(" "),
    answer: a.webPrices(
      oneTime
        .filter((item) => item !== custom)
        .map(({ plan, copy }) => ({ name: copy.name, price: money(plan.price), size: copy.features[0] })),
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
        from: plan.from === true,
        description: inSentence(copy.description),
        features: listOf(copy.features),
      }),
      keywords: words("price", "web", "includes", ...(plan.from ? (["custom"] as const) : [])),
      href: webHref("#pricing"),
    });
  }

  // Monthly care.
  const monthly = withCopy(prices.monthlyWeb, t.web.monthly.plans).map(({ entry, copy }) => ({
    plan: entry,
    copy,
  }));
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
  const tiers = withCopy(prices.changes, t.web.changes.tiers).map(({ entry: tier, copy }) => {
    const price =
      tier.to !== undefined
        ? formatMoneyRange(lang, tier.price, tier.to, prices.currency)
        : tier.from
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
    answer: `${design.text} ${launch.text}`,
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

  return passages;
}
