import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { AccountMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FormAlert, TextField } from "~/ui/form";
import { CheckIcon } from "~/ui/icons";
import { firstError, newPasswordSchema, passwordChecks, type RuleError } from "./rules";

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

/**
 * The new password and its confirmation, with every rule listed from the start and ticked as it
 * is met. On submit the first unmet rule still shows as the field's message (docs/PRODUCT.md, Accounts),
 * and the server's messages stay as they are.
 */
export function NewPasswordFields({ labels, validation, error }: NewPasswordFieldsProps) {
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const passwordRef = useRef<HTMLInputElement>(null);
  const checks = passwordChecks(values.password, values.confirmPassword);
  const list = validation.passwordChecklist;
  const message = (field: string) => (error?.field === field ? validation[error.key] : undefined);

  // A form reset (after a saved password) empties the fields without a change event.
  useEffect(() => {
    const form = passwordRef.current?.form;
    const clear = () => setValues({ password: "", confirmPassword: "" });
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);

  const track = (event: FormEvent<HTMLInputElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
  };

  return (
    <>
      <TextField
        ref={passwordRef}
        required
        name="password"
        type="password"
        label={labels.newPassword}
        autoComplete="new-password"
        error={message("password")}
        onInput={track}
        hint={
          <Checklist
            status={list}
            items={[
              { text: list.length, met: checks.length },
              { text: list.number, met: checks.number },
              { text: list.special, met: checks.special },
            ]}
          />
        }
      />
      <TextField
        required
        name="confirmPassword"
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        error={message("confirmPassword")}
        onInput={track}
        hint={<Checklist status={list} items={[{ text: list.match, met: checks.match }]} />}
      />
    </>
  );
}

function Checklist({
  items,
  status,
}: {
  items: { text: string; met: boolean }[];
  status: { met: string; unmet: string };
}) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li
          key={item.text}
          data-met={item.met}
          className={`flex items-center gap-2 ${item.met ? "text-emerald-800" : "text-ink-600"}`}
        >
          {item.met ? (
            <CheckIcon className="size-4 shrink-0" />
          ) : (
            <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-ink-300" />
          )}
          <span>
            {item.text}
            <span className="sr-only"> ({item.met ? status.met : status.unmet})</span>
          </span>
        </li>
      ))}
    </ul>
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
      // Editing any field clears the displayed error (docs/PRODUCT.md, Accounts).
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
        className={buttonClass({ tone: "primary", className: fullWidthSubmit && "w-full" })}
      >
        {submitLabel}
      </button>
    </form>
  );
}
