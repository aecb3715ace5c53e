import { useId } from "react";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/form";
import { CloseIcon } from "~/ui/icons";
import { stepTypes } from "../../domain/templates";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import {
  ChoiceRow,
  choiceInput,
  DrawnStepProvider,
  StepSettingsFields,
  stepAnchor,
} from "./step-settings-fields";
import {
  addStep,
  changeStep,
  defaultSettings,
  MAX_STEPS,
  removeStep,
  STEP_ACTION_MAX,
  type StepsProblems,
  type TemplateDraft,
} from "./template-editor";
import { drawnAs, stepFieldName } from "./template-form";

/**
 * A template's steps in the editor: each with its type, its label and its type's typed settings,
 * added and removed in place. `problems`: the ones to show now, by step id and field path. Every
 * field is named for a form post (template-form.ts) and adding or removing a step is a submit
 * button with its intent: without JavaScript the server adds or removes the step and draws the
 * form again; with it, the click changes the draft here and sends nothing.
 */
export function StepsEditor({
  draft,
  problems,
  onChange,
  action,
}: {
  draft: TemplateDraft;
  problems: StepsProblems;
  onChange: (draft: TemplateDraft) => void;
  /** Where the form posts: an Apply comes back to its step there. */
  action: string;
}) {
  const { t } = useDashboard();
  const e = t.editor;
  const stepsId = useId();
  return (
    <fieldset aria-describedby={draft.steps.length === 0 ? stepsId : undefined}>
      <legend className="text-sm font-semibold text-ink-800">{e.steps}</legend>
      {draft.steps.length > 0 && (
        <p className="mt-1 hidden text-sm text-ink-600 noscript:block">{e.applyHint}</p>
      )}
      {draft.steps.length === 0 && (
        <p id={stepsId} className="mt-2 text-sm text-ink-600">
          {e.noSteps}
        </p>
      )}
      <ol className="mt-3 space-y-3">
        {draft.steps.map((step, index) => (
          <li
            key={step.id}
            id={stepAnchor(step.id)}
            data-step={step.id}
            className="scroll-mt-20 rounded-xl border border-ink-200 bg-ink-50 p-3"
          >
            <DrawnStepProvider value={{ id: step.id, n: index + 1, action }}>
              <input type="hidden" name="steps" value={step.id} />
              <input
                type="hidden"
                name={stepFieldName(step.id, "drawn")}
                value={drawnAs(step.settings ?? defaultSettings(step.type))}
              />
              <fieldset className="relative space-y-3">
                <legend className="text-sm font-semibold text-ink">
                  {fill(e.step, { n: index + 1 })}: {t.stepTypes[step.type]}
                </legend>
                <button
                  type="submit"
                  name="removeStep"
                  value={step.id}
                  onClick={(event) => {
                    event.preventDefault();
                    onChange(removeStep(draft, step.id));
                  }}
                  aria-label={fill(e.removeStep, { n: index + 1 })}
                  title={fill(e.removeStep, { n: index + 1 })}
                  className="absolute -top-1 right-0 rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  <CloseIcon className="size-4" />
                </button>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_minmax(0,1fr)] noscript:sm:grid-cols-[16rem_minmax(0,1fr)]">
                  <Field label={e.stepType}>
                    {({ id }) => (
                      <ChoiceRow field={e.stepType}>
                        <select
                          id={id}
                          name={stepFieldName(step.id, "type")}
                          value={step.type}
                          onChange={(event) =>
                            onChange(
                              changeStep(draft, step.id, {
                                type: event.target.value as (typeof stepTypes)[number],
                              }),
                            )
                          }
                          className={choiceInput}
                        >
                          {stepTypes.map((type) => (
                            <option key={type} value={type}>
                              {t.stepTypes[type]}
                            </option>
                          ))}
                        </select>
                      </ChoiceRow>
                    )}
                  </Field>
                  <Field label={e.stepAction}>
                    {({ id }) => (
                      <input
                        id={id}
                        name={stepFieldName(step.id, "label")}
                        value={step.config.action}
                        maxLength={STEP_ACTION_MAX}
                        onChange={(event) =>
                          onChange(changeStep(draft, step.id, { action: event.target.value }))
                        }
                        className={inputClass({ size: "sm" })}
                      />
                    )}
                  </Field>
                </div>
                <StepSettingsFields
                  settings={step.settings ?? defaultSettings(step.type)}
                  problems={problems[step.id] ?? {}}
                  onChange={(settings) => onChange(changeStep(draft, step.id, { settings }))}
                />
              </fieldset>
            </DrawnStepProvider>
          </li>
        ))}
      </ol>
      <button
        type="submit"
        name="intent"
        value="addStep"
        disabled={draft.steps.length >= MAX_STEPS}
        onClick={(event) => {
          event.preventDefault();
          onChange(addStep(draft));
        }}
        className={buttonClass({ tone: "secondary", size: "sm", className: "mt-3" })}
      >
        + {e.addStep}
      </button>
    </fieldset>
  );
}
