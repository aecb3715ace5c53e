import { type FormEvent, useEffect, useRef, useState } from "react";
import type { Lang } from "~/i18n/languages";
import type { AccountMessages } from "~/i18n/messages/account-types";
import { buttonClass } from "~/ui/button";
import { FormAlert } from "~/ui/form";
import { openAuthDialog } from "./account-store";
import { postAuth } from "./auth-api";
import { NewPasswordFields, newPasswordError } from "./new-password-fields";
import type { RuleError } from "./rules";

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
  const [ruleError, setRuleError] = useState<RuleError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ruleError) formRef.current?.querySelector<HTMLElement>(`[name="${ruleError.field}"]`)?.focus();
  }, [ruleError]);

  useEffect(() => {
    if (outcome === "form") return;
    statusRef.current?.focus();
    // Spec: after a new password, sign in.
    if (outcome === "done") openAuthDialog("sign_in");
  }, [outcome]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const error = newPasswordError(formData);
    setRuleError(error);
    if (error || submitting) return;
    setSubmitting(true);
    const result = await postAuth("/reset-password", {
      token,
      newPassword: formData.get("password"),
      confirmPassword: formData.get("confirmPassword"),
      lang,
    });
    setSubmitting(false);
    if (result.ok) return setOutcome("done");
    const { error: failure } = result;
    if (failure.code === "INVALID_TOKEN") return setOutcome("invalidLink");
    if (failure.status === 429) return setServerError(tooManyRequests);
    setServerError(failure.code === "VALIDATION_ERROR" && failure.message ? failure.message : fallback);
  }

  return (
    <section className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
        {outcome === "form" && (
          <form
            ref={formRef}
            onSubmit={onSubmit}
            onChange={() => {
              setRuleError(null);
              setServerError(null);
            }}
            noValidate
            aria-label={t.title}
            className="mt-6 space-y-4"
          >
            <p className="text-slate-700">{t.intro}</p>
            <FormAlert message={serverError ?? undefined} />
            <NewPasswordFields labels={t} validation={validation} error={ruleError} />
            <button type="submit" disabled={submitting} className={`${buttonClass.primary} w-full`}>
              {t.submit}
            </button>
          </form>
        )}
        {outcome !== "form" && (
          <div ref={statusRef} tabIndex={-1} role="status" className="mt-6 space-y-5 outline-none">
            <p className={outcome === "done" ? "text-slate-800" : "font-medium text-red-800"}>
              {outcome === "done" ? t.success : t.invalidLink}
            </p>
            <button
              type="button"
              onClick={() => openAuthDialog(outcome === "done" ? "sign_in" : "forgot_password")}
              className={`${buttonClass.primary} w-full`}
            >
              {outcome === "done" ? t.signIn : t.requestNew}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
