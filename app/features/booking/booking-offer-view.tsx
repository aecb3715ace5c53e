import { useLayout } from "../layout/use-layout";
import type { BookingOffer } from "./booking-offer.server";
import type { BookingFormMessages } from "./booking-request-form";
import { BookingRequestForm } from "./booking-request-form";

/** The external calendar (BOOKING_URL), or the call request: the dialog's and the page's content. */
export function BookingOfferView({
  offer,
  forms,
  placement,
}: {
  offer: BookingOffer;
  forms: BookingFormMessages;
  placement: "dialog" | "page";
}) {
  const { t } = useLayout();
  if (offer.kind === "calendar") {
    return (
      <iframe
        src={offer.url}
        title={t.booking.frameTitle}
        className="h-[600px] w-full rounded-xl border border-ink-200"
      />
    );
  }
  return <BookingRequestForm days={offer.days} formToken={offer.formToken} t={forms} placement={placement} />;
}
