import { data } from "react-router";
import { serviceIn } from "~/content/services/index.server";
import { toolsWithLogos } from "~/content/services/tool-logos.server";
import { NotFound } from "~/features/layout/not-found";
import { noIndexMeta, rootMeta, seoMeta, serviceJsonLd } from "~/features/seo/meta";
import { ServiceDetailPage } from "~/features/services/service-detail-page";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import type { Route } from "./+types/service";

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { serviceDetail, serviceNotFound } = messages(lang);
  const service = serviceIn(lang, params.slug);
  if (!service)
    return data(
      { service: null, tools: [], t: serviceDetail, notFoundTitle: serviceNotFound.title },
      { status: 404 },
    );
  return {
    service,
    tools: toolsWithLogos(service.integrations),
    t: serviceDetail,
    notFoundTitle: serviceNotFound.title,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  if (!data.service) return noIndexMeta(data.notFoundTitle);
  const page = { name: "service", slug: data.service.slug } as const;
  return seoMeta(root, {
    page,
    title: data.service.metaTitle,
    description: data.service.metaDescription,
    jsonLd: [
      serviceJsonLd(root.origin, `${root.origin}${buildPath(page, root.lang)}`, data.service, root.lang),
    ],
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  if (!loaderData.service) return <NotFound kind="service" />;
  return <ServiceDetailPage service={loaderData.service} tools={loaderData.tools} t={loaderData.t} />;
}
