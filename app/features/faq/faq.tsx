import { useId, useState } from "react";
import type { Faq } from "~/i18n/messages/types";
import { ChevronIcon } from "~/ui/icons";

/** One question open at a time; clicking the open one closes it (docs/PRODUCT.md, On every page). */
export function FaqList({ items }: { items: readonly Faq[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:text-brand-700"
              >
                {item.question}
                <ChevronIcon className={`size-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="px-5 pb-5 text-ink-700">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
