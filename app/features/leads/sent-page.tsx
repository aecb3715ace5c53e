import type { ReactNode } from "react";
import { CheckIcon, MailSentIcon } from "~/ui/icons";
import type { ConfirmationCopy } from "./sent";

/**
 * What a visitor sees once a form is sent, with or without JavaScript: the promise, the e-mail on
 * its way (and where to look if it is not there) and the steps that follow, numbered.
 * `as="page"` is the landing page of a plain post (an h1); `as="panel"` replaces the form in place.
 */
export function LeadConfirmation({
  copy,
  as,
  chosen,
  action,
}: {
  copy: ConfirmationCopy;
  as: "page" | "panel";
  /** What the visitor chose from the form's offer, repeated as the e-mail repeats it (a call's times). */
  chosen?: { title: string; items: string[] };
  action?: ReactNode;
}) {
  const Heading = as === "page" ? "h1" : "h2";
  return (
    <div
      // In place the whole panel is announced; a page announces its message alone.
      role={as === "panel" ? "status" : undefined}
      className="mx-auto max-w-2xl rounded-3xl border border-brand-200 bg-white p-6 text-left shadow-sm sm:p-10"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800"
        >
          <CheckIcon className="size-6" />
        </span>
        <div>
          <Heading
            className={
              as === "page"
                ? "text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
                : "text-xl font-bold tracking-tight text-ink-900 sm:text-2xl"
            }
          >
            {copy.title}
          </Heading>
          <p role={as === "page" ? "status" : undefined} className="mt-2 text-ink-700">
            {copy.message}
          </p>
        </div>
      </div>
      {chosen && (
        <>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-ink-600 uppercase">{chosen.title}</h3>
          <ul className="mt-2 divide-y divide-ink-200 border-y border-ink-200">
            {chosen.items.map((item) => (
              <li key={item} className="py-2 font-medium text-ink-900">
                {item}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        <MailSentIcon className="mt-0.5 size-5 shrink-0" />
        <p>
          <span className="font-semibold">{copy.emailSent}</span> {copy.emailHint}
        </p>
      </div>
      <NextSteps title={copy.nextTitle} steps={copy.next} className="mt-8" />
      {action ? <div className="mt-8">{action}</div> : null}
    </div>
  );
}

/**
 * A form's next steps, numbered: in its confirmation, and beside the booking form before it is
 * sent, so the visitor reads the same promise before and after.
 */
export function NextSteps({
  title,
  steps,
  heading: Heading = "h3",
  className,
}: {
  title: string;
  steps: readonly string[];
  /** The level under the page's own headings: h2 beside a form, h3 inside a confirmation. */
  heading?: "h2" | "h3";
  className?: string;
}) {
  return (
    <div className={className}>
      <Heading className="text-sm font-semibold uppercase tracking-wide text-ink-600">{title}</Heading>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-ink-800">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
