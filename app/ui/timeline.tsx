export interface TimelineStep {
  title: string;
  text: string;
  /** A short note beside the title: how long the step takes. */
  time?: string;
}

/**
 * Numbered steps on one line: down the left edge on phones, across the page from lg up, each
 * step's number on the line and its text beside (phones) or under it (desktop). The numbers are
 * drawn for the eye; the ordered list gives assistive technology the order.
 */
export function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="lg:grid lg:auto-cols-fr lg:grid-flow-col">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex gap-4 pb-7 last:pb-0 lg:flex-col lg:gap-5 lg:pr-8 lg:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-12 bottom-2 left-5 w-0.5 -translate-x-1/2 rounded-full bg-brand-200 lg:top-5 lg:right-2 lg:bottom-auto lg:left-14 lg:h-0.5 lg:w-auto lg:translate-x-0"
            />
          )}
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white shadow-sm ring-4 ring-brand-100"
          >
            {index + 1}
          </span>
          <div className="pt-1.5 lg:pt-0">
            {/* Above the title, so the times line up across the desktop row. */}
            {step.time && <p className="mb-0.5 text-sm font-semibold text-brand-700">{step.time}</p>}
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-1.5 text-pretty text-ink-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
