/** Small pieces the inquiry board, list and page share. */
import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import { buttonClass } from "~/ui/button";
import { showToast } from "~/ui/toast";
import type { InquiryStatus } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import { deskDates } from "./desk-dates";
import type { InquiryCard } from "./inquiry-cards.server";
import { followUpState } from "./inquiry-filters";

const statusTone: Record<InquiryStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  in_progress: "bg-sky-50 text-sky-900 ring-sky-200",
  completed: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  cancelled: "bg-ink-100 text-ink-700 ring-ink-200",
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useDashboard();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusTone[status]}`}
    >
      {t.statuses[status]}
    </span>
  );
}

/** Who the lead is, in the words the form gave: a name, a company, or the address. */
export const leadLabel = (card: Pick<InquiryCard, "name" | "company" | "email">) =>
  card.name ?? card.company ?? card.email;

/** Dates as the dashboard writes them, in its language and the viewer's time zone. */
export function useDates() {
  const { lang, viewer } = useDashboard();
  return deskDates(lang, viewer.timeZone);
}

/** "Follow up today", "Overdue since …" or the day, highlighted when due. */
export function FollowUpBadge({ followUpOn, today }: { followUpOn: string | null; today: string }) {
  const { t } = useDashboard();
  const dates = useDates();
  const state = followUpState(followUpOn, today);
  if (state === "none" || !followUpOn) return null;
  const c = t.desk.card;
  const [text, tone] =
    state === "overdue"
      ? [fill(c.overdue, { date: dates.day(followUpOn) }), "bg-red-50 text-red-800 ring-red-200"]
      : state === "today"
        ? [c.dueToday, "bg-amber-50 text-amber-900 ring-amber-200"]
        : [fill(c.followUp, { date: dates.day(followUpOn) }), "bg-ink-50 text-ink-700 ring-ink-200"];
  return (
    // Rounded, not a pill: in the list's narrow column it may take two lines.
    <span className={`inline-block rounded-lg px-2.5 py-0.5 text-xs font-medium ring-1 ${tone}`}>{text}</span>
  );
}

/** When the lead's latest answer by e-mail arrived (app/features/replies); nothing before one. */
export function RepliedBadge({ repliedAt }: { repliedAt: string | null }) {
  const { t } = useDashboard();
  const dates = useDates();
  if (!repliedAt) return null;
  return (
    <span className="inline-block rounded-lg bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      {fill(t.desk.card.replied, { date: dates.moment(repliedAt) })}
    </span>
  );
}

/** Shows a toast once a fetcher's change has been saved (or the generic error when it was not). */
export function useSavedToast(
  fetcher: FetcherWithComponents<unknown>,
  message: (data: { ok: boolean; intent?: string; error?: string }) => string | null,
) {
  const { t } = useDashboard();
  const { state, data } = fetcher;
  // Only a new answer shows a toast (message is left out of the dependencies on purpose).
  useEffect(() => {
    if (state !== "idle" || !data || typeof data !== "object") return;
    const result = data as { ok: boolean; intent?: string; error?: string };
    const text = message(result);
    if (text) showToast(text, result.ok ? "success" : "error");
    else if (!result.ok) showToast(t.saveError, "error");
  }, [state, data]);
}

/**
 * Anonymise and erase, each with what it does: the buttons of the inquiry page's privacy panel
 * and of the settings' privacy tool, inside a form that names the address.
 */
export function PrivacyActionButtons() {
  const { t } = useDashboard();
  const p = t.desk.privacy;
  return (
    <>
      <p className="text-sm text-ink-600">{p.anonymiseHint}</p>
      <button
        type="submit"
        name="intent"
        value="anonymise"
        className={buttonClass({ tone: "secondary", size: "sm" })}
      >
        {p.anonymise}
      </button>
      <p className="text-sm text-ink-600">{p.eraseHint}</p>
      <button
        type="submit"
        name="intent"
        value="erase"
        className={buttonClass({ tone: "danger", size: "sm" })}
      >
        {p.erase}
      </button>
    </>
  );
}
