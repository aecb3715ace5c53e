import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { languages } from "~/domain/languages";
import { salesLeadForms } from "~/domain/lead-forms";
import { useLayout } from "~/features/layout/use-layout";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form";
import { inquiryStatuses } from "../../domain/inquiries";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import type { InquiryFilters } from "./inquiry-filters";
import { withoutEmpty } from "./list-views";

/** The filters switched on and off, each a box in the form ("due=1"). */
const toggles = ["due", "overdue", "week", "replied", "spam"] as const;

/** The filters, in the address: a plain GET form, sent again on each change once JavaScript runs. */
export function FiltersPanel({
  filters,
  staff,
}: {
  filters: InquiryFilters;
  staff: { id: string; name: string }[];
}) {
  const { t } = useDashboard();
  const { services } = useLayout();
  const f = t.desk.filters;
  const submit = useSubmit();
  const id = useId();
  // Sent without the fields left empty, so the address to share names only the filters that filter.
  const apply = (form: HTMLFormElement) =>
    submit(
      withoutEmpty(
        new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])),
      ),
      {
        method: "get",
        replace: true,
        preventScrollReset: true,
      },
    );
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    // Typing in the search box waits for Enter; the lists and boxes apply at once.
    if ((event.target as HTMLElement).getAttribute("type") === "search") return;
    apply(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
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
    filters.overdue ||
    filters.week ||
    filters.replied ||
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
        onSubmit={onSubmit}
        aria-label={f.title}
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
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
          salesLeadForms.map((form) => ({ value: form, label: t.desk.forms[form] })),
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
          {toggles.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                name={name}
                value="1"
                defaultChecked={filters[name]}
                className="size-4 accent-brand-600"
              />
              {f[name]}
            </label>
          ))}
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
