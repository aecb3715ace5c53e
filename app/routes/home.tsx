import { servicesIn } from "~/content/services/index.server";
import { HomePage } from "~/features/home/home-page";
import { roiFeeHint } from "~/features/roi/roi";
import { faqJsonLd, rootMeta, seoMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { home, roi, faq, packages } = messages(lang);
  const services = servicesIn(lang).map(({ slug, name, tagline, oneLiner }) => ({
    slug,
    name,
    tagline,
    oneLiner,
  }));
  return { home, roi: { ...roi, feeHint: roiFeeHint(lang, roi.feeHint, packages) }, faq, services };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "home" },
    title: data.home.meta.title,
    description: data.home.meta.description,
    jsonLd: [faqJsonLd(data.faq.items)],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, roi, faq, services } = loaderData;
  return <HomePage t={home} roi={roi} faq={faq} services={services} />;
}
