import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { TeamPage } from "~/features/team/team-page";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/team";

export async function loader({ request }: Route.LoaderArgs) {
  const { team, forms } = messages(requestLang(request));
  return { t: team, forms };
}

export function action(args: Route.ActionArgs) {
  return submitLeadForm("hiring", args);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "team" },
    title: data.t.meta.title,
    description: data.t.meta.description,
  });
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamPage t={loaderData.t} forms={loaderData.forms} plainPost={actionData} />;
}
