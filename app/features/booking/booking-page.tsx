import { PageIntro } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
import type { BookingOffer } from "./booking-offer.server";
import { BookingOfferView } from "./booking-offer-view";
import type { BookingFormMessages } from "./booking-request-form";

export function BookingPage({ offer, forms }: { offer: BookingOffer; forms: BookingFormMessages }) {
  const { t } = useLayout();
  return (
    <PageIntro title={t.booking.dialogTitle} subtitle={t.booking.meta.description}>
      <div className="mt-10 max-w-3xl rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
        <BookingOfferView offer={offer} forms={forms} placement="page" />
      </div>
    </PageIntro>
  );
}
