import { useRef } from "react";
import { useNearView } from "~/ui/use-near-view";
import { showcaseFramePath } from "./showcase-frame";

/** A frame is put in this far ahead of the card (a screen), so its site has a moment to load. */
const FRAME_MARGIN = "100% 0px";

/**
 * The example site itself, loaded at desktop width (1280 × 800) and scaled down to the card by
 * CSS alone: the card is a size container, and tan(atan2(card width, 1280px)) is the ratio of
 * the two lengths as a plain number (CSS cannot divide a length by a length directly). A browser
 * without it shows the top-left corner of the site unscaled.
 *
 * The frame is a picture, not a place to work: lazy, sandboxed without scripts (no second React
 * app hydrating four times over; the page's CSS reaches it through its <noscript> link) and given
 * the built copy of the site without its scripts (the development server has none and shows the
 * site itself, its scripts refused), inert (no focus, no pointer, hidden from assistive
 * technology), with the link below the card as the way in.
 *
 * A frame is put into the page once the page has hydrated, which is at the visitor's first
 * interaction (app/ui/scripts-at-first-interaction.tsx), and its card has come within a screen
 * of the view: four whole sites parsed and laid out while the page itself is being shown cost
 * more main-thread time than everything else on it, and even a lazy frame's element costs its
 * insertion (about 0.1 s for the four on a slow phone, at the first touch: docs/decisions/
 * 0075-the-web-page-s-first-touch.md). Without JavaScript they are in a <noscript> and load as
 * before.
 */
export function ShowcasePreview({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box, FRAME_MARGIN);
  const frame = (
    <iframe
      src={import.meta.env.PROD ? showcaseFramePath(src) : src}
      title={title}
      loading="lazy"
      tabIndex={-1}
      sandbox="allow-same-origin"
      scrolling="no"
      className="pointer-events-none absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left [scale:tan(atan2(100cqw,1280px))]"
    />
  );
  return (
    <div className="border-b border-ink-200 bg-ink-100 p-3 sm:p-4">
      <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-ink-200">
        <div aria-hidden="true" className="flex items-center gap-1.5 bg-ink-200/70 px-3 py-2">
          <span className="size-2.5 rounded-full bg-ink-400" />
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="ml-3 h-4 flex-1 rounded-full bg-white/80" />
        </div>
        <div ref={box} inert className="@container relative aspect-[16/10] overflow-hidden">
          {near ? frame : <noscript>{frame}</noscript>}
        </div>
      </div>
    </div>
  );
}
