import { buttonClass } from "~/ui/button";
import { useLayout } from "../layout/use-layout";
import { useOpenPrivacyPolicy } from "../privacy/privacy-dialog";
import type { ConsentChoice } from "./consent";

export default function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const { t } = useLayout();
  const openPrivacyPolicy = useOpenPrivacyPolicy();
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-ink-200 bg-white p-5 shadow-2xl sm:inset-x-6"
    >
      <h2 id="consent-title" className="font-semibold">
        {t.consent.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {t.consent.text}{" "}
        <button type="button" className="font-medium text-brand-700 underline" onClick={openPrivacyPolicy}>
          {t.consent.privacyLink}
        </button>
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass.secondary} onClick={() => onChoose("rejected")}>
          {t.consent.reject}
        </button>
        <button type="button" className={buttonClass.primary} onClick={() => onChoose("accepted")}>
          {t.consent.accept}
        </button>
      </div>
    </section>
  );
}
