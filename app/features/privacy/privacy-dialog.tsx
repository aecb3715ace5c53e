import type { Lang } from "~/domain/languages";
import type { ShellMessages } from "~/i18n/messages/types";
import { createLazyDialog } from "~/ui/lazy-dialog";

/** The PDFs are generated at build time by scripts/build-privacy-pdfs.ts. */
export function privacyPolicyUrl(lang: Lang) {
  return `/privacy/privacy-policy-${lang}.pdf`;
}

/** What the dialog draws besides the PDF, from the page's frame (docs/decisions/0088). */
export interface PrivacyPolicyCopy {
  lang: Lang;
  copy: ShellMessages["privacy"];
  closeLabel: string;
}

const privacyPolicyDialog = createLazyDialog<PrivacyPolicyCopy>(() => import("./privacy-policy-dialog"));

/** Mounted once in the site's shell; the footer, the cookie banner and the forms open it. */
export const PrivacyPolicyDialogHost = privacyPolicyDialog.Host;
export const openPrivacyPolicy = privacyPolicyDialog.open;
export const privacyPolicyDialogStore = privacyPolicyDialog.store;

/** The footer's "Privacy policy": a leaf of its own, which a page may hydrate as a root. */
export function PrivacyPolicyButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={openPrivacyPolicy} className={className}>
      {label}
    </button>
  );
}
