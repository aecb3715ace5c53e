import { Link } from "react-router";
import type { ServiceContent } from "~/content/types";
import { ArrowIcon, ServiceIcon } from "~/ui/icons";
import { useLayout } from "../layout/use-layout";

export type ServiceCard = Pick<ServiceContent, "slug" | "name" | "tagline" | "oneLiner">;

/** The compact cards of the home page, each linking to its service detail. */
export function ServiceCardGrid({ services, linkLabel }: { services: ServiceCard[]; linkLabel: string }) {
  const { href } = useLayout();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => (
        <li key={service.slug}>
          <Link
            to={href({ name: "service", slug: service.slug })}
            className="group flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <ServiceIcon slug={service.slug} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{service.name}</h3>
            <p className="mt-2 flex-1 text-ink-600">{service.tagline}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2">
              {linkLabel} <ArrowIcon />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
