import { priceList } from "~/content/pricing";
import { servicesIn } from "~/content/services/index.server";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { ServicesPage } from "~/features/services/services-page";
import { withPriceText } from "~/features/web/prices";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { services, packages } = messages(lang);
  return {
    t: services,
    packages,
    packagePrices: withPriceText(lang, priceList(lang).packages),
    services: servicesIn(lang),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "services" },
    title: data.t.meta.title,
    description: data.t.meta.description,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <ServicesPage
      t={loaderData.t}
      packages={loaderData.packages}
      packagePrices={loaderData.packagePrices}
      services={loaderData.services}
    />
  );
}
