import { useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { useDashboard } from "./dashboard-context";
import { Panel } from "./panel";
import { editorDraft } from "./template-editor";
import { type EditorAnswer, TemplateEditorForm } from "./template-editor-form";
import type { TemplateView } from "./templates.server";

/**
 * The template editor as a page (/dashboard/templates/new, /dashboard/templates/<id>): the same
 * form as the dialog, posted to this page; a post the server answered (a step added or removed, a
 * refused save) is drawn as it was typed, with each problem beside its field.
 */
export function TemplateEditorPage({
  template,
  answer,
}: {
  template: TemplateView | null;
  answer: EditorAnswer | undefined;
}) {
  const { t, href } = useDashboard();
  const e = t.editor;
  const action = href(template ? `templates/${template.id}` : "templates/new");
  const navigation = useNavigation();
  return (
    <Panel title={template ? e.titleEdit : e.titleNew}>
      <TemplateEditorForm
        // Each answer of the server's is a draft of its own, drawn afresh.
        key={JSON.stringify(answer?.draft ?? null)}
        initial={answer?.draft ?? editorDraft(template)}
        answer={answer}
        saving={navigation.state === "submitting" && navigation.formAction === action}
        action={action}
        cancel={
          <a href={href("templates")} className={buttonClass({ tone: "secondary" })}>
            {e.back}
          </a>
        }
      />
    </Panel>
  );
}
