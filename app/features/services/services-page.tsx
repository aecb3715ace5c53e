import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import { useState } from "react";
import { Link } from "react-router";
import type { ServiceContent } from "~/content/types";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { ArrowIcon, CheckIcon, ChevronIcon, ServiceIcon } from "~/ui/icons";
import { ClosingCta, PageIntro, Section } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
import { Packages } from "./packages";

interface ServicesPageProps {
  t: Messages["services"];
  packages: Messages["packages"];
  services: ServiceContent[];
}

export function ServicesPage({ t, packages, services }: ServicesPageProps) {
  const { t: layout, href } = useLayout();
  return (
    <>
      <PageIntro centered title={t.title} subtitle={t.subtitle} />
      <Section joined>
        <ul className="grid gap-6 lg:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceOverviewCard service={service} t={t} detailLabel={layout.cta.viewServiceDetail} />
            </li>
          ))}
        </ul>
      </Section>
      <Packages t={packages} />
      <ClosingCta title={t.notSure.title} text={t.notSure.text}>
        <Link to={href({ name: "contact" })} className={buttonClass({ tone: "onDark" })}>
          {t.notSure.button}
        </Link>
      </ClosingCta>
    </>
  );
}

function ServiceOverviewCard({
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
    <article className="flex h-full flex-col rounded-3xl border border-ink-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon slug={service.slug} />
        </span>
        <div>
          <h2 className="text-xl font-bold">{service.name}</h2>
          <p className="text-ink-600">{service.tagline}</p>
        </div>
      </div>
      {/* The situation the visitor knows, in their words: a quiet aside, never an alert. */}
      <div className="mt-5 flex gap-3 rounded-2xl bg-ink-50 p-4 sm:mt-6">
        <MessageSquareQuote
          aria-hidden="true"
          focusable="false"
          className="mt-0.5 size-5 shrink-0 text-brand-600"
          strokeWidth={1.75}
        />
        <div>
          <p className="text-sm font-semibold text-ink">{t.problemLabel}</p>
          <p className="mt-1 text-ink-700">{service.oneLiner}</p>
        </div>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="mt-5 flex items-center justify-between rounded-xl px-1 py-2 text-left font-semibold text-brand-700 hover:text-brand-800"
      >
        {open ? t.hideSolution : t.showSolution}
        <ChevronIcon className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="mt-2 space-y-4">
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
      <div className="mt-auto pt-6">
        <Link
          to={href({ name: "service", slug: service.slug })}
          className={buttonClass({ tone: "secondary" })}
        >
          <ServiceIcon slug={service.slug} className="size-5" />
          {detailLabel}
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}
