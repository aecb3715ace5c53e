import type { ShellMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { openPrivacyPolicy } from "../privacy/privacy-dialog";
import type { ConsentChoice } from "./consent";

export default function ConsentBanner({
  t,
  onChoose,
}: {
  t: ShellMessages["consent"];
  onChoose: (choice: ConsentChoice) => void;
}) {
  return (
    // A labelled region (a named section), first in the tab order after the skip link (SiteShell
    // places it); on a phone no taller than a quarter of the screen, the buttons side by side.
    // Served on every page; hidden before the first paint when a choice is stored (the head's
    // script in consent.tsx), and without JavaScript, which can neither choose nor track. The
    // assistant's launcher is placed above it by CSS (`consent-anchor`, app.css).
    <section
      aria-labelledby="consent-title"
      className="consent-anchor in-data-consent-chosen:hidden noscript:hidden fixed inset-x-0 bottom-0 z-40 border-t border-ink-200 bg-white px-4 pt-2.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl sm:inset-x-6 sm:bottom-3 sm:mx-auto sm:max-w-3xl sm:rounded-card sm:border sm:p-5"
    >
      <h2 id="consent-title" className="text-sm font-bold sm:text-base">
        {t.title}
      </h2>
      <p className="mt-0.5 text-[0.8125rem] leading-[1.3] text-ink-700 sm:mt-1 sm:text-sm sm:leading-normal">
        {t.text}{" "}
        <button type="button" className="font-medium text-brand-700 underline" onClick={openPrivacyPolicy}>
          {t.privacyLink}
        </button>
      </p>
      <div className="mt-2.5 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:justify-end">
        <button
          type="button"
          className={buttonClass({ tone: "secondary" })}
          onClick={() => onChoose("rejected")}
        >
          {t.reject}
        </button>
        <button
          type="button"
          className={buttonClass({ tone: "primary" })}
          onClick={() => onChoose("accepted")}
        >
          {t.accept}
        </button>
      </div>
    </section>
  );
}
