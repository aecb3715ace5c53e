export interface TimelineStep {
  title: string;
  text: string;
  /** A short note beside the title: how long the step takes. */
  time?: string;
}

/**
 * Static class names per direction (Tailwind only sees whole class names). `across` runs down the
 * left edge on phones and across the page from lg up; `down` runs down at every width, for a
 * column beside something else (the demo page's form).
 */
const directions = {
  across: {
    list: "lg:grid lg:auto-cols-fr lg:grid-flow-col",
    step: "relative flex gap-4 pb-7 last:pb-0 lg:flex-col lg:gap-5 lg:pr-8 lg:pb-0",
    line: "absolute top-12 bottom-2 left-5 w-0.5 -translate-x-1/2 rounded-full bg-brand-200 lg:top-5 lg:right-2 lg:bottom-auto lg:left-14 lg:h-0.5 lg:w-auto lg:translate-x-0",
    text: "pt-1.5 lg:pt-0",
  },
  down: {
    list: "",
    step: "relative flex gap-4 pb-7 last:pb-0",
    line: "absolute top-12 bottom-2 left-5 w-0.5 -translate-x-1/2 rounded-full bg-brand-200",
    text: "pt-1.5",
  },
} as const;

/**
 * Numbered steps on one line, each step's number on the line and its text beside (down) or under
 * it (across, desktop). The numbers are drawn for the eye; the ordered list gives assistive
 * technology the order. `titleAs` keeps the heading levels of the page: h3 under a section's h2,
 * h2 where the steps stand under the page's h1.
 */
export function Timeline({
  steps,
  direction = "across",
  titleAs: Title = "h3",
}: {
  steps: readonly TimelineStep[];
  direction?: keyof typeof directions;
  titleAs?: "h2" | "h3";
}) {
  const classes = directions[direction];
  return (
    <ol className={classes.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          {index < steps.length - 1 && <span aria-hidden="true" className={classes.line} />}
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white shadow-sm ring-4 ring-brand-100"
          >
            {index + 1}
          </span>
          <div className={classes.text}>
            {/* Above the title, so the times line up across the desktop row. */}
            {step.time && <p className="mb-0.5 text-sm font-semibold text-brand-700">{step.time}</p>}
            <Title className="text-lg font-semibold">{step.title}</Title>
            <p className="mt-1.5 text-pretty text-ink-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
