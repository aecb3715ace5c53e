import { priceList, withCopy } from "~/content/pricing";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { CheckIcon } from "~/ui/icons";
import { Section, SectionHeading } from "~/ui/section";
import { BookingButton } from "../booking/booking";
import { useLayout } from "../layout/use-layout";
import { PriceTag } from "../web/plans";
import { priceText } from "../web/prices";

/**
 * Start, Growth (most popular) and Tailored, each with its monthly price "from" in the page's
 * currency (app/content/pricing.ts); the final price follows a consultation.
 */
export function Packages({ t }: { t: Messages["packages"] }) {
  const { lang, t: layout } = useLayout();
  return (
    <Section id="packages" tone="muted" labelledBy="packages-title">
      <SectionHeading id="packages-title" title={t.title} subtitle={t.subtitle} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {withCopy(priceList(lang).packages, t.plans).map(({ entry: pkg, copy }) => {
          const popular = pkg.popular === true;
          return (
            <li
              key={pkg.id}
              className={`relative flex flex-col rounded-3xl border bg-white p-7 ${
                popular ? "border-brand-600 shadow-xl ring-1 ring-brand-600" : "border-ink-200 shadow-sm"
              }`}
            >
              {popular && (
                <span className="absolute -top-3 left-7 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  {layout.common.mostPopular}
                </span>
              )}
              <h3 className="text-xl font-bold">{copy.name}</h3>
              <p className="mt-2 text-ink-600">{copy.description}</p>
              <PriceTag price={priceText(lang, pkg)} size="mt-5 text-3xl" perMonth />
              <p className="mt-1 text-sm text-ink-600">{t.priceNote}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {copy.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-ink-700">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <BookingButton
                className={buttonClass({ tone: popular ? "primary" : "secondary", className: "mt-8" })}
              >
                {t.choose}
              </BookingButton>
            </li>
          );
        })}
      </ul>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-700">
        {t.terms.map((term) => (
          <li key={term} className="flex items-center gap-2">
            <CheckIcon className="size-4 text-brand-600" />
            {term}
          </li>
        ))}
      </ul>
    </Section>
  );
}
