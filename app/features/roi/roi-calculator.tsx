import { useId, useState } from "react";
import { type Lang, visitorCurrency } from "~/domain/languages";
import type { Messages } from "~/i18n/messages/types";
import { formatMoney, formatNumber, formatPercent } from "~/lib/format";
import { AUTOMATED_SHARE, estimateSavings, type RoiInput, roiDefaults, roiLimits } from "./roi";

type Field = keyof RoiInput;

export function RoiCalculator({ lang, t }: { lang: Lang; t: Messages["roi"] }) {
  const currency = visitorCurrency[lang];
  const limits = roiLimits(currency);
  const [values, setValues] = useState<Record<Field, string>>(() => {
    const defaults = roiDefaults(lang);
    return {
      hoursPerMonth: String(defaults.hoursPerMonth),
      hourlyRate: String(defaults.hourlyRate),
      tasksPerMonth: String(defaults.tasksPerMonth),
      monthlyFee: String(defaults.monthlyFee),
    };
  });
  const estimate = estimateSavings(
    {
      hoursPerMonth: Number(values.hoursPerMonth),
      hourlyRate: Number(values.hourlyRate),
      tasksPerMonth: Number(values.tasksPerMonth),
      monthlyFee: Number(values.monthlyFee),
    },
    currency,
  );
  const currencySymbol =
    new Intl.NumberFormat(lang, { style: "currency", currency })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency;

  const results = [
    { label: t.monthlySavings, value: formatMoney(lang, estimate.monthlySavings, currency) },
    { label: t.yearlySavings, value: formatMoney(lang, estimate.yearlySavings, currency) },
    {
      label: t.hoursReclaimed,
      value: `${formatNumber(lang, estimate.hoursReclaimedPerMonth, 1)} ${t.hoursUnit}`,
    },
    { label: t.tasksPerYear, value: formatNumber(lang, estimate.tasksAutomatedPerYear) },
  ];

  const field = (name: Field, label: string, suffix?: string, hint?: string) => (
    <NumberField
      label={label}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      max={limits[name]}
      suffix={suffix}
      hint={hint}
      limitText={t.limit.replace("{max}", formatNumber(lang, limits[name]))}
    />
  );

  return (
    <div className="grid gap-8 rounded-3xl border border-ink-200 bg-white p-6 shadow-sm lg:grid-cols-2 lg:p-10">
      <div className="space-y-5">
        {field("hoursPerMonth", t.hoursLabel, t.hoursUnit)}
        {field("hourlyRate", `${t.rateLabel} (${currencySymbol})`, currencySymbol)}
        {field("tasksPerMonth", t.tasksLabel)}
        {field("monthlyFee", `${t.feeLabel} (${currencySymbol})`, currencySymbol, t.feeHint)}
      </div>
      <div className="min-w-0">
        <dl className="grid gap-4 min-[420px]:grid-cols-2" aria-live="polite">
          {results.map((result) => (
            <div key={result.label} className="min-w-0 rounded-2xl bg-brand-50 p-4">
              <dt className="text-sm text-ink-700">{result.label}</dt>
              <dd className="mt-1 text-xl font-bold break-words text-brand-800 tabular-nums sm:text-2xl">
                {result.value}
              </dd>
            </div>
          ))}
        </dl>
        {estimate.monthlySavings <= 0 && (
          <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {t.noSavings}
          </p>
        )}
        <p className="mt-4 text-sm text-ink-600">
          {t.assumption.replaceAll("{share}", formatPercent(lang, AUTOMATED_SHARE))}
        </p>
      </div>
    </div>
  );
}

function NumberField({
  label,
  value,
  onChange,
  max,
  suffix,
  hint,
  limitText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  suffix?: string;
  hint?: string;
  /** Shown while the typed value is above the limit: the figure counts only up to it. */
  limitText: string;
}) {
  const id = useId();
  const overLimit = Number(value) > max;
  const describedBy = [hint && `${id}-hint`, overLimit && `${id}-limit`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="mt-1.5 flex items-center rounded-xl border border-ink-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          max={max}
          step="any"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy || undefined}
          className="w-full min-w-0 rounded-xl bg-transparent px-4 py-3 text-lg outline-none"
        />
        {suffix && <span className="pr-4 text-ink-600">{suffix}</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {overLimit && (
        <p id={`${id}-limit`} className="mt-1 text-sm font-medium text-amber-900">
          {limitText}
        </p>
      )}
    </div>
  );
}
