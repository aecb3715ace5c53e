import { data } from "react-router";
import { isSentFormSlug } from "~/domain/lead-forms";
import { NotFound } from "~/features/layout/not-found";
import { useLayout } from "~/features/layout/use-layout";
import { SentPage } from "~/features/leads/sent-page";
import { noIndexMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/sent";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { forms, notFound } = messages(requestLang(request));
  const { sent } = forms;
  // The message of each form is kept under its slug.
  if (!isSentFormSlug(params.form))
    return data({ title: notFound.meta.title, message: null }, { status: 404 });
  return {
    title: sent.title,
    message: sent[params.form],
    metaTitle: sent.metaTitle,
    backHome: sent.backHome,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta("metaTitle" in data ? data.metaTitle : data.title);
}

export default function Sent({ loaderData }: Route.ComponentProps) {
  const { href } = useLayout();
  if (!("backHome" in loaderData) || !loaderData.message) return <NotFound kind="page" />;
  return (
    <SentPage
      title={loaderData.title}
      message={loaderData.message}
      link={{ to: href({ name: "home" }), label: loaderData.backHome }}
    />
  );
}
