import { createContext, type ReactNode, useContext } from "react";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/form";
import {
  type ActionSettings,
  actionKinds,
  conditionOperators,
  type DelaySettings,
  leadFields,
  operatorsWithoutValue,
  type StepSettings,
} from "../../domain/automations";
import { inquiryStatuses } from "../../domain/inquiries";
import { languages } from "../../domain/languages";
import { fill } from "../auth/fill";
import type { StepProblem } from "../automations/automation-settings";
import { useDashboard } from "./dashboard-context";
import {
  type DurationUnit,
  defaultAction,
  defaultDelay,
  durationParts,
  durationUnits,
  typedNumber,
} from "./template-editor";
import { stepFieldName } from "./template-form";

interface SettingsFieldsProps<S> {
  settings: S;
  /** The problems to show now, by field path (`delay.at`, `action.message.cs.subject`). */
  problems: Record<string, StepProblem>;
  onChange: (settings: S) => void;
}

const small = inputClass({ size: "sm" });
/** A choice with its Apply beside it: it takes the row's room the button leaves. */
export const choiceInput = inputClass({ size: "sm", className: "min-w-0 flex-1" });
const shownNumber = (value: number) => (Number.isFinite(value) ? String(value) : "");

/**
 * The step whose fields are drawn: their names for a form post start with its id; its number
 * and the form's address name and aim its Apply buttons.
 */
export interface DrawnStep {
  id: string;
  n: number;
  /** Where the form posts (the editor's page). */
  action: string;
}
const DrawnStepContext = createContext<DrawnStep>({ id: "", n: 0, action: "" });
export const DrawnStepProvider = DrawnStepContext.Provider;

/** The id of a step's element on the page, which an Apply brings the browser back to. */
export const stepAnchor = (stepId: string) => `step-${stepId}`;

/**
 * Without scripts a form cannot draw itself again when a choice changes which fields a step has
 * (its type, an action's or a delay's kind, a condition's test): this submit button, shown only
 * then (CSS `scripting: none`), posts the form to be drawn again as chosen (`intent=redraw`),
 * never saved, and back at the step. With scripts the fields follow the choice as it is made.
 */
export function ApplyChoice({ field }: { field: string }) {
  const { t } = useDashboard();
  const { id, n, action } = useContext(DrawnStepContext);
  return (
    <span className="hidden noscript:contents">
      <button
        type="submit"
        name="intent"
        value="redraw"
        formAction={`${action}#${stepAnchor(id)}`}
        aria-label={fill(t.editor.applyName, { field, n })}
        className={buttonClass({ tone: "secondary", size: "xs", className: "shrink-0" })}
      >
        {t.editor.apply}
      </button>
    </span>
  );
}

/** A choice and, without scripts, its Apply beside it. */
export function ChoiceRow({ field, children }: { field: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {children}
      <ApplyChoice field={field} />
    </div>
  );
}

/**
 * One labelled field of a step's settings, with its problem beside it; `data-path` names the
 * field for the editor's focus on the first invalid one, `name` (the path unless told) for a
 * form post (template-form.ts).
 */
function SettingField({
  label,
  path,
  name = path,
  problems,
  hint,
  children,
}: {
  label: string;
  path: string;
  name?: string;
  problems: Record<string, StepProblem>;
  hint?: string;
  children: (props: {
    id: string;
    describedBy?: string;
    invalid: boolean;
    name: string;
    "data-path": string;
  }) => ReactNode;
}) {
  const { t } = useDashboard();
  const stepId = useContext(DrawnStepContext).id;
  const problem = problems[path];
  return (
    <Field label={label} hint={hint} error={problem ? t.editor.problems[problem] : undefined}>
      {(props) => children({ ...props, name: stepFieldName(stepId, name), "data-path": path })}
    </Field>
  );
}

/** Props an input takes from its SettingField. */
const aria = ({
  id,
  describedBy,
  invalid,
  ...rest
}: {
  id: string;
  describedBy?: string;
  invalid: boolean;
}) => ({
  id,
  "aria-describedby": describedBy,
  "aria-invalid": invalid || undefined,
  ...rest,
});

/** A setting chosen from a registry's values, each shown by its label. */
function SelectSetting<T extends string>({
  label,
  path,
  problems,
  value,
  choices,
  labels,
  onChange,
  redraws = false,
}: {
  label: string;
  path: string;
  problems: Record<string, StepProblem>;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  /** The choice changes which fields the step has: without scripts, an Apply beside it. */
  redraws?: boolean;
}) {
  return (
    <SettingField label={label} path={path} problems={problems}>
      {(props) => {
        const select = (
          <select
            {...aria(props)}
            value={value}
            onChange={(event) => onChange(event.target.value as T)}
            className={redraws ? choiceInput : small}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {labels[choice]}
              </option>
            ))}
          </select>
        );
        return redraws ? <ChoiceRow field={label}>{select}</ChoiceRow> : select;
      }}
    </SettingField>
  );
}

function InputFields({
  settings,
  problems,
  onChange,
}: SettingsFieldsProps<StepSettings & { type: "input" }>) {
  const { t } = useDashboard();
  const s = t.editor.settings;
  const stepId = useContext(DrawnStepContext).id;
  const problem = problems.fields;
  return (
    <fieldset data-path="fields" aria-invalid={problem ? true : undefined}>
      <legend className="text-sm font-medium text-ink-800">{s.fields}</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {leadFields.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              name={stepFieldName(stepId, "fields")}
              value={field}
              checked={settings.fields.includes(field)}
              onChange={(event) =>
                onChange({
                  ...settings,
                  fields: event.target.checked
                    ? leadFields.filter((known) => known === field || settings.fields.includes(known))
                    : settings.fields.filter((known) => known !== field),
                })
              }
              className="size-4 accent-brand-600"
            />
            {s.leadFields[field]}
          </label>
        ))}
      </div>
      {problem && <p className="mt-1 text-sm font-medium text-red-700">{t.editor.problems[problem]}</p>}
    </fieldset>
  );
}

function ConditionFields({
  settings,
  problems,
  onChange,
}: SettingsFieldsProps<StepSettings & { type: "condition" }>) {
  const { t } = useDashboard();
  const s = t.editor.settings;
  const withValue = !operatorsWithoutValue.includes(settings.operator);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <SelectSetting
        label={s.field}
        path="field"
        problems={problems}
        value={settings.field}
        choices={leadFields}
        labels={s.leadFields}
        onChange={(value) => onChange({ ...settings, field: value })}
      />
      <SelectSetting
        label={s.operator}
        path="operator"
        problems={problems}
        value={settings.operator}
        choices={conditionOperators}
        labels={s.operators}
        onChange={(value) => onChange({ ...settings, operator: value })}
        redraws
      />
      {withValue && (
        <SettingField label={s.value} path="value" problems={problems}>
          {(props) => (
            <input
              {...aria(props)}
              value={settings.value}
              maxLength={500}
              onChange={(event) => onChange({ ...settings, value: event.target.value })}
              className={small}
            />
          )}
        </SettingField>
      )}
      <SelectSetting
        label={s.ifMet}
        path="ifMet"
        problems={problems}
        value={settings.ifMet}
        choices={["continue", "stop"] as const}
        labels={s.ifMetChoices}
        onChange={(value) => onChange({ ...settings, ifMet: value })}
      />
    </div>
  );
}

function DelayFields({
  settings,
  problems,
  onChange,
}: SettingsFieldsProps<StepSettings & { type: "delay" }>) {
  const { t } = useDashboard();
  const s = t.editor.settings;
  const { delay } = settings;
  const set = (next: DelaySettings) => onChange({ ...settings, delay: next });
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <SelectSetting
        label={s.delayKind}
        path="delay.kind"
        problems={problems}
        value={delay.kind}
        choices={["duration", "working_days"] as const}
        labels={s.delayKinds}
        onChange={(value) => set(defaultDelay(value))}
        redraws
      />
      {delay.kind === "duration" ? (
        <DurationFields delay={delay} problems={problems} onChange={set} />
      ) : (
        <>
          <SettingField label={s.days} path="delay.days" problems={problems} hint={s.daysHint}>
            {(props) => (
              <input
                {...aria(props)}
                type="number"
                inputMode="numeric"
                min={0}
                value={shownNumber(delay.days)}
                onChange={(event) => set({ ...delay, days: typedNumber(event.target.value) })}
                className={small}
              />
            )}
          </SettingField>
          <SettingField label={s.at} path="delay.at" problems={problems}>
            {(props) => (
              <input
                {...aria(props)}
                type="time"
                value={delay.at}
                onChange={(event) => set({ ...delay, at: event.target.value })}
                className={small}
              />
            )}
          </SettingField>
        </>
      )}
    </div>
  );
}

/** A duration as an amount and a unit; stored in minutes. */
function DurationFields({
  delay,
  problems,
  onChange,
}: {
  delay: DelaySettings & { kind: "duration" };
  problems: Record<string, StepProblem>;
  onChange: (delay: DelaySettings) => void;
}) {
  const { t } = useDashboard();
  const s = t.editor.settings;
  const { amount, unit } = durationParts(delay.minutes);
  const set = (nextAmount: number, nextUnit: DurationUnit) =>
    onChange({ ...delay, minutes: nextAmount * durationUnits[nextUnit] });
  return (
    <>
      <SettingField label={s.amount} path="delay.minutes" name="delay.amount" problems={problems}>
        {(props) => (
          <input
            {...aria(props)}
            type="number"
            inputMode="numeric"
            min={1}
            value={shownNumber(amount)}
            onChange={(event) => set(typedNumber(event.target.value), unit)}
            className={small}
          />
        )}
      </SettingField>
      <SelectSetting
        label={s.unit}
        path="delay.unit"
        problems={problems}
        value={unit}
        choices={Object.keys(durationUnits) as DurationUnit[]}
        labels={s.units}
        onChange={(value) => set(amount, value)}
      />
    </>
  );
}

function MessageFields({
  message,
  problems,
  onChange,
}: {
  message: Extract<ActionSettings, { kind: "email_lead" }>["message"];
  problems: Record<string, StepProblem>;
  onChange: (message: Extract<ActionSettings, { kind: "email_lead" }>["message"]) => void;
}) {
  const { t } = useDashboard();
  const s = t.editor.settings;
  return (
    <div className="space-y-3">
      <p className="text-xs text-ink-600">{s.messageHint}</p>
      {languages.map((lang) => (
        <fieldset key={lang} className="space-y-2 rounded-lg border border-ink-200 bg-white p-3">
          <legend className="px-1 text-sm font-medium text-ink-800">
            {fill(s.message, { language: t.desk.languages[lang] })}
          </legend>
          <SettingField label={s.subject} path={`action.message.${lang}.subject`} problems={problems}>
            {(props) => (
              <input
                {...aria(props)}
                value={message[lang].subject}
                maxLength={200}
                onChange={(event) =>
                  onChange({ ...message, [lang]: { ...message[lang], subject: event.target.value } })
                }
                className={small}
              />
            )}
          </SettingField>
          <SettingField label={s.text} path={`action.message.${lang}.text`} problems={problems}>
            {(props) => (
              <textarea
                {...aria(props)}
                rows={4}
                value={message[lang].text}
                maxLength={10_000}
                onChange={(event) =>
                  onChange({ ...message, [lang]: { ...message[lang], text: event.target.value } })
                }
                className={small}
              />
            )}
          </SettingField>
        </fieldset>
      ))}
    </div>
  );
}

function ActionFields({
  settings,
  problems,
  onChange,
}: SettingsFieldsProps<StepSettings & { type: "action" }>) {
  const { t } = useDashboard();
  const s = t.editor.settings;
  const { action } = settings;
  const set = (next: ActionSettings) => onChange({ ...settings, action: next });
  return (
    <div className="space-y-3">
      <SelectSetting
        label={s.actionKind}
        path="action.kind"
        problems={problems}
        value={action.kind}
        choices={actionKinds}
        labels={t.actionKinds}
        onChange={(value) => set(defaultAction(value))}
        redraws
      />
      {(action.kind === "email_staff" || action.kind === "assign") && (
        <SettingField label={s.staffEmail} path="action.to" problems={problems}>
          {(props) => (
            <input
              {...aria(props)}
              type="email"
              autoComplete="off"
              value={action.to}
              onChange={(event) => set({ ...action, to: event.target.value })}
              className={small}
            />
          )}
        </SettingField>
      )}
      {action.kind === "webhook" && (
        <SettingField label={s.url} path="action.url" problems={problems} hint={s.urlHint}>
          {(props) => (
            <input
              {...aria(props)}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={action.url}
              maxLength={2000}
              onChange={(event) => set({ ...action, url: event.target.value })}
              className={small}
            />
          )}
        </SettingField>
      )}
      {action.kind === "set_status" && (
        <SelectSetting
          label={s.status}
          path="action.status"
          problems={problems}
          value={action.status}
          choices={inquiryStatuses}
          labels={t.statuses}
          onChange={(value) => set({ ...action, status: value })}
        />
      )}
      {action.kind === "follow_up" && (
        <SettingField label={s.workingDays} path="action.workingDays" problems={problems}>
          {(props) => (
            <input
              {...aria(props)}
              type="number"
              inputMode="numeric"
              min={0}
              value={shownNumber(action.workingDays)}
              onChange={(event) => set({ ...action, workingDays: typedNumber(event.target.value) })}
              className={small}
            />
          )}
        </SettingField>
      )}
      {(action.kind === "email_lead" || action.kind === "email_staff") && (
        <MessageFields
          message={action.message}
          problems={problems}
          onChange={(message) => set({ ...action, message })}
        />
      )}
    </div>
  );
}

/**
 * A step's typed settings as fields of its type, each checked as it is typed (`stepProblems`),
 * each named for a form post after the step's id (inside a `DrawnStepProvider`).
 */
export function StepSettingsFields({ settings, problems, onChange }: SettingsFieldsProps<StepSettings>) {
  switch (settings.type) {
    case "input":
      return <InputFields settings={settings} problems={problems} onChange={onChange} />;
    case "condition":
      return <ConditionFields settings={settings} problems={problems} onChange={onChange} />;
    case "delay":
      return <DelayFields settings={settings} problems={problems} onChange={onChange} />;
    case "action":
      return <ActionFields settings={settings} problems={problems} onChange={onChange} />;
  }
}
