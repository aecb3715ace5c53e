import { type MouseEvent, useState } from "react";
import { useFetcher } from "react-router";
import { useLayout } from "~/features/layout/use-layout";
import { countText } from "~/i18n/plural";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { isPlainClick } from "~/ui/plain-click";
import { fill } from "../auth/fill";
import { readyTemplateKeys } from "../automations/ready-templates";
import type { DryRunLead } from "../automations/runs.server";
import type { AutomationView } from "../automations/switch.server";
import { AutomationSwitch } from "./automation-switch";
import { useDashboard } from "./dashboard-context";
import { useDates, useSavedToast } from "./desk-ui";
import { DryRunDialog } from "./dry-run-dialog";
import { Pager } from "./pager";
import type { Page } from "./paging";
import { Panel } from "./panel";
import { TemplateEditorDialog } from "./template-editor-dialog";
import type { PublicationRequest, TemplateView } from "./templates.server";

type Editing = { template: TemplateView | null } | null;

interface TemplatesPageProps {
  templates: Page<TemplateView>;
  /** The editor's page saved a template and sent the browser back here (?saved=). */
  saved: "created" | "updated" | null;
  /** Staff only: customers' templates waiting to be published. */
  requests: Page<PublicationRequest> | null;
  own: { count: number; max: number };
  /** Staff only: the automations of the listed templates, by template id. */
  automations: Record<string, AutomationView> | null;
  /** Staff only: recent inquiries to try a template on. */
  leads: DryRunLead[] | null;
}

/**
 * /dashboard/templates: a page of own templates and the published ones; create, edit and delete
 * where allowed; for staff also the publication requests to approve or decline.
 */
export function TemplatesPage({ templates, saved, requests, own, automations, leads }: TemplatesPageProps) {
  const { t, viewer, href } = useDashboard();
  const closeLabel = useLayout().t.common.close;
  const remover = useFetcher();
  useSavedToast(remover, (result) => (result.ok ? t.templates.deleted : null));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateView | null>(null);
  const [trying, setTrying] = useState<TemplateView | null>(null);
  const full = own.count >= own.max;

  function confirmDelete(template: TemplateView) {
    remover.submit({ intent: "delete", id: template.id }, { method: "post", encType: "application/json" });
    setDeleting(null);
  }

  return (
    <div className="space-y-6">
      <Panel
        title={t.templates.title}
        description={t.templates.intro}
        actions={
          full ? (
            <button type="button" disabled className={buttonClass({ tone: "primary", size: "sm" })}>
              + {t.templates.create}
            </button>
          ) : (
            <a
              href={href("templates/new")}
              onClick={opensDialog(() => setEditing({ template: null }))}
              className={buttonClass({ tone: "primary", size: "sm" })}
            >
              + {t.templates.create}
            </a>
          )
        }
      >
        {saved && (
          <p role="status" className="mb-3 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
            {saved === "created" ? t.templates.created : t.templates.updated}
          </p>
        )}
        <p className="text-sm text-ink-600">{fill(t.templates.count, own)}</p>
        {full && (
          <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            {fill(t.templates.limitReached, { max: own.max })}
          </p>
        )}
        {!templates.items.length && templates.page === 1 ? (
          <p className="py-8 text-center text-ink-600">{t.templates.empty}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t.templates.title}>
            {templates.items.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                automation={automations?.[template.id] ?? null}
                onEdit={() => setEditing({ template })}
                onDelete={() => setDeleting(template)}
                onTry={leads && runnable(template) ? () => setTrying(template) : null}
              />
            ))}
          </ul>
        )}
        <Pager page={templates} param="page" label={t.templates.pages} />
      </Panel>
      {viewer.role === "staff" && !full && <ReadyTemplates />}
      {requests && <PublicationRequests requests={requests} />}
      {editing && (
        <TemplateEditorDialog
          template={editing.template}
          closeLabel={closeLabel}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {trying && leads && (
        <DryRunDialog
          template={trying}
          leads={leads}
          closeLabel={closeLabel}
          onClose={() => setTrying(null)}
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
    </div>
  );
}

/**
 * A link to the editor's page that, once JavaScript runs, opens the editor in a dialog instead;
 * a click meant for a new tab or window still follows the link.
 */
const opensDialog = (open: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  open();
};

/** Where a template stands: published, waiting for staff, declined, or private. */
function PublicationBadge({ template }: { template: TemplateView }) {
  const { t } = useDashboard();
  const [text, tone] = template.isPublic
    ? [t.templates.publicBadge, "bg-emerald-50 text-emerald-800"]
    : template.publication === "requested"
      ? [t.templates.requestedBadge, "bg-amber-50 text-amber-900"]
      : template.publication === "declined"
        ? [t.templates.declinedBadge, "bg-red-50 text-red-800"]
        : [t.templates.privateBadge, "bg-ink-100 text-ink-700"];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}

function TemplateSummary({ template }: { template: TemplateView }) {
  const { t, lang } = useDashboard();
  const dates = useDates();
  return (
    <>
      {template.description && <p className="mt-2 text-sm text-ink-700">{template.description}</p>}
      <p className="mt-2 text-sm text-ink-600">
        {t.categories[template.category ?? "none"]} ·{" "}
        {fill(countText(lang, t.templates.steps, template.workflowData.steps.length), {
          count: template.workflowData.steps.length,
        })}{" "}
        · {dates.date(template.updatedAt)}
      </p>
    </>
  );
}

/** Staff: whether the template runs as an automation, and on which version. */
function AutomationBadge({ automation }: { automation: AutomationView }) {
  const { t } = useDashboard();
  const [text, tone] = automation.enabled
    ? [fill(t.templates.automationOn, { version: automation.version }), "bg-brand-50 text-brand-800"]
    : [t.templates.automationOff, "bg-ink-100 text-ink-700"];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}

/** Whether a template's every step has its typed settings: what an automation (and a dry run) runs. */
const runnable = (template: TemplateView) =>
  template.workflowData.steps.length > 0 && template.workflowData.steps.every((step) => step.settings);

function TemplateCard({
  template,
  automation,
  onEdit,
  onDelete,
  onTry,
}: {
  template: TemplateView;
  automation: AutomationView | null;
  onEdit: () => void;
  onDelete: () => void;
  /** Staff, on a template whose steps are all set: try it on a lead. */
  onTry: (() => void) | null;
}) {
  const { t, viewer, href } = useDashboard();
  // Staff switch on their own templates (and keep managing one already switched on); a customer's stays a draft.
  const switchable = viewer.role === "staff" && (template.isOwn || automation !== null);
  return (
    <li className="flex flex-col rounded-xl border border-ink-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-base font-semibold text-ink">{template.name}</h3>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
          {template.isOwn ? t.templates.yours : t.templates.shared}
        </span>
        <PublicationBadge template={template} />
        {automation && <AutomationBadge automation={automation} />}
      </div>
      <TemplateSummary template={template} />
      {switchable && (
        <AutomationSwitch templateId={template.id} automation={automation} runnable={runnable(template)} />
      )}
      {(template.canEdit || onTry) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {onTry && (
            <button
              type="button"
              onClick={onTry}
              aria-label={`${t.runs.dryRun.open}: ${template.name}`}
              className={buttonClass({ tone: "secondary", size: "xs" })}
            >
              {t.runs.dryRun.open}
            </button>
          )}
          {template.canEdit && (
            <>
              <a
                href={href(`templates/${template.id}`)}
                onClick={opensDialog(onEdit)}
                aria-label={`${t.templates.edit}: ${template.name}`}
                className={buttonClass({ tone: "secondary", size: "xs" })}
              >
                {t.templates.edit}
              </a>
              <button
                type="button"
                onClick={onDelete}
                aria-label={`${t.templates.delete}: ${template.name}`}
                className={buttonClass({ tone: "secondaryDanger", size: "xs" })}
              >
                {t.templates.delete}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Staff: the ready templates (app/features/automations/ready-templates.ts), each added with one
 * click as a template of their own. A plain form: it works before JavaScript has loaded.
 */
function ReadyTemplates() {
  const { t } = useDashboard();
  const r = t.templates.ready;
  const adder = useFetcher({ key: "ready-template" });
  useSavedToast(adder, (result) => (result.ok ? r.added : null));
  return (
    <Panel title={r.title} description={r.intro}>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-label={r.title}>
        {readyTemplateKeys.map((key) => (
          <li key={key} className="flex flex-col rounded-xl border border-ink-200 p-4">
            <h3 className="text-base font-semibold text-ink">{r.templates[key].name}</h3>
            <p className="mt-1 mb-4 text-sm text-ink-700">{r.templates[key].description}</p>
            <adder.Form method="post" className="mt-auto">
              <input type="hidden" name="intent" value="addReady" />
              <input type="hidden" name="key" value={key} />
              <button
                type="submit"
                disabled={adder.state !== "idle"}
                aria-label={`${r.add}: ${r.templates[key].name}`}
                className={buttonClass({ tone: "secondary", size: "sm" })}
              >
                + {r.add}
              </button>
            </adder.Form>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Staff: what customers asked to publish, each with its steps to check, to publish or decline. */
function PublicationRequests({ requests }: { requests: Page<PublicationRequest> }) {
  const { t } = useDashboard();
  const p = t.templates;
  // Keyed here, not per row: a decided request leaves the list, and its answer must still be told.
  const decider = useFetcher({ key: "publication" });
  useSavedToast(decider, (result) =>
    result.ok ? (result.intent === "approve" ? p.approved : p.declined) : null,
  );
  const decide = (intent: "approve" | "decline", id: string) =>
    decider.submit({ intent, id }, { method: "post", encType: "application/json" });
  return (
    <Panel title={p.requestsTitle} description={p.requestsIntro}>
      {!requests.items.length && requests.page === 1 ? (
        <p className="py-4 text-ink-600">{p.requestsEmpty}</p>
      ) : (
        <ul className="space-y-3" aria-label={p.requestsTitle}>
          {requests.items.map((request) => (
            <li key={request.id} className="rounded-xl border border-ink-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto text-base font-semibold text-ink">{request.name}</h3>
                <span className="text-sm text-ink-600">{fill(p.by, { name: request.owner })}</span>
              </div>
              <TemplateSummary template={request} />
              {request.workflowData.steps.length > 0 && (
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-800">
                  {request.workflowData.steps.map((step) => (
                    <li key={step.id} className="wrap-anywhere">
                      {t.stepTypes[step.type]}
                      {step.config.action && `: ${step.config.action}`}
                    </li>
                  ))}
                </ol>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={decider.state !== "idle"}
                  onClick={() => decide("approve", request.id)}
                  aria-label={`${p.approve}: ${request.name}`}
                  className={buttonClass({ tone: "primary", size: "sm" })}
                >
                  {p.approve}
                </button>
                <button
                  type="button"
                  disabled={decider.state !== "idle"}
                  onClick={() => decide("decline", request.id)}
                  aria-label={`${p.decline}: ${request.name}`}
                  className={buttonClass({ tone: "secondaryDanger", size: "sm" })}
                >
                  {p.decline}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={requests} param="requests" label={p.requestsTitle} />
    </Panel>
  );
}
