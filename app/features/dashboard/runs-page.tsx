import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/form";
import { runStates } from "../../domain/automations";
import type { RunsView } from "../automations/runs.server";
import { useDashboard } from "./dashboard-context";
import { Pager } from "./pager";
import { Panel } from "./panel";
import { RunChangeStatus, RunItem, useRunChangeToast, useRunCount } from "./run-log";

/**
 * /dashboard/runs (staff): every automation run, newest first, filtered by state and automation,
 * each with its per-step log and, when it failed, a retry (docs/decisions/0057-runs-on-the-desk.md).
 */
export function RunsPage({ filter, total, runs, automations }: RunsView) {
  const { t } = useDashboard();
  const r = t.runs;
  const runCount = useRunCount();
  useRunChangeToast();
  const label = "flex flex-col gap-1 text-sm font-medium text-ink-700";
  return (
    <div className="space-y-6">
      <Panel title={r.title} description={r.intro}>
        <RunChangeStatus />
        <Form method="get" aria-label={r.filters} className="flex flex-wrap items-end gap-3">
          <label className={label}>
            {r.state}
            <select name="state" defaultValue={filter.state ?? ""} className={inputClass({ size: "sm" })}>
              <option value="">{r.anyState}</option>
              {runStates.map((state) => (
                <option key={state} value={state}>
                  {r.states[state]}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            {r.automation}
            <select
              name="automation"
              defaultValue={filter.automationId ?? ""}
              className={inputClass({ size: "sm" })}
            >
              <option value="">{r.anyAutomation}</option>
              {automations.map((automation) => (
                <option key={automation.id} value={automation.id}>
                  {automation.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass({ tone: "secondary", size: "sm" })}>
            {r.filter}
          </button>
        </Form>
      </Panel>
      <Panel title={runCount(total)}>
        {runs.items.length === 0 ? (
          <p className="text-ink-600">{r.empty}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {runs.items.map((run) => (
              <li key={run.id} className="py-4 first:pt-0 last:pb-0">
                <RunItem run={run} lead />
              </li>
            ))}
          </ul>
        )}
        <Pager page={runs} param="page" label={r.pages} />
      </Panel>
    </div>
  );
}
