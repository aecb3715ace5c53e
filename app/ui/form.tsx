/** Labelled form controls with their error and hint wired up for assistive technology. */
import { cva } from "class-variance-authority";
import {
  type ComponentProps,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

export const inputVariants = {
  size: {
    /** The forms of the site and the dashboard's own forms. */
    md: "py-3",
    /** In a row of filters or beside a small button (the dashboard), and in a picker's search. */
    sm: "py-2",
  },
  width: {
    full: "w-full",
    /** As wide as its longest option: a select of a few short words; never wider than its place. */
    auto: "w-auto max-w-full",
  },
} as const;

/**
 * Inputs, selects and textareas. As with buttonClass (app/ui/button.ts), a caller's `className`
 * only places the control; another size or width is a variant here.
 */
export const inputClass = cva(
  "block rounded-xl border border-ink-300 bg-white px-4 text-base text-ink placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600",
  { variants: inputVariants, defaultVariants: { size: "md", width: "full" } },
);

interface FieldProps {
  label: string;
  error?: string;
  /** Text, or a short list (a password's rules), read out with the field. */
  hint?: ReactNode;
  optionalLabel?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

export function Field({ label, error, hint, optionalLabel, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        {label}
        {optionalLabel && <span className="font-normal text-ink-600"> {optionalLabel}</span>}
      </label>
      <div className="mt-1.5">{children({ id, describedBy, invalid: Boolean(error) })}</div>
      {hint && (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The red box with a form-level error (the preview form's, docs/PRODUCT.md, Website preview). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </div>
  );
}

/** Invisible to people, tempting to bots: any value in it marks the post as spam. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

interface FieldCopy {
  label: string;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
}

export function TextField({
  label,
  error,
  hint,
  optionalLabel,
  ...input
}: FieldCopy & ComponentProps<"input">) {
  return (
    <Field label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass()}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optionalLabel,
  ...textarea
}: FieldCopy & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass()}
          {...textarea}
        />
      )}
    </Field>
  );
}

/** A select whose first, disabled option is the prompt ("Choose …"). */
/** A choice of a select field: the value it posts and what it reads. */
export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  error,
  hint,
  optionalLabel,
  placeholder,
  options,
  defaultValue,
  ...select
}: FieldCopy &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder: string;
    options: SelectOption[];
  }) {
  return (
    <Field label={label} error={error} hint={hint} optionalLabel={optionalLabel}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass()}
          defaultValue={defaultValue ?? ""}
          {...select}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
