import { type FormEvent, type ReactNode, useState } from "react";
import type { AccountMessages } from "~/i18n/messages/account-types";
import { buttonClass } from "~/ui/button";
import { FormAlert, TextField } from "~/ui/form";
import { firstError, newPasswordSchema, type RuleError } from "./rules";

/** The sign-up password rules applied to a new password and its confirmation. */
function newPasswordError(formData: FormData): RuleError | null {
  return firstError(newPasswordSchema, {
    password: formData.get("password") ?? "",
    confirmPassword: formData.get("confirmPassword") ?? "",
  });
}

interface NewPasswordFieldsProps {
  labels: { newPassword: string; confirmPassword: string };
  validation: AccountMessages["validation"];
  error: RuleError | null;
}

export function NewPasswordFields({ labels, validation, error }: NewPasswordFieldsProps) {
  const message = (field: string) => (error?.field === field ? validation[error.key] : undefined);
  return (
    <>
      <TextField
        required
        name="password"
        type="password"
        label={labels.newPassword}
        autoComplete="new-password"
        error={message("password")}
      />
      <TextField
        required
        name="confirmPassword"
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        error={message("confirmPassword")}
      />
    </>
  );
}

interface NewPasswordFormProps extends Omit<NewPasswordFieldsProps, "error"> {
  title: string;
  submitLabel: string;
  /** Fields asked before the new password (the current password in the settings). */
  children?: ReactNode;
  fullWidthSubmit?: boolean;
  /**
   * Sends a form that passed the rules; resolves to the message to show when the server refused
   * it, or null when it is done.
   */
  send: (formData: FormData, form: HTMLFormElement) => Promise<string | null>;
}

/** Setting a new password (reset link, settings): the sign-up rules first, then the server. */
export function NewPasswordForm({
  title,
  submitLabel,
  children,
  fullWidthSubmit = false,
  send,
  ...fields
}: NewPasswordFormProps) {
  const [ruleError, setRuleError] = useState<RuleError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const error = newPasswordError(formData);
    setRuleError(error);
    if (error) {
      form.querySelector<HTMLElement>(`[name="${error.field}"]`)?.focus();
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    const refusal = await send(formData, form);
    setSubmitting(false);
    setServerError(refusal);
  }

  return (
    <form
      onSubmit={onSubmit}
      // Spec: editing any field clears the displayed error.
      onChange={() => {
        setRuleError(null);
        setServerError(null);
      }}
      noValidate
      aria-label={title}
      className="space-y-4"
    >
      <FormAlert message={serverError ?? undefined} />
      {children}
      <NewPasswordFields {...fields} error={ruleError} />
      <button
        type="submit"
        disabled={submitting}
        className={fullWidthSubmit ? `${buttonClass.primary} w-full` : buttonClass.primary}
      >
        {submitLabel}
      </button>
    </form>
  );
}
