import { Island } from "~/ui/island";
import { PageIntro } from "~/ui/section";
import { useLayout } from "../layout/use-layout";
import type { LeadActionData } from "../leads/pipeline.server";
import { NextSteps } from "../leads/sent-page";
import type { BookingOffer } from "./booking-offer.server";
import type { BookingFormMessages } from "./booking-request-form";

export function BookingPage({
  offer,
  forms,
  description,
  plainPost,
}: {
  offer: BookingOffer;
  forms: BookingFormMessages;
  /** What the page offers, as its meta description says it (the route's loader picks it). */
  description: string;
  /** The page's action data after a plain browser post (the route's `actionData`). */
  plainPost?: LeadActionData;
}) {
  const { t, lang, company } = useLayout();
  // The call request is a form, held to a readable measure; the calendar takes the column's width,
  // which a calendar's own layout uses (at 48 rem the column's right third stood empty at 1440 px).
  const form = (
    <div
      className={`rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8 ${offer.kind === "request" ? "max-w-3xl" : ""}`}
    >
      <Island
        name="bookingOffer"
        props={{
          lang,
          offer,
          forms,
          placement: "page",
          company,
          frameTitle: t.booking.frameTitle,
          plainPost,
        }}
      />
    </div>
  );
  return (
    <PageIntro title={t.booking.dialogTitle} subtitle={description}>
      {offer.kind === "request" ? (
        // The call request says before it is sent what its confirmation will: beside it on wide screens.
        <div className="mt-10 grid gap-10 xl:grid-cols-[minmax(0,48rem)_minmax(0,20rem)] xl:items-start xl:gap-12">
          {form}
          <NextSteps
            title={forms.done.nextTitle}
            steps={forms.done.next}
            heading="h2"
            className="max-w-3xl rounded-3xl bg-brand-50/70 p-6 sm:p-8"
          />
        </div>
      ) : (
        <div className="mt-10">{form}</div>
      )}
    </PageIntro>
  );
}
