import { useEffect, useState } from "react";
import { localOffice } from "~/domain/company";
import { Dialog } from "~/ui/dialog";
import type { LazyDialogProps } from "~/ui/lazy-dialog";
import type { BookingDialogFrame } from "./booking";
import type { BookingOffer } from "./booking-offer.server";
import { BookingOfferView } from "./booking-offer-view";
import type { BookingFormMessages } from "./booking-request-form";

type DialogContent =
  | { kind: "loading" }
  | { kind: "ready"; offer: BookingOffer; forms: BookingFormMessages }
  | { kind: "unavailable" };

export default function BookingDialog({
  open,
  onClose,
  lang,
  company,
  copy,
  closeLabel,
}: LazyDialogProps & BookingDialogFrame) {
  const [content, setContent] = useState<DialogContent>({ kind: "loading" });

  // Asked again at each opening: the days move on, and a sent request gives way to a fresh form.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setContent({ kind: "loading" });
    fetch(`/api/booking?lang=${lang}`, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`booking: HTTP ${response.status}`);
        const { offer, forms } = (await response.json()) as Extract<DialogContent, { kind: "ready" }>;
        if (live) setContent({ kind: "ready", offer, forms });
      })
      .catch(() => live && setContent({ kind: "unavailable" }));
    return () => {
      live = false;
    };
  }, [open, lang]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={copy.dialogTitle}
      closeLabel={closeLabel}
      width="max-w-[800px]"
    >
      {content.kind === "ready" && (
        <BookingOfferView
          offer={content.offer}
          forms={content.forms}
          placement="dialog"
          lang={lang}
          company={company}
          frameTitle={copy.frameTitle}
        />
      )}
      {content.kind === "loading" && <p className="py-10 text-center text-ink-600">{copy.loading}</p>}
      {content.kind === "unavailable" && (
        <div className="space-y-3 py-4">
          <p>{copy.unavailable}</p>
          <p className="flex flex-col gap-1 font-semibold">
            <a className="text-brand-700 underline" href={`mailto:${company.email}`}>
              {company.email}
            </a>
            <a
              className="whitespace-nowrap text-brand-700 underline"
              href={`tel:${localOffice(company, lang).phone.e164}`}
            >
              {localOffice(company, lang).phone.display}
            </a>
          </p>
        </div>
      )}
    </Dialog>
  );
}
