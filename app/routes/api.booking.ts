import { isLang } from "~/domain/languages";
import { bookingOffer } from "~/features/booking/booking-offer.server";
import { confirmationCopy } from "~/features/leads/sent";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
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
  const { forms } = messages(lang);
  const body = {
    offer: await bookingOffer(request, context, lang),
    forms: { booking: forms.booking, errors: forms.errors, done: confirmationCopy(forms, "booking") },
  };
  return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
