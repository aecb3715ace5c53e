import { type FormEvent, type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Field, FormAlert, inputClass } from "~/ui/form";
import { templateCategories } from "../../domain/templates";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import {
  draftError,
  type StepsProblems,
  stepsProblems,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATES_PER_ACCOUNT,
  type TemplateDraft,
} from "./template-editor";
import { StepsEditor } from "./template-steps-editor";

/**
 * The server's answer to an editor's post: a refusal (`invalid` with each step's problems,
 * `nameRequired`, `tooLarge`, `limitReached`), or, to a post without JavaScript, the draft drawn
 * again (a step added or removed, `redrawn` after a step's kind changed).
 */
export interface EditorAnswer {
  ok: boolean;
  error?: string;
  problems?: StepsProblems;
  draft?: TemplateDraft;
  note?: "redrawn";
}

interface TemplateEditorFormProps {
  initial: TemplateDraft;
  /** The answer to the last post, shown until the next one. */
  answer: EditorAnswer | undefined;
  saving: boolean;
  /** The dialog saves through its fetcher; without it the form posts itself to `action`. */
  onSave?: (draft: TemplateDraft) => void;
  /** The editor's own page, which takes the form post. */
  action: string;
  cancel: ReactNode;
}

/**
 * The template editor's form (docs/PRODUCT.md, The desk), in the dialog and on its own page: a
 * form whose every field is named, so it posts to the editor's page before JavaScript runs (or
 * without it) and the server checks, keeps and draws again what was typed; with JavaScript each
 * field is checked as it is typed and a refused save puts the focus on the first invalid one.
 */
export function TemplateEditorForm({
  initial,
  answer,
  saving,
  onSave,
  action,
  cancel,
}: TemplateEditorFormProps) {
  const { t, viewer } = useDashboard();
  const e = t.editor;
  const [draft, setDraft] = useState(initial);
  const staff = viewer.role === "staff";
  // A refusal drawn by the server shows every problem at once, as a refused save here does.
  const [showError, setShowError] = useState(Boolean(answer && !answer.ok));
  // The settings' fields typed in (`stepId path`): their problems show as they are typed, the rest after a save.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [failedSaves, setFailedSaves] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const error = draftError(draft);
  const problems = stepsProblems(draft.steps);
  // The server's answer to a save refused by the same check: shown until the next save.
  const serverProblems = answer?.problems;
  const shown: StepsProblems = Object.fromEntries(
    draft.steps.map((step) => {
      const all = { ...serverProblems?.[step.id], ...problems[step.id] };
      const visible = Object.entries(all).filter(
        ([path]) => showError || serverProblems || touched.has(`${step.id} ${path}`),
      );
      return [step.id, Object.fromEntries(visible)];
    }),
  );

  // After a refused save, the first field marked invalid takes the focus.
  useEffect(() => {
    if (failedSaves === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [failedSaves]);
  useEffect(() => {
    if (!saving && answer?.problems) setFailedSaves((count) => count + 1);
  }, [saving, answer]);

  /** Notes the settings' field being typed in, by its step and `data-path`. */
  function touch(event: SyntheticEvent) {
    const field = (event.target as HTMLElement).closest("[data-path]");
    const step = field?.closest("[data-step]");
    const path = field?.getAttribute("data-path");
    const key = `${step?.getAttribute("data-step")} ${path}`;
    if (step && path && !touched.has(key)) setTouched(new Set(touched).add(key));
  }

  function onSubmit(event: FormEvent) {
    if (error) {
      event.preventDefault();
      setShowError(true);
      setFailedSaves((count) => count + 1);
      return;
    }
    if (onSave) {
      event.preventDefault();
      onSave(draft);
    }
  }

  // The server's word on the last post, above the fields: a page drawn anew opens at its top.
  const stepsRefused = answer?.error === "invalid" && error === "stepsInvalid";
  const refusal =
    answer?.error === "limitReached"
      ? fill(t.templates.limitReached, { max: TEMPLATES_PER_ACCOUNT })
      : answer?.note === "redrawn"
        ? e.redrawn
        : stepsRefused
          ? e.stepsInvalid
          : undefined;
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={action}
      onSubmit={onSubmit}
      onInput={touch}
      onBlur={touch}
      noValidate
      className="space-y-5"
    >
      {/* The button Enter in a field presses: the first submit button, so Save, never a step's Remove. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden className="sr-only" />
      <FormAlert message={refusal} />
      <Field label={e.name} error={showError && error === "nameRequired" ? e.nameRequired : undefined}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="name"
            required
            maxLength={TEMPLATE_NAME_MAX}
            value={draft.name}
            onChange={(event) => {
              setDraft({ ...draft, name: event.target.value });
              setShowError(false);
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass()}
          />
        )}
      </Field>
      <Field label={e.description}>
        {({ id }) => (
          <textarea
            id={id}
            name="description"
            rows={3}
            maxLength={TEMPLATE_DESCRIPTION_MAX}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            className={inputClass()}
          />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label={e.category}>
          {({ id }) => (
            <select
              id={id}
              name="category"
              value={draft.category}
              onChange={(event) =>
                setDraft({ ...draft, category: event.target.value as TemplateDraft["category"] })
              }
              className={inputClass()}
            >
              <option value="">{t.categories.none}</option>
              {templateCategories.map((category) => (
                <option key={category} value={category}>
                  {t.categories[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex items-start gap-3 self-end rounded-xl border border-ink-200 p-3">
          <input
            type="checkbox"
            name="isPublic"
            checked={draft.isPublic}
            onChange={(event) => setDraft({ ...draft, isPublic: event.target.checked })}
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            <span className="block text-sm font-medium text-ink-800">{staff ? e.isPublic : e.askPublic}</span>
            <span className="block text-xs text-ink-600">{staff ? e.isPublicHint : e.askPublicHint}</span>
          </span>
        </label>
      </div>

      <StepsEditor draft={draft} problems={shown} onChange={setDraft} action={action} />

      {error === "tooLarge" && <FormAlert message={e.tooLarge} />}
      {showError && error === "stepsInvalid" && !stepsRefused && <FormAlert message={e.stepsInvalid} />}
      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-200 pt-4">
        {cancel}
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={saving}
          className={buttonClass({ tone: "primary" })}
        >
          {e.save}
        </button>
      </div>
    </Form>
  );
}
