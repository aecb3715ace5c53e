import { useState } from "react";
import { CheckIcon, ChevronIcon } from "~/ui/icons";

interface ServiceSolutionProps {
  /** The service's slug: the panel's id. */
  slug: string;
  labels: { show: string; hide: string; result: string };
  bullets: readonly string[];
  result: string;
}

/**
 * How we solve a service's situation, folded under its quote on the services page until asked
 * for. An island on a page hydrated as islands (app/islands.ts): its props are what JSON carries.
 */
export function ServiceSolution({ slug, labels, bullets, result }: ServiceSolutionProps) {
  const [open, setOpen] = useState(false);
  const panelId = `solution-${slug}`;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="mt-6 flex w-full items-center justify-between gap-4 border-y border-ink-200 py-3 text-left font-semibold text-brand-700 hover:text-brand-800"
      >
        {open ? labels.hide : labels.show}
        <ChevronIcon className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="mt-4 space-y-4">
        <ul className="space-y-2">
          {bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-ink-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {bullet}
            </li>
          ))}
        </ul>
        <div className="rounded-2xl bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-800">{labels.result}</p>
          <p className="mt-1 font-medium text-ink">{result}</p>
        </div>
      </div>
    </>
  );
}
