import { data } from "react-router";
import { isSentFormSlug, leadFormBySlug } from "~/domain/lead-forms";
import { NotFound } from "~/features/layout/not-found";
import { useLayout } from "~/features/layout/use-layout";
import { LeadConfirmationPage } from "~/features/leads/confirmation-page";
import { confirmationCopy } from "~/features/leads/sent";
import { noIndexMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/sent";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { forms, notFound } = messages(requestLang(request));
  const { sent } = forms;
  const form = leadFormBySlug(params.form);
  if (!isSentFormSlug(params.form) || !form)
    return data({ title: notFound.meta.title, copy: null }, { status: 404 });
  return { copy: confirmationCopy(forms, form), metaTitle: sent.metaTitle, backHome: sent.backHome };
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta("metaTitle" in data ? data.metaTitle : data.title);
}

export default function Sent({ loaderData }: Route.ComponentProps) {
  const { href } = useLayout();
  if (!("backHome" in loaderData) || !loaderData.copy) return <NotFound kind="page" />;
  return (
    <LeadConfirmationPage
      copy={loaderData.copy}
      next={{ to: href({ name: "home" }), label: loaderData.backHome, main: true }}
    />
  );
}
