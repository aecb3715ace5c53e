import { useState } from "react";
import { type CompanyFacts, localOffice } from "~/domain/company";
import { type Lang, locale } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FieldError, FormAlert, TextField } from "~/ui/form";
import { pushDataLayer } from "../leads/data-layer";
import { LeadFormHiddenFields } from "../leads/hidden-fields";
import { PhoneField } from "../leads/phone-input";
import type { LeadActionData } from "../leads/pipeline.server";
import type { ConfirmationCopy } from "../leads/sent";
import { LeadConfirmation } from "../leads/sent-page";
import { useLeadForm } from "../leads/use-lead-form";
import { chosenWindows } from "./chosen-windows";
import { MAX_WINDOWS, type OfferedDay, windowParts, windowValue } from "./windows";

/** The copy the form needs, with its confirmation already chosen (the dialog fetches it). */
export type BookingFormMessages = Pick<FormsMessages, "booking" | "errors" | "phone"> & {
  done: ConfirmationCopy;
};

interface BookingRequestFormProps {
  /** The offered days with their labels in the page's language (booking-offer.server.ts). */
  days: OfferedDay[];
  formToken: string;
  t: BookingFormMessages;
  /** The dialog or the booking page (both may be on one page). */
  placement: "dialog" | "page";
  lang: Lang;
  company: CompanyFacts;
  /** The booking page's action data after a plain post (the dialog has none). */
  plainPost?: LeadActionData;
}

/**
 * A request for a call at one of a few chosen times: the booking dialog's offer when the site
 * has no booking calendar, and the booking page's form, which also works without JavaScript.
 */
export function BookingRequestForm({
  days,
  formToken,
  t,
  placement,
  lang,
  company,
  plainPost,
}: BookingRequestFormProps) {
  const { phone } = localOffice(company, lang);
  const [sent, setSent] = useState(false);
  const form = useLeadForm({
    form: "booking",
    genericError: "booking",
    messages: t.errors,
    placement,
    loadSchema: () => import("../leads/schemas").then((rules) => rules.bookingSchema),
    arrays: ["windows"],
    plainPost,
    onSuccess() {
      setSent(true);
      pushDataLayer({ event: "form_submit", form_name: "booking_request", placement });
    },
  });
  const kept = form.initialValues.windows;
  const [chosen, setChosen] = useState(() => new Set(Array.isArray(kept) ? kept : []));
  const windowsError = form.errorText(form.errors.windows);
  const errorId = `booking-windows-error-${placement}`;
  const copy = t.booking;

  if (sent) {
    // In the offer's order (day by day, morning first), as the e-mail lists them.
    const picked = days
      .flatMap(({ day }) => windowParts.map((part) => windowValue(day, part)))
      .filter((value) => chosen.has(value));
    return <LeadConfirmation as="panel" copy={t.done} chosen={chosenWindows(picked, locale[lang], copy)} />;
  }

  const toggle = (value: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });

  return (
    <form {...form.formProps} className="relative space-y-5" aria-label={copy.title}>
      <LeadFormHiddenFields placement={placement} lang={lang} />
      <input type="hidden" name="form_token" value={formToken} />
      {/* The page says it in its lead already. */}
      {placement === "dialog" && <p className="text-ink-700">{copy.intro}</p>}
      <FormAlert message={form.errorText(form.formError)} />
      {/* Two days a row only where the form itself is wide enough for two days and their windows:
          the page's column and the dialog are narrower than the screen. */}
      <fieldset aria-describedby={windowsError ? errorId : undefined} className="@container">
        <legend className="text-sm font-medium text-ink-800">{copy.windows}</legend>
        <p className="mt-0.5 text-sm text-ink-600">{copy.windowsHint}</p>
        <ul className="mt-3 grid gap-x-8 gap-y-2 @3xl:grid-cols-2">
          {days.map(({ day, weekday, date }) => (
            <li key={day} className="flex items-center justify-between gap-2 @md:justify-start @md:gap-4">
              <span className="flex flex-col text-sm leading-tight font-medium text-ink-800 @md:w-28 @md:shrink-0 @md:flex-row @md:gap-1">
                <span>{weekday}</span>
                <span className="whitespace-nowrap">{date}</span>
              </span>
              <span className="flex gap-1.5 @md:gap-2">
                {windowParts.map((part) => {
                  const value = windowValue(day, part);
                  const checked = chosen.has(value);
                  return (
                    <label
                      key={part}
                      className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-ink-300 px-2 py-1.5 text-sm whitespace-nowrap @md:px-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
                    >
                      <input
                        type="checkbox"
                        name="windows"
                        value={value}
                        defaultChecked={checked}
                        // Once three are chosen the others rest (the server allows three at most).
                        disabled={form.hydrated && !checked && chosen.size >= MAX_WINDOWS}
                        onChange={(event) => toggle(value, event.currentTarget.checked)}
                        aria-invalid={Boolean(windowsError)}
                        className="size-4 accent-brand-600"
                      />
                      <span className="sr-only">
                        {weekday} {date},{" "}
                      </span>
                      {copy.parts[part]}
                    </label>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
        <FieldError id={errorId} message={windowsError} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.name} {...form.field("name")} autoComplete="name" required maxLength={120} />
        <TextField label={copy.email} {...form.field("email")} type="email" autoComplete="email" required />
      </div>
      <PhoneField label={copy.phone} lang={lang} t={t.phone} required {...form.field("phone")} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          disabled={form.submitting}
          className={buttonClass({ tone: "primary", className: "w-full sm:w-auto sm:shrink-0" })}
        >
          {form.submitting ? copy.submitting : copy.submit}
        </button>
        <p className="text-sm text-ink-600">
          {copy.alternative}{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${company.email}`}>
            {company.email}
          </a>{" "}
          ·{" "}
          <a className="font-medium whitespace-nowrap text-brand-700 underline" href={`tel:${phone.e164}`}>
            {phone.display}
          </a>
        </p>
      </div>
    </form>
  );
}
