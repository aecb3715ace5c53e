import { data } from "react-router";
import { dashboardStaff } from "~/features/dashboard/dashboard.server";
import { exportAddress } from "~/features/dashboard/privacy.server";
import { emailRule } from "~/features/leads/schemas";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.privacy-export";

/** Staff: everything stored about one e-mail address (?email=), as a JSON download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardStaff(request, context.services);
  const email = emailRule.safeParse(readQuery(request).get("email") ?? "");
  if (!email.success) throw data(null, { status: 400 });
  const stored = await exportAddress(context.services, viewer, email.data);
  return new Response(JSON.stringify(stored, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
