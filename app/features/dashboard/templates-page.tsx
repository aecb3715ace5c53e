import { useState } from "react";
import { useFetcher } from "react-router";
import { useLayout } from "~/features/layout/use-layout";
import { locale } from "~/i18n/languages";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";
import { Panel } from "./panel";
import { TemplateEditorDialog } from "./template-editor-dialog";
import type { TemplateView } from "./templates.server";

type Editing = { template: TemplateView | null } | null;

/** /dashboard/templates: own templates and the public ones of others; create, edit and delete where allowed. */
export function TemplatesPage({ templates }: { templates: TemplateView[] }) {
  const { t, lang } = useDashboard();
  const closeLabel = useLayout().t.common.close;
  const remover = useFetcher();
  useSavedToast(remover, (result) => (result.ok ? t.templates.deleted : null));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateView | null>(null);
  const date = new Intl.DateTimeFormat(locale[lang], { dateStyle: "medium" });

  function confirmDelete(template: TemplateView) {
    remover.submit({ intent: "delete", id: template.id }, { method: "post", encType: "application/json" });
    setDeleting(null);
  }

  return (
    <Panel
      title={t.templates.title}
      description={t.templates.intro}
      actions={
        <button
          type="button"
          onClick={() => setEditing({ template: null })}
          className={buttonClass({ tone: "primary", size: "sm" })}
        >
          + {t.templates.create}
        </button>
      }
    >
      {!templates.length ? (
        <p className="py-8 text-center text-ink-600">{t.templates.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t.templates.title}>
          {templates.map((template) => (
            <li key={template.id} className="flex flex-col rounded-xl border border-ink-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto text-base font-semibold text-ink">{template.name}</h3>
                <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
                  {template.isOwn ? t.templates.yours : t.templates.shared}
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                    template.isPublic ? "bg-emerald-50 text-emerald-800" : "bg-ink-100 text-ink-700"
                  }`}
                >
                  {template.isPublic ? t.templates.publicBadge : t.templates.privateBadge}
                </span>
              </div>
              {template.description && <p className="mt-2 text-sm text-ink-700">{template.description}</p>}
              <p className="mt-2 text-sm text-ink-600">
                {t.categories[template.category ?? "none"]} ·{" "}
                {fill(t.templates.steps, { count: template.workflowData.steps.length })} ·{" "}
                {date.format(new Date(template.updatedAt))}
              </p>
              {template.canEdit && (
                <div className="mt-4 flex gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing({ template })}
                    aria-label={`${t.templates.edit}: ${template.name}`}
                    className={buttonClass({ tone: "secondary", size: "xs" })}
                  >
                    {t.templates.edit}
                  </button>
                  <button
                    type="button"
                    onClick={() => setDeleting(template)}
                    aria-label={`${t.templates.delete}: ${template.name}`}
                    className={buttonClass({ tone: "secondaryDanger", size: "xs" })}
                  >
                    {t.templates.delete}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <TemplateEditorDialog
          template={editing.template}
          closeLabel={closeLabel}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} title={t.templates.delete} closeLabel={closeLabel}>
          <p className="text-ink-800">{fill(t.templates.confirmDelete, { name: deleting.name })}</p>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setDeleting(null)}
              className={buttonClass({ tone: "secondary" })}
            >
              {t.editor.cancel}
            </button>
            <button
              type="button"
              onClick={() => confirmDelete(deleting)}
              className={buttonClass({ tone: "danger" })}
            >
              {t.templates.delete}
            </button>
          </div>
        </Dialog>
      )}
    </Panel>
  );
}
