import type { ReactNode } from "react";
import type { Messages, WebPlanCopy } from "~/i18n/messages/types";
import { CheckIcon } from "~/ui/icons";
import type { PriceText } from "./prices";

/** Where the plans' buttons lead without JavaScript: the web page's inline form. */
export const PREVIEW_FORM = "#preview-form";

/** The shared words a price list writes beside its prices, given as props: an island reads no layout. */
export type PriceLabels = Pick<Messages["common"], "from" | "perMonth" | "mostPopular">;

/**
 * "od 39 900 Kč" on one line (the amount never wraps; "from" is small beside it).
 */
export function PriceTag({
  price,
  labels,
  size,
  perMonth = false,
  className = "",
}: {
  price: PriceText;
  labels: PriceLabels;
  size: string;
  perMonth?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className={`font-bold tracking-tight ${size}`}>
        {price.from && <span className="text-base font-semibold text-ink-600">{labels.from} </span>}
        <span className="whitespace-nowrap">{price.amount}</span>
        {perMonth && <span className="text-base font-semibold text-ink-600"> {labels.perMonth}</span>}
      </p>
    </div>
  );
}

export interface Plan {
  id: string;
  copy: WebPlanCopy;
  price: PriceText;
  popular: boolean;
  action: ReactNode;
}

/** Static class names per column count (Tailwind only sees whole class names). */
const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/**
 * Plans side by side as one comparison table from lg up: a column per plan, and rows (name,
 * price, who it is for, what is included, the action) that line up across the columns through
 * CSS subgrid; the popular column stands out. Each plan lists its own features: the copy states
 * them per plan, not as one feature list to tick off. On phones each plan is a compact card
 * (name and price on one line), on tablets two cards a row. The popular plan's badge sits on its
 * card's top edge at every width: beside the name on a phone it broke onto two lines.
 */
export function PlanTable({
  plans,
  perMonth = false,
  labels,
}: {
  plans: Plan[];
  perMonth?: boolean;
  labels: PriceLabels;
}) {
  const count = plans.length as keyof typeof columns;
  return (
    <ul
      className={`grid gap-4 md:grid-cols-2 lg:gap-0 lg:rounded-card lg:border lg:border-ink-200 lg:bg-white lg:shadow-sm ${columns[count] ?? columns[4]}`}
    >
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={`grid grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_auto_1fr_auto] items-baseline gap-x-4 rounded-card border bg-white p-5 sm:p-6 lg:row-span-5 lg:grid-cols-1 lg:grid-rows-subgrid lg:items-stretch lg:gap-0 lg:p-0 ${
            plan.popular
              ? "relative border-brand-600 ring-1 ring-brand-600 lg:z-10 lg:bg-brand-50 lg:shadow-lg lg:ring-2"
              : "border-ink-200 lg:rounded-none lg:border-0 lg:border-l lg:bg-transparent lg:first:border-l-0"
          }`}
        >
          <div className="lg:px-6 lg:pt-6">
            <h3 className="text-lg font-bold">{plan.copy.name}</h3>
            {plan.popular && (
              <p className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white sm:left-6">
                {labels.mostPopular}
              </p>
            )}
          </div>
          <PriceTag
            price={plan.price}
            labels={labels}
            perMonth={perMonth}
            size="text-2xl text-ink"
            className="text-right lg:px-6 lg:pt-3 lg:text-left"
          />
          <p className="col-span-2 mt-3 text-ink-600 lg:col-span-1 lg:mt-0 lg:px-6 lg:pt-3 lg:pb-5">
            {plan.copy.description}
          </p>
          <ul className="col-span-2 mt-4 space-y-2 lg:col-span-1 lg:mt-0 lg:border-t lg:border-ink-200 lg:px-6 lg:py-5">
            {plan.copy.features.map((feature) => (
              <li key={feature} className="flex gap-2.5 text-pretty text-ink-700">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="col-span-2 mt-5 grid lg:col-span-1 lg:mt-0 lg:px-6 lg:pb-6">{plan.action}</div>
        </li>
      ))}
    </ul>
  );
}
