import { priceList, withCopy } from "~/content/pricing";
import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { confirmationCopy } from "~/features/leads/sent";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { withPriceText } from "~/features/web/prices";
import { WebPage } from "~/features/web/web-page";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";
import type { Route } from "./+types/web";

export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { web, forms } = messages(lang);
  const { errors, optional, phone, preview } = forms;
  const { oneTimeWeb, monthlyWeb, changes } = priceList(lang);
  // Only the preview form's strings: the other forms' copy would only weigh down the page.
  return {
    t: web,
    forms: { errors, optional, phone, preview, done: confirmationCopy(forms, "website_preview") },
    prices: {
      oneTimeWeb: withPriceText(lang, oneTimeWeb),
      monthlyWeb: withPriceText(lang, monthlyWeb),
      changes: withPriceText(lang, changes),
    },
  };
}

export function action(args: Route.ActionArgs) {
  return submitLeadForm("website_preview", args);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = rootMeta(matches);
  const url = `${root.origin}${buildPath({ name: "web" }, root.lang)}`;
  const { currency, oneTimeWeb } = priceList(root.lang);
  return seoMeta(root, {
    page: { name: "web" },
    title: data.t.meta.title,
    description: data.t.meta.description,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: data.t.hero.title,
        description: data.t.meta.description,
        url,
        provider: { "@id": `${root.origin}/#organization` },
        // lowPrice is the structured-data offer price, Mini Web's, in the page's currency
        // (docs/PRODUCT.md, Figures and prices).
        offers: {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: Math.min(...oneTimeWeb.map((plan) => plan.price)),
          highPrice: Math.max(...oneTimeWeb.map((plan) => plan.price)),
          offerCount: oneTimeWeb.length,
          offers: withCopy(oneTimeWeb, data.t.oneTime.plans).map(({ entry: plan, copy }) => ({
            "@type": "Offer",
            name: copy.name,
            price: plan.price,
            priceCurrency: currency,
            url: `${url}#pricing`,
          })),
        },
      },
    ],
  });
}

export default function Web({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WebPage t={loaderData.t} forms={loaderData.forms} prices={loaderData.prices} plainPost={actionData} />
  );
}
