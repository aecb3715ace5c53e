import { Outlet } from "react-router";
import { SiteShell } from "~/features/layout/site-shell";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
