import type { CompanyFacts } from "~/domain/company";
import type { Lang } from "~/domain/languages";
import type { LeadActionData } from "../leads/pipeline.server";
import type { BookingOffer } from "./booking-offer.server";
import type { BookingFormMessages } from "./booking-request-form";
import { BookingRequestForm } from "./booking-request-form";

/**
 * The external calendar (BOOKING_URL), or the call request: the dialog's and the page's content.
 * What the page's frame knows comes as props, so the dialog needs no router above it.
 */
export function BookingOfferView({
  offer,
  forms,
  placement,
  lang,
  company,
  frameTitle,
  plainPost,
}: {
  offer: BookingOffer;
  forms: BookingFormMessages;
  placement: "dialog" | "page";
  lang: Lang;
  company: CompanyFacts;
  /** The calendar frame's title. */
  frameTitle: string;
  /** The booking page's action data after a plain post (the dialog has none). */
  plainPost?: LeadActionData;
}) {
  if (offer.kind === "calendar") {
    return (
      <iframe
        src={offer.url}
        title={frameTitle}
        className="h-[600px] w-full rounded-xl border border-ink-200"
      />
    );
  }
  return (
    <BookingRequestForm
      days={offer.days}
      formToken={offer.formToken}
      t={forms}
      placement={placement}
      lang={lang}
      company={company}
      plainPost={plainPost}
    />
  );
}
