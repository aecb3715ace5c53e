import { useEffect, useState } from "react";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import type { LazyDialogProps } from "~/ui/lazy-dialog";
import { type PrivacyPolicyCopy, privacyPolicyUrl } from "./privacy-dialog";

type PdfState = "checking" | "ready" | "failed";

export default function PrivacyPolicyDialog({
  open,
  onClose,
  lang,
  copy,
  closeLabel,
}: LazyDialogProps & PrivacyPolicyCopy) {
  const url = privacyPolicyUrl(lang);
  const [pdf, setPdf] = useState<PdfState>("checking");

  // A frame gives no error event when its PDF is missing, so ask for the file first.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setPdf("checking");
    fetch(url, { method: "HEAD" })
      .then((response) => live && setPdf(response.ok ? "ready" : "failed"))
      .catch(() => live && setPdf("failed"));
    return () => {
      live = false;
    };
  }, [open, url]);

  return (
    <Dialog open={open} onClose={onClose} title={copy.title} closeLabel={closeLabel} width="max-w-4xl">
      {pdf === "checking" && <p className="py-10 text-center text-ink-600">{copy.loading}</p>}
      {pdf === "ready" && (
        <iframe src={url} title={copy.title} className="h-[70vh] w-full rounded-xl border border-ink-200" />
      )}
      {pdf === "failed" && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{copy.loadFailed}</p>
          <p className="mt-1 text-sm">{copy.loadFailedHint}</p>
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <a href={url} download className={buttonClass({ tone: "primary" })}>
          {copy.download}
        </a>
      </div>
    </Dialog>
  );
}
