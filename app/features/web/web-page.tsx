import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Zap from "lucide-react/icons/zap";
import { withCopy } from "~/content/pricing";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { ArrowIcon } from "~/ui/icons";
import { Island } from "~/ui/island";
import { PageLink } from "~/ui/page-link";
import { ClosingCta, DarkHero, Section, SectionHeading } from "~/ui/section";
import { Timeline } from "~/ui/timeline";
import { useLayout } from "../layout/use-layout";
import type { LeadActionData } from "../leads/pipeline.server";
import type { PreviewFormMessages } from "../leads/preview-form";
import { HeroSites } from "./hero-sites";
import { PlanTable, PREVIEW_FORM, PriceTag } from "./plans";
import type { Priced } from "./prices";
import { showcaseSlugs } from "./showcase-slugs";

/** In the order of the benefits in the dictionary: fast, mobile, findable, secure. */
const benefitIcons = [Zap, Smartphone, Search, ShieldCheck];

function BenefitIcon({ index }: { index: number }) {
  const Glyph = benefitIcons[index] ?? Zap;
  return (
    <Glyph
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-6 shrink-0 text-brand-600"
      strokeWidth={1.75}
    />
  );
}

interface WebPageProps {
  t: Messages["web"];
  forms: PreviewFormMessages;
  /** Written by the loader, so the browser formats no price (prices.ts, withPriceText). */
  prices: { oneTimeWeb: Priced[]; monthlyWeb: Priced[]; changes: Priced[] };
  /** What a post without JavaScript brought back (the route's action): the inline form shows it. */
  plainPost?: LeadActionData;
}

/**
 * The web page. What acts on it is drawn as islands (the one-time plans with their popup form, the
 * example sites' previews, the inline form), so the page can be hydrated without React Router
 * (docs/decisions/0095-the-web-page-and-example-sites-as-islands.md).
 */
export function WebPage({ t, forms, prices, plainPost }: WebPageProps) {
  const { lang, t: layout, href } = useLayout();
  const { from, perMonth, mostPopular } = layout.common;
  const labels = { from, perMonth, mostPopular };

  return (
    <>
      <DarkHero
        glow="teal"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        visual={<HeroSites restaurant={t.showcase.examples[0].name} cafe={t.showcase.examples[1].name} />}
        actions={
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a href={PREVIEW_FORM} className={buttonClass({ tone: "onDark", className: "shrink-0" })}>
              {t.hero.cta}
            </a>
            <p className="text-sm text-ink-300">{t.hero.note}</p>
          </div>
        }
      />

      <Section labelledBy="benefits-title">
        {/* The heading beside the list from lg up; the four benefits in two columns between rules, no boxes. */}
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <SectionHeading id="benefits-title" title={t.benefitsTitle} />
          <ul className="mt-8 grid gap-x-10 sm:mt-10 sm:grid-cols-2 lg:mt-0">
            {t.benefits.map((benefit, index) => (
              <li key={benefit.title} className="flex gap-4 border-t border-ink-200 py-4 sm:py-6">
                <BenefitIcon index={index} />
                <div>
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-ink-600">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="pricing" tone="muted" labelledBy="one-time-title">
        <SectionHeading id="one-time-title" title={t.oneTime.title} subtitle={t.oneTime.subtitle} />
        <div className="mt-8 sm:mt-12">
          <Island
            name="oneTimePlans"
            props={{
              lang,
              labels,
              choose: t.oneTime.choose,
              forms,
              plans: withCopy(prices.oneTimeWeb, t.oneTime.plans).map(({ entry: plan, copy }) => ({
                id: plan.id,
                copy,
                price: plan.text,
                popular: plan.popular === true,
              })),
            }}
          />
        </div>
      </Section>

      <Section id="management" labelledBy="monthly-title">
        <SectionHeading id="monthly-title" title={t.monthly.title} subtitle={t.monthly.subtitle} />
        <div className="mx-auto mt-8 max-w-5xl sm:mt-12">
          <PlanTable
            perMonth
            labels={labels}
            plans={withCopy(prices.monthlyWeb, t.monthly.plans).map(({ entry: plan, copy }) => ({
              id: plan.id,
              copy,
              price: plan.text,
              popular: plan.popular === true,
              action: (
                <a
                  href={PREVIEW_FORM}
                  className={buttonClass({ tone: plan.popular ? "primary" : "secondary" })}
                >
                  {t.monthly.choose}
                </a>
              ),
            }))}
          />
        </div>
      </Section>

      <Section tone="muted" labelledBy="changes-title">
        <SectionHeading id="changes-title" title={t.changes.title} subtitle={t.changes.subtitle} />
        {/*
          A price list: one row per size between rules, its name, what it covers and its price in
          columns from sm up; on phones the name and price share a line, the text under them.
        */}
        <ul className="mx-auto mt-8 max-w-5xl divide-y divide-ink-200 rounded-card bg-white px-5 shadow-sm sm:mt-12 sm:px-8">
          {withCopy(prices.changes, t.changes.tiers).map(({ entry: tier, copy }) => (
            <li
              key={tier.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-6 py-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:py-5"
            >
              <h3 className="font-semibold">{copy.title}</h3>
              <PriceTag
                price={tier.text}
                labels={labels}
                size="text-xl text-brand-700"
                className="text-right sm:col-start-3 sm:row-start-1"
              />
              <p className="col-span-2 mt-1 text-ink-600 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:mt-0">
                {copy.text}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-ink-700">{t.changes.note}</p>
      </Section>

      <Section id="showcases" labelledBy="showcase-title">
        <SectionHeading id="showcase-title" title={t.showcase.title} subtitle={t.showcase.subtitle} />
        <ul className="mt-8 grid gap-6 sm:mt-12 md:grid-cols-2">
          {showcaseSlugs.map((slug, index) => {
            const example = t.showcase.examples[index];
            if (!example) return null;
            const to = href({ name: "showcase", slug });
            return (
              <li
                key={slug}
                className="relative flex flex-col overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-sm transition-shadow hover:shadow-lg"
              >
                <Island
                  name="showcasePreview"
                  props={{ lang, src: to, title: t.showcase.previewTitle.replace("{name}", example.name) }}
                />
                <div className="flex flex-1 flex-col p-5 sm:p-6">
                  <p className="text-sm font-semibold text-brand-700">{example.business}</p>
                  <h3 className="mt-1 text-xl font-bold">{example.name}</h3>
                  <p className="mt-2 text-ink-600">{example.description}</p>
                  {/* On phones the preview and the link say enough: the highlights start at sm. */}
                  <ul className="mt-4 hidden flex-wrap gap-2 sm:flex">
                    {example.highlights.map((highlight) => (
                      <li key={highlight} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  {/* The whole card opens the example: the link's box stretches over it. */}
                  <PageLink
                    href={to}
                    className="mt-4 inline-flex items-center gap-2 self-start font-semibold sm:mt-6 text-brand-700 after:absolute after:inset-0 hover:text-brand-800"
                  >
                    {t.showcase.open}
                    <span className="sr-only"> ({example.name})</span>
                    <ArrowIcon />
                  </PageLink>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="web-process-title">
        <SectionHeading id="web-process-title" title={t.process.title} />
        <div className="mt-8 sm:mt-12">
          <Timeline steps={t.process.steps} />
        </div>
      </Section>

      <Section id="preview-form" labelledBy="preview-form-title">
        <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-white p-6 shadow-lg sm:p-10">
          <SectionHeading
            id="preview-form-title"
            title={forms.preview.title}
            subtitle={forms.preview.subtitle}
          />
          <div className="mt-8">
            <Island name="previewForm" props={{ lang, t: forms, placement: "inline", plainPost }} />
          </div>
        </div>
      </Section>

      <ClosingCta title={t.closing.title} text={t.closing.text}>
        <a href={PREVIEW_FORM} className={buttonClass({ tone: "onDark", className: "shrink-0" })}>
          {t.closing.button}
        </a>
      </ClosingCta>
    </>
  );
}
