import { DemoPage } from "~/features/demo/demo-page";
import { submitDemoRequest } from "~/features/leads/demo.server";
import { issueFormToken } from "~/features/leads/form-token.server";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/demo";

/** Rendered per request (not prerendered): the form carries its signed render time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { demo, forms } = messages(requestLang(request));
  return { t: demo, forms, formToken: issueFormToken(context.services.secret) };
}

export const action = submitDemoRequest;

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "demo" },
    title: data.t.meta.title,
    description: data.t.meta.description,
  });
}

export default function Demo({ loaderData }: Route.ComponentProps) {
  return <DemoPage t={loaderData.t} forms={loaderData.forms} formToken={loaderData.formToken} />;
}
