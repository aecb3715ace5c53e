import type { AccountMessages } from "~/i18n/messages/account-types";
import { TextField } from "~/ui/form";
import { firstError, newPasswordSchema, type RuleError } from "./rules";

/** The sign-up password rules applied to a new password and its confirmation (reset, settings). */
export function newPasswordError(formData: FormData): RuleError | null {
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
