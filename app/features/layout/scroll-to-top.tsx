import { useEffect, useState } from "react";
import { ArrowUpIcon } from "~/ui/icons";
import { useFloatingButtonsTucked } from "~/ui/use-floating-buttons";

/**
 * The button appears once the page has scrolled more than 500 px (docs/PRODUCT.md, On every
 * page) and the visitor is not reading down (app/ui/floating-buttons.ts: it shows as he scrolls
 * back up, when he looks for it). It sits above the chat assistant's button, which takes the
 * bottom-right corner (app/features/chat).
 */
export const SCROLL_TO_TOP_AFTER_PX = 500;

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const tucked = useFloatingButtonsTucked();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible || tucked) return null;
  return (
    <button
      type="button"
      data-floating
      aria-label={label}
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-24 z-20 rounded-full bg-ink p-3 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUpIcon />
    </button>
  );
}
