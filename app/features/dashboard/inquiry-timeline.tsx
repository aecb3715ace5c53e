import type { useFetcher } from "react-router";
import { isApplicationStage } from "~/domain/applications";
import type { Lang } from "~/domain/languages";
import { formatMoney } from "~/lib/format";
import { buttonClass } from "~/ui/button";
import { fill } from "../auth/fill";
import type { RunView } from "../automations/runs.server";
import { useDashboard } from "./dashboard-context";
import { useDates } from "./desk-ui";
import type { TimelineEntry } from "./inquiry.server";
import { Panel } from "./panel";
import { RunItem, useRunChangeToast } from "./run-log";

export type Fetcher = ReturnType<typeof useFetcher>;

/** Undoes one merge: posted to the inquiry that kept it, where the merge is recorded. */
export function UndoMergeButton({
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

type DeskMessages = ReturnType<typeof useDashboard>["t"];

/** "Deal: 48 000 Kč · expected to close on 15 Dec 2026 · reason: …", from the change's record. */
function dealText(
  entry: TimelineEntry,
  a: DeskMessages["desk"]["activity"],
  lang: Lang,
  day: (value: string) => string,
) {
  const { value, currency, expectedCloseOn, closeReason } = entry.data;
  const parts = [
    typeof value === "number" && typeof currency === "string"
      ? fill(a.deal, { value: formatMoney(lang, value, currency) })
      : a.dealNoValue,
  ];
  if (typeof expectedCloseOn === "string") parts.push(fill(a.dealClose, { date: day(expectedCloseOn) }));
  if (typeof closeReason === "string") parts.push(fill(a.dealReason, { reason: closeReason }));
  return parts.join(" · ");
}

function activityText(
  entry: TimelineEntry,
  t: DeskMessages,
  lang: Lang,
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
      return fill(a.emailReceived, { from: String(value("from") ?? "") });
    case "merged":
      return fill(a.merged, { form: t.desk.forms[value("form") as keyof typeof t.desk.forms] ?? "" });
    case "unmerged":
      return fill(a.unmerged, { form: t.desk.forms[value("form") as keyof typeof t.desk.forms] ?? "" });
    case "spam":
      return a.spam;
    case "restored":
      return a.restored;
    case "stage": {
      const stageName = (key: string) => {
        const stage = value(key);
        return isApplicationStage(stage) ? t.applications.stages[stage] : "";
      };
      return fill(a.stage, { from: stageName("from"), to: stageName("to") });
    }
    case "deal":
      return dealText(entry, a, lang, day);
  }
}

const dot = (
  <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-500" />
);

/** The inquiry's activities and its automations' runs, newest first. */
export function Timeline({
  inquiryId,
  entries,
  runs,
  staff,
  fetcher,
}: {
  inquiryId: string;
  entries: TimelineEntry[];
  runs: RunView[];
  staff: { id: string; name: string }[];
  fetcher: Fetcher;
}) {
  const { t, lang } = useDashboard();
  const dates = useDates();
  useRunChangeToast();
  const a = t.desk.activity;
  const items = [
    ...entries.map((entry) => ({ at: entry.createdAt, entry, run: null })),
    ...runs.map((run) => ({ at: run.createdAt, entry: null, run })),
  ].sort((one, other) => other.at.localeCompare(one.at));
  return (
    <Panel title={t.desk.inquiry.timeline}>
      {items.length === 0 ? (
        <p className="text-ink-600">{t.desk.inquiry.timelineEmpty}</p>
      ) : (
        <ol className="space-y-4 border-l-2 border-ink-200 pl-4">
          {items.map(({ entry, run }) =>
            run ? (
              <li key={run.id} id={`run-item-${run.id}`} className="relative">
                {dot}
                <RunItem run={run} />
              </li>
            ) : (
              <li key={entry.id} id={`activity-${entry.id}`} className="relative">
                {dot}
                <p className="font-medium text-ink">{activityText(entry, t, lang, staff, dates.day)}</p>
                <p className="text-sm text-ink-600">
                  {entry.actor ?? a.bySite} ·{" "}
                  <time dateTime={entry.createdAt}>{dates.moment(entry.createdAt)}</time>
                  {entry.fromMerged && ` · ${a.fromMerged}`}
                </p>
                {entry.kind === "email_received" && <AnsweredMail entry={entry} entries={entries} />}
                {entry.body && (
                  <p className="mt-1 rounded-xl bg-ink-50 p-3 text-sm break-words whitespace-pre-line text-ink-800">
                    {entry.body}
                  </p>
                )}
                {entry.kind === "email_received" && <WholeMail entry={entry} />}
                {entry.canUndo && (
                  <div className="mt-2">
                    <UndoMergeButton keptId={inquiryId} mergeId={entry.id} fetcher={fetcher} />
                  </div>
                )}
              </li>
            ),
          )}
        </ol>
      )}
    </Panel>
  );
}

/** A lead's answer: a link to the e-mail it answers, when that is on the timeline. */
function AnsweredMail({ entry, entries }: { entry: TimelineEntry; entries: TimelineEntry[] }) {
  const { t } = useDashboard();
  const answered = entries.find((other) => other.id === entry.data.answers);
  if (!answered) return null;
  const subject = answered.body?.split("\n", 1)[0] ?? "";
  return (
    <p className="text-sm">
      <a
        href={`#activity-${answered.id}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {fill(t.desk.activity.inAnswerTo, { subject })}
      </a>
    </p>
  );
}

/** A lead's answer as it came, quoted history and signature included, and whether attachments were left out. */
function WholeMail({ entry }: { entry: TimelineEntry }) {
  const { t } = useDashboard();
  const a = t.desk.activity;
  const full = typeof entry.data.fullText === "string" ? entry.data.fullText : "";
  const shown = entry.body?.split("\n\n").slice(1).join("\n\n") ?? "";
  return (
    <>
      {full && full.trim() !== shown.trim() && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-semibold text-ink-700 hover:text-brand-700">
            {a.wholeEmail}
          </summary>
          <p className="mt-1 rounded-xl border border-ink-200 p-3 break-words whitespace-pre-line text-ink-800">
            {full}
          </p>
        </details>
      )}
      {Number(entry.data.attachments) > 0 && (
        <p className="mt-1 text-sm text-ink-600">{a.attachmentsDropped}</p>
      )}
    </>
  );
}
