import { Form, Link } from "react-router";
import { useLayout } from "~/features/layout/use-layout";
import { countText } from "~/i18n/plural";
import { formatMoney, formatPercent } from "~/lib/format";
import { buttonClass } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/form";
import { inquiryStatuses } from "../../domain/inquiries";
import { formOfServiceType, isLeadForm } from "../../domain/lead-forms";
import { fill } from "../auth/fill";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import { type PeriodProblem, periodOfLastDays } from "./figures";
import type { Analytics, Breakdown } from "./figures.server";
import { Panel } from "./panel";

const PRESET_DAYS = [7, 30, 90, 365] as const;

interface AnalyticsPageProps {
  /** Null when the period asked for makes no sense: `problem` says why. */
  report: Analytics | null;
  problem: PeriodProblem | null;
  asked: { from: string | null; to: string | null };
}

/**
 * /dashboard/analytics (staff): the sales leads of a period, how far they got and what the won
 * deals are worth, by campaign source, form, service and status; job applications apart.
 */
export function AnalyticsPage({ report, problem, asked }: AnalyticsPageProps) {
  const { t, lang } = useDashboard();
  const { services } = useLayout();
  const a = t.analytics;
  const period = report?.period;
  const serviceLabel = (key: string | null) => {
    if (key === null) return "—";
    const form = formOfServiceType(key);
    if (form) return t.desk.forms[form];
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
            {fill(countText(lang, a.total, report.total), { count: report.total })}
          </p>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
            <FunnelPanel funnel={report.funnel} />
            <Panel title={a.wonValue}>
              {report.wonValue.length === 0 ? (
                <p className="text-sm text-ink-600">{a.noWonValue}</p>
              ) : (
                <ul className="space-y-1">
                  {report.wonValue.map((row) => (
                    <li key={row.currency} className="text-2xl font-semibold text-ink">
                      {formatMoney(lang, row.value, row.currency)}
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <BreakdownPanel
              title={a.byStatus}
              rows={inquiryStatuses.map((status) => ({ key: status, count: report.byStatus[status] }))}
              label={(key) => t.statuses[key as keyof typeof t.statuses]}
              empty={a.empty}
              showZero
            />
            <BreakdownPanel
              title={a.bySource}
              rows={report.bySource}
              label={(key) => key ?? a.direct}
              empty={a.empty}
            />
            <BreakdownPanel
              title={a.byForm}
              rows={report.byForm}
              label={(key) => (isLeadForm(key) ? t.desk.forms[key] : "—")}
              empty={a.empty}
            />
            <BreakdownPanel
              title={a.byService}
              rows={report.byService}
              label={serviceLabel}
              empty={a.empty}
            />
          </div>
          <div className="space-y-1 text-sm text-ink-600">
            <p>{a.cohortNote}</p>
            <p>{fill(a.applications, { count: report.applications })}</p>
          </div>
        </>
      )}
    </div>
  );
}
/** The period's leads at each stage, each with its share of those that arrived. */
function FunnelPanel({ funnel }: { funnel: Analytics["funnel"] }) {
  const { t, lang } = useDashboard();
  const a = t.analytics;
  const stages = [
    { label: a.stageLeads, count: funnel.leads },
    { label: a.stageWorkedOn, count: funnel.workedOn },
    { label: a.stageWon, count: funnel.won },
  ];
  return (
    <Panel title={a.funnel}>
      <ol className="space-y-3">
        {stages.map((stage) => (
          <li key={stage.label}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="text-ink-800">{stage.label}</span>
              <span className="font-semibold text-ink">
                {stage.count}
                {funnel.leads > 0 && (
                  <span className="font-normal text-ink-600">
                    {" "}
                    ({formatPercent(lang, stage.count / funnel.leads)})
                  </span>
                )}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-ink-100">
              <div
                className="h-2 rounded-full bg-brand-600"
                style={{ width: `${funnel.leads > 0 ? (stage.count / funnel.leads) * 100 : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

interface BreakdownPanelProps {
  title: string;
  /** With `won`, each row also says how many of its leads were won, and what share. */
  rows: (Breakdown & { won?: number })[];
  label: (key: string | null) => string;
  empty: string;
  showZero?: boolean;
}

/** Counts as labelled bars; the numbers are text, the bars only decoration. */
function BreakdownPanel({ title, rows, label, empty, showZero = false }: BreakdownPanelProps) {
  const { t, lang } = useDashboard();
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
                <span className="min-w-0 break-words text-ink-800">{label(row.key)}</span>
                <span className="shrink-0 text-right font-semibold text-ink">
                  {row.count}
                  {row.won !== undefined && (
                    <span className="font-normal text-ink-600">
                      {" · "}
                      {fill(countText(lang, t.analytics.wonOf, row.won), {
                        won: row.won,
                        rate: formatPercent(lang, row.count > 0 ? row.won / row.count : 0),
                      })}
                    </span>
                  )}
                </span>
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
