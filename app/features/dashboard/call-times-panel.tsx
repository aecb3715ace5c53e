import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { fill } from "../auth/fill";
import { windowLabel } from "../booking/windows";
import { useDashboard } from "./dashboard-context";
import { useSavedToast } from "./desk-ui";
import type { InquiryPageProps } from "./inquiry-panels";
import { Panel } from "./panel";

/**
 * A call request's times: staff confirm one, and the lead gets an e-mail with a calendar
 * invitation for it (app/features/booking/call-confirmation.server.ts). Another time can be
 * confirmed later instead; a time that has ended cannot.
 */
export function CallTimesPanel({ callWindows, labels, inquiry }: InquiryPageProps) {
  const { t } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.callConfirmed : t.desk.errors.invalid));
  const d = t.desk.inquiry;
  const anyConfirmed = callWindows.some((window) => window.confirmed);
  return (
    <Panel title={d.callTimes} description={fill(d.callTimesHint, { email: inquiry.email })}>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="confirmWindow" />
        <ul className="divide-y divide-ink-100">
          {callWindows.map(({ value, confirmed, ended }) => (
            <li key={value} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="font-medium text-ink">
                {windowLabel(value, labels.locale, labels.windowParts)}
              </span>
              {confirmed ? (
                <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
                  {d.confirmedTime}
                </span>
              ) : ended ? (
                <span className="text-sm text-ink-600">{d.pastTime}</span>
              ) : (
                <button
                  type="submit"
                  name="window"
                  value={value}
                  disabled={fetcher.state !== "idle"}
                  className={buttonClass({ tone: anyConfirmed ? "secondary" : "primary", size: "sm" })}
                >
                  {anyConfirmed ? d.confirmInstead : d.confirmTime}
                </button>
              )}
            </li>
          ))}
        </ul>
      </fetcher.Form>
    </Panel>
  );
}
