import { useEffect, useId, useRef } from "react";
import { Form, Link, useActionData, useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { inputClass, TextAreaField, TextField } from "~/ui/form";
import { fill } from "../auth/fill";
import { type AnswerLabels, type ReadableAnswer, readableAnswers } from "../leads/answers";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import { PrivacyActionButtons, useDates, useSavedToast } from "./desk-ui";
import type { InquiryPageData, StoredAnswers } from "./inquiry.server";
import type { Fetcher } from "./inquiry-timeline";
import { Panel } from "./panel";

/** The inquiry page's data: the loader's, with the answers' labels, the reply draft and the day. */
export type InquiryPageProps = InquiryPageData & {
  labels: AnswerLabels;
  draft: { subject: string; body: string; answersReturn: boolean } | null;
  today: string;
};

const fieldRow = "grid grid-cols-1 gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4";

export function AnswersPanel({ answers, labels }: { answers: StoredAnswers[]; labels: AnswerLabels }) {
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
          <SentAnswers set={set} labels={labels} />
        </section>
      ))}
    </Panel>
  );
}

/**
 * One form's answers: a row for each the lead gave, then the fields he left empty named together
 * on one row, so a short inquiry is not a column of dashes.
 */
function SentAnswers({ set, labels }: { set: StoredAnswers; labels: AnswerLabels }) {
  const { t } = useDashboard();
  const d = t.desk.inquiry;
  const answers = readableAnswers(set.form, set.answers, labels);
  const file = (answer: ReadableAnswer) => (answer.field.kind === "file" ? set.file : null);
  const given = answers.filter((answer) => answer.value !== null || file(answer));
  const empty = answers.filter((answer) => !given.includes(answer));
  return (
    <dl className="divide-y divide-ink-100">
      {given.map((answer) => {
        const stored = file(answer);
        return (
          <div key={answer.field.name} className={fieldRow}>
            <dt className="text-sm font-medium text-ink-600">{answer.label}</dt>
            <dd className="wrap-anywhere whitespace-pre-line text-ink">
              {stored ? (
                <a
                  href={`/dashboard/inquiries/${set.inquiryId}/file`}
                  download
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {fill(d.file, { name: stored.name })}
                </a>
              ) : (
                answer.value
              )}
            </dd>
          </div>
        );
      })}
      {empty.length > 0 && (
        <div className={fieldRow}>
          <dt className="text-sm font-medium text-ink-600">{d.unanswered}</dt>
          <dd className="text-sm text-ink-600">{empty.map((answer) => answer.label).join(", ")}</dd>
        </div>
      )}
    </dl>
  );
}

export function ContactPanel({ inquiry }: InquiryPageProps) {
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

/** The fetcher of every assignment: the panel's form, its "Assign to me" and the "a" key. */
export const assignKey = "assign";

export function AssigneePanel({ inquiry, staff }: InquiryPageProps) {
  const { t, viewer } = useDashboard();
  const fetcher = useFetcher({ key: assignKey });
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.saved : null));
  const id = useId();
  return (
    <Panel title={t.desk.inquiry.assignee}>
      {inquiry.assignee?.id !== viewer.id && (
        <fetcher.Form method="post" className="mb-3">
          <input type="hidden" name="intent" value="assign" />
          <button
            type="submit"
            name="assignee"
            value={viewer.id}
            aria-keyshortcuts="a"
            className={buttonClass({ tone: "secondary", size: "xs", className: "w-full" })}
          >
            {t.desk.shortcuts.actions.assignToMe}
          </button>
        </fetcher.Form>
      )}
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="assign" />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t.desk.inquiry.assignee}
          </label>
          <select
            id={id}
            name="assignee"
            // Drawn anew when the assignee changes by another way ("Assign to me").
            key={inquiry.assignee?.id ?? ""}
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

export function FollowUpPanel({ followUpOn }: { followUpOn: string | null }) {
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

export function NotePanel() {
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

export function ReplyPanel({
  draft,
  email,
  lang,
}: {
  draft: { subject: string; body: string; answersReturn: boolean };
  email: string;
  lang: InquiryPageData["inquiry"]["lang"];
}) {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.replyQueued : t.desk.errors.invalid));
  const ref = useResetOnSuccess(fetcher);
  const d = t.desk.inquiry;
  return (
    <Panel
      title={d.reply}
      description={fill(draft.answersReturn ? d.replyHintBack : d.replyHint, {
        email,
        language: t.desk.languages[lang],
      })}
    >
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

export function DuplicatesPanel({ duplicates, canEdit, fetcher }: InquiryPageProps & { fetcher: Fetcher }) {
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
                {/* A button that looks like one: drawn as bold text, it passed for a label. */}
                <button type="submit" className={buttonClass({ tone: "secondary", size: "xs" })}>
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

/** The lead's address: everything stored about it, as a download, and its erasure. */
export function PrivacyPanel({ email }: { email: string }) {
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
