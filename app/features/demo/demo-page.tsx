import { Link } from "react-router";
import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FormCard, PageIntro } from "~/ui/section";
import { BookingButton } from "../booking/booking";
import { useLayout } from "../layout/use-layout";
import { DemoForm } from "../leads/demo-form";

export function DemoPage({
  t,
  forms,
  formToken,
}: {
  t: Messages["demo"];
  forms: FormsMessages;
  formToken: string;
}) {
  const { t: layout, href } = useLayout();
  return (
    <PageIntro title={t.title} subtitle={t.subtitle}>
      <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <FormCard title={forms.demo.title}>
          <DemoForm t={forms} formToken={formToken} />
        </FormCard>
        <ol className="space-y-4">
          {t.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-5">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h2 className="text-lg font-semibold">{step.title}</h2>
                <p className="mt-1 text-ink-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <BookingButton className={buttonClass({ tone: "primary" })}>
          {layout.cta.bookConsultation}
        </BookingButton>
        <Link to={href({ name: "contact" })} className={buttonClass({ tone: "secondary" })}>
          {layout.cta.contactUs}
        </Link>
      </div>
    </PageIntro>
  );
}
