import { locale } from "~/domain/languages";
import { CheckIcon, ServiceIcon } from "~/ui/icons";
import { availableHours, booking, slotHours } from "./booking";
import type { DemoProps } from "./deferred-demo";
import { Spinner } from "./demo-ui";
import { useSimulation } from "./use-simulation";

export function BookingDemo({ lang, copy }: DemoProps) {
  const t = copy.booking;
  const [state, send] = useSimulation(booking);
  // A fixed UTC date: only the hour matters, written the way the language writes times.
  const timeFormat = new Intl.DateTimeFormat(locale[lang], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const time = (hour: number) => timeFormat.format(Date.UTC(2025, 0, 1, hour));

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div>
        <p className="text-ink-700">{t.intro}</p>
        <div className="mt-6 rounded-2xl bg-ink-50 p-5">
          <p className="flex items-center gap-3 font-semibold">
            <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-700">
              <ServiceIcon slug="rezervace" className="size-5" />
            </span>
            {t.meetingTitle}
          </p>
          <ul className="mt-4 space-y-2">
            {t.meetingDetails.map((detail) => (
              <li key={detail} className="flex gap-2 text-ink-700">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {detail}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div>
        <fieldset>
          <legend className="font-semibold">
            {t.day} · {t.slotsLabel}
          </legend>
          <div className="mt-3 grid grid-cols-3 gap-2">
            {slotHours.map((hour) => {
              const available = availableHours.includes(hour);
              const chosen = state.hour === hour;
              if (!available) {
                return (
                  <button
                    key={hour}
                    type="button"
                    disabled
                    aria-label={`${time(hour)}, ${t.taken}`}
                    className="rounded-xl border border-ink-200 bg-ink-100 px-1 py-3 text-sm whitespace-nowrap text-ink-500 line-through sm:text-base"
                  >
                    {time(hour)}
                  </button>
                );
              }
              return (
                <button
                  key={hour}
                  type="button"
                  aria-disabled={state.status !== "choosing"}
                  aria-pressed={chosen}
                  onClick={() => send({ type: "choose", hour })}
                  className={`rounded-xl border px-1 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:text-base ${
                    chosen
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-brand-200 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50 aria-disabled:hover:border-brand-200 aria-disabled:hover:bg-white"
                  }`}
                >
                  {time(hour)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div
          role="status"
          className={`mt-4 flex min-h-24 items-center gap-3 rounded-xl p-4 ${
            state.status === "confirmed" ? "bg-emerald-50 text-emerald-900" : "bg-ink-50 text-ink-700"
          }`}
        >
          {state.status === "choosing" && t.hint}
          {state.status === "booking" && (
            <>
              <Spinner className="size-5 text-brand-600" />
              {t.booking}
            </>
          )}
          {state.status === "confirmed" && (
            <>
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
                <CheckIcon className="size-5" />
              </span>
              <span data-figure="confirmation">{t.confirmed(time(state.hour))}</span>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
