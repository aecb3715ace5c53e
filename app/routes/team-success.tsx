import { Link } from "react-router";
import { useLayout } from "~/features/layout/use-layout";
import { confirmationCopy } from "~/features/leads/sent";
import { LeadConfirmation } from "~/features/leads/sent-page";
import { noIndexMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import { buttonClass } from "~/ui/button";
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
    <section className="container-page py-16 sm:py-24">
      <LeadConfirmation
        as="page"
        copy={loaderData.copy}
        action={
          <Link to={href({ name: "team" })} className={buttonClass({ tone: "secondary" })}>
            {loaderData.back}
          </Link>
        }
      />
    </section>
  );
}
