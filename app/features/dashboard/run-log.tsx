import { useActionData, useFetcher } from "react-router";
import type { RunState } from "~/domain/automations";
import { countText } from "~/i18n/plural";
import { buttonClass } from "~/ui/button";
import { fill } from "../auth/fill";
import { type StepSummary, shownOutcome } from "../automations/run-view";
import type { RunStepLog, RunView } from "../automations/runs.server";
import { useDashboard } from "./dashboard-context";
import { useDates, useSavedToast } from "./desk-ui";

const stateTone: Record<RunState, string> = {
  active: "bg-sky-50 text-sky-900 ring-sky-200",
  completed: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  stopped: "bg-ink-100 text-ink-700 ring-ink-200",
  failed: "bg-red-50 text-red-900 ring-red-200",
};

export function RunStateBadge({ state }: { state: RunState }) {
  const { t } = useDashboard();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${stateTone[state]}`}
    >
      {t.runs.states[state]}
    </span>
  );
}

/** "Action: Webhook", "Delay": what a step is. */
export function useStepName() {
  const { t } = useDashboard();
  return (step: StepSummary) =>
    step.action ? `${t.stepTypes[step.type]}: ${t.actionKinds[step.action]}` : t.stepTypes[step.type];
}

/** A step's values (what it read, what came of it) as a short list. */
export function Values({ label, values }: { label: string; values: Record<string, unknown> }) {
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <div className="mt-1">
      <p className="text-xs font-semibold text-ink-600">{label}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-ink-600">{key}</dt>
            <dd className="font-mono break-all text-ink-800">
              {typeof value === "string" ? value : JSON.stringify(value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Attempt({ entry, run }: { entry: RunStepLog; run: RunView }) {
  const { t } = useDashboard();
  const r = t.runs;
  const dates = useDates();
  if (entry.outcome === "continued")
    return (
      <li className="rounded-lg border border-ink-100 p-2 text-sm text-ink">
        {fill(r.continuedBy, { name: String(entry.output.by ?? "") })}{" "}
        <time dateTime={entry.createdAt} className="text-ink-600">
          {dates.moment(entry.createdAt)}
        </time>
      </li>
    );
  const outcome = shownOutcome({ ...entry, outcome: entry.outcome }, run);
  return (
    <li className="rounded-lg border border-ink-100 p-2">
      <p className="text-sm">
        <span className={outcome === "failed" ? "font-semibold text-red-800" : "font-semibold text-ink"}>
          {r.outcomes[outcome]}
        </span>{" "}
        <span className="text-ink-600">
          {fill(r.attempt, { attempt: entry.attempt, ms: entry.durationMs })}
        </span>
      </p>
      <Values label={r.input} values={entry.input} />
      <Values label={r.output} values={entry.output} />
      {entry.error && (
        <p className="mt-1 text-xs break-words text-red-800">
          {r.error}: {entry.error}
        </p>
      )}
    </li>
  );
}

/** The retry and restart of every run on a page share one fetcher, whose answer outlives the run's item. */
const RUN_CHANGE = "run-change";

type RunChangeAnswer = { ok: boolean; intent?: string; error?: string };

/** How a run's change went, in the desk's words (null: no words of its own for a refusal). */
function useRunChangeMessage() {
  const { t } = useDashboard();
  const r = t.runs;
  return (result: RunChangeAnswer) => {
    if (result.ok)
      return result.intent === "restart"
        ? r.restarted
        : result.intent === "continue"
          ? r.continued
          : r.retried;
    return r.errors[result.error as keyof typeof r.errors] ?? null;
  };
}

/**
 * Says how a retry or restart went: called by the page that lists the runs, not by the run's item,
 * which a retried run leaves when the page shows failed runs only.
 */
export function useRunChangeToast() {
  useSavedToast(useFetcher({ key: RUN_CHANGE }), useRunChangeMessage());
}

/**
 * The same answer to a change posted without scripts (or pressed before they started, from an
 * inquiry's timeline too): the browser lands on the runs page, drawn with it, and no toast runs.
 */
export function RunChangeStatus() {
  const { t } = useDashboard();
  const message = useRunChangeMessage();
  const posted = useActionData<RunChangeAnswer>();
  if (!posted || (posted.ok && !["retry", "restart", "continue"].includes(posted.intent ?? ""))) return null;
  return (
    <p
      role="status"
      className={`rounded-2xl p-4 ${posted.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
    >
      {message(posted) ?? t.saveError}
    </p>
  );
}

/** A hidden field per value and one submit button: a run's change, posted to the runs route. */
function RunChangeForm({
  fields,
  label,
  main = false,
}: {
  fields: Record<string, string>;
  label: string;
  /** The run's main way on (continue, retry), drawn as the primary button. */
  main?: boolean;
}) {
  const { href } = useDashboard();
  const fetcher = useFetcher({ key: RUN_CHANGE });
  return (
    <fetcher.Form method="post" action={href("runs")}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass({ tone: main ? "primary" : "secondary", size: "xs" })}
      >
        {label}
      </button>
    </fetcher.Form>
  );
}

/**
 * One run: its automation and version, where it stands, its per-step log behind a disclosure,
 * for a failed run the retry from the failed step and the restart on the current version, and
 * for one asleep in a delay the end of the wait.
 */
export function RunItem({ run, lead }: { run: RunView; lead?: boolean }) {
  const { t, href } = useDashboard();
  const r = t.runs;
  const dates = useDates();
  const stepName = useStepName();
  const current = Math.min(run.stepIndex + 1, run.steps.length);
  return (
    <article className="space-y-2" aria-labelledby={`run-${run.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`run-${run.id}`} className="font-semibold text-ink">
          {fill(r.heading, { name: run.name, version: run.version })}
        </h3>
        <RunStateBadge state={run.state} />
      </div>
      <p className="text-sm text-ink-600">
        {lead && (
          <>
            <a
              href={href(`inquiries/${run.inquiryId}`)}
              className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
            >
              {run.leadEmail}
            </a>
            {" · "}
          </>
        )}
        <time dateTime={run.createdAt}>{dates.moment(run.createdAt)}</time>
        {" · "}
        {fill(r.stepOf, { step: current, count: run.steps.length })}
        {run.stopReason && ` · ${r.stopReasons[run.stopReason]}`}
      </p>
      {run.lastError && (
        <p className="text-sm break-words text-red-800">
          {r.error}: {run.lastError}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-ink-700 hover:text-brand-700">{r.log}</summary>
        <ol className="mt-2 space-y-3">
          {run.steps.map((step, index) => {
            const tries = run.log.filter((entry) => entry.stepIndex === index);
            return (
              <li key={index}>
                <p className="font-medium text-ink">
                  {fill(r.step, { n: index + 1 })}: {stepName(step)}
                </p>
                {tries.length === 0 ? (
                  <p className="text-ink-600">{run.state === "stopped" ? r.notRunEnded : r.notRun}</p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {tries.map((entry) => (
                      <Attempt key={`${entry.attempt}-${entry.createdAt}`} entry={entry} run={run} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </details>
      {run.waitingUntil && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-ink-700">
            {fill(r.waitingUntil, { time: dates.moment(run.waitingUntil) })}
          </p>
          <RunChangeForm
            fields={{ intent: "continue", run: run.id, until: run.waitingUntil }}
            label={r.continueNow}
            main
          />
        </div>
      )}
      {run.state === "failed" && (
        <div className="flex flex-wrap gap-2">
          <RunChangeForm fields={{ intent: "retry", run: run.id }} label={r.retry} main />
          <RunChangeForm
            fields={{ intent: "restart", run: run.id }}
            label={fill(r.restart, { version: run.currentVersion })}
          />
        </div>
      )}
    </article>
  );
}

/** "25 runs" / "25 běhů". */
export function useRunCount() {
  const { t, lang } = useDashboard();
  return (count: number) => fill(countText(lang, t.runs.total, count), { count });
}
