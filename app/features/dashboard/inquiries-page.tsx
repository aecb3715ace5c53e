import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ChangeEvent, useId, useState } from "react";
import { Form, Link, useFetcher, useFetchers, useSearchParams, useSubmit } from "react-router";
import { languages } from "~/domain/languages";
import { leadFormNames } from "~/domain/lead-forms";
import { useLayout } from "~/features/layout/use-layout";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClass } from "~/ui/button";
import { FormAlert, inputClass } from "~/ui/form";
import { GripIcon } from "~/ui/icons";
import { type InquiryStatus, inquiryStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { columnByColumn, columnUnderCard } from "./board-moves";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import { FollowUpBadge, leadLabel, StatusBadge, useDates, useSavedToast } from "./desk-ui";
import type { InquiryCard } from "./inquiries.server";
import { type dayFilters, filtersToSearch, type InquiryFilters } from "./inquiry-filters";
import { Panel } from "./panel";

/** The fetcher that restores posts kept as spam, shared by the list's rows and the page's toast. */
const restoreKey = "restore-from-spam";

interface InquiriesPageProps {
  inquiries: InquiryCard[];
  filters: InquiryFilters;
  /** Day filters of the address that name no day of the calendar, left out. */
  ignoredDays: { field: (typeof dayFilters)[number]; value: string }[];
  staff: { id: string; name: string }[];
  today: string;
  limit: number;
}

/** /dashboard/inquiries: staff work a board (or list) of every lead; a customer reads his own. */
export function InquiriesPage(props: InquiriesPageProps) {
  const { viewer, t } = useDashboard();
  const d = t.desk;
  const { filters, inquiries, limit } = props;
  const staff = viewer.role === "staff";
  const board = staff && filters.view === "board" && !filters.spam;
  // Told here, not by the list: restoring the last post kept as spam empties the list away.
  useSavedToast(useFetcher({ key: restoreKey }), (result) => (result.ok ? d.toasts.saved : null));
  return (
    <div className="space-y-6">
      <PrivacyDone />
      <Panel
        title={filters.spam ? d.board.spamTitle : d.board.title}
        description={filters.spam ? d.board.spamIntro : staff ? d.board.introStaff : d.board.introUser}
        actions={staff && <ViewSwitch filters={filters} />}
      >
        {staff && <Filters {...props} />}
        {props.ignoredDays.map(({ field, value }) => (
          <div key={field} className="mt-4">
            <FormAlert message={fill(d.filters.ignoredDay, { value, field: d.filters[field] })} />
          </div>
        ))}
        <p className="mt-4 text-sm text-ink-600" aria-live="polite">
          {fill(d.board.count, { count: inquiries.length })}
          {inquiries.length >= limit && ` ${fill(d.board.limited, { limit })}`}
        </p>
        {inquiries.length === 0 ? (
          <p className="py-10 text-center text-ink-600">{filters.spam ? d.board.spamEmpty : d.board.empty}</p>
        ) : board ? (
          <Board inquiries={inquiries} today={props.today} />
        ) : (
          <InquiryList inquiries={inquiries} today={props.today} spam={filters.spam} />
        )}
      </Panel>
      {staff && <CsvExport filters={filters} />}
    </div>
  );
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

/** The filters, in the address: a plain GET form, sent again on each change once JavaScript runs. */
function Filters({ filters, staff }: InquiriesPageProps) {
  const { t } = useDashboard();
  const { services } = useLayout();
  const f = t.desk.filters;
  const submit = useSubmit();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    // Typing in the search box waits for Enter; the lists and boxes apply at once.
    if ((event.target as HTMLElement).getAttribute("type") === "search") return;
    submit(event.currentTarget, { replace: true, preventScrollReset: true });
  };
  const select = (
    name: string,
    label: string,
    value: string | null,
    options: { value: string; label: string }[],
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        defaultValue={value ?? ""}
        className={inputClass({ size: "sm", className: "mt-1" })}
      >
        <option value="">{f.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  const active =
    [
      filters.q,
      filters.form,
      filters.service,
      filters.assignee,
      filters.lang,
      filters.from,
      filters.to,
      filters.status,
    ].some(Boolean) ||
    filters.due ||
    filters.spam;
  // Folded until used, so a phone shows the inquiries first; once open, it stays open while the
  // filters change (setting the last one back to "all" included) until it is folded by hand.
  const [open, setOpen] = useState(active);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-ink-200 p-3"
    >
      <summary className="cursor-pointer text-sm font-semibold text-ink">{f.title}</summary>
      <Form
        method="get"
        onChange={onChange}
        aria-label={f.title}
        className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        {filters.view === "list" && <input type="hidden" name="view" value="list" />}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-ink-800">
            {f.search}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={f.searchHint}
            className={inputClass({ size: "sm", className: "mt-1" })}
          />
        </div>
        {select(
          "form",
          f.form,
          filters.form,
          leadFormNames.map((form) => ({ value: form, label: t.desk.forms[form] })),
        )}
        {select(
          "service",
          f.service,
          filters.service,
          services.map((service) => ({ value: service.slug, label: service.name })),
        )}
        {select("assignee", f.assignee, filters.assignee, [
          { value: "me", label: f.me },
          { value: "none", label: f.unassigned },
          ...staff.map((member) => ({ value: member.id, label: member.name })),
        ])}
        {select(
          "lang",
          f.language,
          filters.lang,
          languages.map((lang) => ({ value: lang, label: t.desk.languages[lang] })),
        )}
        {filters.view === "list" &&
          select(
            "status",
            f.status,
            filters.status,
            inquiryStatuses.map((status) => ({ value: status, label: t.statuses[status] })),
          )}
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-ink-800">
            {f.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            min={FIRST_DAY}
            max={LAST_DAY}
            defaultValue={filters.from ?? ""}
            className={inputClass({ size: "sm", className: "mt-1" })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-ink-800">
            {f.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            name="to"
            min={FIRST_DAY}
            max={LAST_DAY}
            defaultValue={filters.to ?? ""}
            className={inputClass({ size: "sm", className: "mt-1" })}
          />
        </div>
        <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-2 sm:col-span-2">
          <legend className="sr-only">{f.title}</legend>
          <label className="flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              name="due"
              value="1"
              defaultChecked={filters.due}
              className="size-4 accent-brand-600"
            />
            {f.due}
          </label>
          <label className="flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              name="spam"
              value="1"
              defaultChecked={filters.spam}
              className="size-4 accent-brand-600"
            />
            {f.spam}
          </label>
          <button type="submit" className={buttonClass({ tone: "primary", size: "sm" })}>
            {f.apply}
          </button>
          <Link
            to={filters.view === "list" ? "?view=list" : "?"}
            className="py-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {f.clear}
          </Link>
        </fieldset>
      </Form>
    </details>
  );
}

/** The status a card shows: the one a move in flight is taking it to, else the stored one. */
function useOptimisticStatuses(inquiries: InquiryCard[]) {
  const moving = new Map<string, InquiryStatus>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (form?.get("intent") === "status")
      moving.set(String(form.get("id")), form.get("status") as InquiryStatus);
  }
  return inquiries.map((card) => ({ ...card, status: moving.get(card.id) ?? card.status }));
}

function Board({ inquiries, today }: { inquiries: InquiryCard[]; today: string }) {
  const { t, href } = useDashboard();
  const d = t.desk.board;
  const cards = useOptimisticStatuses(inquiries);
  const mover = useFetcher({ key: "board-move" });
  useSavedToast(mover, (result) => (result.ok ? t.desk.toasts.statusUpdated : null));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const nameOf = (id: unknown) => {
    const card = cards.find((item) => item.id === id);
    return card ? leadLabel(card) : "";
  };
  const statusName = (id: unknown) => t.statuses[id as InquiryStatus] ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => fill(d.announce.picked, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? fill(d.announce.over, { name: nameOf(active.id), status: statusName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? fill(d.announce.dropped, { name: nameOf(active.id), status: statusName(over.id) })
        : fill(d.announce.cancelled, { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => fill(d.announce.cancelled, { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cards.find((item) => item.id === active.id);
    if (!card || !over || over.id === card.status) return;
    mover.submit(
      { intent: "status", id: card.id, status: String(over.id) },
      { method: "post", action: href(`inquiries/${card.id}`) },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: d.dragHint } }}
    >
      <ul aria-label={d.columnsLabel} className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {inquiryStatuses.map((status) => (
          <Column
            key={status}
            status={status}
            cards={cards.filter((card) => card.status === status)}
            today={today}
          />
        ))}
      </ul>
    </DndContext>
  );
}

function Column({ status, cards, today }: { status: InquiryStatus; cards: InquiryCard[]; today: string }) {
  const { t } = useDashboard();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = useId();
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`min-h-40 rounded-2xl p-3 transition-colors ${isOver ? "bg-brand-50 ring-2 ring-brand-300" : "bg-ink-50"}`}
    >
      <h3
        id={headingId}
        className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-ink-800"
      >
        {t.statuses[status]}
        <span className="rounded-full bg-white px-2 text-xs text-ink-600 ring-1 ring-ink-200">
          {cards.length}
        </span>
      </h3>
      {cards.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-ink-500">{t.desk.board.emptyColumn}</p>
      ) : (
        <ul className="space-y-2">
          {cards.map((card) => (
            <BoardCard key={card.id} card={card} today={today} />
          ))}
        </ul>
      )}
    </li>
  );
}

function BoardCard({ card, today }: { card: InquiryCard; today: string }) {
  const { t, href } = useDashboard();
  // Cards move once the page's script runs; until then the handle says so by being off.
  const hydrated = useHydrated();
  const dates = useDates();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: card.id });
  const name = leadLabel(card);
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`relative rounded-xl border border-ink-200 bg-white p-3 shadow-sm ${isDragging ? "z-10 shadow-lg ring-2 ring-brand-400" : ""}`}
    >
      <div className="flex items-start gap-2">
        <Link
          to={href(`inquiries/${card.id}`)}
          className="min-w-0 flex-1 font-semibold break-words text-ink hover:text-brand-700 hover:underline"
        >
          {name}
        </Link>
        <button
          type="button"
          {...attributes}
          {...listeners}
          disabled={!hydrated}
          aria-label={fill(t.desk.card.move, { name })}
          className="-m-1 cursor-grab touch-none rounded-lg p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink active:cursor-grabbing"
        >
          <GripIcon />
        </button>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {t.desk.forms[card.form]} · {dates.moment(card.createdAt)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <FollowUpBadge followUpOn={card.followUpOn} today={today} />
        {card.duplicates > 0 && (
          <span className="inline-flex rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200">
            {fill(t.desk.card.duplicates, { count: card.duplicates })}
          </span>
        )}
      </div>
      <p className="mt-2 text-xs text-ink-600">{card.assignee?.name ?? t.desk.card.unassigned}</p>
    </li>
  );
}

function InquiryList({ inquiries, today, spam }: { inquiries: InquiryCard[]; today: string; spam: boolean }) {
  const { t, href, viewer } = useDashboard();
  // One fetcher for every row: a restored row leaves the list while its answer is still due.
  const restorer = useFetcher({ key: restoreKey });
  const dates = useDates();
  const c = t.desk.columns;
  const staff = viewer.role === "staff";
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-ink-200 text-ink-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.lead}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.form}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.status}
            </th>
            {staff && (
              <th scope="col" className="py-2 pr-4 font-medium">
                {spam ? t.desk.inquiry.status : c.assignee}
              </th>
            )}
            {staff && !spam && (
              <th scope="col" className="py-2 pr-4 font-medium">
                {c.followUp}
              </th>
            )}
            <th scope="col" className="py-2 font-medium">
              {c.received}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {inquiries.map((card) => (
            <tr key={card.id}>
              <td className="py-2.5 pr-4">
                <Link
                  to={href(`inquiries/${card.id}`)}
                  className="font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {leadLabel(card)}
                </Link>
                {staff && card.name && <span className="block text-ink-600">{card.email}</span>}
              </td>
              <td className="py-2.5 pr-4">{t.desk.forms[card.form]}</td>
              <td className="py-2.5 pr-4">
                <StatusBadge status={card.status} />
              </td>
              {staff && (
                <td className="py-2.5 pr-4">
                  {spam ? (
                    <RestoreButton card={card} fetcher={restorer} />
                  ) : (
                    (card.assignee?.name ?? t.desk.card.unassigned)
                  )}
                </td>
              )}
              {staff && !spam && (
                <td className="py-2.5 pr-4">
                  <FollowUpBadge followUpOn={card.followUpOn} today={today} />
                </td>
              )}
              <td className="py-2.5 whitespace-nowrap">{dates.moment(card.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A spam post that is a real lead: back into the pipeline with one click. */
function RestoreButton({ card, fetcher }: { card: InquiryCard; fetcher: ReturnType<typeof useFetcher> }) {
  const { t, href } = useDashboard();
  return (
    <fetcher.Form
      method="post"
      action={href(`inquiries/${card.id}`)}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-ink-600">{card.spamReason && t.desk.card.spamReasons[card.spamReason]}</span>
      <button
        type="submit"
        name="intent"
        value="restore"
        disabled={fetcher.state !== "idle"}
        aria-label={`${t.desk.inquiry.restore}: ${leadLabel(card)}`}
        className={buttonClass({ tone: "secondary", size: "xs" })}
      >
        {t.desk.inquiry.restore}
      </button>
    </fetcher.Form>
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
        <div>
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

/** What a privacy request just did (the inquiry page sends the visitor here afterwards). */
function PrivacyDone() {
  const { t } = useDashboard();
  const [search] = useSearchParams();
  if (!search.get("privacy")) return null;
  return (
    <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
      {fill(t.desk.privacy.done, {
        inquiries: search.get("inquiries") ?? "0",
        emails: search.get("emails") ?? "0",
        account: search.get("account") === "1" ? t.desk.inquiry.yes : t.desk.inquiry.no,
      })}
    </p>
  );
}
