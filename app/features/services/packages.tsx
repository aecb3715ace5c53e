import { withCopy } from "~/content/pricing";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { CheckIcon } from "~/ui/icons";
import { Section, SectionHeading } from "~/ui/section";
import { BookingButtonIsland } from "../layout/booking-island";
import { useLayout } from "../layout/use-layout";
import { PlanTable } from "../web/plans";
import type { Priced } from "../web/prices";

/**
 * Start, Growth (most popular) and Tailored, each with its monthly price "from" in the page's
 * currency (app/content/pricing.ts), compared in one table as the web page's plans are; the final
 * price follows a consultation. The prices come with their text from the loader (withPriceText).
 */
export function Packages({ t, prices }: { t: Messages["packages"]; prices: Priced[] }) {
  const { t: layout } = useLayout();
  return (
    <Section id="packages" tone="muted" labelledBy="packages-title">
      <SectionHeading id="packages-title" title={t.title} subtitle={t.subtitle} />
      <div className="mt-8 sm:mt-12">
        <PlanTable
          perMonth
          labels={layout.common}
          plans={withCopy(prices, t.plans).map(({ entry: pkg, copy }) => ({
            id: pkg.id,
            copy,
            price: pkg.text,
            popular: pkg.popular === true,
            action: (
              <BookingButtonIsland className={buttonClass({ tone: pkg.popular ? "primary" : "secondary" })}>
                {t.choose}
              </BookingButtonIsland>
            ),
          }))}
        />
      </div>
      {/* Said once for the three prices, under the table. */}
      <p className="mt-6 text-center text-sm text-pretty text-ink-600">{t.priceNote}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-700">
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
