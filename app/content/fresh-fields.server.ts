/**
 * Values that must be new for each visitor in pages otherwise the same for everyone: the signed
 * render time of the demo and call-request forms (the 3-second rule) and the coming working days
 * the call request offers. Those pages are prerendered like the others, so they get the inline
 * CSS and the hydration at the first interaction, with a placeholder for each such value; the
 * server fills the placeholders in as it serves the page
 * (docs/decisions/0045-demo-and-booking-pages-filled-in-per-visitor.md).
 */
import type { AppLoadContext } from "react-router";
import { isLang, type Lang, locale } from "~/domain/languages";
import { type OfferedDay, offeredDays } from "../features/booking/windows";
import { issueFormToken } from "../features/leads/form-token.server";

/**
 * React Router prerenders a page without a load context; the Node server always gives one. The
 * type says the context is always there, because every server request has it.
 */
export function isPrerendering(context: AppLoadContext | undefined): boolean {
  return context?.services === undefined;
}

/**
 * Made of characters that HTML, JSON and React Router's data stream all leave as they are, so a
 * placeholder reads the same in the markup, in the inline loader data and in the `.data` file.
 */
const FIELD = /\{\{fresh:([a-z-]+)(?::(\d+))?(?::([a-z]+))?\}\}/g;

/** Which part of an offered day each booking placeholder stands for. */
const BOOKING_PARTS = {
  "booking-day": "day",
  "booking-weekday": "weekday",
  "booking-date": "date",
} as const satisfies Record<string, keyof OfferedDay>;

export const freshField = {
  formToken: () => "{{fresh:form-token}}",
  /** The index-th offered day of the call request: its YYYY-MM-DD value, weekday and date in the page's language. */
  bookingDay: (index: number, lang: Lang): OfferedDay => ({
    day: `{{fresh:booking-day:${index}:${lang}}}`,
    weekday: `{{fresh:booking-weekday:${index}:${lang}}}`,
    date: `{{fresh:booking-date:${index}:${lang}}}`,
  }),
};

export function hasFreshFields(text: string): boolean {
  return text.includes("{{fresh:");
}

export interface FreshFieldSettings {
  secret: string;
  /** A booking calendar makes the booking offer a link with the visitor's details: rendered per request. */
  bookingUrl?: string;
}

/** What the filled-in values may not hold, in any of the three places a placeholder stands. */
const UNSAFE = /["\\<>&{}]/;

/**
 * The page or loader data with every placeholder filled in for this moment; null when the page
 * cannot be served from its prerendered copy now and must be rendered for the request.
 */
export function fillFreshFields(text: string, settings: FreshFieldSettings, now = new Date()): string | null {
  if (settings.bookingUrl && text.includes("{{fresh:booking-")) return null;
  const token = issueFormToken(settings.secret, now.getTime());
  // The offered days with their labels, worked out once per language the text asks for.
  const offered = new Map<Lang, OfferedDay[]>();
  const offeredIn = (lang: Lang) => {
    let days = offered.get(lang);
    if (!days) {
      days = offeredDays(now, locale[lang]);
      offered.set(lang, days);
    }
    return days;
  };
  const filled = text.replace(FIELD, (placeholder, name: string, index?: string, lang?: string) => {
    const value = (() => {
      if (name === "form-token") return token;
      const part = BOOKING_PARTS[name as keyof typeof BOOKING_PARTS];
      if (!part || !isLang(lang)) return undefined;
      return offeredIn(lang)[Number(index)]?.[part];
    })();
    if (value === undefined || UNSAFE.test(value)) {
      throw new Error(`fillFreshFields: no safe value for ${placeholder}`);
    }
    return value;
  });
  if (hasFreshFields(filled)) throw new Error("fillFreshFields: a placeholder of unknown shape is left");
  return filled;
}
