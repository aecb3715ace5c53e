import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { site } from "~/content/site";
import { requirePageViewer } from "~/features/auth/session.server";
import type { DashboardData } from "~/features/dashboard/dashboard-context";
import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { noIndexMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { accountMessages } from "~/i18n/messages.server";
import type { Route } from "./+types/dashboard";

/** Signed in only: without a session the server redirects to / before rendering anything. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePageViewer(request, context.services);
  const lang = requestLang(request);
  const { dashboard, validation, auth } = accountMessages(lang);
  const page: DashboardData = {
    viewer,
    lang,
    t: dashboard,
    validation,
    authErrors: auth.errors,
    phoneInput: auth.phoneInput,
    optionalLabel: auth.optional,
  };
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Switching tabs only changes ?tab=: the page's data stays (each tab loads its own). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta(`${data?.t.title ?? "Dashboard"} | ${site.brand}`);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
