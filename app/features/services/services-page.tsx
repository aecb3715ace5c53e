import { useState } from "react";
import { Link } from "react-router";
import type { ServiceContent } from "~/content/types";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { ArrowIcon, CheckIcon, ChevronIcon, ServiceIcon } from "~/ui/icons";
import { ClosingCta, PageIntro, Section } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
import type { Priced } from "../web/prices";
import { Packages } from "./packages";

interface ServicesPageProps {
  t: Messages["services"];
  packages: Messages["packages"];
  packagePrices: Priced[];
  services: ServiceContent[];
}

export function ServicesPage({ t, packages, packagePrices, services }: ServicesPageProps) {
  const { t: layout, href } = useLayout();
  return (
    <>
      <PageIntro title={t.title} subtitle={t.subtitle} />
      <Section joined>
        <ul className="divide-y divide-ink-200">
          {services.map((service) => (
            <li key={service.slug} className="py-10 first:pt-0 sm:py-14">
              <ServiceRow service={service} t={t} detailLabel={layout.cta.viewServiceDetail} />
            </li>
          ))}
        </ul>
      </Section>
      <Packages t={packages} prices={packagePrices} />
      <ClosingCta title={t.notSure.title} text={t.notSure.text}>
        <Link to={href({ name: "contact" })} className={buttonClass({ tone: "onDark" })}>
          {t.notSure.button}
        </Link>
      </ClosingCta>
    </>
  );
}

/**
 * One service as a row between rules, no box: its name and promise on the left with the link to
 * its page, the situation the visitor knows set large as a quote on the right, and how we solve it
 * under that quote. On phones the same parts stack, the link last.
 */
function ServiceRow({
  service,
  t,
  detailLabel,
}: {
  service: ServiceContent;
  t: Messages["services"];
  detailLabel: string;
}) {
  const { href } = useLayout();
  const [open, setOpen] = useState(false);
  const panelId = `solution-${service.slug}`;
  return (
    <article className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
      <div>
        <ServiceIcon slug={service.slug} className="size-8 text-brand-600" />
        <h2 className="mt-4 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {service.name}
        </h2>
        <p className="mt-2 text-lg text-pretty text-ink-600">{service.tagline}</p>
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {/* The situation the visitor knows, in their words: set as a quote, never an alert. */}
        <figure className="border-l-2 border-brand-600 pl-5 sm:pl-6">
          <figcaption className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t.problemLabel}
          </figcaption>
          <blockquote className="mt-2 text-xl font-semibold tracking-tight text-pretty text-ink sm:text-2xl">
            <p>{service.oneLiner}</p>
          </blockquote>
        </figure>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="mt-6 flex w-full items-center justify-between gap-4 border-y border-ink-200 py-3 text-left font-semibold text-brand-700 hover:text-brand-800"
        >
          {open ? t.hideSolution : t.showSolution}
          <ChevronIcon className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
        <div id={panelId} hidden={!open} className="mt-4 space-y-4">
          <ul className="space-y-2">
            {service.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 text-ink-700">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {bullet}
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-brand-50 p-4">
            <p className="text-sm font-semibold text-brand-800">{t.resultLabel}</p>
            <p className="mt-1 font-medium text-ink">{service.result}</p>
          </div>
        </div>
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <Link
          to={href({ name: "service", slug: service.slug })}
          className={buttonClass({ tone: "secondary" })}
        >
          {detailLabel}
          <ArrowIcon />
          <span className="sr-only">: {service.name}</span>
        </Link>
      </div>
    </article>
  );
}
