import { useEffect, useState } from "react";
import { site } from "~/content/site";
import { loadPublicConfig } from "~/lib/public-config";
import { Dialog } from "~/ui/dialog";
import { useLayout } from "../layout/use-layout";

type CalendarState = { kind: "loading" } | { kind: "ready"; url: string } | { kind: "unavailable" };

export default function BookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLayout();
  const [calendar, setCalendar] = useState<CalendarState>({ kind: "loading" });

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadPublicConfig()
      .then(
        ({ bookingUrl }) =>
          live && setCalendar(bookingUrl ? { kind: "ready", url: bookingUrl } : { kind: "unavailable" }),
      )
      .catch(() => live && setCalendar({ kind: "unavailable" }));
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.booking.dialogTitle}
      closeLabel={t.common.close}
      width="max-w-[800px]"
    >
      {calendar.kind === "ready" && (
        <iframe
          src={calendar.url}
          title={t.booking.frameTitle}
          className="h-[600px] w-full rounded-xl border border-ink-200"
        />
      )}
      {calendar.kind === "loading" && <p className="py-10 text-center text-ink-600">{t.booking.loading}</p>}
      {calendar.kind === "unavailable" && (
        <div className="space-y-3 py-4">
          <p>{t.booking.unavailable}</p>
          <p className="flex flex-col gap-1 font-semibold">
            <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            <a className="text-brand-700 underline" href={`tel:${site.phone.e164}`}>
              {site.phone.display}
            </a>
          </p>
        </div>
      )}
    </Dialog>
  );
}
