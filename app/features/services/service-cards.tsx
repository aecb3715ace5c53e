import { Link } from "react-router";
import type { ServiceContent } from "~/content/types";
import { ArrowIcon, ServiceIcon } from "~/ui/icons";
import { useLayout } from "../layout/use-layout";

export type ServiceCard = Pick<ServiceContent, "slug" | "name" | "tagline" | "oneLiner">;

/**
 * The home page's services as a bento grid: the first service large and dark with the problem it
 * solves, the second wide, the others compact; each card links to its service detail.
 */
export function ServiceCardGrid({ services, linkLabel }: { services: ServiceCard[]; linkLabel: string }) {
  const { href } = useLayout();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:grid-rows-2">
      {services.map((service, index) => {
        const featured = index === 0;
        return (
          <li
            key={service.slug}
            className={featured ? "sm:col-span-2 lg:row-span-2" : index === 1 ? "lg:col-span-2" : ""}
          >
            <Link
              to={href({ name: "service", slug: service.slug })}
              className={`group flex h-full flex-col rounded-card border p-6 transition hover:-translate-y-0.5 hover:shadow-md ${
                featured
                  ? "border-transparent bg-ink-950 text-white sm:p-8"
                  : "border-ink-200 bg-white hover:border-brand-200"
              }`}
            >
              <span
                className={`grid size-12 place-items-center rounded-control ${featured ? "bg-white/10 text-accent-300" : "bg-brand-50 text-brand-700"}`}
              >
                <ServiceIcon slug={service.slug} />
              </span>
              <h3 className={`mt-4 font-bold ${featured ? "text-2xl sm:text-3xl" : "text-lg"}`}>
                {service.name}
              </h3>
              <p className={`mt-2 ${featured ? "text-lg text-ink-200" : "text-ink-600"}`}>
                {service.tagline}
              </p>
              {featured && (
                <div className="flex-1">
                  <p className="mt-6 border-l-2 border-accent-400 pl-4 text-ink-300">{service.oneLiner}</p>
                </div>
              )}
              <span
                className={`mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold group-hover:gap-2 ${featured ? "text-accent-300" : "text-brand-700"}`}
              >
                {linkLabel} <ArrowIcon />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
