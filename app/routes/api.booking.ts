import { isLang } from "~/domain/languages";
import { bookingFormMessages, bookingOffer } from "~/features/booking/booking-offer.server";
import { requestLang } from "~/i18n/lang.server";
import { readQuery } from "~/lib/request-input.server";
import type { Route } from "./+types/api.booking";

/**
 * What the booking dialog shows when it opens, in the page's language (`?lang=`): the calendar
 * prefilled for this visitor, or the call request with its days and signed render time. Never
 * cached: both depend on the visitor and the moment.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = readQuery(request).get("lang");
  const lang = isLang(asked) ? asked : requestLang(request);
  const body = { offer: await bookingOffer(request, context, lang), forms: bookingFormMessages(lang) };
  return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
