import { type Lang, locale } from "~/i18n/languages";
import type { AppServices } from "../../../server/services";
import { getViewer } from "../auth/session.server";
import { issueFormToken } from "../leads/form-token.server";
import { utmFromCookieHeader } from "../leads/utm";
import { calendarUrl } from "./calendar-url";
import { bookingDays, dayParts } from "./windows";

/** What the booking dialog and page show: the external calendar, or the days a call can be asked for. */
export type BookingOffer =
  | { kind: "calendar"; url: string }
  | { kind: "request"; days: OfferedDay[]; formToken: string };

export interface OfferedDay {
  day: string;
  weekday: string;
  date: string;
}

export async function bookingOffer(
  request: Request,
  services: AppServices,
  lang: Lang,
): Promise<BookingOffer> {
  const base = services.config.BOOKING_URL;
  if (base) {
    const viewer = await getViewer(request, services);
    const utm = utmFromCookieHeader(request.headers.get("Cookie"));
    return { kind: "calendar", url: calendarUrl(base, viewer, utm) };
  }
  return {
    kind: "request",
    days: bookingDays(new Date()).map((day) => ({ day, ...dayParts(day, locale[lang]) })),
    formToken: issueFormToken(services.secret),
  };
}
