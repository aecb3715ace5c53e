import { data } from "react-router";
import { dashboardStaff, dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { today } from "~/features/dashboard/figures";
import { overview } from "~/features/dashboard/figures.server";
import { parseInquiryFilters } from "~/features/dashboard/inquiry-filters";
import { listInquiries } from "~/features/dashboard/inquiry-list.server";
import { OverviewPage } from "~/features/dashboard/overview-page";
import { readForm } from "~/lib/request-body.server";
import { canonicalUuid } from "~/lib/uuid";
import { failedDeliveries, retryDelivery } from "~/platform/delivery-queue.server";
import type { Route } from "./+types/dashboard.overview";

/** Figures for everyone; for staff also his follow-ups due and what could not be delivered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const viewer = await dashboardViewer(request, context.services);
  const staff = viewer.role === "staff";
  const dueForMe = {
    ...parseInquiryFilters(new URLSearchParams()),
    view: "list" as const,
    assignee: "me",
    due: true,
  };
  const [figures, followUps, deliveries] = await Promise.all([
    overview(db, viewer),
    staff ? listInquiries(db, viewer, dueForMe) : [],
    staff ? failedDeliveries(db) : [],
  ]);
  return data(
    { figures, followUps, deliveries, today: today(new Date(), viewer.timeZone) },
    { headers: noStore },
  );
}

/** Staff: put a given-up e-mail or webhook back in its lane. */
export async function action({ request, context }: Route.ActionArgs) {
  await dashboardStaff(request, context.services);
  const form = await readForm(request);
  const lane = form.get("lane");
  const id = canonicalUuid(form.get("id"));
  if (form.get("intent") !== "retryDelivery" || (lane !== "mail" && lane !== "webhook") || !id) {
    throw data({ ok: false, error: "invalid" }, { status: 400 });
  }
  return { ok: await retryDelivery(context.services.db, lane, id), intent: "retryDelivery" as const };
}

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  return <OverviewPage {...loaderData} />;
}
