import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";
import { draftToInput, editorDraft, TEMPLATES_PER_ACCOUNT } from "./template-editor";
import { type EditorAnswer, TemplateEditorForm } from "./template-editor-form";
import type { TemplateView } from "./templates.server";

interface TemplateEditorDialogProps {
  /** The template to edit; null creates a new one. */
  template: TemplateView | null;
  closeLabel: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The template editor in a dialog, to create and edit (docs/PRODUCT.md, The desk): the enhanced
 * form of the editor's own page, which it saves as JSON through the templates route and says so.
 */
export function TemplateEditorDialog({ template, closeLabel, onClose, onSaved }: TemplateEditorDialogProps) {
  const { t, href } = useDashboard();
  const e = t.editor;
  const fetcher = useFetcher<EditorAnswer>();
  useSavedToast(fetcher, (result) => {
    if (result.error === "limitReached")
      return fill(t.templates.limitReached, { max: TEMPLATES_PER_ACCOUNT });
    if (result.error === "invalid") return e.stepsInvalid;
    if (!result.ok) return null;
    onSaved();
    return template ? t.templates.updated : t.templates.created;
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={template ? e.titleEdit : e.titleNew}
      closeLabel={closeLabel}
      width="max-w-2xl"
    >
      <TemplateEditorForm
        initial={editorDraft(template)}
        answer={fetcher.data}
        saving={fetcher.state !== "idle"}
        action={href(template ? `templates/${template.id}` : "templates/new")}
        onSave={(draft) => {
          const body = {
            intent: template ? "update" : "create",
            id: template?.id ?? null,
            template: draftToInput(draft),
          };
          // The editor's steps are a list of objects: sent as JSON, read by the templates route's action.
          fetcher.submit(JSON.parse(JSON.stringify(body)), {
            method: "post",
            action: href("templates"),
            encType: "application/json",
          });
        }}
        cancel={
          <button type="button" onClick={onClose} className={buttonClass({ tone: "secondary" })}>
            {e.cancel}
          </button>
        }
      />
    </Dialog>
  );
}
