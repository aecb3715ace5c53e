import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/form";
import { type TriggerKind, triggerKinds } from "../../domain/automations";
import { inquiryStatuses } from "../../domain/inquiries";
import { languages } from "../../domain/languages";
import { leadFormNames } from "../../domain/lead-forms";
import { serviceSlugs } from "../../domain/services";
import { defaultAutomationSettings } from "../automations/automation-settings";
import type { AutomationView } from "../automations/switch.server";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";

type Refusal = "stepsIncomplete" | "customerTemplate" | "invalid";

function Choices({
  legend,
  name,
  options,
  chosen,
  disabled,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  disabled: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {/* Rows 28 px apart: each box keeps the 24 px target WCAG 2.2 asks (2.5.8). */}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TriggerOption({
  kind,
  checked,
  onPick,
  label,
  children,
}: {
  kind: TriggerKind;
  checked: boolean;
  onPick: (kind: TriggerKind) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-ink-200 p-3">
      <label className="flex items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="radio"
          name="trigger"
          value={kind}
          defaultChecked={checked}
          onChange={() => onPick(kind)}
          className="size-4 accent-brand-600"
        />
        {label}
      </label>
      <div className="mt-2 space-y-3 pl-6">{children}</div>
    </div>
  );
}

/**
 * Staff: the switch-on form of a template's card, inside a disclosure: what starts a run (a new
 * lead, narrowed by form, service, language and campaign source, or a status), whether a reply
 * stops it, and the buttons that switch it on, save it, or switch it off. A plain form post read
 * by `automationFromForm`: it works before JavaScript has loaded; with it, the inactive trigger's
 * choices are disabled.
 */
export function AutomationSwitch({
  templateId,
  automation,
  runnable,
}: {
  templateId: string;
  automation: AutomationView | null;
  /** Every step has its settings: otherwise the template cannot be switched on yet. */
  runnable: boolean;
}) {
  const { t } = useDashboard();
  const a = t.templates.automation;
  const id = useId();
  const settings = automation ?? defaultAutomationSettings;
  const [kind, setKind] = useState<TriggerKind>(settings.trigger.kind);
  const fetcher = useFetcher({ key: `automation-${templateId}` });
  useSavedToast(fetcher, (result) => {
    if (!result.ok) return a.errors[result.error as Refusal] ?? null;
    return (result as { enabled?: boolean }).enabled ? a.switchedOn : a.switchedOff;
  });
  const leadTrigger = settings.trigger.kind === "lead_created" ? settings.trigger : null;
  const status = settings.trigger.kind === "status_changed" ? settings.trigger.to : inquiryStatuses[0];
  const pick = (name: "forms" | "services" | "langs") => leadTrigger?.[name] ?? [];
  const button = (enabled: "on" | "off", label: string, className: string) => (
    <button
      type="submit"
      name="enabled"
      value={enabled}
      disabled={fetcher.state !== "idle"}
      className={className}
    >
      {label}
    </button>
  );
  return (
    <details className="mt-4 border-t border-ink-200 pt-3">
      <summary className="cursor-pointer text-sm font-semibold text-ink-700 hover:text-brand-700">
        {a.open}
      </summary>
      {!runnable ? (
        <p className="mt-2 text-sm text-ink-600">{a.incomplete}</p>
      ) : (
        <fetcher.Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="automate" />
          <input type="hidden" name="id" value={templateId} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink-800">{a.trigger}</legend>
            <TriggerOption
              kind={triggerKinds[0]}
              checked={kind === "lead_created"}
              onPick={setKind}
              label={a.newLead}
            >
              <p className="text-xs text-ink-600">{a.newLeadHint}</p>
              <Choices
                legend={a.forms}
                name="forms"
                options={leadFormNames.map((form) => ({ value: form, label: t.desk.forms[form] }))}
                chosen={pick("forms")}
                disabled={kind !== "lead_created"}
              />
              <Choices
                legend={a.services}
                name="services"
                options={serviceSlugs.map((slug) => ({ value: slug, label: a.serviceNames[slug] }))}
                chosen={pick("services")}
                disabled={kind !== "lead_created"}
              />
              <Choices
                legend={a.langs}
                name="langs"
                options={languages.map((lang) => ({ value: lang, label: t.desk.languages[lang] }))}
                chosen={pick("langs")}
                disabled={kind !== "lead_created"}
              />
              <Field label={a.utmSources} hint={a.utmSourcesHint}>
                {({ id: fieldId, describedBy }) => (
                  <input
                    id={fieldId}
                    name="utmSources"
                    defaultValue={leadTrigger?.utmSources.join(", ") ?? ""}
                    disabled={kind !== "lead_created"}
                    aria-describedby={describedBy}
                    className={inputClass({ size: "sm" })}
                  />
                )}
              </Field>
            </TriggerOption>
            <TriggerOption
              kind={triggerKinds[1]}
              checked={kind === "status_changed"}
              onPick={setKind}
              label={a.statusChanged}
            >
              <Field label={a.status}>
                {({ id: fieldId }) => (
                  <select
                    id={fieldId}
                    name="to"
                    defaultValue={status}
                    disabled={kind !== "status_changed"}
                    className={inputClass({ size: "sm" })}
                  >
                    {inquiryStatuses.map((value) => (
                      <option key={value} value={value}>
                        {t.statuses[value]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </TriggerOption>
          </fieldset>
          <label className="flex items-start gap-3 rounded-lg border border-ink-200 p-3">
            <input
              type="checkbox"
              name="stopOnReply"
              defaultChecked={settings.stopOnReply}
              aria-describedby={`${id}-reply`}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-medium text-ink-800">{a.stopOnReply}</span>
              <span id={`${id}-reply`} className="block text-xs text-ink-600">
                {a.stopOnReplyHint}
              </span>
            </span>
          </label>
          <div className="flex flex-wrap gap-2">
            {automation?.enabled ? (
              <>
                {button("on", a.save, buttonClass({ tone: "primary", size: "sm" }))}
                {button("off", a.switchOff, buttonClass({ tone: "secondary", size: "sm" }))}
              </>
            ) : (
              button("on", a.switchOn, buttonClass({ tone: "primary", size: "sm" }))
            )}
          </div>
        </fetcher.Form>
      )}
    </details>
  );
}
