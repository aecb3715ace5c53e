import type { LucideIcon } from "lucide-react";
import Bell from "lucide-react/icons/bell";
import BookOpen from "lucide-react/icons/book-open";
import Calendar from "lucide-react/icons/calendar";
import ChartColumn from "lucide-react/icons/chart-column";
import Check from "lucide-react/icons/check";
import Database from "lucide-react/icons/database";
import Forward from "lucide-react/icons/forward";
import Inbox from "lucide-react/icons/inbox";
import MessageSquare from "lucide-react/icons/message-square";
import Search from "lucide-react/icons/search";
import Send from "lucide-react/icons/send";
import Sparkles from "lucide-react/icons/sparkles";
import Ticket from "lucide-react/icons/ticket";
import Users from "lucide-react/icons/users";
import { type KeyboardEvent, useId } from "react";
import type { Messages } from "~/i18n/messages/types";
import { formatNumber } from "~/lib/format";
import type { DemoProps } from "./deferred-demo";
import { Announcement, StartButton, StepMark, stepProgress } from "./demo-ui";
import {
  playground,
  type ScenarioId,
  STEPS_PER_SCENARIO,
  type StepColour,
  type StepIcon,
  scenarioIds,
  scenarioSteps,
  weeklySavingsHours,
} from "./playground";
import { useSimulation } from "./use-simulation";

type PlaygroundCopy = Messages["home"]["playground"];

/** Scenario names and problems come from the home page's dictionary, which already holds them. */
export interface PlaygroundScenarios {
  scenarios: PlaygroundCopy["scenarios"];
  savingsLabel: PlaygroundCopy["savingsLabel"];
}

const colourClasses: Record<StepColour, string> = {
  indigo: "bg-brand-100 text-brand-800",
  violet: "bg-accent-200 text-brand-900",
  sky: "bg-ink-100 text-ink-700",
  teal: "bg-brand-50 text-brand-700",
  amber: "bg-amber-100 text-amber-800",
  emerald: "bg-emerald-100 text-emerald-700",
  rose: "bg-rose-100 text-rose-700",
};

export function PlaygroundDemo({ lang, copy, scenarios, savingsLabel }: PlaygroundScenarios & DemoProps) {
  const t = copy.playground;
  const [state, send] = useSimulation(playground);
  const id = useId();
  const [email, crm, meeting, support] = scenarios;
  const scenarioCopy: Record<ScenarioId, PlaygroundCopy["scenarios"][number]> = {
    email,
    crm,
    meeting,
    support,
  };
  const steps = scenarioSteps[state.scenario];
  const labels = t.steps[state.scenario];
  const running = state.status === "running";
  const seconds = (ms: number) => formatNumber(lang, ms / 1000, 1);

  const select = (scenario: ScenarioId) => send({ type: "selectScenario", scenario });

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = scenarioIds.indexOf(state.scenario);
    const last = scenarioIds.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    const scenario = target === undefined ? undefined : scenarioIds[target];
    if (!scenario) return;
    event.preventDefault();
    select(scenario);
    document.getElementById(`${id}-tab-${scenario}`)?.focus();
  };

  const lastDone = labels[state.completedSteps - 1];
  const progressNote = lastDone ? t.progress(state.completedSteps, STEPS_PER_SCENARIO, lastDone) : t.running;
  const announcement =
    state.status === "done"
      ? `${t.finished(seconds(state.elapsedMs))} ${t.manually}`
      : running
        ? progressNote
        : "";

  return (
    <div>
      <div
        role="tablist"
        aria-label={t.scenariosLabel}
        className="grid grid-cols-2 gap-2 sm:grid-cols-4"
        onKeyDown={onTabKeyDown}
      >
        {scenarioIds.map((scenario) => {
          const selected = scenario === state.scenario;
          return (
            <button
              key={scenario}
              type="button"
              role="tab"
              id={`${id}-tab-${scenario}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(scenario)}
              className={`h-14 rounded-xl px-3 text-sm leading-tight font-semibold transition-colors sm:text-base ${
                selected
                  ? "bg-brand-600 text-white shadow-sm"
                  : "bg-ink-100 text-ink-700 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {scenarioCopy[scenario].name}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${state.scenario}`}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-8"
      >
        <div>
          {/* Room for the longest problem statement, so switching tabs does not move the steps. */}
          <p className="min-h-[4lh] text-ink-700 sm:min-h-[3lh] lg:min-h-[2lh]">
            {scenarioCopy[state.scenario].problem}
          </p>
          <div className="mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="rounded-full bg-emerald-50 px-4 py-1.5 text-sm font-semibold text-emerald-800">
              {weeklySavingsHours[state.scenario]} h {savingsLabel}
            </p>
            <StartButton running={running} onStart={() => send({ type: "run" })}>
              {running ? t.running : state.status === "done" ? t.runAgain : t.run}
            </StartButton>
          </div>
          <ol className="mt-5 space-y-2">
            {steps.map((step, index) => {
              const progress = stepProgress(index, state.completedSteps, running);
              return (
                <li
                  key={labels[index]}
                  className={`flex min-h-[4.5rem] items-center gap-3 rounded-xl border px-3 py-2 transition-colors sm:min-h-16 ${
                    progress === "inProgress"
                      ? "border-brand-500 bg-brand-50"
                      : progress === "done"
                        ? "border-emerald-200 bg-emerald-50/60"
                        : "border-ink-200 bg-white"
                  }`}
                >
                  <span
                    className={`grid size-10 shrink-0 place-items-center rounded-lg ${colourClasses[step.colour]}`}
                  >
                    <StepIconGraphic icon={step.icon} />
                  </span>
                  <span className="min-w-0 flex-1 text-sm font-medium sm:text-base">{labels[index]}</span>
                  <span className="text-sm text-ink-600 tabular-nums">{seconds(step.durationMs)} s</span>
                  <StepMark progress={progress} labels={copy.stepStatus} />
                </li>
              );
            })}
          </ol>
        </div>

        <section
          aria-labelledby={`${id}-results`}
          className="flex flex-col rounded-2xl bg-ink p-5 text-white sm:p-6"
        >
          <h3 id={`${id}-results`} className="text-sm font-semibold tracking-wide text-ink-300 uppercase">
            {t.resultsTitle}
          </h3>
          {/* Label beside figure on phones and desktops, three columns in between. */}
          <dl className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-1">
            {(["tasks", "minutes", "actions"] as const).map((figure) => (
              <div
                key={figure}
                className="flex items-baseline justify-between gap-3 rounded-xl bg-white/5 px-3 py-2 sm:flex-col sm:items-start sm:justify-start sm:p-3 lg:flex-row lg:items-baseline lg:justify-between"
              >
                <dt className="text-sm text-ink-300">{t.totals[figure]}</dt>
                <dd
                  className="text-2xl font-bold tabular-nums sm:order-first sm:text-3xl lg:order-last"
                  data-figure={figure}
                >
                  {formatNumber(lang, state.totals[figure])}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 min-h-28 flex-1 border-t border-white/10 pt-5">
            {state.status === "done" ? (
              <>
                <p className="text-2xl font-bold text-accent-300" data-figure="duration">
                  {t.finished(seconds(state.elapsedMs))}
                </p>
                <p className="mt-1 text-ink-300">{t.manually}</p>
              </>
            ) : (
              <p className="text-ink-300">{running ? progressNote : t.idleHint}</p>
            )}
          </div>
        </section>
      </div>
      <Announcement>{announcement}</Announcement>
    </div>
  );
}

const stepGlyphs: Record<StepIcon, LucideIcon> = {
  users: Users,
  sparkles: Sparkles,
  send: Send,
  inbox: Inbox,
  calendar: Calendar,
  search: Search,
  chart: ChartColumn,
  database: Database,
  bell: Bell,
  check: Check,
  chat: MessageSquare,
  book: BookOpen,
  ticket: Ticket,
  handoff: Forward,
};

function StepIconGraphic({ icon }: { icon: StepIcon }) {
  const Glyph = stepGlyphs[icon];
  return <Glyph aria-hidden="true" focusable="false" className="size-5" strokeWidth={1.75} />;
}
