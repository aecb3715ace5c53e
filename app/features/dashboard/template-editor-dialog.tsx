import { type FormEvent, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { Field, FormAlert, inputClass } from "~/ui/form";
import { templateCategories } from "../../domain/templates";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";
import {
  draftError,
  draftFromTemplate,
  draftToInput,
  emptyDraft,
  type StepsProblems,
  stepsProblems,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATES_PER_ACCOUNT,
  type TemplateDraft,
} from "./template-editor";
import { StepsEditor } from "./template-steps-editor";
import type { TemplateView } from "./templates.server";

interface TemplateEditorDialogProps {
  /** The template to edit; null creates a new one. */
  template: TemplateView | null;
  closeLabel: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The template editor, to create and edit (docs/PRODUCT.md, The desk). */
export function TemplateEditorDialog({ template, closeLabel, onClose, onSaved }: TemplateEditorDialogProps) {
  const { t, viewer } = useDashboard();
  const e = t.editor;
  // A customer's box asks staff to publish: ticked while his request waits.
  const [draft, setDraft] = useState<TemplateDraft>(() =>
    template
      ? draftFromTemplate({
          ...template,
          isPublic: template.isPublic || template.publication === "requested",
        })
      : emptyDraft(),
  );
  const staff = viewer.role === "staff";
  const [showError, setShowError] = useState(false);
  // The settings' fields typed in (`stepId path`): their problems show as they are typed, the rest after a save.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [failedSaves, setFailedSaves] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<{ ok: boolean; error?: string; problems?: StepsProblems }>();
  const saving = fetcher.state !== "idle";
  useSavedToast(fetcher, (result) => {
    if (result.error === "limitReached")
      return fill(t.templates.limitReached, { max: TEMPLATES_PER_ACCOUNT });
    if (result.error === "invalid") return e.stepsInvalid;
    if (!result.ok) return null;
    onSaved();
    return template ? t.templates.updated : t.templates.created;
  });
  const error = draftError(draft);
  const problems = stepsProblems(draft.steps);
  // The server's answer to a save refused by the same check: shown until the next save.
  const serverProblems = fetcher.data?.problems;
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
    if (fetcher.state === "idle" && fetcher.data?.problems) setFailedSaves((count) => count + 1);
  }, [fetcher.state, fetcher.data]);

  /** Notes the settings' field being typed in, by its step and `data-path`. */
  function touch(event: SyntheticEvent) {
    const field = (event.target as HTMLElement).closest("[data-path]");
    const step = field?.closest("[data-step]");
    const path = field?.getAttribute("data-path");
    const key = `${step?.getAttribute("data-step")} ${path}`;
    if (step && path && !touched.has(key)) setTouched(new Set(touched).add(key));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (error) {
      setShowError(true);
      setFailedSaves((count) => count + 1);
      return;
    }
    const body = {
      intent: template ? "update" : "create",
      id: template?.id ?? null,
      template: draftToInput(draft),
    };
    // The editor's steps are a list of objects: sent as JSON, read by the templates route's action.
    fetcher.submit(JSON.parse(JSON.stringify(body)), { method: "post", encType: "application/json" });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={template ? e.titleEdit : e.titleNew}
      closeLabel={closeLabel}
      width="max-w-2xl"
    >
      <form ref={form} onSubmit={onSubmit} onInput={touch} onBlur={touch} noValidate className="space-y-5">
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
        <div className="grid gap-5 sm:grid-cols-2">
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
              <span className="block text-sm font-medium text-ink-800">
                {staff ? e.isPublic : e.askPublic}
              </span>
              <span className="block text-xs text-ink-600">{staff ? e.isPublicHint : e.askPublicHint}</span>
            </span>
          </label>
        </div>

        <StepsEditor draft={draft} problems={shown} onChange={setDraft} />

        {error === "tooLarge" && <FormAlert message={e.tooLarge} />}
        {showError && error === "stepsInvalid" && <FormAlert message={e.stepsInvalid} />}
        <div className="flex flex-wrap justify-end gap-2 border-t border-ink-200 pt-4">
          <button type="button" onClick={onClose} className={buttonClass({ tone: "secondary" })}>
            {e.cancel}
          </button>
          <button type="submit" disabled={saving} className={buttonClass({ tone: "primary" })}>
            {e.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
