import type { ShouldRevalidateFunctionArgs } from "react-router";
import { site } from "~/content/site";
import { dashboardLayout } from "~/features/dashboard/dashboard.server";
import { DashboardLayout } from "~/features/dashboard/dashboard-layout";
import { errorStatus, RequestError } from "~/features/layout/request-error";
import { SiteRequestError } from "~/features/layout/site-shell";
import { noIndexMeta } from "~/features/seo/meta";
import type { BrandFontHandle } from "~/ui/brand-font";
import type { Route } from "./+types/dashboard";

/** The board is switched on before the brand font is fetched (docs/decisions/0070). */
export const handle: BrandFontHandle = { brandFont: "after-hydration" };

/** Signed in only: without a session the server redirects home before rendering anything. */
export function loader({ request, context }: Route.LoaderArgs) {
  return dashboardLayout(request, context.services);
}

/** Each desk page has its own strings (desk-copy.ts): read again when the page changes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  return noIndexMeta(`${data?.t.title ?? "Dashboard"} | ${site.brand}`);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardLayout {...loaderData} />;
}

/**
 * A section failed: the translated error page inside the desk. The desk's own data failed: the
 * same page in the public site's frame.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) return <SiteRequestError error={error} />;
  return (
    <DashboardLayout {...loaderData}>
      <RequestError status={errorStatus(error)} />
    </DashboardLayout>
  );
}
