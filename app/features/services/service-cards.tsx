import { Link } from "react-router";
import type { ServiceContent } from "~/content/types";
import { ArrowIcon, ServiceIcon } from "~/ui/icons";
import { useLayout } from "../layout/use-layout";

export type ServiceCard = Pick<ServiceContent, "slug" | "name" | "tagline" | "oneLiner">;

/**
 * The home page's services as a bento grid: the first service large and dark with the problem it
 * solves, the second wide, the others compact; each card links to its service detail. On phones
 * the light cards are rows (icon beside the text), so the four do not make a long stack.
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
              className={`group h-full rounded-card border transition hover:-translate-y-0.5 hover:shadow-md ${
                featured
                  ? "flex flex-col border-transparent bg-ink-950 p-6 text-white sm:p-8"
                  : "grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 border-ink-200 bg-white p-5 hover:border-brand-200 sm:flex sm:flex-col sm:p-6"
              }`}
            >
              {/* Bare, as on the services page's rows: no tinted tile. */}
              <ServiceIcon
                slug={service.slug}
                className={`size-8 ${featured ? "text-accent-300" : "row-span-3 text-brand-600"}`}
              />
              <h3 className={`font-bold ${featured ? "mt-4 text-2xl sm:text-3xl" : "text-lg sm:mt-4"}`}>
                {service.name}
              </h3>
              <p className={featured ? "mt-2 text-lg text-ink-200" : "mt-1 text-ink-600 sm:mt-2"}>
                {service.tagline}
              </p>
              {featured && (
                <div className="flex-1">
                  <p className="mt-6 border-l-2 border-accent-400 pl-4 text-ink-300">{service.oneLiner}</p>
                </div>
              )}
              <span
                className={`mt-auto inline-flex items-center gap-1 text-sm font-semibold group-hover:gap-2 ${featured ? "pt-4 text-accent-300" : "pt-2 text-brand-700 sm:pt-4"}`}
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
