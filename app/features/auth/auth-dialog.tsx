/**
 * The authentication dialog with its three modes (docs/PRODUCT.md, Accounts). Loaded lazily on the first
 * opening, together with the copy of the page's language only.
 */
import { type FormEvent, use, useEffect, useRef, useState } from "react";
import type { Lang } from "~/domain/languages";
import { withDialCode } from "~/features/leads/phone";
import { PhoneField } from "~/features/leads/phone-input";
import { formValues } from "~/features/leads/schemas";
import type { AccountMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { FormAlert, TextField } from "~/ui/form";
import { showToast } from "~/ui/toast";
import { type AuthMode, openAuthDialog, type SignedInUser, setSignedIn } from "./account-store";
import { type FailureContext, failureMessage, postAuth } from "./auth-api";
import { NewPasswordFields } from "./new-password-fields";
import { firstError, type RuleError, signUpSchema } from "./rules";

const copies: Record<Lang, () => Promise<{ account: AccountMessages }>> = {
  cs: () => import("~/i18n/messages/cs/account"),
  en: () => import("~/i18n/messages/en/account"),
  pl: () => import("~/i18n/messages/pl/account"),
};
const loaded = new Map<Lang, Promise<AccountMessages>>();

/** The copy of one language, fetched once (React suspends until it is there). */
function useAccountCopy(lang: Lang): AccountMessages {
  let copy = loaded.get(lang);
  if (!copy) {
    copy = copies[lang]().then((module) => module.account);
    loaded.set(lang, copy);
  }
  return use(copy);
}

interface AuthDialogProps {
  mode: AuthMode;
  lang: Lang;
  /** The dialog's "Close", in the page's language (the page's frame has it at hand). */
  closeLabel: string;
  onClose: () => void;
}

export default function AuthDialog({ mode, lang, closeLabel, onClose }: AuthDialogProps) {
  const copy = useAccountCopy(lang);
  const t = copy.auth;
  const formRef = useRef<HTMLFormElement>(null);
  const [ruleError, setRuleError] = useState<RuleError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /**
   * After sign-up or a reset request: what the e-mail on its way is for, said in the dialog
   * itself (a toast would sit behind the dialog, out of reach).
   */
  const [sent, setSent] = useState<string | null>(null);

  // Each mode starts clean, with focus in its first field (after the dialog has opened).
  useEffect(() => {
    setRuleError(null);
    setServerError(null);
    setSent(null);
    formRef.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
  }, [mode]);

  useEffect(() => {
    if (ruleError) formRef.current?.querySelector<HTMLElement>(`[name="${ruleError.field}"]`)?.focus();
  }, [ruleError]);

  const fieldError = (field: string) =>
    ruleError?.field === field ? copy.validation[ruleError.key] : undefined;

  async function send<T>(context: FailureContext, path: string, body: unknown, onDone: (data: T) => void) {
    setSubmitting(true);
    const result = await postAuth<T>(path, body);
    setSubmitting(false);
    if (result.ok) onDone(result.data);
    else setServerError(failureMessage(context, result.error, t.errors));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = withDialCode(formValues(new FormData(event.currentTarget)));
    const signedIn = (data: { user: SignedInUser }, message: string) => {
      setSignedIn({ name: data.user.name, role: data.user.role });
      showToast(message);
      onClose();
    };
    if (mode === "sign_up") {
      const error = firstError(signUpSchema, values);
      setRuleError(error);
      if (error) return;
      // The account is usable once the mailed link confirms the address; the answer is the same
      // whether or not the address already had one.
      void send("sign_up", "/sign-up/email", { ...values, lang }, () =>
        setSent(`${t.signUpSuccess} ${t.signUpCheckEmail.replace("{email}", String(values.email ?? ""))}`),
      );
    } else if (mode === "sign_in") {
      const body = { email: values.email, password: values.password, rememberMe: values.rememberMe === "on" };
      void send<{ user: SignedInUser }>("sign_in", "/sign-in/email", body, (data) =>
        signedIn(data, t.signInSuccess),
      );
    } else {
      void send(
        "reset",
        "/request-password-reset",
        { email: values.email, redirectTo: "/reset-password" },
        () => setSent(t.resetSent),
      );
    }
  }

  /** Editing any field clears the displayed error. */
  function onChange() {
    if (ruleError) setRuleError(null);
    if (serverError) setServerError(null);
  }

  const switchTo = (next: AuthMode, label: string, lead?: string) => (
    <p className="text-center text-sm text-ink-700">
      {lead && <>{lead} </>}
      <button
        type="button"
        onClick={() => openAuthDialog(next)}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {label}
      </button>
    </p>
  );

  if (sent) {
    return (
      <Dialog open onClose={onClose} title={t.titles[mode]} closeLabel={closeLabel} width="max-w-md">
        <div className="space-y-4">
          <p role="status" className="rounded-2xl bg-brand-50 p-4 text-brand-900">
            {sent}
          </p>
          {switchTo("sign_in", t.backToSignIn)}
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t.titles[mode]} closeLabel={closeLabel} width="max-w-md">
      <form
        ref={formRef}
        key={mode}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate={mode === "sign_up"}
        aria-label={t.titles[mode]}
        className="space-y-4"
      >
        <FormAlert message={serverError ?? undefined} />
        {mode === "forgot_password" && <p className="text-sm text-ink-700">{t.forgotHint}</p>}
        {mode === "sign_up" && (
          <TextField required name="name" label={t.fullName} autoComplete="name" error={fieldError("name")} />
        )}
        <TextField
          required
          name="email"
          type="email"
          label={t.email}
          autoComplete="email"
          error={fieldError("email")}
        />
        {mode === "sign_in" && (
          <TextField
            required
            name="password"
            type="password"
            label={t.password}
            autoComplete="current-password"
          />
        )}
        {mode === "sign_up" && (
          <>
            <NewPasswordFields
              labels={{ newPassword: t.password, confirmPassword: t.confirmPassword }}
              validation={copy.validation}
              error={ruleError}
            />
            <PhoneField
              label={t.phone}
              optionalLabel={t.optional}
              lang={lang}
              t={t.phoneInput}
              error={fieldError("phone")}
            />
          </>
        )}
        {mode === "sign_in" && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm text-ink-800">
              <input type="checkbox" name="rememberMe" className="size-4 accent-brand-600" />
              {t.rememberMe}
            </label>
            <button
              type="button"
              onClick={() => openAuthDialog("forgot_password")}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t.forgotPasswordLink}
            </button>
          </div>
        )}
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass({ tone: "primary", className: "w-full" })}
        >
          {submitting ? t.submitting : t.submit[mode]}
        </button>
        {mode === "sign_in" && switchTo("sign_up", t.signUpLink, t.noAccount)}
        {mode === "sign_up" && switchTo("sign_in", t.signInLink, t.haveAccount)}
        {mode === "forgot_password" && switchTo("sign_in", t.backToSignIn)}
      </form>
    </Dialog>
  );
}
