/**
 * Bulk work on the inquiry list (docs/decisions/0054-bulk-actions.md): a box on each row and on
 * the page, Shift-click for a range, "all matching this filter", and the bar that assigns, sets a
 * status, keeps as spam or restores, and exports them. The boxes belong to the bar's form, so
 * without JavaScript the form posts the ticked ids; with it the changes go through a fetcher and
 * the count is told as it changes.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { inquiryStatuses } from "~/domain/inquiries";
import { countText } from "~/i18n/plural";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form";
import { fill } from "../auth/fill";
import type { BulkResult } from "./bulk.server";
import { useDashboard } from "./dashboard-context";
import { filtersToSearch, type InquiryFilters } from "./inquiry-filters";
import { noSelection, pageState, type Selection, tick, tickPage } from "./selection";

/** The list's selection, shared by its boxes and the bar. */
export interface BulkSelection {
  formId: string;
  /** The page's rows, in the order shown: Shift-click's ranges run along it. */
  rows: string[];
  selection: Selection;
  setSelection(next: Selection): void;
  /** Every inquiry matching the filter, not only the ticked ones. */
  all: boolean;
  setAll(all: boolean): void;
  /** Whether scripts run: until then the boxes are the browser's own and nothing is counted. */
  live: boolean;
}

/** A selection for the list's rows; another filter or page starts it afresh. */
export function useBulkSelection(rows: string[]): BulkSelection {
  const view = useLocation().search;
  const formId = useId();
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [all, setAll] = useState(false);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Another address (filter, page) is another list: what was ticked on the last one is let go.
  useEffect(() => {
    setSelection(noSelection);
    setAll(false);
  }, [view]);
  return { formId, rows, selection, setSelection, all, setAll, live };
}

/**
 * A list's tick box, the header's and each row's: a block centred in the 20 px line of the text
 * beside it. Inline, a box sat on the text's baseline, 2 px above the line's middle.
 */
const tickBox = "my-0.5 block size-4 accent-brand-600";

/** The header box: the page's rows ticked or cleared at once, indeterminate when some are. */
export function PageBox({ bulk }: { bulk: BulkSelection }) {
  const { t } = useDashboard();
  const box = useRef<HTMLInputElement>(null);
  const state = bulk.all ? "all" : pageState(bulk.selection, bulk.rows);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === "some";
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={t.desk.bulk.selectPage}
      checked={state === "all"}
      disabled={bulk.all}
      onChange={(event) => bulk.setSelection(tickPage(bulk.selection, bulk.rows, event.target.checked))}
      className={tickBox}
    />
  );
}

/** A row's box, named by its lead; Shift ticks or clears the range from the last box clicked. */
export function RowBox({ bulk, id, lead }: { bulk: BulkSelection; id: string; lead: string }) {
  const { t } = useDashboard();
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={bulk.formId}
      aria-label={fill(t.desk.bulk.selectOne, { name: lead })}
      checked={bulk.all || bulk.selection.ids.has(id)}
      disabled={bulk.all}
      // React reads a box's change from its click, whose Shift key tells a range.
      onChange={(event) =>
        bulk.setSelection(
          tick(
            bulk.selection,
            bulk.rows,
            id,
            event.target.checked,
            (event.nativeEvent as MouseEvent).shiftKey === true,
          ),
        )
      }
      className={tickBox}
    />
  );
}

/** The bar over the list: what is selected, and what to do with it. */
export function BulkBar({
  bulk,
  filters,
  matching,
  staff,
}: {
  bulk: BulkSelection;
  filters: InquiryFilters;
  /** How many inquiries match the filter: the list's total, not only its page. */
  matching: number;
  staff: { id: string; name: string }[];
}) {
  const { t, lang, viewer } = useDashboard();
  const b = t.desk.bulk;
  const location = useLocation();
  const fetcher = useFetcher<BulkResult>();
  const posted = useActionData() as BulkResult | undefined;
  const result = fetcher.data ?? posted;
  const action = `${location.pathname}${location.search}`;
  const assigneeId = useId();
  const statusId = useId();
  const busy = fetcher.state !== "idle";
  const { setSelection, setAll } = bulk;
  // A change made: the rows show it now, and the selection has done its work.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setSelection(noSelection);
      setAll(false);
    }
  }, [fetcher.state, fetcher.data, setSelection, setAll]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // The export is a file: the browser posts it and downloads the answer.
    if (submitter?.hasAttribute("formaction")) return;
    event.preventDefault();
    // Once at a time; the buttons stay enabled, as a disabled one would drop the keyboard's focus.
    if (busy) return;
    fetcher.submit(new FormData(event.currentTarget, submitter), { method: "post", action });
  }

  // Only the rows shown are posted: a ticked row that left the list is not counted.
  const count = bulk.all ? matching : bulk.rows.filter((id) => bulk.selection.ids.has(id)).length;
  const told =
    !bulk.live || count === 0
      ? b.hint
      : fill(countText(lang, bulk.all ? b.allSelected : b.selected, count), { count });
  const isStaff = viewer.role === "staff";
  const control = inputClass({ size: "sm", width: "auto" });
  const secondary = buttonClass({ tone: "secondary", size: "xs" });
  return (
    <section aria-label={b.label} className="mt-4 rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-200">
      <form
        id={bulk.formId}
        method="post"
        action={action}
        onSubmit={submit}
        aria-busy={busy}
        className="flex flex-wrap items-center gap-x-4 gap-y-3"
      >
        <input type="hidden" name="filter" value={filtersToSearch({ ...filters, view: "list" })} />
        <p aria-live="polite" className="w-full text-sm font-semibold text-ink-800">
          {told}
        </p>
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <input
            type="checkbox"
            name="all"
            value="1"
            checked={bulk.all}
            onChange={(event) => bulk.setAll(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          {fill(countText(lang, b.selectMatching, matching), { count: matching })}
        </label>
        {bulk.live && count > 0 && (
          <button
            type="button"
            onClick={() => {
              bulk.setSelection(noSelection);
              bulk.setAll(false);
            }}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {b.clear}
          </button>
        )}
        <div className="flex w-full flex-wrap items-center gap-2">
          {isStaff && !filters.spam && (
            <>
              {/* Each label stays beside its select and button when the bar wraps on a phone. */}
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={assigneeId} className="text-sm text-ink-800">
                  {b.assignTo}
                </label>
                <select id={assigneeId} name="assignee" defaultValue={viewer.id} className={control}>
                  <option value={viewer.id}>{b.me}</option>
                  {staff
                    .filter((member) => member.id !== viewer.id)
                    .map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                  <option value="">{b.nobody}</option>
                </select>
                <button type="submit" name="operation" value="assign" className={secondary}>
                  {b.assign}
                </button>
              </div>
              <div className="flex flex-wrap items-center gap-2 sm:ml-2">
                <label htmlFor={statusId} className="text-sm text-ink-800">
                  {b.status}
                </label>
                <select id={statusId} name="status" className={control}>
                  {inquiryStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t.statuses[status]}
                    </option>
                  ))}
                </select>
                <button type="submit" name="operation" value="status" className={secondary}>
                  {b.setStatus}
                </button>
              </div>
            </>
          )}
          {isStaff && (
            <button
              type="submit"
              name="operation"
              value={filters.spam ? "restore" : "spam"}
              className={`${secondary} sm:ml-2`}
            >
              {filters.spam ? b.restore : b.spam}
            </button>
          )}
          <button
            type="submit"
            formAction="/dashboard/inquiries.csv"
            formMethod="post"
            className={`${secondary} sm:ml-auto`}
          >
            {b.export}
          </button>
        </div>
        {result && (
          <p
            role={result.ok ? "status" : "alert"}
            className={`w-full text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}
          >
            {result.ok ? resultText(result, lang, b) : fill(b.errors[result.error], { max: result.max ?? 0 })}
          </p>
        )}
      </form>
    </section>
  );
}

/** "12 inquiries changed · 3 were like that already · 2 skipped (not allowed)". */
function resultText(
  result: Extract<BulkResult, { ok: true }>,
  lang: Parameters<typeof countText>[0],
  b: ReturnType<typeof useDashboard>["t"]["desk"]["bulk"],
) {
  const part = (text: typeof b.changed, count: number) => fill(countText(lang, text, count), { count });
  return [
    part(b.changed, result.changed),
    result.unchanged > 0 && part(b.unchanged, result.unchanged),
    result.skipped > 0 && part(b.skipped, result.skipped),
  ]
    .filter(Boolean)
    .join(" · ");
}
