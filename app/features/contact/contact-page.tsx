import { localContact, site } from "~/content/site";
import type { FormsMessages, Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FormCard, PageIntro } from "~/ui/section";
import { BookingButton } from "../booking/booking";
import { useLayout } from "../layout/use-layout";
import { ContactForm } from "../leads/contact-form";

export function ContactPage({ t, forms }: { t: Messages["contact"]; forms: FormsMessages }) {
  const { t: layout, lang } = useLayout();
  const office = localContact(lang);
  return (
    <PageIntro title={t.title} subtitle={t.subtitle}>
      <div className="mt-12 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <FormCard title={forms.contact.title} subtitle={forms.contact.subtitle} className="lg:row-span-2">
          <ContactForm lang={lang} t={forms} />
        </FormCard>
        <div className="rounded-3xl border border-ink-200 bg-white p-7 shadow-sm">
          <dl className="space-y-5">
            <div>
              <dt className="text-sm font-medium text-ink-600">{t.emailLabel}</dt>
              <dd className="mt-1 text-xl font-semibold">
                <a href={`mailto:${site.email}`} className="text-brand-700 hover:underline">
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-600">{t.phoneLabel}</dt>
              <dd className="mt-1 text-xl font-semibold">
                <a href={`tel:${office.phone.e164}`} className="text-brand-700 hover:underline">
                  {office.phone.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-600">{t.companyLabel}</dt>
              <dd className="mt-1 text-ink-800">
                {site.legalName}, {layout.footer.registrationNumber} {site.registrationNumber}
                <br />
                {site.address.street}, {site.address.postalCode} {site.address.city}
              </dd>
            </div>
            {office.address !== site.address && (
              <div>
                <dt className="text-sm font-medium text-ink-600">{t.officeLabel}</dt>
                <dd className="mt-1 text-ink-800">
                  {office.address.street}, {office.address.postalCode} {office.address.city}
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-5 border-t border-ink-200 pt-5 text-ink-700">{t.responseTime}</p>
        </div>
        <div className="flex flex-col justify-between rounded-3xl bg-ink p-7 text-white">
          <div>
            <h2 className="text-2xl font-bold">{t.bookTitle}</h2>
            <p className="mt-3 text-ink-300">{t.bookText}</p>
          </div>
          <BookingButton className={buttonClass({ tone: "onDark", className: "mt-8 self-start" })}>
            {layout.cta.bookConsultation}
          </BookingButton>
        </div>
      </div>
    </PageIntro>
  );
}
