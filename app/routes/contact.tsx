import { ContactPage } from "~/features/contact/contact-page";
import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/contact";

export async function loader({ request }: Route.LoaderArgs) {
  const { contact, forms } = messages(requestLang(request));
  return { t: contact, forms };
}

export function action(args: Route.ActionArgs) {
  return submitLeadForm("contact", args);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "contact" },
    title: data.t.meta.title,
    description: data.t.meta.description,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage t={loaderData.t} forms={loaderData.forms} plainPost={actionData} />;
}
