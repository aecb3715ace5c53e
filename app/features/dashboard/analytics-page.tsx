import { Form, Link } from "react-router";
import { useLayout } from "~/features/layout/use-layout";
import { buttonClass } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/form";
import { inquiryStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import { type PeriodProblem, periodOfLastDays } from "./figures";
import type { Analytics, Breakdown } from "./figures.server";
import { Panel } from "./panel";

const PRESET_DAYS = [7, 30, 90, 365] as const;

/** The kinds of lead the `service_type` column holds besides the services' own slugs. */
const formOfServiceType = { contact: "contact", website: "website_preview", hiring: "hiring" } as const;

interface AnalyticsPageProps {
  /** Null when the period asked for makes no sense: `problem` says why. */
  report: Analytics | null;
  problem: PeriodProblem | null;
  asked: { from: string | null; to: string | null };
}

/** /dashboard/analytics (staff): the leads of a period by campaign source, by service and by status. */
export function AnalyticsPage({ report, problem, asked }: AnalyticsPageProps) {
  const { t } = useDashboard();
  const { services } = useLayout();
  const a = t.analytics;
  const period = report?.period;
  const serviceLabel = (key: string | null) => {
    if (key === null) return "—";
    if (key in formOfServiceType)
      return t.desk.forms[formOfServiceType[key as keyof typeof formOfServiceType]];
    return services.find((service) => service.slug === key)?.name ?? key;
  };

  return (
    <div className="space-y-6">
      <Panel title={a.title} description={a.intro}>
        <Form method="get" className="flex flex-wrap items-end gap-3" key={`${asked.from}/${asked.to}`}>
          {(["from", "to"] as const).map((end) => (
            <Field key={end} label={a[end]}>
              {({ id }) => (
                <input
                  id={id}
                  type="date"
                  name={end}
                  required
                  min={FIRST_DAY}
                  max={LAST_DAY}
                  defaultValue={period?.[end] ?? asked[end] ?? ""}
                  className={inputClass({ size: "sm" })}
                />
              )}
            </Field>
          ))}
          <button type="submit" className={buttonClass({ tone: "primary", size: "sm" })}>
            {a.apply}
          </button>
        </Form>
        <nav aria-label={a.presets} className="mt-4 flex flex-wrap gap-2">
          {PRESET_DAYS.map((days) => {
            const preset = periodOfLastDays(days, new Date());
            return (
              <Link
                key={days}
                to={`?from=${preset.from}&to=${preset.to}`}
                className="rounded-full border border-ink-300 px-3 py-1 text-sm font-medium text-ink-700 hover:border-brand-600 hover:text-brand-700"
              >
                {fill(a.lastDays, { days })}
              </Link>
            );
          })}
        </nav>
        {problem && (
          <div className="mt-4">
            <FormAlert message={problem === "day" ? a.invalidDay : a.invalidPeriod} />
          </div>
        )}
      </Panel>
      {report && (
        <>
          <p className="text-lg font-semibold text-ink" aria-live="polite">
            {fill(a.total, { count: report.total })}
          </p>
          <div className="grid gap-6 xl:grid-cols-3">
            <BreakdownPanel
              title={a.bySource}
              rows={report.bySource}
              label={(key) => key ?? a.direct}
              empty={a.empty}
            />
            <BreakdownPanel
              title={a.byService}
              rows={report.byService}
              label={serviceLabel}
              empty={a.empty}
            />
            <BreakdownPanel
              title={a.byStatus}
              rows={inquiryStatuses.map((status) => ({ key: status, count: report.byStatus[status] }))}
              label={(key) => t.statuses[key as keyof typeof t.statuses]}
              empty={a.empty}
              showZero
            />
          </div>
        </>
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
        <p className="text-sm text-ink-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((row) => (
            <li key={row.key ?? "(none)"}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="truncate text-ink-800">{label(row.key)}</span>
                <span className="font-semibold text-ink">{row.count}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-ink-100">
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
