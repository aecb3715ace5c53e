import { useLayout } from "~/features/layout/use-layout";
import { LeadConfirmationPage } from "~/features/leads/confirmation-page";
import { confirmationCopy } from "~/features/leads/sent";
import { noIndexMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/team-success";

/** Where the hiring form's JavaScript-free post lands: /team/success/{lang} (docs/PRODUCT.md, Pages). */
export async function loader({ request }: Route.LoaderArgs) {
  const { forms } = messages(requestLang(request));
  return {
    copy: confirmationCopy(forms, "hiring"),
    metaTitle: forms.sent.metaTitle,
    back: forms.hiring.backToAssignment,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta(data.metaTitle);
}

export default function TeamSuccess({ loaderData }: Route.ComponentProps) {
  const { href } = useLayout();
  return (
    <LeadConfirmationPage
      copy={loaderData.copy}
      next={{ to: href({ name: "team" }), label: loaderData.back, main: false }}
    />
  );
}
