import type { Lang } from "~/domain/languages";
import { createLazyDialog } from "~/ui/lazy-dialog";

/** The PDFs are generated at build time by scripts/build-privacy-pdfs.ts. */
export function privacyPolicyUrl(lang: Lang) {
  return `/privacy/privacy-policy-${lang}.pdf`;
}

const privacyPolicyDialog = createLazyDialog("privacy policy", () => import("./privacy-policy-dialog"));

export const PrivacyPolicyProvider = privacyPolicyDialog.Provider;
export const useOpenPrivacyPolicy = privacyPolicyDialog.useOpen;
