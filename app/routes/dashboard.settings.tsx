import { data } from "react-router";
import { timeZoneChoices } from "~/domain/time-zones";
import { changeAccount, staffSwitches } from "~/features/dashboard/account.server";
import { dashboardStaff, dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { eraseAddress } from "~/features/dashboard/privacy.server";
import { SettingsPage } from "~/features/dashboard/settings-page";
import { emailRule } from "~/features/leads/schemas";
import { requestLang } from "~/i18n/lang.server";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/dashboard.settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await dashboardViewer(request, context.services);
  const switches = viewer.role === "staff" ? await staffSwitches(context.services.db, viewer) : null;
  return data(
    {
      takesNewLeads: switches?.takesNewLeads ?? null,
      morningDigest: switches?.morningDigest ?? null,
      timeZones: timeZoneChoices(viewer.timeZone, requestLang(request), new Date()),
    },
    { headers: noStore },
  );
}

/** The viewer's own profile, lead rotation and morning digest; for staff also a privacy request for any address. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "erase" || intent === "anonymise") {
    const viewer = await dashboardStaff(request, context.services);
    const email = emailRule.safeParse(form.get("email"));
    if (!email.success) return { ok: false as const, intent, error: "invalid" as const };
    if (
      String(form.get("confirm") ?? "")
        .trim()
        .toLowerCase() !== email.data.toLowerCase()
    ) {
      return { ok: false as const, intent, error: "mismatch" as const };
    }
    return {
      ok: true as const,
      intent,
      done: await eraseAddress(context.services, viewer, email.data, intent),
    };
  }
  const viewer = await dashboardViewer(request, context.services);
  return changeAccount(context.services.db, viewer, form);
}

export default function DashboardSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage {...loaderData} />;
}
