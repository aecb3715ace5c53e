/** What staff decide on at a glance, the same on the board's cards and the list's rows. */
import { type Lang, locale } from "~/domain/languages";
import { useLayout } from "../layout/use-layout";
import { cardFacts } from "./card-facts";
import { useDashboard } from "./dashboard-context";
import { useDates } from "./desk-ui";
import { inquiryAge } from "./figures";
import type { InquiryCard } from "./inquiry-cards.server";

/** "Acme · AI assistant · Czech" (card-facts.ts). */
export function CardFacts({ card, className }: { card: InquiryCard; className: string }) {
  const { t } = useDashboard();
  const { services } = useLayout();
  return (
    <span className={className}>
      {cardFacts(card, { services, forms: t.desk.forms, languages: t.desk.languages })}
    </span>
  );
}

const relative = new Map<Lang, Intl.RelativeTimeFormat>();

/**
 * How old the inquiry is ("3 days ago"), the exact moment on hover: written into the title when
 * the pointer first comes, not for every card of every page drawn (a formatting each, on the
 * server and again in the browser's hydration; docs/decisions/0060-desk-board-at-speed.md).
 */
export function InquiryAge({ createdAt, today }: { createdAt: string; today: string }) {
  const { lang } = useDashboard();
  const dates = useDates();
  const { value, unit } = inquiryAge(createdAt, today);
  let words = relative.get(lang);
  if (!words) {
    words = new Intl.RelativeTimeFormat(locale[lang], { numeric: "auto" });
    relative.set(lang, words);
  }
  return (
    <time
      dateTime={createdAt}
      onPointerEnter={(event) => {
        event.currentTarget.title ||= dates.moment(createdAt);
      }}
      className="whitespace-nowrap"
    >
      {words.format(-value, unit)}
    </time>
  );
}
