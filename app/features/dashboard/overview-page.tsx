import { Link, useFetcher } from "react-router";
import { locale } from "~/domain/languages";
import { countText } from "~/i18n/plural";
import type { FailedDelivery } from "~/platform/delivery-queue.server";
import { addressText } from "~/ui/address-text";
import { buttonClass } from "~/ui/button";
import { inquiryStatuses, openStatuses } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import { FollowUpBadge, leadLabel, useDates, useSavedToast } from "./desk-ui";
import type { Overview } from "./figures.server";
import type { InquiryCard } from "./inquiry-cards.server";
import { LeadsChart } from "./leads-chart";
import { Panel } from "./panel";

interface OverviewPageProps {
  figures: Overview;
  followUps: InquiryCard[];
  deliveries: FailedDelivery[];
  today: string;
}

/** Real figures (leads per month, inquiries by status, templates); for staff also what needs him today. */
export function OverviewPage({ figures, followUps, deliveries, today }: OverviewPageProps) {
  const { t, lang, viewer } = useDashboard();
  // The axis has room for short month names only (390 px); the table and tooltip give the year.
  const tick = new Intl.DateTimeFormat(locale[lang], { month: "short", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(locale[lang], { month: "long", year: "numeric", timeZone: "UTC" });
  const points = figures.leadsPerMonth.map(({ month, count }) => {
    const date = new Date(`${month}-01T12:00:00Z`);
    return { tick: tick.format(date), label: full.format(date), count };
  });
  const o = t.overview;
  const staff = viewer.role === "staff";

  return (
    <div className="space-y-6">
      {staff && (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <FollowUps cards={followUps} today={today} />
          <Deliveries deliveries={deliveries} />
        </div>
      )}
      <Panel title={o.leadsTitle[figures.scope]} description={o.leadsHint[figures.scope]}>
        <LeadsChart points={points} seriesName={o.leads} />
        <table className="sr-only">
          <caption>{o.leadsTitle[figures.scope]}</caption>
          <thead>
            <tr>
              <th scope="col">{o.month}</th>
              <th scope="col">{o.leads}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={o.statusTitle[figures.scope]}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {inquiryStatuses.map((status) => (
              <div
                key={status}
                className={`rounded-xl p-4 ${openStatuses.includes(status) ? "bg-brand-50" : "bg-ink-50"}`}
              >
                <dt className="text-sm font-medium text-ink-700">
                  {t.statuses[status]}
                  {openStatuses.includes(status) && (
                    <span className="block text-xs text-brand-800">{o.openLabel}</span>
                  )}
                </dt>
                <dd className="mt-1 text-3xl font-bold text-ink">{figures.inquiriesByStatus[status]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel title={o.templatesTitle}>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-ink-50 p-4">
              <dt className="text-sm font-medium text-ink-700">{o.ownTemplates}</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{figures.templates.own}</dd>
            </div>
            <div className="rounded-xl bg-ink-50 p-4">
              <dt className="text-sm font-medium text-ink-700">{o.visibleTemplates}</dt>
              <dd className="mt-1 text-3xl font-bold text-ink">{figures.templates.visible}</dd>
            </div>
          </dl>
        </Panel>
      </div>
    </div>
  );
}

/** Staff: his inquiries whose follow-up is due today or overdue. */
function FollowUps({ cards, today }: { cards: InquiryCard[]; today: string }) {
  const { t, href } = useDashboard();
  const f = t.desk.followUps;
  return (
    <Panel title={f.title}>
      {cards.length === 0 ? (
        <p className="text-ink-600">{f.empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center gap-2 py-2">
              <Link
                to={href(`inquiries/${card.id}`)}
                className="mr-auto font-semibold text-ink underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {addressText(leadLabel(card))}
              </Link>
              <FollowUpBadge followUpOn={card.followUpOn} today={today} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Staff: e-mails and webhooks that gave up after all their tries, each with "Try again". */
function Deliveries({ deliveries }: { deliveries: FailedDelivery[] }) {
  const { t } = useDashboard();
  const dates = useDates();
  const d = t.desk.deliveries;
  return (
    <Panel title={d.title} description={deliveries.length ? d.intro : undefined}>
      {deliveries.length === 0 ? (
        <p className="text-ink-600">{d.empty}</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} when={dates.moment(delivery.failedAt)} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DeliveryRow({ delivery, when }: { delivery: FailedDelivery; when: string }) {
  const { t, lang } = useDashboard();
  const d = t.desk.deliveries;
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.retried : null));
  const what = fill(delivery.lane === "mail" ? d.mail : d.webhook, { to: delivery.recipient });
  return (
    <li className="flex flex-wrap items-start gap-3 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold break-words text-ink">{what}</p>
        {delivery.subject && <p className="text-sm text-ink-700">{delivery.subject}</p>}
        <p className="text-sm break-words text-ink-600">
          {when} ·{" "}
          {fill(countText(lang, d.attempts, delivery.attempts), {
            count: delivery.attempts,
            error: delivery.lastError ?? "",
          })}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="lane" value={delivery.lane} />
        <input type="hidden" name="id" value={delivery.id} />
        <button
          type="submit"
          name="intent"
          value="retryDelivery"
          aria-label={`${d.retry}: ${what}`}
          disabled={fetcher.state !== "idle"}
          className={buttonClass({ tone: "secondary", size: "xs" })}
        >
          {d.retry}
        </button>
      </fetcher.Form>
    </li>
  );
}
