import { createContext, lazy, type ReactNode, Suspense, useContext, useState } from "react";
import type { Lang } from "~/i18n/languages";

/** The PDFs are generated at build time by scripts/build-privacy-pdfs.ts. */
export function privacyPolicyUrl(lang: Lang) {
  return `/privacy/privacy-policy-${lang}.pdf`;
}

// The dialog's code loads on the first click: nothing of it is needed before.
const PrivacyPolicyDialog = lazy(() => import("./privacy-policy-dialog"));

const OpenPrivacyContext = createContext<(() => void) | null>(null);

export function PrivacyPolicyProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <OpenPrivacyContext.Provider value={show}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </OpenPrivacyContext.Provider>
  );
}

export function useOpenPrivacyPolicy() {
  const open = useContext(OpenPrivacyContext);
  if (!open) throw new Error("useOpenPrivacyPolicy must be used inside <PrivacyPolicyProvider>");
  return open;
}
