import { Link, useFetcher } from "react-router";
import { addressText } from "~/ui/address-text";
import { buttonClass } from "~/ui/button";
import { type BulkSelection, PageBox, RowBox } from "./bulk-bar";
import { cardFacts } from "./card-facts";
import { inquiryAgeTime, useCardWords } from "./card-parts";
import { useDashboard } from "./dashboard-context";
import { FollowUpBadge, leadLabel, RepliedBadge, StatusBadge } from "./desk-ui";
import type { InquiryCard } from "./inquiry-cards.server";

/** The fetcher that restores posts kept as spam, shared by the list's rows and the page's toast. */
export const restoreKey = "restore-from-spam";

export function InquiryList({
  inquiries,
  today,
  spam,
  bulk,
}: {
  inquiries: InquiryCard[];
  today: string;
  spam: boolean;
  bulk: BulkSelection;
}) {
  const { t, href, viewer } = useDashboard();
  // One fetcher for every row: a restored row leaves the list while its answer is still due.
  const restorer = useFetcher({ key: restoreKey });
  const words = useCardWords();
  const c = t.desk.columns;
  const staff = viewer.role === "staff";
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-ink-200 text-ink-600">
          <tr>
            <th scope="col" className="w-8 py-2 pr-3 font-medium">
              <PageBox bulk={bulk} />
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.lead}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.form}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.status}
            </th>
            {staff && (
              <th scope="col" className="py-2 pr-4 font-medium">
                {spam ? c.spamReason : c.assignee}
              </th>
            )}
            {staff && !spam && (
              <th scope="col" className="py-2 pr-4 font-medium">
                {c.followUp}
              </th>
            )}
            <th scope="col" className="py-2 font-medium">
              {c.received}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {inquiries.map((card) => (
            // Every cell from the top: a tall cell (a spam row's reason and button) left the box at
            // the top and the lead's name in the middle.
            <tr key={card.id} className="align-top">
              <td className="py-2.5 pr-3">
                <RowBox bulk={bulk} id={card.id} lead={leadLabel(card)} />
              </td>
              <td className="py-2.5 pr-4">
                <Link
                  to={href(`inquiries/${card.id}`)}
                  data-inquiry=""
                  className="font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {addressText(leadLabel(card))}
                </Link>
                {staff && card.name && <span className="block text-ink-600">{addressText(card.email)}</span>}
                {card.excerpt && <span className="block max-w-md truncate text-ink-800">{card.excerpt}</span>}
              </td>
              <td className="py-2.5 pr-4">
                <span className="block min-w-40">{cardFacts(card, words.labels)}</span>
              </td>
              <td className="py-2.5 pr-4">
                <StatusBadge status={card.status} />
              </td>
              {staff && (
                <td className="py-2.5 pr-4">
                  {spam ? (
                    <RestoreButton card={card} fetcher={restorer} />
                  ) : (
                    (card.assignee?.name ?? t.desk.card.unassigned)
                  )}
                </td>
              )}
              {staff && !spam && (
                <td className="py-2.5 pr-4">
                  {/* Wide enough for a badge in two lines, not squeezed into four. */}
                  <div className="flex min-w-28 flex-wrap gap-1">
                    <FollowUpBadge followUpOn={card.followUpOn} today={today} />
                    <RepliedBadge repliedAt={card.repliedAt} />
                  </div>
                </td>
              )}
              <td className="py-2.5">{inquiryAgeTime(card, today, words)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A spam post that is a real lead: back into the pipeline with one click. */
function RestoreButton({ card, fetcher }: { card: InquiryCard; fetcher: ReturnType<typeof useFetcher> }) {
  const { t, href } = useDashboard();
  return (
    <fetcher.Form
      method="post"
      action={href(`inquiries/${card.id}`)}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="text-ink-600">{card.spamReason && t.desk.card.spamReasons[card.spamReason]}</span>
      <button
        type="submit"
        name="intent"
        value="restore"
        disabled={fetcher.state !== "idle"}
        aria-label={`${t.desk.inquiry.restore}: ${leadLabel(card)}`}
        className={buttonClass({ tone: "secondary", size: "xs" })}
      >
        {t.desk.inquiry.restore}
      </button>
    </fetcher.Form>
  );
}
