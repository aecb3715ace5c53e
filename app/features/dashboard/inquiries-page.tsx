import { useId } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { locale } from "~/domain/languages";
import { countText } from "~/i18n/plural";
import { buttonClass } from "~/ui/button";
import { FormAlert, inputClass } from "~/ui/form";
import { HydratedLater } from "~/ui/hydrated-later";
import { landedConfirmed } from "../auth/confirmed-landing";
import { fill } from "../auth/fill";
import { BulkBar, useBulkSelection } from "./bulk-bar";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";
import { FiltersPanel } from "./filters-panel";
import { type ColumnCount, InquiryBoard } from "./inquiry-board";
import type { InquiryCard } from "./inquiry-cards.server";
import { type dayFilters, filtersToSearch, type InquiryFilters } from "./inquiry-filters";
import { InquiryList, restoreKey } from "./inquiry-list";
import { focusNextInquiry, ShortcutsHelp, useKeyboardShortcuts } from "./keyboard-shortcuts";
import { type ListViews, ListViewsNav, SavedViewsPanel } from "./list-views-panel";
import { Pager } from "./pager";
import { Panel } from "./panel";

interface InquiriesPageProps {
  inquiries: InquiryCard[];
  /** The board's columns: each status's true count and how many of its cards are shown. */
  columns: ColumnCount[] | null;
  /** The list's page: which one, of how many rows in all. */
  list: { page: number; total: number; size: number; hasMore: boolean } | null;
  filters: InquiryFilters;
  /** Day filters of the address that name no day of the calendar, left out. */
  ignoredDays: { field: (typeof dayFilters)[number]; value: string }[];
  staff: { id: string; name: string }[];
  today: string;
  views: ListViews;
}

/** /dashboard/inquiries: staff work a board (or list) of every lead; a customer reads his own. */
export function InquiriesPage(props: InquiriesPageProps) {
  const { viewer, t, lang } = useDashboard();
  const d = t.desk;
  const { filters, inquiries, list, columns } = props;
  const staff = viewer.role === "staff";
  const total = columns ? columns.reduce((sum, column) => sum + column.total, 0) : (list?.total ?? 0);
  // Told here, not by the list: restoring the last post kept as spam empties the list away.
  useSavedToast(useFetcher({ key: restoreKey }), (result) => (result.ok ? d.toasts.saved : null));
  const bulk = useBulkSelection(inquiries.map((card) => card.id));
  const shortcuts = useKeyboardShortcuts("list", (shortcut) => {
    if (shortcut === "next" || shortcut === "previous") focusNextInquiry(shortcut === "next" ? 1 : -1);
  });
  return (
    <div className="space-y-6">
      <DoneNotice />
      <Panel
        title={filters.spam ? d.board.spamTitle : d.board.title}
        description={
          filters.spam
            ? d.board.spamIntro
            : !staff
              ? d.board.introUser
              : columns
                ? d.board.introStaff
                : d.board.introStaffList
        }
        actions={
          <HydratedLater>
            <div className="flex flex-wrap items-center gap-2">
              <ShortcutsHelp page="list" open={shortcuts.help} onOpenChange={shortcuts.setHelp} />
              {staff && <ViewSwitch filters={filters} />}
            </div>
          </HydratedLater>
        }
      >
        {/* What is above the board is hydrated after it: its handles first. */}
        <HydratedLater>
          <ListViewsNav views={props.views} />
          {staff && <FiltersPanel {...props} />}
          <SavedViewsPanel views={props.views} />
        </HydratedLater>
        {props.ignoredDays.map(({ field, value }) => (
          <div key={field} className="mt-4">
            <FormAlert message={fill(d.filters.ignoredDay, { value, field: d.filters[field] })} />
          </div>
        ))}
        <p id="inquiry-count" className="mt-4 text-sm text-ink-600" aria-live="polite">
          {list && total > 0 ? (
            <ListRange list={list} />
          ) : (
            fill(countText(lang, d.board.count, total), { count: total })
          )}
        </p>
        {total === 0 ? (
          <p className="py-10 text-center text-ink-600">{filters.spam ? d.board.spamEmpty : d.board.empty}</p>
        ) : columns ? (
          <InquiryBoard inquiries={inquiries} columns={columns} today={props.today} />
        ) : (
          <>
            <BulkBar bulk={bulk} filters={filters} matching={total} staff={props.staff} />
            <InquiryList inquiries={inquiries} today={props.today} spam={filters.spam} bulk={bulk} />
          </>
        )}
        {list && <Pager page={{ ...list, items: inquiries }} param="page" label={d.board.pages} />}
      </Panel>
      {staff && (
        <HydratedLater>
          <CsvExport filters={filters} />
        </HydratedLater>
      )}
    </div>
  );
}

/** "51–100 of 10,000 inquiries": the rows of this page and the count of all. */
function ListRange({ list }: { list: NonNullable<InquiriesPageProps["list"]> }) {
  const { t, lang } = useDashboard();
  const number = new Intl.NumberFormat(locale[lang]);
  const from = (list.page - 1) * list.size + 1;
  const to = Math.min(list.total, list.page * list.size);
  return fill(countText(lang, t.desk.board.range, list.total), {
    from: number.format(from),
    to: number.format(to),
    total: number.format(list.total),
  });
}

function ViewSwitch({ filters }: { filters: InquiryFilters }) {
  const { t } = useDashboard();
  const d = t.desk.board;
  const link = (view: InquiryFilters["view"]) => (
    <Link
      to={filtersToSearch({ ...filters, view, spam: false })}
      aria-current={filters.view === view && !filters.spam ? "page" : undefined}
      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-ink-700 aria-[current=page]:bg-white aria-[current=page]:text-ink aria-[current=page]:shadow-sm"
    >
      {view === "board" ? d.board : d.list}
    </Link>
  );
  return (
    <nav aria-label={d.views} className="flex rounded-xl bg-ink-100 p-1">
      {link("board")}
      {link("list")}
    </nav>
  );
}

/** The current view as a spreadsheet, with the separator the viewer's Excel expects. */
function CsvExport({ filters }: { filters: InquiryFilters }) {
  const { t, lang } = useDashboard();
  const csv = t.desk.csv;
  const id = useId();
  const hidden = [...new URLSearchParams(filtersToSearch({ ...filters, view: "list" }))];
  return (
    <Panel title={csv.title}>
      <form method="get" action="/dashboard/inquiries.csv" className="flex flex-wrap items-end gap-3">
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* May be narrower than the select's longest choice: a 320 px screen has no room for it. */}
        <div className="min-w-0">
          <label htmlFor={id} className="block text-sm font-medium text-ink-800">
            {csv.delimiter}
          </label>
          <select
            id={id}
            name="delimiter"
            defaultValue={lang === "en" ? "comma" : "semicolon"}
            className={inputClass({ size: "sm", width: "auto", className: "mt-1" })}
          >
            <option value="semicolon">{csv.semicolon}</option>
            <option value="comma">{csv.comma}</option>
          </select>
        </div>
        <button type="submit" className={buttonClass({ tone: "secondary", size: "sm" })}>
          {csv.download}
        </button>
      </form>
    </Panel>
  );
}

/**
 * What was just done, as the address says: a privacy request (the inquiry page sends staff here
 * afterwards) or the account's e-mail confirmed (its link lands here).
 */
function DoneNotice() {
  const { t } = useDashboard();
  const [search] = useSearchParams();
  const done = search.get("privacy")
    ? fill(t.desk.privacy.done, {
        inquiries: search.get("inquiries") ?? "0",
        emails: search.get("emails") ?? "0",
        account: search.get("account") === "1" ? t.desk.inquiry.yes : t.desk.inquiry.no,
      })
    : landedConfirmed(search)
      ? t.desk.board.confirmed
      : null;
  if (!done) return null;
  return (
    <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
      {done}
    </p>
  );
}
