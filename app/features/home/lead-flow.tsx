import type { Messages } from "~/i18n/messages/types";
import { CheckIcon } from "~/ui/icons";

type FlowCopy = Messages["home"]["hero"]["flow"];

/** When each step of the loop appears (animation-delay), in step order. */
const stepDelays = ["[animation-delay:1.4s]", "[animation-delay:3s]", "[animation-delay:4.6s]"];

/**
 * An inquiry arriving and moving through the pipeline, drawn in HTML and CSS only: no script, no
 * image. One picture for assistive technology (role="img" with the whole story as its label).
 */
export function LeadFlow({ t }: { t: FlowCopy }) {
  return (
    <div
      role="img"
      aria-label={t.label}
      className="rounded-card border border-white/10 bg-ink-900/80 p-4 shadow-2xl shadow-black/40 backdrop-blur sm:p-5"
    >
      <div className="rounded-control bg-white p-4 text-ink motion-safe:animate-flow-in">
        <div className="flex items-center justify-between gap-3 text-xs">
          <span className="flex items-center gap-2 font-bold text-brand-700">
            <span className="size-2 rounded-full bg-brand-500 motion-safe:animate-pulse-briefly" />
            {t.title}
          </span>
          <span className="text-ink-500">{t.source}</span>
        </div>
        <p className="mt-2 text-sm font-semibold">{t.from}</p>
        <p className="mt-1 text-sm text-ink-600">{t.message}</p>
      </div>

      <ol className="mt-3 space-y-2">
        {t.steps.map((step, index) => (
          <li
            key={step}
            className={`flex items-center gap-2.5 rounded-control bg-white/5 px-3 py-2 text-sm text-ink-100 motion-safe:animate-flow-in ${stepDelays[index]}`}
          >
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-400 text-ink">
              <CheckIcon className="size-3.5" />
            </span>
            {step}
          </li>
        ))}
      </ol>

      <div className="relative mt-4 grid grid-cols-4 rounded-control border border-white/10 text-[0.6875rem] font-semibold text-ink-300">
        {t.stages.map((stage) => (
          <span key={stage} className="truncate border-white/10 px-2 pt-2 pb-10 not-first:border-l">
            {stage}
          </span>
        ))}
        {/* Still: the finished state (meeting booked). Moving: the loop from "new" to "won". */}
        <span className="absolute bottom-2 left-0 w-1/4 translate-x-[200%] px-1.5 motion-safe:animate-flow-move">
          <span className="block truncate rounded-md bg-accent-400 px-2 py-1.5 text-ink shadow-lg">
            {t.from.split(",")[0]}
          </span>
        </span>
      </div>
    </div>
  );
}
