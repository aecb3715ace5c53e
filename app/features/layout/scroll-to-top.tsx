import { useEffect, useState } from "react";
import { ArrowUpIcon } from "~/ui/icons";
import { useLayout } from "./use-layout";

/**
 * The button appears once the page has scrolled more than 500 px (docs/PRODUCT.md, On every
 * page). It sits above the chat assistant's button, which takes the bottom-right corner
 * (app/features/chat).
 */
export const SCROLL_TO_TOP_AFTER_PX = 500;

export function ScrollToTop() {
  const { t } = useLayout();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-floating
      aria-label={t.nav.scrollToTop}
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
