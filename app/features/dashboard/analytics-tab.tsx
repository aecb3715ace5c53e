import { type FormEvent, useState } from "react";
import { buttonClass } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/form";
import { fill } from "../auth/fill";
import type { Analytics, Breakdown } from "./api-types";
import { useDashboard } from "./dashboard-context";
import { type Period, parsePeriod, periodOfLastDays } from "./figures";
import { inquiryStatuses } from "./model";
import { Panel } from "./panel";
import { Spinner } from "./spinner";
import { useResource } from "./use-resource";

const PRESET_DAYS = [7, 30, 90, 365] as const;

/** Staff only: the leads of a chosen period by UTM source, by service and by status. */
export function AnalyticsTab() {
  const { t } = useDashboard();
  const a = t.analytics;
  const [period, setPeriod] = useState<Period>(() => periodOfLastDays(30, new Date()));
  const [invalid, setInvalid] = useState(false);
  const { data, firstLoad } = useResource<Analytics>(
    `/api/dashboard/analytics?from=${period.from}&to=${period.to}`,
    t.loadError,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = parsePeriod(String(form.get("from") ?? ""), String(form.get("to") ?? ""), new Date());
    setInvalid(next === null);
    if (next) setPeriod(next);
  }

  return (
    <div className="space-y-6">
      <Panel title={a.title} description={a.intro}>
        <form
          key={`${period.from}/${period.to}`}
          onSubmit={onSubmit}
          className="flex flex-wrap items-end gap-3"
        >
          <Field label={a.from}>
            {({ id }) => (
              <input
                id={id}
                type="date"
                name="from"
                required
                defaultValue={period.from}
                className={`${inputClass} !py-2`}
              />
            )}
          </Field>
          <Field label={a.to}>
            {({ id }) => (
              <input
                id={id}
                type="date"
                name="to"
                required
                defaultValue={period.to}
                className={`${inputClass} !py-2`}
              />
            )}
          </Field>
          <button type="submit" className={`${buttonClass.primary} !py-2.5`}>
            {a.apply}
          </button>
        </form>
        <fieldset className="mt-4">
          <legend className="sr-only">{a.presets}</legend>
          <div className="flex flex-wrap gap-2">
            {PRESET_DAYS.map((days) => (
              <button
                key={days}
                type="button"
                onClick={() => {
                  setInvalid(false);
                  setPeriod(periodOfLastDays(days, new Date()));
                }}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {fill(a.lastDays, { days })}
              </button>
            ))}
          </div>
        </fieldset>
        {invalid && (
          <div className="mt-4">
            <FormAlert message={a.invalidPeriod} />
          </div>
        )}
      </Panel>
      {firstLoad ? (
        <Spinner label={t.loading} />
      ) : (
        data && (
          <>
            <p className="text-lg font-semibold text-ink" aria-live="polite">
              {fill(a.total, { count: data.total })}
            </p>
            <div className="grid gap-6 xl:grid-cols-3">
              <BreakdownPanel
                title={a.bySource}
                rows={data.bySource}
                label={(key) => key ?? a.direct}
                empty={a.empty}
              />
              <BreakdownPanel
                title={a.byService}
                rows={data.byService}
                label={(key) => key ?? "—"}
                empty={a.empty}
              />
              <BreakdownPanel
                title={a.byStatus}
                rows={inquiryStatuses.map((status) => ({ key: status, count: data.byStatus[status] }))}
                label={(key) => t.statuses[key as keyof typeof t.statuses]}
                empty={a.empty}
                showZero
              />
            </div>
          </>
        )
      )}
    </div>
  );
}

interface BreakdownPanelProps {
  title: string;
  rows: Breakdown[];
  label: (key: string | null) => string;
  empty: string;
  showZero?: boolean;
}

/** Counts as labelled bars; the numbers are text, the bars only decoration. */
function BreakdownPanel({ title, rows, label, empty, showZero = false }: BreakdownPanelProps) {
  const shown = showZero ? rows : rows.filter((row) => row.count > 0);
  const max = Math.max(1, ...shown.map((row) => row.count));
  return (
    <Panel title={title}>
      {shown.every((row) => row.count === 0) ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((row) => (
            <li key={row.key ?? "(none)"}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="truncate text-slate-800">{label(row.key)}</span>
                <span className="font-semibold text-ink">{row.count}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
                <div
                  className="h-2 rounded-full bg-brand-600"
                  style={{ width: `${(row.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
