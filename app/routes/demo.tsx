import { freshField, isPrerendering } from "~/content/fresh-fields.server";
import { DemoPage } from "~/features/demo/demo-page";
import { issueFormToken } from "~/features/leads/form-token.server";
import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/demo";

/**
 * The form carries its signed render time (the 3-second rule): prerendered with a placeholder
 * that the server fills in for each visitor (fresh-fields.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { demo, forms } = messages(requestLang(request));
  const formToken = isPrerendering(context)
    ? freshField.formToken()
    : issueFormToken(context.services.secret);
  return { t: demo, forms, formToken };
}

export function action(args: Route.ActionArgs) {
  return submitLeadForm("demo", args);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "demo" },
    title: data.t.meta.title,
    description: data.t.meta.description,
  });
}

export default function Demo({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DemoPage
      t={loaderData.t}
      forms={loaderData.forms}
      formToken={loaderData.formToken}
      plainPost={actionData}
    />
  );
}
