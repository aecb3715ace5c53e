import { Link } from "react-router";
import type { ServiceContent, Tool } from "~/content/types";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { HeadlineText } from "~/ui/headline-text";
import { CheckIcon, ServiceIcon } from "~/ui/icons";
import { Island } from "~/ui/island";
import { ClosingCta, Section, SectionHeading } from "~/ui/section";
import { Timeline } from "~/ui/timeline";
import { BookingButtonIsland } from "../layout/booking-island";
import { useLayout } from "../layout/use-layout";
import { ServiceFlow } from "./service-flow";
import { ToolList } from "./tool-list";

export function ServiceDetailPage({
  service,
  tools,
  t,
}: {
  service: ServiceContent;
  tools: Tool[];
  t: Messages["serviceDetail"];
}) {
  const { lang, t: layout, href } = useLayout();
  const contact = href({ name: "contact" });
  // An island (on a page hydrated as islands, 0092): its props are what JSON carries.
  return (
    <>
      <section className="bg-ink-950 py-12 text-white sm:py-20">
        <div className="container-page lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] lg:items-center lg:gap-12">
          <div>
            <Link
              to={href({ name: "services" })}
              className="text-sm font-medium text-brand-200 hover:text-white"
            >
              ← {layout.cta.backToServices}
            </Link>
            {/* The icon bare in the accent, as on the services page's rows: no tinted tile. */}
            <ServiceIcon slug={service.slug} className="mt-8 size-8 text-accent-300 sm:mt-10" />
            <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tighter text-balance sm:text-5xl">
              <HeadlineText text={service.name} />
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-pretty text-ink-300 sm:text-xl">{service.tagline}</p>
            <div className="mt-8 max-w-3xl border-l-2 border-accent-400 pl-5">
              <p className="text-sm font-semibold text-accent-300">{t.resultLabel}</p>
              <p className="mt-1 text-lg text-white">{service.result}</p>
            </div>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <BookingButtonIsland className={buttonClass({ tone: "onDark" })}>
                {layout.cta.getDemo48h}
              </BookingButtonIsland>
              <Link to={contact} className={buttonClass({ tone: "ghostOnDark" })}>
                {layout.cta.contactUs}
              </Link>
            </div>
          </div>
          <div className="hidden justify-center lg:flex">
            <ServiceFlow slug={service.slug} />
          </div>
        </div>
      </section>

      <Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">{t.perfectFor}</h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {service.forWho.map((who) => (
                <li
                  key={who}
                  className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800"
                >
                  {who}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold">{t.whatYouGet}</h2>
            <ul className="mt-5 space-y-3">
              {service.deliverables.map((item) => (
                <li key={item} className="flex gap-3 text-ink-700">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="process-title">
        <SectionHeading id="process-title" title={t.process} />
        <div className="mt-8 sm:mt-10">
          <Timeline
            steps={service.process.map((step) => ({
              title: step.title,
              text: step.description,
              time: step.time,
            }))}
          />
        </div>
      </Section>

      <Section labelledBy="integrations-title">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-center">
          <SectionHeading id="integrations-title" title={t.integrations} />
          <ToolList tools={tools} />
        </div>
      </Section>

      <Section tone="muted" labelledBy="demo-title">
        <SectionHeading id="demo-title" title={t.demo} />
        <div className="mt-10">
          <Island name="serviceDemo" props={{ slug: service.slug, lang }} />
        </div>
      </Section>

      <Section labelledBy="examples-title">
        <SectionHeading id="examples-title" title={t.realExamples} />
        {/* Short stories under a rule each, no boxes: one list on phones, three columns from md up. */}
        <ul className="mt-6 grid gap-x-10 sm:mt-10 md:grid-cols-3">
          {service.useCases.map((useCase) => (
            <li
              key={useCase.title}
              className="border-t border-ink-200 py-5 md:border-t-2 md:border-brand-600"
            >
              <h3 className="font-semibold">{useCase.title}</h3>
              <p className="mt-2 text-ink-600">{useCase.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta title={t.closing.title} text={t.closing.text}>
        <BookingButtonIsland className={buttonClass({ tone: "onDark" })}>
          {layout.cta.getDemo48h}
        </BookingButtonIsland>
        <Link to={contact} className={buttonClass({ tone: "ghostOnDark" })}>
          {layout.cta.contactUs}
        </Link>
      </ClosingCta>
    </>
  );
}
