import { site } from "~/content/site";
import { addressLine, localOffice } from "~/domain/company";
import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { Island } from "~/ui/island";
import { FormCard, PageIntro } from "~/ui/section";
import { BookingButtonIsland } from "../layout/booking-island";
import { useLayout } from "../layout/use-layout";
import type { LeadActionData } from "../leads/pipeline.server";

export function ContactPage({
  t,
  forms,
  plainPost,
}: {
  t: Messages["contact"];
  forms: FormsMessages;
  /** The page's action data after a plain browser post. */
  plainPost?: LeadActionData;
}) {
  const { t: layout, lang, company } = useLayout();
  const office = localOffice(company, lang);
  const { address } = company.main;
  return (
    <PageIntro title={t.title} subtitle={t.subtitle}>
      <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <FormCard title={forms.contact.title} subtitle={forms.contact.subtitle} className="lg:row-span-2">
          <Island name="contactForm" props={{ lang, t: forms, plainPost }} />
        </FormCard>
        {/* The ways to reach us as a plain list between rules beside the form: facts, not another card. */}
        <div>
          <dl className="divide-y divide-ink-200 border-y border-ink-200">
            <div className="py-4">
              <dt className="text-sm font-medium text-ink-600">{t.emailLabel}</dt>
              <dd className="mt-1 text-xl font-semibold">
                <a href={`mailto:${company.email}`} className="text-brand-700 hover:underline">
                  {company.email}
                </a>
              </dd>
            </div>
            <div className="py-4">
              <dt className="text-sm font-medium text-ink-600">{t.phoneLabel}</dt>
              <dd className="mt-1 text-xl font-semibold">
                <a
                  href={`tel:${office.phone.e164}`}
                  className="whitespace-nowrap text-brand-700 hover:underline"
                >
                  {office.phone.display}
                </a>
              </dd>
            </div>
            <div className="py-4">
              <dt className="text-sm font-medium text-ink-600">{t.companyLabel}</dt>
              <dd className="mt-1 text-ink-800">
                {site.legalName}, {layout.footer.registrationNumber} {company.registrationNumber}
                <br />
                {addressLine(address)}
              </dd>
            </div>
            {office !== company.main && (
              <div className="py-4">
                <dt className="text-sm font-medium text-ink-600">{layout.footer.officeLabel}</dt>
                <dd className="mt-1 text-ink-800">{addressLine(office.address)}</dd>
              </div>
            )}
          </dl>
          <p className="mt-4 text-ink-700">{t.responseTime}</p>
        </div>
        <div className="flex flex-col justify-between rounded-3xl bg-ink p-7 text-white">
          <div>
            <h2 className="text-2xl font-bold">{t.bookTitle}</h2>
            <p className="mt-3 text-ink-300">{t.bookText}</p>
          </div>
          <BookingButtonIsland className={buttonClass({ tone: "onDark", className: "mt-8 self-start" })}>
            {layout.cta.bookConsultation}
          </BookingButtonIsland>
        </div>
      </div>
    </PageIntro>
  );
}
