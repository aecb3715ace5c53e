import { useId } from "react";
import { formatPercent } from "~/lib/format";
import type { DemoProps } from "./deferred-demo";
import { Announcement, StartButton } from "./demo-ui";
import {
  ADVANCE_CHANCE,
  closedLeads,
  type decisionStages,
  LEAD_COUNT,
  leadsPerStage,
  pipeline,
  pipelineStages,
} from "./pipeline";
import { useSimulation } from "./use-simulation";

const CLOSED = pipelineStages.length - 1;
type DecisionStage = (typeof decisionStages)[number];
/** Lead, stage track, stage name: the same columns for the header and every row. */
const columns = "sm:grid-cols-[12rem_minmax(0,1fr)_8.5rem]";

export function PipelineDemo({ lang, copy }: DemoProps) {
  const t = copy.pipeline;
  const [state, send] = useSimulation(pipeline);
  const id = useId();
  const running = state.status === "running";
  const closed = closedLeads(state);
  const lost = state.lostLeads.length;
  const perStage = leadsPerStage(state);

  const announcement =
    state.status === "done"
      ? t.finished(closed, lost, LEAD_COUNT, state.ticks)
      : running && state.ticks > 0
        ? t.roundSummary(state.ticks, state.movedLeads.length, closed, lost, LEAD_COUNT)
        : running
          ? t.running
          : "";

  return (
    <div>
      <p className="max-w-3xl text-ink-700">{t.intro(formatPercent(lang, ADVANCE_CHANCE))}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
        <StartButton running={running} onStart={() => send({ type: "start" })}>
          {running ? t.running : state.status === "done" ? t.startAgain : t.start}
        </StartButton>
        <p className="font-semibold text-emerald-800" data-figure="closed">
          {t.closed(closed, LEAD_COUNT)}
        </p>
        <p className="font-semibold text-ink-600" data-figure="lost">
          {t.lost(lost)}
        </p>
        <p className="text-ink-600 tabular-nums">{t.round(state.ticks)}</p>
      </div>

      <div aria-hidden="true" className={`mt-6 hidden gap-x-4 px-3 sm:grid ${columns}`}>
        <span />
        <span className="grid grid-cols-5 gap-1">
          {t.stages.map((stage, index) => (
            <span key={stage} className="truncate text-xs font-medium text-ink-600">
              {stage} ({perStage[index]})
            </span>
          ))}
        </span>
      </div>
      <h3 id={`${id}-leads`} className="sr-only">
        {t.leadsLabel}
      </h3>
      <ol aria-labelledby={`${id}-leads`} className="mt-4 space-y-2 sm:mt-2">
        {t.leads.map((lead, index) => {
          const stage = state.leadStages[index] ?? 0;
          const moved = state.movedLeads.includes(index);
          const lostHere = state.lostLeads.includes(index);
          return (
            <li
              key={lead.name}
              className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 rounded-xl border px-3 py-2 transition-colors ${columns} ${
                moved
                  ? "border-brand-500 bg-brand-50"
                  : lostHere
                    ? "border-ink-200 bg-ink-50"
                    : "border-ink-200 bg-white"
              }`}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{lead.name}</span>
                <span className="block truncate text-sm text-ink-600">{lead.company}</span>
              </span>
              <span
                className={`text-right text-sm font-semibold sm:order-last sm:text-left ${
                  stage === CLOSED ? "text-emerald-800" : lostHere ? "text-ink-600" : "text-ink-700"
                }`}
              >
                {lostHere ? t.lostAt[pipelineStages[stage] as DecisionStage] : t.stages[stage]}
              </span>
              <span aria-hidden="true" className="col-span-2 grid grid-cols-5 gap-1 sm:col-span-1">
                {pipelineStages.map((stageName, segment) => (
                  <span
                    key={stageName}
                    className={`h-2 rounded-full transition-colors ${
                      segment > stage
                        ? "bg-ink-200"
                        : lostHere
                          ? "bg-ink-400"
                          : stage === CLOSED
                            ? "bg-emerald-600"
                            : "bg-brand-500"
                    }`}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <Announcement>{announcement}</Announcement>
    </div>
  );
}
