import { useFetcher } from "react-router";
import { visitorCurrency } from "~/domain/languages";
import { formatNumber } from "~/lib/format";
import { buttonClass } from "~/ui/button";
import { Field, inputClass, TextField } from "~/ui/form";
import { CLOSE_REASON_MAX, closedStatuses, dealCurrencies } from "../../domain/inquiries";
import { FIRST_DAY, LAST_DAY } from "./calendar-day";
import { useDashboard } from "./dashboard-context";
import type { Deal } from "./deal";
import { useSavedToast } from "./desk-ui";
import type { InquiryPageData } from "./inquiry.server";
import { Panel } from "./panel";

/** Staff: the deal's value and currency, the expected closing day, and on a closed inquiry why it ended so. */
export function DealPanel({ deal, inquiry }: { deal: Deal; inquiry: InquiryPageData["inquiry"] }) {
  const { t, lang } = useDashboard();
  const fetcher = useFetcher();
  useSavedToast(fetcher, (result) => (result.ok ? t.desk.toasts.saved : t.desk.errors.invalid));
  const d = t.desk.inquiry;
  const closed = closedStatuses.includes(inquiry.status);
  return (
    <Panel title={d.deal} description={d.dealHint}>
      <fetcher.Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="deal" />
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          <TextField
            label={d.dealValue}
            hint={d.dealValueHint}
            name="value"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            defaultValue={deal.value === null ? "" : formatNumber(lang, deal.value)}
          />
          <Field label={d.dealCurrency}>
            {({ id }) => (
              <select
                id={id}
                name="currency"
                defaultValue={deal.currency ?? visitorCurrency[inquiry.lang]}
                className={inputClass({ size: "sm" })}
              >
                {dealCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={d.expectedClose}>
          {({ id }) => (
            <input
              id={id}
              type="date"
              name="expectedCloseOn"
              min={FIRST_DAY}
              max={LAST_DAY}
              defaultValue={deal.expectedCloseOn ?? ""}
              className={inputClass({ size: "sm" })}
            />
          )}
        </Field>
        {closed ? (
          <TextField
            label={inquiry.status === "completed" ? d.wonReason : d.lostReason}
            name="closeReason"
            maxLength={CLOSE_REASON_MAX}
            defaultValue={deal.closeReason ?? ""}
          />
        ) : (
          <input type="hidden" name="closeReason" value={deal.closeReason ?? ""} />
        )}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className={buttonClass({ tone: "secondary", size: "sm" })}
        >
          {d.saveDeal}
        </button>
      </fetcher.Form>
    </Panel>
  );
}
