import { data } from "react-router";
import { inquiryStatuses } from "~/domain/inquiries";
import { BULK_FORM_FIELDS, bulkAnswer, bulkChange } from "~/features/dashboard/bulk.server";
import { dashboardStaff, dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { today } from "~/features/dashboard/figures";
import { InquiriesPage } from "~/features/dashboard/inquiries-page";
import { staffMembers } from "~/features/dashboard/inquiry-cards.server";
import { ignoredDays, parseInquiryFilters } from "~/features/dashboard/inquiry-filters";
import { boardColumns, LIST_LIMIT, listInquiries } from "~/features/dashboard/inquiry-list.server";
import { parseShown } from "~/features/dashboard/paging";
import { readForm } from "~/lib/request-body.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.inquiries";

/** The board (or list) of inquiries under the filters of the address; a customer's own, read-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const viewer = await dashboardViewer(request, context.services);
  const search = readQuery(request);
  const filters = parseInquiryFilters(search);
  // Staff's board counts every column and shows its newest cards; the list the newest of all.
  const board = viewer.role === "staff" && filters.view === "board" && !filters.spam;
  const [columns, list, staff] = await Promise.all([
    board ? boardColumns(db, viewer, filters, parseShown(search.getAll("more"), inquiryStatuses)) : null,
    board ? [] : listInquiries(db, viewer, filters),
    viewer.role === "staff" ? staffMembers(db) : [],
  ]);
  const inquiries = columns ? columns.flatMap((column) => column.cards) : list;
  return data(
    {
      inquiries,
      columns: columns?.map(({ status, total, cards }) => ({ status, total, shown: cards.length })) ?? null,
      filters,
      // A day that does not exist filters nothing: the page says which filter it left out.
      ignoredDays: ignoredDays(search),
      staff,
      today: today(new Date(), viewer.timeZone),
      limit: LIST_LIMIT,
    },
    { headers: noStore },
  );
}

/** Staff's bulk changes of the list's ticked inquiries, or of all matching its filter (bulk.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await dashboardStaff(request, context.services);
  const form = await readForm(request, { maxFields: BULK_FORM_FIELDS });
  return bulkAnswer(await bulkChange(context.services, viewer, form));
}

export default function DashboardInquiries({ loaderData }: Route.ComponentProps) {
  return <InquiriesPage {...loaderData} />;
}
