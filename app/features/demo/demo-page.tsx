import { packageForBudget } from "~/content/pricing";
import { visitorCurrency } from "~/domain/languages";
import { budgets } from "~/domain/lead-forms";
import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { formatMoney } from "~/lib/format";
import { buttonClass } from "~/ui/button";
import { Island } from "~/ui/island";
import { FormCard, PageIntro } from "~/ui/section";
import { Timeline } from "~/ui/timeline";
import { BookingButtonIsland } from "../layout/booking-island";
import { useLayout } from "../layout/use-layout";
import type { LeadActionData } from "../leads/pipeline.server";

export function DemoPage({
  t,
  forms,
  formToken,
  plainPost,
}: {
  t: Messages["demo"];
  forms: FormsMessages;
  formToken: string;
  /** The page's action data after a plain browser post. */
  plainPost?: LeadActionData;
}) {
  const { t: layout, href, lang, services } = useLayout();
  // Each choice names a package and its price from the one price list, as the package cards do.
  const budgetLabel = (budget: (typeof budgets)[number]) => {
    const pkg = packageForBudget(lang, budget);
    const price = formatMoney(lang, pkg.price, visitorCurrency[lang]);
    return `${forms.demo.budgets[budget]} – ${layout.common.from} ${price} ${layout.common.perMonth}`;
  };
  return (
    <PageIntro title={t.title} subtitle={t.subtitle}>
      <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <FormCard title={forms.demo.title}>
          <Island
            name="demoForm"
            props={{
              lang,
              t: forms,
              formToken,
              plainPost,
              services: services.map((service) => ({ value: service.slug, label: service.name })),
              budgets: budgets.map((budget) => ({ value: budget, label: budgetLabel(budget) })),
              homeHref: href({ name: "home" }),
            }}
          />
        </FormCard>
        {/* What happens after the form, as numbered steps down the column beside it: no boxes. */}
        <div className="lg:pt-8">
          <Timeline direction="down" titleAs="h2" steps={t.steps} />
        </div>
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <BookingButtonIsland className={buttonClass({ tone: "primary" })}>
          {layout.cta.bookConsultation}
        </BookingButtonIsland>
        <a href={href({ name: "contact" })} className={buttonClass({ tone: "secondary" })}>
          {layout.cta.contactUs}
        </a>
      </div>
    </PageIntro>
  );
}
