import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormAlert, inputClass } from "~/ui/form";
import { fill } from "../auth/fill";
import type { DryRunLead, DryRunResult } from "../automations/runs.server";
import { useLayout } from "../layout/use-layout";
import { cardFacts } from "./card-facts";
import { useDashboard } from "./dashboard-context";
import { leadLabel } from "./desk-ui";
import { useStepName, Values } from "./run-log";
import type { TemplateView } from "./templates.server";

type DryRunAnswer = DryRunResult | { ok: false; error: string };

/**
 * Staff try a template on a lead (a recent inquiry or the built-in sample) and see what each step
 * would do; nothing is sent and the inquiry stays as it is (docs/decisions/0057-runs-on-the-desk.md).
 */
export function DryRunDialog({
  template,
  leads,
  closeLabel,
  onClose,
}: {
  template: TemplateView;
  leads: DryRunLead[];
  closeLabel: string;
  onClose: () => void;
}) {
  const { t, href } = useDashboard();
  const { services } = useLayout();
  const d = t.runs.dryRun;
  const stepName = useStepName();
  const fetcher = useFetcher<DryRunAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title={fill(d.title, { name: template.name })}
      closeLabel={closeLabel}
      width="max-w-2xl"
    >
      <p className="text-sm text-ink-700">{d.intro}</p>
      <fetcher.Form method="post" action={href("runs")} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="dryRun" />
        <input type="hidden" name="template" value={template.id} />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink-700">
          {d.lead}
          <select name="lead" defaultValue="sample" className={inputClass({ size: "sm" })}>
            <option value="sample">{d.sample}</option>
            {leads.length > 0 && (
              <optgroup label={d.recent}>
                {leads.map((lead) => (
                  <option key={lead.id} value={lead.id}>
                    {leadLabel(lead)} ·{" "}
                    {cardFacts(lead, { services, forms: t.desk.forms, languages: t.desk.languages })}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </label>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonClass({ tone: "primary", size: "sm" })}
        >
          {d.run}
        </button>
      </fetcher.Form>
      {answer && !answer.ok && (
        <div className="mt-4">
          <FormAlert message={t.runs.errors[answer.error as keyof typeof t.runs.errors] ?? t.saveError} />
        </div>
      )}
      {answer?.ok && (
        <ol className="mt-4 space-y-3" aria-live="polite">
          {answer.steps.map((step, index) => (
            <li key={index} className="rounded-xl border border-ink-200 p-3 text-sm">
              <p className="font-semibold text-ink">
                {fill(t.runs.step, { n: index + 1 })}: {stepName(step.step)}
              </p>
              <p className={step.outcome === "failed" ? "text-red-800" : "text-ink-700"}>
                {d.outcomes[step.outcome]}
              </p>
              <Values label={t.runs.input} values={step.input} />
              <Values label={t.runs.output} values={step.output} />
              {step.error && (
                <p className="mt-1 text-xs break-words text-red-800">
                  {t.runs.error}: {step.error}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
