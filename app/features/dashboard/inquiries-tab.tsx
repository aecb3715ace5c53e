import { useId, useState } from "react";
import { postAuth } from "~/features/auth/auth-api";
import { useLayout } from "~/features/layout/use-layout";
import { locale } from "~/i18n/languages";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { inputClass } from "~/ui/form";
import { useToast } from "~/ui/toast";
import type { InquiryView } from "./api-types";
import { useDashboard } from "./dashboard-context";
import { type InquiryStatus, inquiryStatuses, NOTES_MAX } from "./model";
import { Panel } from "./panel";
import { Spinner } from "./spinner";
import { sendJson, useChange, useResource } from "./use-resource";

const statusBadge: Record<InquiryStatus, string> = {
  pending: "bg-amber-50 text-amber-900",
  in_progress: "bg-brand-50 text-brand-800",
  completed: "bg-emerald-50 text-emerald-800",
  cancelled: "bg-slate-100 text-slate-700",
};

function StatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useDashboard();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadge[status]}`}>
      {t.statuses[status]}
    </span>
  );
}

/** Staff: every inquiry, filtered by status, editable and exportable. A user: his own, read-only. */
export function InquiriesTab() {
  const { t, lang, viewer } = useDashboard();
  const staff = viewer.role === "staff";
  const [status, setStatus] = useState<InquiryStatus | "all">("all");
  const query = status === "all" ? "" : `?status=${status}`;
  const { data, firstLoad, reload } = useResource<{ inquiries: InquiryView[]; emailVerified: boolean }>(
    `/api/dashboard/inquiries${query}`,
    t.loadError,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const filterId = useId();
  const date = new Intl.DateTimeFormat(locale[lang], { dateStyle: "medium", timeStyle: "short" });
  const i = t.inquiries;
  const open = data?.inquiries.find((inquiry) => inquiry.id === openId) ?? null;

  return (
    <Panel
      title={i.title}
      description={staff ? i.introStaff : i.introUser}
      actions={
        staff && (
          <>
            <label htmlFor={filterId} className="sr-only">
              {i.filter}
            </label>
            <select
              id={filterId}
              value={status}
              onChange={(event) => setStatus(event.target.value as InquiryStatus | "all")}
              className={`${inputClass} !w-auto !py-2`}
            >
              <option value="all">
                {i.filter}: {i.all}
              </option>
              {inquiryStatuses.map((value) => (
                <option key={value} value={value}>
                  {i.filter}: {t.statuses[value]}
                </option>
              ))}
            </select>
            <a
              href={`/api/dashboard/inquiries.csv${query}`}
              download
              className={`${buttonClass.secondary} !py-2`}
            >
              {i.exportCsv}
            </a>
          </>
        )
      }
    >
      {data && !staff && !data.emailVerified && <VerifyNotice />}
      {firstLoad ? (
        <Spinner label={t.loading} />
      ) : !data?.inquiries.length ? (
        <p className="py-8 text-center text-slate-600">{i.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={i.title}>
          {data.inquiries.map((inquiry) => (
            <li key={inquiry.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-64">
                <p className="truncate font-semibold text-ink">{inquiry.title}</p>
                <p className="text-sm text-slate-600">
                  {t.sourceForms[inquiry.sourceForm]} · {inquiry.serviceType} ·{" "}
                  <time dateTime={inquiry.createdAt}>{date.format(new Date(inquiry.createdAt))}</time>
                  {staff && <span className="break-all"> · {inquiry.leadEmail}</span>}
                </p>
              </div>
              <StatusBadge status={inquiry.status} />
              <button
                type="button"
                onClick={() => setOpenId(inquiry.id)}
                aria-label={`${i.open}: ${inquiry.title}`}
                className={`${buttonClass.secondary} !px-4 !py-1.5 !text-sm`}
              >
                {i.open}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <InquiryDialog
          inquiry={open}
          editable={staff}
          onClose={() => setOpenId(null)}
          onSaved={() => {
            setOpenId(null);
            reload();
          }}
        />
      )}
    </Panel>
  );
}

/** Until a plain user confirms his address, no lead is shown as his (see inquiries.server.ts). */
function VerifyNotice() {
  const { t, viewer } = useDashboard();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex-1 basis-64">{t.inquiries.verifyNeeded}</p>
      <button
        type="button"
        disabled={sending}
        onClick={async () => {
          setSending(true);
          const result = await postAuth("/send-verification-email", { email: viewer.email });
          setSending(false);
          toast(result.ok ? t.inquiries.verifySent : t.saveError, result.ok ? "success" : "error");
        }}
        className={`${buttonClass.secondary} !py-2`}
      >
        {t.inquiries.verifyResend}
      </button>
    </div>
  );
}

interface InquiryDialogProps {
  inquiry: InquiryView;
  editable: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Spec: Dialogs 3, the inquiry detail, with status and notes saved together (staff). */
function InquiryDialog({ inquiry, editable, onClose, onSaved }: InquiryDialogProps) {
  const { t, lang } = useDashboard();
  const { t: layout } = useLayout();
  const [status, setStatus] = useState(inquiry.status);
  const [notes, setNotes] = useState(inquiry.notes ?? "");
  const { saving, change } = useChange(t.saveError);
  const notesId = useId();
  const f = t.inquiries.fields;
  const date = new Intl.DateTimeFormat(locale[lang], { dateStyle: "medium", timeStyle: "short" });

  const save = () =>
    change(
      () => sendJson(`/api/dashboard/inquiries/${inquiry.id}`, "PATCH", { status, notes }),
      t.inquiries.statusUpdated,
      onSaved,
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.inquiries.detailTitle}
      closeLabel={layout.common.close}
      width="max-w-2xl"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-semibold text-slate-700">{f.title}</dt>
        <dd className="text-ink">{inquiry.title}</dd>
        <dt className="font-semibold text-slate-700">{f.serviceType}</dt>
        <dd className="text-ink">
          {inquiry.serviceType} ({t.sourceForms[inquiry.sourceForm]})
        </dd>
        <dt className="font-semibold text-slate-700">{f.description}</dt>
        <dd className="whitespace-pre-wrap text-ink">{inquiry.description || "—"}</dd>
        <dt className="font-semibold text-slate-700">{f.requirements}</dt>
        <dd className="min-w-0">
          <pre className="max-h-60 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
            {JSON.stringify(inquiry.requirements, null, 2)}
          </pre>
        </dd>
        <dt className="font-semibold text-slate-700">{f.lastUpdated}</dt>
        <dd className="text-ink">
          <time dateTime={inquiry.lastUpdated}>{date.format(new Date(inquiry.lastUpdated))}</time>
        </dd>
      </dl>
      {inquiry.hasPdf && editable && (
        <a
          href={`/api/dashboard/inquiries/${inquiry.id}/pdf`}
          download
          className={`${buttonClass.secondary} mt-4 !py-2`}
        >
          {t.inquiries.downloadPdf}
        </a>
      )}
      {editable ? (
        <div className="mt-5 space-y-4 border-t border-slate-200 pt-5">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{f.status}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {inquiryStatuses.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={status === value}
                  onClick={() => setStatus(value)}
                  className="rounded-xl border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
                >
                  {t.statuses[value]}
                </button>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={notesId} className="block text-sm font-semibold text-slate-800">
              {f.notes}
            </label>
            <textarea
              id={notesId}
              rows={4}
              maxLength={NOTES_MAX}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              className={`${inputClass} mt-1.5`}
            />
          </div>
          <div className="flex justify-end">
            <button type="button" onClick={save} disabled={saving} className={buttonClass.primary}>
              {t.inquiries.update}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5 text-sm">
          <span className="font-semibold text-slate-700">{f.status}:</span>
          <StatusBadge status={inquiry.status} />
          <p className="w-full text-slate-600">{t.inquiries.readOnly}</p>
        </div>
      )}
    </Dialog>
  );
}
