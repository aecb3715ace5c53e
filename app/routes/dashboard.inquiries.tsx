import { data, redirect } from "react-router";
import { inquiryStatuses } from "~/domain/inquiries";
import { BULK_FORM_FIELDS, bulkAnswer, bulkChange } from "~/features/dashboard/bulk.server";
import { dashboardStaff, dashboardViewer, noStore } from "~/features/dashboard/dashboard.server";
import { today } from "~/features/dashboard/figures";
import { InquiriesPage } from "~/features/dashboard/inquiries-page";
import { staffMembers } from "~/features/dashboard/inquiry-cards.server";
import { ignoredDays, parseInquiryFilters } from "~/features/dashboard/inquiry-filters";
import { boardColumns, listPage, overdueCount } from "~/features/dashboard/inquiry-list.server";
import { builtInViewsFor, viewQuery, withoutEmpty } from "~/features/dashboard/list-views";
import { parsePage, parseShown } from "~/features/dashboard/paging";
import { readRefusal } from "~/features/dashboard/saved-views.server";
import { readForm } from "~/lib/request-body.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/dashboard.inquiries";

/** The board (or a page of the list) of inquiries under the filters of the address; a customer's own, read-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const viewer = await dashboardViewer(request, context.services);
  const search = readQuery(request);
  // A form sent without JavaScript names every field: the address to share keeps only the filled ones.
  const filled = withoutEmpty(search);
  if (filled.size !== search.size) {
    const { pathname } = new URL(request.url);
    throw redirect(filled.size ? `${pathname}?${filled}` : pathname, { headers: noStore });
  }
  const filters = parseInquiryFilters(search);
  // A view form sent without JavaScript and refused: why, told here once (dashboard.inquiry-views.ts).
  const { refused, forget } = readRefusal(request, context.services.config);
  const staff = viewer.role === "staff";
  // Staff's board counts every column and shows its newest cards; the list a page of all, counted.
  const board = staff && filters.view === "board" && !filters.spam;
  // The viewer's saved views come with the layout's data (the side menu lists them too).
  const [columns, list, members, overdue] = await Promise.all([
    board ? boardColumns(db, viewer, filters, parseShown(search.getAll("more"), inquiryStatuses)) : null,
    board ? null : listPage(db, viewer, filters, parsePage(search.get("page"))),
    staff ? staffMembers(db) : [],
    staff ? overdueCount(db, viewer) : null,
  ]);
  return data(
    {
      inquiries: columns ? columns.flatMap((column) => column.cards) : (list?.items ?? []),
      columns: columns?.map(({ status, total, cards }) => ({ status, total, shown: cards.length })) ?? null,
      list: list && { page: list.page, total: list.total, size: list.size, hasMore: list.hasMore },
      filters,
      // A day that does not exist filters nothing: the page says which filter it left out.
      ignoredDays: ignoredDays(search),
      staff: members,
      today: today(new Date(), viewer.timeZone),
      views: {
        builtIn: builtInViewsFor(viewer.role),
        current: viewQuery(search),
        overdue,
        refused,
      },
    },
    { headers: forget ? { ...noStore, "Set-Cookie": forget } : noStore },
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
