import { useEffect, useId, useRef } from "react";
import { Form, Link, useActionData, useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { inputClass, TextAreaField, TextField } from "~/ui/form";
import { inquiryStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { type AnswerLabels, readableAnswers } from "../leads/answers";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import {
  FollowUpBadge,
  leadLabel,
  PrivacyActionButtons,
  StatusBadge,
  useDates,
  useSavedToast,
} from "./desk-ui";
import type { InquiryPageData, StoredAnswers, TimelineEntry } from "./inquiries.server";
import { Panel } from "./panel";

type InquiryPageProps = InquiryPageData & {
  labels: AnswerLabels;
  draft: { subject: string; body: string } | null;
  today: string;
};

const fieldRow = "grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4";

/** /dashboard/inquiries/:id: one lead with everything known about it, and what staff do next. */
export function InquiryPage(props: InquiryPageProps) {
  const { t, href } = useDashboard();
  const dates = useDates();
  const { inquiry, canEdit } = props;
  const d = t.desk;
  const name = leadLabel(inquiry);
  // Merging and restoring remove the panel they are sent from: their answers are told from here.
  const merger = useFetcher({ key: "merge" });
  useSavedToast(merger, (result) =>
    result.ok ? d.toasts.merged : result.error ? d.errors[result.error as keyof typeof d.errors] : null,
  );
  const restorer = useFetcher({ key: "restore" });
  useSavedToast(restorer, (result) => (result.ok ? d.toasts.saved : null));
  const unmerger = useFetcher({ key: "unmerge" });
  useSavedToast(unmerger, (result) =>
    result.ok ? d.toasts.unmerged : result.error ? d.errors[result.error as keyof typeof d.errors] : null,
  );
  return (
    <div className="space-y-6">
      <div>
        <Link
          to={href("inquiries")}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          ← {t.back}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold break-words text-ink">{name}</h2>
          <StatusBadge status={inquiry.status} />
          <FollowUpBadge followUpOn={inquiry.followUpOn} today={props.today} />
        </div>
        <p className="mt-1 text-ink-600">
          {d.forms[inquiry.form]} · {fill(d.card.received, { date: dates.moment(inquiry.createdAt) })}
        </p>
      </div>
      {inquiry.spamReason && <SpamNotice reason={inquiry.spamReason} fetcher={restorer} />}
      {props.mergedInto ? (
        <MergedNotice mergedInto={props.mergedInto} fetcher={unmerger} />
      ) : (
        !canEdit &&
        !inquiry.spamReason && <p className="rounded-2xl bg-ink-100 p-4 text-ink-700">{d.inquiry.readOnly}</p>
      )}
      {canEdit && <StatusButtons status={inquiry.status} />}
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <AnswersPanel answers={props.answers} labels={props.labels} />
          {canEdit && props.draft && (
            <ReplyPanel draft={props.draft} email={inquiry.email} lang={inquiry.lang} />
          )}
          {canEdit && <NotePanel />}
          {props.staff.length > 0 && (
            <Timeline
              inquiryId={inquiry.id}
              entries={props.timeline}
              staff={props.staff}
              fetcher={unmerger}
            />
          )}
        </div>
        <div className="space-y-6">
          <ContactPanel {...props} />
          {canEdit && <AssigneePanel {...props} />}
          {canEdit && <FollowUpPanel followUpOn={inquiry.followUpOn} />}
          {props.duplicates.length > 0 && <DuplicatesPanel {...props} fetcher={merger} />}
          {canEdit && <PrivacyPanel email={inquiry.email} />}
        </div>
      </div>
    </div>
  );
}

type Fetcher = ReturnType<typeof useFetcher>;

function SpamNotice({
  reason,
  fetcher,
}: {
  reason: NonNullable<InquiryPageData["inquiry"]["spamReason"]>;
  fetcher: Fetcher;
}) {
  const { t } = useDashboard();
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950"
    >
      <p className="flex-1 basis-64">
        {fill(t.desk.inquiry.spamNotice, { reason: t.desk.card.spamReasons[reason] })}
      </p>
      <button
        type="submit"
        name="intent"
        value="restore"
        className={buttonClass({ tone: "secondary", size: "sm" })}
      >
        {t.desk.inquiry.restore}
      </button>
    </fetcher.Form>
  );
}

/** Staff, on an inquiry merged into another: where it is shown now, and the way back. */
function MergedNotice({
  mergedInto,
  fetcher,
}: {
  mergedInto: NonNullable<InquiryPageData["mergedInto"]>;
  fetcher: Fetcher;
}) {
  const { t, href } = useDashboard();
  const d = t.desk.inquiry;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-ink-100 p-4 text-ink-700">
      <p className="flex-1 basis-64">
        {d.mergedNotice}{" "}
        <Link
          to={href(`inquiries/${mergedInto.id}`)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {d.mergedInto}
        </Link>
      </p>
      {mergedInto.mergeId && (
        <UndoMergeButton keptId={mergedInto.id} mergeId={mergedInto.mergeId} fetcher={fetcher} />
      )}
    </div>
  );
}

/** Undoes one merge: posted to the inquiry that kept it, where the merge is recorded. */
function UndoMergeButton({
  keptId,
  mergeId,
  fetcher,
}: {
  keptId: string;
  mergeId: string;
  fetcher: Fetcher;
}) {
  const { t, href } = useDashboard();
  return (
    <fetcher.Form method="post" action={href(`inquiries/${keptId}`)}>
      <input type="hidden" name="intent" value="unmerge" />
      <input type="hidden" name="merge" value={mergeId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass({ tone: "secondary", size: "sm" })}
      >
        {t.desk.inquiry.undoMerge}
      </button>
    </fetcher.Form>
  );
}

/** The four status buttons; the current one is pressed (docs/PRODUCT.md, The desk). */
function StatusButtons({ status }: { status: InquiryPageData["inquiry"]["status"] }) {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.statusUpdated : null));
  const shown = (fetcher.formData?.get("status") as typeof status | null) ?? status;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm font-medium text-ink-700">
          {t.desk.inquiry.statusLabel}
        </legend>
        {inquiryStatuses.map((value) => (
          <button
            key={value}
            type="submit"
            name="status"
            value={value}
            aria-pressed={shown === value}
            className="rounded-xl border border-ink-300 bg-white px-3.5 py-2 text-sm font-semibold text-ink-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {t.statuses[value]}
          </button>
        ))}
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="spam"
        className="ml-auto text-sm font-semibold text-ink-600 underline-offset-2 hover:text-red-700 hover:underline"
      >
        {t.desk.inquiry.markSpam}
      </button>
    </fetcher.Form>
  );
}

function AnswersPanel({ answers, labels }: { answers: StoredAnswers[]; labels: AnswerLabels }) {
  const { t } = useDashboard();
  const dates = useDates();
  const d = t.desk.inquiry;
  return (
    <Panel title={d.answers}>
      {answers.map((set, index) => (
        <section key={set.inquiryId} className={index > 0 ? "mt-6 border-t border-ink-200 pt-4" : undefined}>
          {index > 0 && (
            <h3 className="mb-2 text-sm font-semibold text-ink-700">
              {fill(d.mergedAnswers, { form: t.desk.forms[set.form], date: dates.moment(set.createdAt) })}
            </h3>
          )}
          <dl className="divide-y divide-ink-100">
            {readableAnswers(set.form, set.answers, labels).map((answer) => (
              <div key={answer.field.name} className={fieldRow}>
                <dt className="text-sm font-medium text-ink-600">{answer.label}</dt>
                <dd className="wrap-anywhere whitespace-pre-line text-ink">
                  {answer.field.kind === "file" && set.file ? (
                    <a
                      href={`/dashboard/inquiries/${set.inquiryId}/file`}
                      download
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {fill(d.file, { name: set.file.name })}
                    </a>
                  ) : (
                    (answer.value ?? <span className="text-ink-400">{d.empty}</span>)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Panel>
  );
}

function ContactPanel({ inquiry }: InquiryPageProps) {
  const { t } = useDashboard();
  const dates = useDates();
  const d = t.desk.inquiry;
  const campaign = [
    inquiry.utm.source,
    inquiry.utm.medium,
    inquiry.utm.campaign,
    inquiry.utm.term,
    inquiry.utm.content,
  ]
    .filter(Boolean)
    .join(" / ");
  const row = (label: string, value: React.ReactNode) => (
    <div className="py-2">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="wrap-anywhere text-ink">{value}</dd>
    </div>
  );
  return (
    <Panel title={d.contact}>
      <dl className="divide-y divide-ink-100">
        {row(
          d.email,
          <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline-offset-2 hover:underline">
            {inquiry.email}
          </a>,
        )}
        {inquiry.name && row(t.desk.csv.name, inquiry.name)}
        {inquiry.company && row(d.company, inquiry.company)}
        {inquiry.phone &&
          row(
            d.phone,
            <a href={`tel:${inquiry.phone}`} className="text-brand-700 underline-offset-2 hover:underline">
              {inquiry.phone}
            </a>,
          )}
        {row(d.language, t.desk.languages[inquiry.lang])}
        {row(d.received, dates.moment(inquiry.createdAt))}
        {row(d.campaign, campaign || d.direct)}
      </dl>
    </Panel>
  );
}

function AssigneePanel({ inquiry, staff }: InquiryPageProps) {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.saved : null));
  const id = useId();
  return (
    <Panel title={t.desk.inquiry.assignee}>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="assign" />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t.desk.inquiry.assignee}
          </label>
          <select
            id={id}
            name="assignee"
            defaultValue={inquiry.assignee?.id ?? ""}
            className={inputClass({ size: "sm" })}
          >
            <option value="">{t.desk.card.unassigned}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ tone: "secondary", size: "sm" })}>
          {t.desk.inquiry.assign}
        </button>
      </fetcher.Form>
    </Panel>
  );
}

function FollowUpPanel({ followUpOn }: { followUpOn: string | null }) {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.saved : null));
  const d = t.desk.inquiry;
  const id = useId();
  return (
    <Panel title={d.followUp} description={d.followUpHint}>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="followUp" />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {d.followUp}
          </label>
          <input
            id={id}
            type="date"
            name="followUpOn"
            min={FIRST_DAY}
            max={LAST_DAY}
            defaultValue={followUpOn ?? ""}
            className={inputClass({ size: "sm" })}
          />
        </div>
        <button type="submit" className={buttonClass({ tone: "secondary", size: "sm" })}>
          {d.save}
        </button>
        {followUpOn && (
          <button
            type="submit"
            name="followUpOn"
            value=""
            className="py-2 text-sm font-semibold text-ink-600 hover:underline"
          >
            {d.clear}
          </button>
        )}
      </fetcher.Form>
    </Panel>
  );
}

/** A form that empties itself once its change was saved. */
function useResetOnSuccess(fetcher: ReturnType<typeof useFetcher>) {
  const ref = useRef<HTMLFormElement>(null);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === "idle" && (data as { ok?: boolean } | undefined)?.ok) ref.current?.reset();
  }, [state, data]);
  return ref;
}

function NotePanel() {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.noteAdded : t.desk.errors.invalid));
  const ref = useResetOnSuccess(fetcher);
  return (
    <Panel title={t.desk.inquiry.note}>
      <fetcher.Form ref={ref} method="post" className="space-y-3">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField label={t.desk.inquiry.note} name="body" required rows={3} maxLength={5000} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonClass({ tone: "primary", size: "sm" })}
        >
          {t.desk.inquiry.addNote}
        </button>
      </fetcher.Form>
    </Panel>
  );
}

function ReplyPanel({
  draft,
  email,
  lang,
}: {
  draft: { subject: string; body: string };
  email: string;
  lang: InquiryPageData["inquiry"]["lang"];
}) {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.replyQueued : t.desk.errors.invalid));
  const ref = useResetOnSuccess(fetcher);
  const d = t.desk.inquiry;
  return (
    <Panel title={d.reply} description={fill(d.replyHint, { email, language: t.desk.languages[lang] })}>
      <fetcher.Form ref={ref} method="post" className="space-y-3" lang={lang}>
        <input type="hidden" name="intent" value="reply" />
        <TextField label={d.subject} name="subject" required maxLength={200} defaultValue={draft.subject} />
        <TextAreaField
          label={d.message}
          name="body"
          required
          rows={8}
          maxLength={10000}
          defaultValue={draft.body}
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonClass({ tone: "primary", size: "sm" })}
        >
          {d.send}
        </button>
      </fetcher.Form>
    </Panel>
  );
}

function DuplicatesPanel({ duplicates, canEdit, fetcher }: InquiryPageProps & { fetcher: Fetcher }) {
  const { t, href } = useDashboard();
  const dates = useDates();
  return (
    <Panel title={t.desk.inquiry.duplicates}>
      <ul className="divide-y divide-ink-100">
        {duplicates.map((other) => (
          <li key={other.id} className="py-2">
            <Link
              to={href(`inquiries/${other.id}`)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t.desk.forms[other.form]}
            </Link>
            <p className="text-sm text-ink-600">
              {dates.moment(other.createdAt)} · {t.statuses[other.status]}
            </p>
            {canEdit && (
              <fetcher.Form method="post" className="mt-1">
                <input type="hidden" name="intent" value="merge" />
                <input type="hidden" name="other" value={other.id} />
                <button
                  type="submit"
                  className="text-sm font-semibold text-ink-700 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {t.desk.inquiry.merge}
                </button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function activityText(
  entry: TimelineEntry,
  t: ReturnType<typeof useDashboard>["t"],
  staff: { id: string; name: string }[],
  day: (value: string) => string,
) {
  const a = t.desk.activity;
  const value = (key: string) => entry.data[key];
  const statusName = (key: string) =>
    t.statuses[value(key) as keyof typeof t.statuses] ?? String(value(key) ?? "");
  switch (entry.kind) {
    case "created": {
      const form = t.desk.forms[value("form") as keyof typeof t.desk.forms] ?? "";
      const reason = value("spamReason") as keyof typeof t.desk.card.spamReasons | null;
      return reason
        ? fill(a.createdSpam, { reason: t.desk.card.spamReasons[reason] })
        : fill(a.created, { form });
    }
    case "status":
      return fill(a.status, { from: statusName("from"), to: statusName("to") });
    case "assigned": {
      const to = staff.find((member) => member.id === value("to"))?.name;
      if (!to) return a.unassigned;
      return fill(value("inTurn") ? a.assignedInTurn : a.assigned, { name: to });
    }
    case "follow_up":
      return value("on") ? fill(a.followUp, { date: day(String(value("on"))) }) : a.followUpCleared;
    case "note":
      return a.note;
    case "email_sent":
      return entry.mail
        ? `${fill(a.emailSent, { to: entry.mail.to })} (${a.emailStates[entry.mail.state]})`
        : a.emailSent;
    case "email_received":
      return a.emailReceived;
    case "merged":
      return fill(a.merged, { form: t.desk.forms[value("form") as keyof typeof t.desk.forms] ?? "" });
    case "unmerged":
      return fill(a.unmerged, { form: t.desk.forms[value("form") as keyof typeof t.desk.forms] ?? "" });
    case "spam":
      return a.spam;
    case "restored":
      return a.restored;
  }
}

function Timeline({
  inquiryId,
  entries,
  staff,
  fetcher,
}: {
  inquiryId: string;
  entries: TimelineEntry[];
  staff: { id: string; name: string }[];
  fetcher: Fetcher;
}) {
  const { t } = useDashboard();
  const dates = useDates();
  const a = t.desk.activity;
  return (
    <Panel title={t.desk.inquiry.timeline}>
      {entries.length === 0 ? (
        <p className="text-ink-600">{t.desk.inquiry.timelineEmpty}</p>
      ) : (
        <ol className="space-y-4 border-l-2 border-ink-200 pl-4">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-500"
              />
              <p className="font-medium text-ink">{activityText(entry, t, staff, dates.day)}</p>
              <p className="text-sm text-ink-600">
                {entry.actor ?? a.bySite} ·{" "}
                <time dateTime={entry.createdAt}>{dates.moment(entry.createdAt)}</time>
                {entry.fromMerged && ` · ${a.fromMerged}`}
              </p>
              {entry.body && (
                <p className="mt-1 rounded-xl bg-ink-50 p-3 text-sm break-words whitespace-pre-line text-ink-800">
                  {entry.body}
                </p>
              )}
              {entry.canUndo && (
                <div className="mt-2">
                  <UndoMergeButton keptId={inquiryId} mergeId={entry.id} fetcher={fetcher} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** The lead's address: everything stored about it, as a download, and its erasure. */
function PrivacyPanel({ email }: { email: string }) {
  const { t } = useDashboard();
  const p = t.desk.privacy;
  const result = useActionData<{ ok: boolean; error?: string }>();
  return (
    <Panel title={p.title} description={p.intro}>
      <a
        href={`/dashboard/privacy-export?email=${encodeURIComponent(email)}`}
        download
        className={buttonClass({ tone: "secondary", size: "sm" })}
      >
        {p.export}
      </a>
      <Form method="post" className="mt-4 space-y-3">
        <TextField
          label={p.confirm}
          name="confirm"
          required
          autoComplete="off"
          error={result && !result.ok && result.error === "mismatch" ? p.mismatch : undefined}
        />
        <PrivacyActionButtons />
      </Form>
    </Panel>
  );
}
