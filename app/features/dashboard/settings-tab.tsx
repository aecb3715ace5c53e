import { type FormEvent, useState } from "react";
import { signOut } from "~/features/auth/account-store";
import { postAuth } from "~/features/auth/auth-api";
import { NewPasswordForm } from "~/features/auth/new-password-fields";
import { storeLanguage } from "~/features/layout/language-switcher";
import { useLayout } from "~/features/layout/use-layout";
import { withDialCode } from "~/features/leads/phone";
import { PhoneInput } from "~/features/leads/phone-input";
import { isLang, languages } from "~/i18n/languages";
import { buttonClass } from "~/ui/button";
import { Field, inputClass, TextField } from "~/ui/form";
import { useToast } from "~/ui/toast";
import { useDashboard } from "./dashboard-context";
import { Panel } from "./panel";
import { ApiError, sendJson } from "./use-resource";

/** Profile (name, phone, language), password, and signing out of every session. */
export function SettingsTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ProfileForm />
      <PasswordForm />
      <SessionsPanel />
    </div>
  );
}

function ProfileForm() {
  const { t, viewer, lang, phoneInput, optionalLabel } = useDashboard();
  const { t: layout } = useLayout();
  const toast = useToast();
  const s = t.settings;
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = withDialCode(
      Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>,
    );
    setSaving(true);
    try {
      await sendJson("/api/account", "PATCH", values);
      toast(s.profileSaved);
      // The site follows the preferred language: store it and show the dashboard in it.
      if (isLang(values.lang) && values.lang !== lang) {
        storeLanguage(values.lang);
        window.location.reload();
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.body?.message && failure.body.field) {
        setError({ field: failure.body.field, message: failure.body.message });
      } else {
        toast(t.saveError, "error");
      }
    } finally {
      setSaving(false);
    }
  }

  const message = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Panel title={s.profileTitle}>
      <form
        onSubmit={onSubmit}
        onChange={() => setError(null)}
        aria-label={s.profileTitle}
        className="space-y-4"
      >
        <TextField
          required
          name="name"
          label={s.name}
          autoComplete="name"
          defaultValue={viewer.name}
          error={message("name")}
        />
        <Field label={s.phone} optionalLabel={optionalLabel} error={message("phone")}>
          {({ id, describedBy, invalid }) => (
            <PhoneInput
              id={id}
              lang={lang}
              t={phoneInput}
              describedBy={describedBy}
              invalid={invalid}
              defaultValue={viewer.phone ?? ""}
            />
          )}
        </Field>
        <Field label={s.language} hint={s.languageHint}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="lang"
              defaultValue={viewer.lang}
              aria-describedby={describedBy}
              className={inputClass}
            >
              {languages.map((value) => (
                <option key={value} value={value} lang={value}>
                  {layout.nav.languageNames[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {s.saveProfile}
        </button>
      </form>
    </Panel>
  );
}

function PasswordForm() {
  const { t, lang, validation, authErrors } = useDashboard();
  const toast = useToast();
  const s = t.settings;

  async function send(formData: FormData, form: HTMLFormElement): Promise<string | null> {
    const result = await postAuth("/change-password", {
      currentPassword: formData.get("currentPassword"),
      newPassword: formData.get("password"),
      confirmPassword: formData.get("confirmPassword"),
      revokeOtherSessions: true,
      lang,
    });
    if (result.ok) {
      form.reset();
      toast(s.passwordChanged);
      return null;
    }
    const { error: failure } = result;
    if (failure.status === 429) return authErrors.tooManyRequests;
    if (failure.code === "INVALID_PASSWORD") return s.wrongPassword;
    if (failure.code === "VALIDATION_ERROR" && failure.message) return failure.message;
    return t.saveError;
  }

  return (
    <Panel title={s.passwordTitle}>
      <NewPasswordForm
        title={s.passwordTitle}
        labels={s}
        validation={validation}
        submitLabel={s.changePassword}
        send={send}
      >
        <TextField
          required
          name="currentPassword"
          type="password"
          label={s.currentPassword}
          autoComplete="current-password"
        />
      </NewPasswordForm>
    </Panel>
  );
}

function SessionsPanel() {
  const { t } = useDashboard();
  const toast = useToast();
  return (
    <Panel title={t.settings.sessionsTitle} description={t.settings.sessionsText}>
      <button
        type="button"
        onClick={async () => {
          try {
            await signOut("/revoke-sessions");
            window.location.assign("/");
          } catch {
            toast(t.saveError, "error");
          }
        }}
        className={`${buttonClass.secondary} hover:!border-red-600 hover:!text-red-700`}
      >
        {t.settings.signOutEverywhere}
      </button>
    </Panel>
  );
}
