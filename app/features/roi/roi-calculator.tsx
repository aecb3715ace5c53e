import { useId, useState } from "react";
import { type Lang, visitorCurrency } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages/types";
import { formatMoney, formatNumber, formatPercent } from "~/lib/format";
import { AUTOMATED_SHARE, estimateSavings } from "./roi";

/** Starting values: a typical small team, with an hourly rate usual in each market. */
const defaultRate: Record<Lang, number> = { cs: 450, en: 35, pl: 90 };

export function RoiCalculator({ lang, t }: { lang: Lang; t: Messages["roi"] }) {
  const currency = visitorCurrency[lang];
  const [hours, setHours] = useState("60");
  const [rate, setRate] = useState(String(defaultRate[lang]));
  const [tasks, setTasks] = useState("300");
  const estimate = estimateSavings({
    hoursPerMonth: Number(hours),
    hourlyRate: Number(rate),
    tasksPerMonth: Number(tasks),
  });
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

  return (
    <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm lg:grid-cols-2 lg:p-10">
      <div className="space-y-5">
        <NumberField label={t.hoursLabel} value={hours} onChange={setHours} suffix={t.hoursUnit} />
        <NumberField
          label={`${t.rateLabel} (${currencySymbol})`}
          value={rate}
          onChange={setRate}
          suffix={currencySymbol}
        />
        <NumberField label={t.tasksLabel} value={tasks} onChange={setTasks} />
      </div>
      <div>
        <dl className="grid grid-cols-2 gap-4" aria-live="polite">
          {results.map((result) => (
            <div key={result.label} className="rounded-2xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{result.label}</dt>
              <dd className="mt-1 text-xl font-bold text-brand-800 sm:text-2xl">{result.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {t.assumption.replace("{share}", formatPercent(lang, AUTOMATED_SHARE))}
        </p>
      </div>
    </div>
  );
}

function NumberField({
  label,
  value,
  onChange,
  suffix,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  suffix?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5 flex items-center rounded-xl border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-xl bg-transparent px-4 py-3 text-lg outline-none"
        />
        {suffix && <span className="pr-4 text-slate-600">{suffix}</span>}
      </div>
    </div>
  );
}
