import { useId } from "react";
import { formatNumber, formatPercent } from "~/lib/format";
import type { DemoProps } from "./deferred-demo";
import { Announcement, StartButton, StepMark, stepProgress } from "./demo-ui";
import { useCountUp } from "./motion";
import {
  type AbVariantRates,
  abTest,
  type CampaignFigures,
  campaignFigures,
  campaignSteps,
  openRateLift,
  outreach,
} from "./outreach";
import { useSimulation } from "./use-simulation";

const figureOrder = ["sent", "responses", "conversions"] as const;
const rateOrder = ["open", "click", "response"] as const;

export function OutreachDemo({ lang, copy }: DemoProps) {
  const t = copy.outreach;
  const [state, send] = useSimulation(outreach);
  const id = useId();
  const running = state.status === "running";
  const figures = campaignFigures(state);
  const current = running ? t.steps[state.completedSteps] : undefined;
  const number = (value: number) => formatNumber(lang, value);

  const announcement =
    state.status === "done"
      ? t.finished(number(figures.sent), number(figures.responses), number(figures.conversions))
      : current
        ? t.progress(state.completedSteps + 1, campaignSteps.length, current.title)
        : "";

  return (
    <div>
      <div className="flex flex-col items-start gap-4">
        <p className="max-w-3xl text-ink-700">{t.intro}</p>
        <StartButton running={running} onStart={() => send({ type: "start" })}>
          {running ? t.running : state.status === "done" ? t.startAgain : t.start}
        </StartButton>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${id}-flow`}>
          <h3 id={`${id}-flow`} className="text-lg font-semibold">
            {t.flowTitle}
          </h3>
          <ol className="mt-3 space-y-2">
            {t.steps.map((step, index) => {
              const progress = stepProgress(index, state.completedSteps, running);
              return (
                <li
                  key={step.title}
                  className={`flex min-h-[5.5rem] items-center gap-3 rounded-xl border px-3 py-2 transition-colors sm:min-h-16 ${
                    progress === "inProgress"
                      ? "border-brand-500 bg-brand-50"
                      : progress === "done"
                        ? "border-emerald-200 bg-emerald-50/60"
                        : "border-ink-200"
                  }`}
                >
                  <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{step.title}</span>
                    <span className="block text-sm text-ink-600">{step.detail}</span>
                  </span>
                  <StepMark progress={progress} labels={copy.stepStatus} />
                </li>
              );
            })}
          </ol>
          <dl className="mt-4 grid grid-cols-3 gap-3">
            {figureOrder.map((figure) => (
              <CampaignFigure
                key={figure}
                figure={figure}
                label={t.figures[figure]}
                figures={figures}
                number={number}
              />
            ))}
          </dl>
        </section>

        <section aria-labelledby={`${id}-ab`} className="rounded-2xl bg-ink-50 p-4 sm:p-6">
          <h3 id={`${id}-ab`} className="text-lg font-semibold">
            {t.abTitle}
          </h3>
          <p className="mt-1 text-ink-600">{t.abIntro}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {(["a", "b"] as const).map((variant) => (
              <div
                key={variant}
                className={`rounded-xl border bg-white p-4 ${variant === "b" ? "border-emerald-300" : "border-ink-200"}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <h4 className="font-semibold">{t.variants[variant].title}</h4>
                  {variant === "b" && (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                      {t.winner}
                    </span>
                  )}
                </div>
                <p className="mt-1 text-sm text-ink-600 italic">{t.variants[variant].detail}</p>
                <ul className="mt-4 space-y-3">
                  {rateOrder.map((rate) => (
                    <RateBar
                      key={rate}
                      label={t.rates[rate]}
                      value={abTest[variant][rate]}
                      best={bestRate(rate)}
                      winner={variant === "b"}
                      formatted={formatPercent(lang, abTest[variant][rate])}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p
            className="mt-4 rounded-xl bg-emerald-700 px-4 py-3 text-center text-base font-bold text-white sm:text-lg"
            data-figure="uplift"
          >
            {t.openRateLift(`+${formatPercent(lang, openRateLift)}`)}
          </p>
        </section>
      </div>
      <Announcement>{announcement}</Announcement>
    </div>
  );
}

function CampaignFigure({
  figure,
  label,
  figures,
  number,
}: {
  figure: keyof CampaignFigures;
  label: string;
  figures: CampaignFigures;
  number: (value: number) => string;
}) {
  const shown = useCountUp(figures[figure]);
  return (
    <div className="flex flex-col rounded-xl bg-ink p-3 text-white">
      <dt className="text-xs text-ink-300 sm:text-sm">{label}</dt>
      <dd className="order-first text-2xl font-bold tabular-nums sm:text-3xl" data-figure={figure}>
        {number(shown)}
      </dd>
    </div>
  );
}

function bestRate(rate: keyof AbVariantRates) {
  return Math.max(abTest.a[rate], abTest.b[rate]);
}

function RateBar({
  label,
  value,
  best,
  winner,
  formatted,
}: {
  label: string;
  value: number;
  best: number;
  winner: boolean;
  formatted: string;
}) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-ink-700">{label}</span>
        <span className="font-semibold tabular-nums">{formatted}</span>
      </p>
      <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-ink-100">
        <div
          className={`h-2 rounded-full ${winner ? "bg-emerald-600" : "bg-ink-400"}`}
          style={{ width: `${(value / best) * 100}%` }}
        />
      </div>
    </li>
  );
}
