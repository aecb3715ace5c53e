import { useEffect, useRef, useState } from "react";
import type { Lang } from "~/domain/languages";
import type { AccountMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { openAuthDialog } from "./account-store";
import { postAuth } from "./auth-api";
import { NewPasswordForm } from "./new-password-fields";

interface ResetPasswordPageProps {
  lang: Lang;
  token: string;
  t: AccountMessages["reset"];
  validation: AccountMessages["validation"];
  fallback: string;
  tooManyRequests: string;
}

type Outcome = "form" | "done" | "invalidLink";

/** /reset-password?token=…: a new password with the sign-up rules, then on to sign-in. */
export function ResetPasswordPage({
  lang,
  token,
  t,
  validation,
  fallback,
  tooManyRequests,
}: ResetPasswordPageProps) {
  const [outcome, setOutcome] = useState<Outcome>(token ? "form" : "invalidLink");
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome === "form") return;
    statusRef.current?.focus();
    // After a new password, sign in (docs/PRODUCT.md, Accounts).
    if (outcome === "done") openAuthDialog("sign_in");
  }, [outcome]);

  async function send(formData: FormData): Promise<string | null> {
    const result = await postAuth("/reset-password", {
      token,
      newPassword: formData.get("password"),
      confirmPassword: formData.get("confirmPassword"),
      lang,
    });
    if (result.ok) {
      setOutcome("done");
      return null;
    }
    const { error: failure } = result;
    if (failure.code === "INVALID_TOKEN") {
      setOutcome("invalidLink");
      return null;
    }
    if (failure.status === 429) return tooManyRequests;
    return failure.code === "VALIDATION_ERROR" && failure.message ? failure.message : fallback;
  }

  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        {outcome === "form" && (
          <div className="mt-6 space-y-4">
            <p className="text-ink-700">{t.intro}</p>
            <NewPasswordForm
              title={t.title}
              labels={t}
              validation={validation}
              submitLabel={t.submit}
              fullWidthSubmit
              send={send}
            />
          </div>
        )}
        {outcome !== "form" && (
          <div ref={statusRef} tabIndex={-1} role="status" className="mt-6 space-y-5 outline-none">
            <p className={outcome === "done" ? "text-ink-800" : "font-medium text-red-800"}>
              {outcome === "done" ? t.success : t.invalidLink}
            </p>
            <button
              type="button"
              onClick={() => openAuthDialog(outcome === "done" ? "sign_in" : "forgot_password")}
              className={buttonClass({ tone: "primary", className: "w-full" })}
            >
              {outcome === "done" ? t.signIn : t.requestNew}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
