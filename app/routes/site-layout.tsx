import { Outlet } from "react-router";
import { SiteRequestError, SiteShell } from "~/features/layout/site-shell";
import type { Route } from "./+types/site-layout";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** A refused request (or a failure) inside any page: the translated error page in the site's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteRequestError error={error} />;
}
