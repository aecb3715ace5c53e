import { lazy, Suspense } from "react";
import { locale } from "~/i18n/languages";
import type { Overview } from "./api-types";
import { useDashboard } from "./dashboard-context";
import { inquiryStatuses, openStatuses } from "./model";
import { Panel } from "./panel";
import { Spinner } from "./spinner";
import { useResource } from "./use-resource";

const LeadsChart = lazy(() => import("./leads-chart"));

/** Real figures: leads per month (six months), inquiries by status, templates. */
export function OverviewTab() {
  const { t, lang } = useDashboard();
  const { data, firstLoad } = useResource<Overview>("/api/dashboard/overview", t.loadError);
  if (firstLoad) return <Spinner label={t.loading} />;
  if (!data) return null;
  // The axis has room for short month names only (390 px); the table and tooltip give the year.
  const tick = new Intl.DateTimeFormat(locale[lang], { month: "short", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(locale[lang], { month: "long", year: "numeric", timeZone: "UTC" });
  const points = data.leadsPerMonth.map(({ month, count }) => {
    const date = new Date(`${month}-01T12:00:00Z`);
    return { tick: tick.format(date), label: full.format(date), count };
  });
  const o = t.overview;

  return (
    <div className="space-y-6">
      <Panel title={o.leadsTitle[data.scope]} description={o.leadsHint[data.scope]}>
        <Suspense fallback={<div className="h-64" />}>
          <LeadsChart points={points} seriesName={o.leads} />
        </Suspense>
        <table className="sr-only">
          <caption>{o.leadsTitle[data.scope]}</caption>
          <thead>
            <tr>
              <th scope="col">{o.month}</th>
              <th scope="col">{o.leads}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <Panel title={o.statusTitle[data.scope]}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {inquiryStatuses.map((status) => (
              <div
                key={status}
                className={`rounded-xl p-4 ${openStatuses.includes(status) ? "bg-brand-50" : "bg-slate-50"}`}
              >
                <dt className="text-sm font-medium text-slate-700">
                  {t.statuses[status]}
                  {openStatuses.includes(status) && (
                    <span className="block text-xs text-brand-800">{o.openLabel}</span>
                  )}
                </dt>
                <dd className="mt-1 text-3xl font-bold text-ink">{data.inquiriesByStatus[status]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={o.templatesTitle}>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="text-sm font-medium text-slate-700">{o.ownTemplates}</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{data.templates.own}</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-4">
              <dt className="text-sm font-medium text-slate-700">{o.visibleTemplates}</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{data.templates.visible}</dd>
            </div>
          </dl>
        </Panel>
      </div>
    </div>
  );
}
