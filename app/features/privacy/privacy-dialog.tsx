import type { Lang } from "~/domain/languages";
import { createLazyDialog } from "~/ui/lazy-dialog";

/** The PDFs are generated at build time by scripts/build-privacy-pdfs.ts. */
export function privacyPolicyUrl(lang: Lang) {
  return `/privacy/privacy-policy-${lang}.pdf`;
}

const privacyPolicyDialog = createLazyDialog(() => import("./privacy-policy-dialog"));

/** Mounted once in the site's shell; the footer, the cookie banner and the forms open it. */
export const PrivacyPolicyDialogHost = privacyPolicyDialog.Host;
export const openPrivacyPolicy = privacyPolicyDialog.open;
export const privacyPolicyDialogStore = privacyPolicyDialog.store;
