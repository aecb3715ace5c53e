import { useEffect, useId } from "react";
import { Form, useActionData, useFetcher } from "react-router";
import { isLang, languages } from "~/domain/languages";
import type { TimeZoneChoice } from "~/domain/time-zones";
import { signOut } from "~/features/auth/account-store";
import { postAuth } from "~/features/auth/auth-api";
import { NewPasswordForm } from "~/features/auth/new-password-fields";
import { storeLanguage } from "~/features/layout/stored-language";
import { useLayout } from "~/features/layout/use-layout";
import { PhoneInput } from "~/features/leads/phone-input";
import { buildPath } from "~/i18n/paths";
import { buttonClass } from "~/ui/button";
import { Field, inputClass, TextField } from "~/ui/form";
import { showToast } from "~/ui/toast";
import { fill } from "../auth/fill";
import type { AccountResult } from "./account.server";
import { useDashboard } from "./dashboard-context";
import { PrivacyActionButtons } from "./desk-ui";
import { Panel } from "./panel";

/**
 * /dashboard/settings: profile (name, phone, language, time zone), password, signing out of every session;
 * for staff also new leads in turn, the morning digest and privacy requests for any address.
 */
export function SettingsPage({
  takesNewLeads,
  morningDigest,
  timeZones,
}: {
  takesNewLeads: boolean | null;
  morningDigest: boolean | null;
  /** The zones to choose from (the server's list: the page renders the same in the browser). */
  timeZones: readonly TimeZoneChoice[];
}) {
  const { t } = useDashboard();
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <ProfileForm timeZones={timeZones} />
      <PasswordForm />
      {takesNewLeads !== null && (
        <SwitchPanel intent="rotation" name="takesNewLeads" checked={takesNewLeads} copy={t.desk.rotation} />
      )}
      {morningDigest !== null && (
        <SwitchPanel
          intent="digest"
          name="morningDigest"
          checked={morningDigest}
          copy={t.desk.morningDigest}
        />
      )}
      <SessionsPanel />
      {takesNewLeads !== null && <PrivacyRequests />}
    </div>
  );
}

type PrivacyAnswer =
  | { ok: true; intent: "erase" | "anonymise"; done: { inquiries: number; emails: number; account: boolean } }
  | { ok: false; intent: "erase" | "anonymise"; error: "invalid" | "mismatch" };

/** Whatever the settings route answers: each answer names the intent (the form) it answers. */
type SettingsAnswer = AccountResult | PrivacyAnswer;
type AnswerTo<Intent extends SettingsAnswer["intent"]> = Extract<SettingsAnswer, { intent: Intent }>;

/**
 * The answer to one of the page's forms: its fetcher's once the page's script runs; sent as a
 * plain form (before or without JavaScript) the page's own action data, when it answers this form.
 */
function useAnswer<Intent extends SettingsAnswer["intent"]>(
  intents: readonly Intent[],
  fetcher?: { data?: unknown },
): AnswerTo<Intent> | undefined {
  const page = useActionData<SettingsAnswer>();
  const answer = (fetcher?.data as SettingsAnswer | undefined) ?? page;
  return answer && (intents as readonly string[]).includes(answer.intent)
    ? (answer as AnswerTo<Intent>)
    : undefined;
}

/** "Saved" beside a form's button once its change is stored; a live region, so it is read out. */
function SavedNote({ saved, text }: { saved: boolean; text: string }) {
  return (
    <p role="status" className="text-sm font-medium text-emerald-800">
      {saved ? text : ""}
    </p>
  );
}

function ProfileForm({ timeZones }: { timeZones: readonly TimeZoneChoice[] }) {
  const { t, viewer, lang, phoneInput, optionalLabel } = useDashboard();
  const { t: layout } = useLayout();
  const s = t.settings;
  const fetcher = useFetcher<AccountResult>();
  const result = useAnswer(["profile"], fetcher);
  const error = result && !result.ok ? result : null;

  // The site follows the preferred language: store it and show this page in it.
  useEffect(() => {
    if (result?.ok && isLang(result.lang) && result.lang !== lang) {
      storeLanguage(result.lang);
      window.location.assign(buildPath({ name: "dashboard", section: "settings" }, result.lang));
    }
  }, [result, lang]);

  const message = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Panel title={s.profileTitle}>
      <fetcher.Form method="post" aria-label={s.profileTitle} className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
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
              className={inputClass()}
            >
              {languages.map((value) => (
                <option key={value} value={value} lang={value}>
                  {layout.nav.languageNames[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={s.timeZone} hint={s.timeZoneHint} error={message("timeZone")}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="timeZone"
              defaultValue={viewer.timeZone}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={inputClass()}
            >
              {timeZones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className={buttonClass({ tone: "primary" })}
          >
            {s.saveProfile}
          </button>
          <SavedNote saved={result?.ok === true} text={s.profileSaved} />
        </div>
      </fetcher.Form>
    </Panel>
  );
}

function PasswordForm() {
  const { t, lang, validation, authErrors } = useDashboard();
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
      showToast(s.passwordChanged);
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
  const { t, lang } = useDashboard();
  return (
    <Panel title={t.settings.sessionsTitle} description={t.settings.sessionsText}>
      <button
        type="button"
        onClick={async () => {
          try {
            await signOut("/revoke-sessions");
            window.location.assign(buildPath({ name: "home" }, lang));
          } catch {
            showToast(t.saveError, "error");
          }
        }}
        className={buttonClass({ tone: "secondaryDanger" })}
      >
        {t.settings.signOutEverywhere}
      </button>
    </Panel>
  );
}

/**
 * Staff: one switch of his own, saved with its intent: new leads in turn (rotation), the morning
 * digest (digest).
 */
function SwitchPanel({
  intent,
  name,
  checked,
  copy,
}: {
  intent: "rotation" | "digest";
  name: "takesNewLeads" | "morningDigest";
  checked: boolean;
  copy: { title: string; label: string; hint: string };
}) {
  const { t } = useDashboard();
  const fetcher = useFetcher<AccountResult>();
  const answer = useAnswer([intent], fetcher);
  return (
    <Panel title={copy.title} description={copy.hint}>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={intent} />
        <label className="flex items-center gap-2 text-ink-800">
          <input type="checkbox" name={name} defaultChecked={checked} className="size-5 accent-brand-600" />
          {copy.label}
        </label>
        <button type="submit" className={buttonClass({ tone: "secondary", size: "sm" })}>
          {t.desk.inquiry.save}
        </button>
        <SavedNote saved={answer?.ok === true} text={t.desk.toasts.saved} />
      </fetcher.Form>
    </Panel>
  );
}

/** Staff: a privacy request for any e-mail address, whether or not it ever sent an inquiry. */
function PrivacyRequests() {
  const { t } = useDashboard();
  const p = t.desk.privacy;
  const answer = useAnswer(["erase", "anonymise"]);
  const exportId = useId();
  const error =
    answer && !answer.ok ? (answer.error === "mismatch" ? p.mismatch : t.desk.errors.invalid) : undefined;
  return (
    <Panel title={p.lookupTitle} description={p.lookupHint}>
      {answer?.ok && (
        <p role="status" className="mb-4 rounded-xl bg-emerald-50 p-3 text-emerald-900">
          {fill(p.done, {
            inquiries: answer.done.inquiries,
            emails: answer.done.emails,
            account: answer.done.account ? t.desk.inquiry.yes : t.desk.inquiry.no,
          })}
        </p>
      )}
      <form method="get" action="/dashboard/privacy-export" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={exportId} className="block text-sm font-medium text-ink-800">
            {p.exportEmail}
          </label>
          <input
            id={exportId}
            type="email"
            name="email"
            required
            className={inputClass({ size: "sm", className: "mt-1" })}
          />
        </div>
        <button type="submit" className={buttonClass({ tone: "secondary", size: "sm" })}>
          {p.export}
        </button>
      </form>
      <Form method="post" className="mt-6 space-y-3">
        <TextField label={p.eraseEmail} type="email" name="email" required autoComplete="off" />
        <TextField label={p.confirm} name="confirm" required autoComplete="off" error={error} />
        <PrivacyActionButtons />
      </Form>
    </Panel>
  );
}
