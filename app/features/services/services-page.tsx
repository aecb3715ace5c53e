import { Link } from "react-router";
import type { ServiceContent } from "~/content/types";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { ArrowIcon, ServiceIcon } from "~/ui/icons";
import { Island } from "~/ui/island";
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
  const { lang, href } = useLayout();
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
        <Island
          name="serviceSolution"
          props={{
            lang,
            slug: service.slug,
            labels: { show: t.showSolution, hide: t.hideSolution, result: t.resultLabel },
            bullets: service.bullets,
            result: service.result,
          }}
        />
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
