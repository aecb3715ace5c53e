/**
 * What staff decide on at a glance, the same on the board's cards and the list's rows: drawn by
 * plain functions inside the card or row, not by components of their own, since a board hydrates
 * eighty cards and every component is one more to match
 * (docs/decisions/0084-the-board-s-card-without-components-of-its-own.md).
 */
import { type Lang, locale } from "~/domain/languages";
import { useLayout } from "../layout/use-layout";
import { useDashboard } from "./dashboard-context";
import { useDates } from "./desk-ui";
import { inquiryAge } from "./figures";

/** What a card's facts (`cardFacts(card, words.labels)`) and age are written with, read once by the card or the list. */
export function useCardWords() {
  const { t, lang } = useDashboard();
  const { services } = useLayout();
  const dates = useDates();
  return { labels: { services, forms: t.desk.forms, languages: t.desk.languages }, lang, dates };
}

export type CardWords = ReturnType<typeof useCardWords>;

const relative = new Map<Lang, Intl.RelativeTimeFormat>();

/**
 * How old the inquiry is ("3 days ago"), the exact moment on hover: written into the title when
 * the pointer first comes, not for every card of every page drawn (a formatting each, on the
 * server and again in the browser's hydration; docs/decisions/0060-desk-board-at-speed.md).
 */
export function inquiryAgeTime(
  { createdAt, createdDay }: { createdAt: string; createdDay: string },
  today: string,
  { lang, dates }: CardWords,
) {
  const { value, unit } = inquiryAge(createdDay, today);
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
