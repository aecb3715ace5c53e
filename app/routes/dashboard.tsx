import { site } from "~/content/site";
import { dashboardLayout } from "~/features/dashboard/dashboard.server";
import { DashboardLayout } from "~/features/dashboard/dashboard-layout";
import { noIndexMeta } from "~/features/seo/meta";
import type { Route } from "./+types/dashboard";

/** Signed in only: without a session the server redirects home before rendering anything. */
export function loader({ request, context }: Route.LoaderArgs) {
  return dashboardLayout(request, context.services);
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
