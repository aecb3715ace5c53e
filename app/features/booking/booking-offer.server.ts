import type { AppLoadContext } from "react-router";
import { freshField, isPrerendering } from "~/content/fresh-fields.server";
import { type Lang, locale } from "~/domain/languages";
import { messages } from "~/i18n/messages.server";
import { readCookie } from "~/lib/request-input.server";
import { getViewer } from "../auth/session.server";
import { issueFormToken } from "../leads/form-token.server";
import { confirmationCopy } from "../leads/sent";
import { UTM_COOKIE, utmFromCookie } from "../leads/utm";
import type { BookingFormMessages } from "./booking-request-form";
import { calendarUrl } from "./calendar-url";
import { BOOKING_DAYS, type OfferedDay, offeredDays } from "./windows";

/** What the booking dialog and page show: the external calendar, or the days a call can be asked for. */
export type BookingOffer =
  | { kind: "calendar"; url: string }
  | { kind: "request"; days: OfferedDay[]; formToken: string };

/** The call request's copy in one language, with its confirmation (the dialog and the page). */
export function bookingFormMessages(lang: Lang): BookingFormMessages {
  const { forms } = messages(lang);
  return {
    booking: forms.booking,
    errors: forms.errors,
    phone: forms.phone,
    done: confirmationCopy(forms, "booking"),
  };
}

export async function bookingOffer(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<BookingOffer> {
  // The prerendered booking page: the server fills in the days and the token for each visitor,
  // and renders the page per request when a booking calendar is set (fresh-fields.server.ts).
  if (isPrerendering(context)) {
    return {
      kind: "request",
      days: Array.from({ length: BOOKING_DAYS }, (_, index) => freshField.bookingDay(index, lang)),
      formToken: freshField.formToken(),
    };
  }
  const { services } = context;
  const base = services.config.BOOKING_URL;
  if (base) {
    const viewer = await getViewer(request, services);
    const utm = utmFromCookie(readCookie(request, UTM_COOKIE));
    return { kind: "calendar", url: calendarUrl(base, viewer, utm) };
  }
  return {
    kind: "request",
    days: offeredDays(new Date(), locale[lang]),
    formToken: issueFormToken(services.secret),
  };
}
