import Quote from "lucide-react/icons/quote";
import { Link } from "react-router";
import { fillProofLabel, heroClaimValues, proofStatValues } from "~/content/claims";
import type { Messages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { Island } from "~/ui/island";
import { ClosingCta, DarkHero, Section, SectionHeading } from "~/ui/section";
import { Timeline } from "~/ui/timeline";
import { BookingButtonIsland } from "../layout/booking-island";
import { useLayout } from "../layout/use-layout";
import { type ServiceCard, ServiceCardGrid } from "../services/service-cards";
import { LeadFlow } from "./lead-flow";

interface HomePageProps {
  t: Messages["home"];
  roi: Messages["roi"];
  faq: Messages["faq"];
  services: ServiceCard[];
}

export function HomePage({ t, roi, faq, services }: HomePageProps) {
  const { lang, t: layout, href } = useLayout();
  const claims = heroClaimValues(lang);
  const stats = proofStatValues(lang);
  return (
    <>
      <DarkHero
        glow="brand"
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        subtitle={t.hero.subtitle}
        actions={
          <div className="mt-8 flex flex-col gap-3 sm:mt-10 sm:flex-row">
            <BookingButtonIsland className={buttonClass({ tone: "onDark" })}>
              {layout.cta.bookConsultation}
            </BookingButtonIsland>
            <a href="#playground" className={buttonClass({ tone: "ghostOnDark" })}>
              {layout.cta.tryDemo}
            </a>
          </div>
        }
        visual={<LeadFlow t={t.hero.flow} />}
      >
        {/* The four figures as a strip, each after a rule: read at a glance, not four more boxes. */}
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-8 lg:mt-16 lg:grid-cols-4">
          {t.hero.claims.map((label, index) => (
            <div key={label} className="flex flex-col border-l border-white/20 pl-4 sm:pl-5">
              <dt className="text-sm text-ink-300">{label}</dt>
              <dd className="order-first text-3xl font-bold text-white sm:text-4xl">{claims[index]}</dd>
            </div>
          ))}
        </dl>
      </DarkHero>

      <Section id="playground" labelledBy="playground-title">
        <SectionHeading id="playground-title" title={t.playground.title} subtitle={t.playground.subtitle} />
        <div className="mt-8 sm:mt-12">
          <Island
            name="playground"
            props={{ lang, scenarios: t.playground.scenarios, savingsLabel: t.playground.savingsLabel }}
          />
        </div>
        <div className="mt-10 text-center">
          <Link to={href({ name: "contact" })} className={buttonClass({ tone: "primary" })}>
            {t.playground.cta}
          </Link>
        </div>
      </Section>

      <Section id="process" tone="muted" labelledBy="process-title">
        <SectionHeading id="process-title" title={t.howItWorks.title} subtitle={t.howItWorks.subtitle} />
        <div className="mt-8 sm:mt-12">
          <Timeline steps={t.howItWorks.steps} />
        </div>
      </Section>

      <Section labelledBy="services-title">
        <SectionHeading id="services-title" title={t.services.title} subtitle={t.services.subtitle} />
        <div className="mt-8 sm:mt-12">
          <ServiceCardGrid services={services} linkLabel={layout.cta.viewServiceDetail} />
        </div>
        <div className="mt-10 text-center">
          <Link to={href({ name: "services" })} className={buttonClass({ tone: "secondary" })}>
            {layout.cta.viewAllServices}
          </Link>
        </div>
      </Section>

      <Section tone="muted" labelledBy="proof-title">
        <SectionHeading id="proof-title" title={t.proof.title} subtitle={t.proof.subtitle} />
        <dl className="mt-8 grid gap-x-6 gap-y-6 sm:mt-12 sm:grid-cols-2 lg:grid-cols-4">
          {t.proof.stats.map((label, index) => (
            <div key={label} className="flex flex-col border-t-2 border-brand-600 pt-3">
              <dt className="text-sm text-ink-700 sm:text-base">{fillProofLabel(lang, label)}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
                {stats[index]}
              </dd>
              <dd className="mt-1 text-xs text-ink-600">
                {fillProofLabel(lang, t.proof.statSources[index] ?? "")}
              </dd>
            </div>
          ))}
        </dl>
        <Commitments items={t.proof.commitments} />
      </Section>

      <Section id="roi" labelledBy="roi-title">
        <SectionHeading id="roi-title" title={roi.title} subtitle={roi.subtitle} />
        <div className="mt-8 sm:mt-12">
          <Island name="roi" props={{ lang, t: roi }} />
        </div>
      </Section>

      <Section id="faq" tone="muted" labelledBy="faq-title">
        <SectionHeading id="faq-title" title={faq.title} />
        <div className="mx-auto mt-10 max-w-3xl">
          <Island name="faq" props={{ lang, items: faq.items }} />
        </div>
      </Section>

      <ClosingCta title={t.closing.title} text={t.closing.text}>
        <BookingButtonIsland className={buttonClass({ tone: "onDark" })}>
          {layout.cta.bookConsultation}
        </BookingButtonIsland>
      </ClosingCta>
    </>
  );
}

/**
 * The agency's own promises as pull quotes: the first one large, the others beside it. Each
 * promise's name stands above it like a label, no person: these are commitments, not testimonials.
 */
function Commitments({ items }: { items: Messages["home"]["proof"]["commitments"] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:mt-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-x-12 lg:gap-y-8">
      {items.map((item, index) =>
        index === 0 ? (
          <li key={item.title} className="rounded-card bg-white p-6 shadow-sm sm:p-10 lg:row-span-4">
            <Quote aria-hidden="true" focusable="false" className="size-9 text-brand-600" strokeWidth={1.5} />
            <h3 className="mt-4 text-sm font-bold tracking-wide text-brand-700 uppercase">{item.title}</h3>
            <p className="mt-3 text-xl font-semibold tracking-tight text-balance text-ink sm:text-3xl">
              {item.text}
            </p>
          </li>
        ) : (
          // The other two beside the large one, centred as a pair.
          <li
            key={item.title}
            className={`border-l-4 border-brand-600 pl-5 lg:col-start-2 ${index === 1 ? "lg:row-start-2" : "lg:row-start-3"}`}
          >
            <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{item.title}</h3>
            <p className="mt-2 text-lg font-medium text-pretty text-ink-800">{item.text}</p>
          </li>
        ),
      )}
    </ul>
  );
}
