import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Zap from "lucide-react/icons/zap";
import { useState } from "react";
import { changeTiers, monthlyWebPlans, oneTimeWebPlans } from "~/content/pricing";
import type { FormsMessages } from "~/i18n/messages/forms-types";
import type { Messages, WebPlanCopy } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { CheckIcon } from "~/ui/icons";
import { ClosingCta, DarkHero, Section, SectionHeading } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
import { PreviewForm } from "../leads/preview-form";
import { type PriceText, priceText } from "./prices";

/** In the order of the benefits in the dictionary: fast, mobile, findable, secure. */
const benefitIcons = [Zap, Smartphone, Search, ShieldCheck];

function BenefitIcon({ index }: { index: number }) {
  const Glyph = benefitIcons[index] ?? Zap;
  return <Glyph aria-hidden="true" focusable="false" className="size-8 text-brand-600" strokeWidth={1.75} />;
}

const PREVIEW_FORM = "#preview-form";

export function WebPage({ t, forms }: { t: Messages["web"]; forms: FormsMessages }) {
  const { lang, t: layout } = useLayout();
  // The one-time plan whose button opened the preview popup.
  const [popupPlan, setPopupPlan] = useState<string | null>(null);

  return (
    <>
      <DarkHero
        glow="teal"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a href={PREVIEW_FORM} className={buttonClass.onDark}>
              {t.hero.cta}
            </a>
            <p className="text-sm text-ink-300">{t.hero.note}</p>
          </div>
        }
      />

      <Section labelledBy="benefits-title">
        <SectionHeading id="benefits-title" title={t.benefitsTitle} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.benefits.map((benefit, index) => (
            <li key={benefit.title} className="rounded-2xl border border-ink-200 p-6">
              <BenefitIcon index={index} />
              <h3 className="mt-4 font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-ink-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pricing" tone="muted" labelledBy="one-time-title">
        <SectionHeading id="one-time-title" title={t.oneTime.title} subtitle={t.oneTime.subtitle} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {oneTimeWebPlans.map((plan, index) => (
            <PlanCard
              key={plan.id}
              copy={t.oneTime.plans[index]}
              price={priceText(lang, plan)}
              popular={"popular" in plan}
              popularLabel={layout.common.mostPopular}
              action={
                <a
                  href={PREVIEW_FORM}
                  onClick={(event) => {
                    // With JavaScript the plan opens the popup form; without, the link reaches the inline one.
                    event.preventDefault();
                    setPopupPlan(t.oneTime.plans[index]?.name ?? plan.id);
                  }}
                  className={"popular" in plan ? buttonClass.primary : buttonClass.secondary}
                >
                  {t.oneTime.choose}
                </a>
              }
            />
          ))}
        </ul>
      </Section>

      <Section id="management" labelledBy="monthly-title">
        <SectionHeading id="monthly-title" title={t.monthly.title} subtitle={t.monthly.subtitle} />
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
          {monthlyWebPlans.map((plan, index) => (
            <PlanCard
              key={plan.id}
              copy={t.monthly.plans[index]}
              price={priceText(lang, plan)}
              perMonth
              popular={"popular" in plan}
              popularLabel={layout.common.mostPopular}
              action={
                <a
                  href={PREVIEW_FORM}
                  className={"popular" in plan ? buttonClass.primary : buttonClass.secondary}
                >
                  {t.monthly.choose}
                </a>
              }
            />
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="changes-title">
        <SectionHeading id="changes-title" title={t.changes.title} subtitle={t.changes.subtitle} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {changeTiers.map((tier, index) => {
            const copy = t.changes.tiers[index];
            return (
              <li key={tier.id} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="font-semibold">{copy?.title}</h3>
                <PriceTag price={priceText(lang, tier)} size="text-xl text-brand-700 xl:text-2xl" />
                <p className="mt-2 text-ink-600">{copy?.text}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-ink-700">{t.changes.note}</p>
      </Section>

      <Section labelledBy="showcase-title">
        <SectionHeading id="showcase-title" title={t.showcase.title} subtitle={t.showcase.subtitle} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {t.showcase.examples.map((example, index) => (
            <li
              key={example.name}
              className="overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-sm"
            >
              <ShowcaseMockup name={example.name} variant={index} />
              <div className="p-6">
                <p className="text-sm font-semibold text-brand-700">{example.business}</p>
                <h3 className="mt-1 text-xl font-bold">{example.name}</h3>
                <p className="mt-2 text-ink-600">{example.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {example.highlights.map((highlight) => (
                    <li key={highlight} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
                      {highlight}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="web-process-title">
        <SectionHeading id="web-process-title" title={t.process.title} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.process.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="preview-form" labelledBy="preview-form-title">
        <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-white p-6 shadow-lg sm:p-10">
          <SectionHeading
            id="preview-form-title"
            title={forms.preview.title}
            subtitle={forms.preview.subtitle}
          />
          <div className="mt-8">
            <PreviewForm lang={lang} t={forms} placement="inline" />
          </div>
        </div>
      </Section>

      <ClosingCta title={t.closing.title} text={t.closing.text}>
        <a href={PREVIEW_FORM} className={buttonClass.onDark}>
          {t.closing.button}
        </a>
      </ClosingCta>

      <Dialog
        open={popupPlan !== null}
        onClose={() => setPopupPlan(null)}
        title={forms.preview.title}
        closeLabel={forms.preview.close}
        width="max-w-2xl"
      >
        <p className="mb-5 text-ink-600">{forms.preview.subtitle}</p>
        <PreviewForm
          key={popupPlan}
          lang={lang}
          t={forms}
          placement="popup"
          note={popupPlan ? forms.preview.selectedPlan.replace("{plan}", popupPlan) : undefined}
        />
      </Dialog>
    </>
  );
}

/**
 * "od 39 900 Kč" on one line (the amount never wraps; "from" is small beside it), and on
 * Polish pages the approximate złoty figure under it.
 */
function PriceTag({ price, size, perMonth = false }: { price: PriceText; size: string; perMonth?: boolean }) {
  const { t } = useLayout();
  return (
    <div className="mt-2">
      <p className={`font-bold tracking-tight ${size}`}>
        {price.from && <span className="text-base font-semibold text-ink-600">{t.common.from} </span>}
        <span className="whitespace-nowrap">{price.amount}</span>
        {perMonth && <span className="text-base font-semibold text-ink-600"> {t.common.perMonth}</span>}
      </p>
      {price.approximate && (
        <p className="text-sm text-ink-600">
          {t.common.approximately.replace("{amount}", price.approximate)}
        </p>
      )}
    </div>
  );
}

function PlanCard({
  copy,
  price,
  perMonth = false,
  popular,
  popularLabel,
  action,
}: {
  copy: WebPlanCopy | undefined;
  price: PriceText;
  perMonth?: boolean;
  popular: boolean;
  popularLabel: string;
  action: React.ReactNode;
}) {
  if (!copy) return null;
  return (
    <li
      className={`relative flex flex-col rounded-3xl border bg-white p-6 ${
        popular ? "border-brand-600 shadow-xl ring-1 ring-brand-600" : "border-ink-200 shadow-sm"
      }`}
    >
      {popular && (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {popularLabel}
        </span>
      )}
      <h3 className="text-lg font-bold">{copy.name}</h3>
      <PriceTag price={price} perMonth={perMonth} size="text-3xl text-ink xl:text-2xl" />
      <p className="mt-3 text-ink-600">{copy.description}</p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {copy.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-ink-700">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid">{action}</div>
    </li>
  );
}

const mockupColors = [
  ["#7c2d12", "#fed7aa"],
  ["#1e3a8a", "#bfdbfe"],
  ["#14532d", "#bbf7d0"],
  ["#581c87", "#e9d5ff"],
] as const;

/** A drawn browser window in each example's colours: no screenshots to download. */
function ShowcaseMockup({ name, variant }: { name: string; variant: number }) {
  const [dark, light] = mockupColors[variant % mockupColors.length] ?? mockupColors[0];
  return (
    <div aria-hidden="true" className="bg-ink-100 p-4">
      <div className="overflow-hidden rounded-xl bg-white shadow">
        <div className="flex gap-1.5 bg-ink-200 px-3 py-2">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-green-400" />
        </div>
        <div className="px-5 py-6" style={{ background: dark, color: light }}>
          <p className="text-lg font-bold">{name}</p>
          <div className="mt-3 h-2 w-2/3 rounded" style={{ background: light, opacity: 0.6 }} />
          <div className="mt-2 h-2 w-1/2 rounded" style={{ background: light, opacity: 0.4 }} />
          <div className="mt-4 inline-block h-6 w-24 rounded-md" style={{ background: light }} />
        </div>
        <div className="grid grid-cols-3 gap-2 p-3">
          <div className="h-10 rounded" style={{ background: light }} />
          <div className="h-10 rounded" style={{ background: light }} />
          <div className="h-10 rounded" style={{ background: light }} />
        </div>
      </div>
    </div>
  );
}
