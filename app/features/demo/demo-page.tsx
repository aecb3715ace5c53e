import { Link } from "react-router";
import type { FormsMessages } from "~/i18n/messages/forms-types";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { useOpenBooking } from "../booking/booking";
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
  const openBooking = useOpenBooking();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <div className="container-page">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t.title}</h1>
          <p className="mt-5 text-lg text-slate-700">{t.subtitle}</p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section
            aria-labelledby="demo-form-title"
            className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm"
          >
            <h2 id="demo-form-title" className="mb-6 text-2xl font-bold">
              {forms.demo.title}
            </h2>
            <DemoForm t={forms} formToken={formToken} />
          </section>
          <ol className="space-y-4">
            {t.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h2 className="text-lg font-semibold">{step.title}</h2>
                  <p className="mt-1 text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={openBooking} className={buttonClass.primary}>
            {layout.cta.bookDemo}
          </button>
          <Link to={href({ name: "contact" })} className={buttonClass.secondary}>
            {layout.cta.contactUs}
          </Link>
        </div>
      </div>
    </section>
  );
}
