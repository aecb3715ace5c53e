import { Link, useFetcher, useNavigate } from "react-router";
import { addressText } from "~/ui/address-text";
import { buttonClass } from "~/ui/button";
import { applicationStages } from "../../domain/applications";
import { inquiryStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { CallTimesPanel } from "./call-times-panel";
import { useDashboard } from "./dashboard-context";
import { DealPanel } from "./deal-panel";
import { shortcutStatus } from "./desk-shortcuts";
import { FollowUpBadge, leadLabel, RepliedBadge, StatusBadge, useDates, useSavedToast } from "./desk-ui";
import type { InquiryPageData } from "./inquiry.server";
import {
  AnswersPanel,
  AssigneePanel,
  assignKey,
  ContactPanel,
  DuplicatesPanel,
  FollowUpPanel,
  type InquiryPageProps,
  NotePanel,
  PrivacyPanel,
  ReplyPanel,
} from "./inquiry-panels";
import { type Fetcher, Timeline, UndoMergeButton } from "./inquiry-timeline";
import { ShortcutsHelp, useKeyboardShortcuts } from "./keyboard-shortcuts";

/** The fetcher of every status change here: the status buttons and the "s" keys. */
const statusKey = "status";

/** /dashboard/inquiries/:id: one lead with everything known about it, and what staff do next. */
export function InquiryPage(props: InquiryPageProps) {
  const { t, href, viewer } = useDashboard();
  const dates = useDates();
  const { inquiry, canEdit, neighbours } = props;
  const d = t.desk;
  const name = leadLabel(inquiry);
  // Merging, marking as spam and restoring remove what they are sent from: their answers are told from here.
  const merger = useFetcher({ key: "merge" });
  useSavedToast(merger, (result) =>
    result.ok ? d.toasts.merged : result.error ? d.errors[result.error as keyof typeof d.errors] : null,
  );
  const restorer = useFetcher({ key: "restore" });
  useSavedToast(restorer, (result) => (result.ok ? d.toasts.saved : null));
  const spammer = useFetcher({ key: "spam" });
  useSavedToast(spammer, (result) => (result.ok ? d.toasts.saved : null));
  const unmerger = useFetcher({ key: "unmerge" });
  useSavedToast(unmerger, (result) =>
    result.ok ? d.toasts.unmerged : result.error ? d.errors[result.error as keyof typeof d.errors] : null,
  );
  const navigate = useNavigate();
  const assigner = useFetcher({ key: assignKey });
  const statusChanger = useFetcher({ key: statusKey });
  const shortcuts = useKeyboardShortcuts("inquiry", (shortcut) => {
    const to =
      shortcut === "next" ? neighbours.next : shortcut === "previous" ? neighbours.previous : undefined;
    if (to) return navigate(href(`inquiries/${to}`));
    if (!canEdit) return;
    const action = href(`inquiries/${inquiry.id}`);
    const status = shortcutStatus(shortcut);
    // A job application moves through its own stages, by its buttons.
    if (status && status !== inquiry.status && !props.application)
      statusChanger.submit({ intent: "status", status }, { method: "post", action });
    if (shortcut === "assignToMe" && inquiry.assignee?.id !== viewer.id)
      assigner.submit({ intent: "assign", assignee: viewer.id }, { method: "post", action });
  });
  const step = "text-sm font-semibold text-brand-700 underline-offset-2 hover:underline";
  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to={href("inquiries")} className={step}>
            ← {t.back}
          </Link>
          <div className="flex gap-4">
            {neighbours.previous && (
              <Link to={href(`inquiries/${neighbours.previous}`)} aria-keyshortcuts="k" className={step}>
                {t.desk.shortcuts.actions.previous}
              </Link>
            )}
            {neighbours.next && (
              <Link to={href(`inquiries/${neighbours.next}`)} aria-keyshortcuts="j" className={step}>
                {t.desk.shortcuts.actions.next}
              </Link>
            )}
          </div>
          <div className="ml-auto">
            <ShortcutsHelp page="inquiry" open={shortcuts.help} onOpenChange={shortcuts.setHelp} />
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold break-words text-ink">{addressText(name)}</h2>
          {props.application ? (
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold text-ink-800">
              {t.applications.stages[props.application.stage]}
            </span>
          ) : (
            <StatusBadge status={inquiry.status} />
          )}
          <FollowUpBadge followUpOn={inquiry.followUpOn} today={props.today} />
          <RepliedBadge repliedAt={inquiry.repliedAt} />
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
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          {props.application ? (
            <StageButtons
              intent="stage"
              values={applicationStages}
              current={props.application.stage}
              labels={t.applications.stages}
            />
          ) : (
            <StageButtons
              intent="status"
              values={inquiryStatuses}
              current={inquiry.status}
              labels={t.statuses}
              fetcherKey={statusKey}
            />
          )}
          {!inquiry.spamReason && <SpamButton fetcher={spammer} />}
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <AnswersPanel answers={props.answers} labels={props.labels} />
          {canEdit && props.callWindows.length > 0 && <CallTimesPanel {...props} />}
          {canEdit && props.draft && (
            <ReplyPanel draft={props.draft} email={inquiry.email} lang={inquiry.lang} />
          )}
          {canEdit && <NotePanel />}
          {props.staff.length > 0 && (
            <Timeline
              inquiryId={inquiry.id}
              entries={props.timeline}
              runs={props.runs}
              staff={props.staff}
              fetcher={unmerger}
            />
          )}
        </div>
        <div className="space-y-6">
          <ContactPanel {...props} />
          {canEdit && <AssigneePanel {...props} />}
          {canEdit && <FollowUpPanel followUpOn={inquiry.followUpOn} />}
          {canEdit && props.deal && <DealPanel deal={props.deal} inquiry={inquiry} />}
          {props.duplicates.length > 0 && <DuplicatesPanel {...props} fetcher={merger} />}
          {canEdit && <PrivacyPanel email={inquiry.email} />}
        </div>
      </div>
    </div>
  );
}

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

/**
 * Where the inquiry stands, as one pressed button of several: the four statuses
 * (docs/PRODUCT.md, The desk), or a job application's stages.
 */
function StageButtons<Value extends string>({
  intent,
  values,
  current,
  labels,
  fetcherKey,
}: {
  intent: "status" | "stage";
  values: readonly Value[];
  current: Value;
  labels: Record<Value, string>;
  fetcherKey?: string;
}) {
  const { t } = useDashboard();
  const fetcher = useFetcher({ key: fetcherKey });
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.statusUpdated : null));
  const asked = fetcher.formData?.get(intent);
  const shown = values.find((value) => value === asked) ?? current;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm font-medium text-ink-700">
          {intent === "stage" ? t.applications.stageLabel : t.desk.inquiry.statusLabel}
        </legend>
        {values.map((value) => (
          <button
            key={value}
            type="submit"
            name={intent}
            value={value}
            aria-pressed={shown === value}
            className="rounded-xl border border-ink-300 bg-white px-3.5 py-2 text-sm font-semibold text-ink-800 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {labels[value]}
          </button>
        ))}
      </fieldset>
    </fetcher.Form>
  );
}

/** Keeps the inquiry as spam: a form of its own, so it sends one intent and nothing else. */
function SpamButton({ fetcher }: { fetcher: Fetcher }) {
  const { t } = useDashboard();
  return (
    <fetcher.Form method="post" className="ml-auto">
      <button
        type="submit"
        name="intent"
        value="spam"
        disabled={fetcher.state !== "idle"}
        className="text-sm font-semibold text-ink-600 underline-offset-2 hover:text-red-700 hover:underline"
      >
        {t.desk.inquiry.markSpam}
      </button>
    </fetcher.Form>
  );
}

/** An address that leads to no inquiry the viewer may open: the desk's own 404, back to the list. */
export function InquiryNotFound() {
  const { t, href } = useDashboard();
  const d = t.desk.inquiry;
  return (
    <section className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-200">
      <p className="text-5xl font-bold text-brand-600">404</p>
      <h2 className="mt-3 text-2xl font-bold text-ink">{d.missingTitle}</h2>
      <p className="mx-auto mt-3 max-w-xl text-ink-600">{d.missingText}</p>
      <Link
        to={href("inquiries")}
        className={buttonClass({ tone: "primary", size: "sm", className: "mt-6" })}
      >
        {t.tabs.inquiries}
      </Link>
    </section>
  );
}
