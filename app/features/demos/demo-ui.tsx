import LoaderCircle from "lucide-react/icons/loader-circle";
/** Small pieces the demos share; they load with the demos, never with the page. */
import type { ReactNode } from "react";
import { buttonClass } from "~/ui/button";
import { CheckIcon } from "~/ui/icons";
import type { DemoCopy } from "./copy/types";

const startButtonClass = buttonClass({
  tone: "primary",
  className: "w-full sm:w-auto aria-disabled:cursor-not-allowed aria-disabled:bg-brand-800",
});

/**
 * Marked aria-disabled rather than disabled while a run is going: a disabled button drops
 * keyboard focus, and the visitor would lose their place on the page.
 */
export function StartButton({
  running,
  onStart,
  children,
}: {
  running: boolean;
  onStart: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-disabled={running}
      onClick={() => running || onStart()}
      className={startButtonClass}
    >
      {running && <Spinner />}
      {children}
    </button>
  );
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <LoaderCircle aria-hidden="true" focusable="false" className={`${className} motion-safe:animate-spin`} />
  );
}

export type StepProgress = "waiting" | "inProgress" | "done";

export function stepProgress(index: number, completedSteps: number, running: boolean): StepProgress {
  if (index < completedSteps) return "done";
  return running && index === completedSteps ? "inProgress" : "waiting";
}

/** The mark at the end of a timeline step, with its state spelled out for screen readers. */
export function StepMark({ progress, labels }: { progress: StepProgress; labels: DemoCopy["stepStatus"] }) {
  return (
    <span className="grid size-7 shrink-0 place-items-center">
      {progress === "done" && (
        <span className="grid size-7 place-items-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="size-4" />
        </span>
      )}
      {progress === "inProgress" && <Spinner className="size-6 text-brand-600" />}
      {progress === "waiting" && <span className="size-5 rounded-full border-2 border-ink-300" />}
      <span className="sr-only">{labels[progress]}</span>
    </span>
  );
}

/** Progress read out to screen-reader users; the visible demo says the same with pictures. */
export function Announcement({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="sr-only">
      {children}
    </p>
  );
}
