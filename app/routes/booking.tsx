import { bookingFormMessages, bookingOffer } from "~/features/booking/booking-offer.server";
import { BookingPage } from "~/features/booking/booking-page";
import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { rootMeta, seoMeta } from "~/features/seo/meta";
import { requestLang } from "~/i18n/lang.server";
import { messages } from "~/i18n/messages.server";
import type { Route } from "./+types/booking";

/**
 * The booking dialog's content as a page: where the booking buttons lead without JavaScript,
 * and what the dialog loads when it opens. Prerendered with placeholders for the coming days and
 * the signed render time, which the server fills in for each visitor (fresh-fields.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { booking } = messages(lang);
  const offer = await bookingOffer(request, context, lang);
  // A calendar books the slot at once; the call request asks for times and we confirm one.
  const description = offer.kind === "calendar" ? booking.calendarDescription : booking.meta.description;
  return { meta: { ...booking.meta, description }, forms: bookingFormMessages(lang), offer };
}

export function action(args: Route.ActionArgs) {
  return submitLeadForm("booking", args);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(rootMeta(matches), {
    page: { name: "booking" },
    title: data.meta.title,
    description: data.meta.description,
  });
}

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingPage
      offer={loaderData.offer}
      forms={loaderData.forms}
      description={loaderData.meta.description}
      plainPost={actionData}
    />
  );
}
