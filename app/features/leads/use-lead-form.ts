import { type FormEvent, useEffect, useRef, useState } from "react";
import type * as z from "zod/mini";
import type { LeadFormSlug } from "~/domain/lead-forms";
import type { FormsMessages } from "~/i18n/messages/types";
import { useHydrated } from "~/lib/use-hydrated";
import { type FieldErrors, type FormErrorKey, fieldErrors, formValues } from "./form-fields";
import type { LeadActionData } from "./pipeline.server";

interface LeadFormOptions {
  /** The endpoint: /api/leads/{form}. */
  form: LeadFormSlug;
  /** Which form on the page this is (a page may hold the same form twice, e.g. popup and inline). */
  placement: string;
  /** Shown when the post fails for reasons of its own (network, server). */
  genericError: FormErrorKey;
  /** The translated error catalogue of the page's language. */
  messages: FormsMessages["errors"];
  /**
   * The form's schema, imported at the first focus or submit (`() => import("./schemas").then(...)`),
   * so zod and libphonenumber-js are not part of the page's hydration
   * (docs/decisions/0062-the-first-touch-budget.md).
   */
  loadSchema(): Promise<z.ZodMiniType>;
  arrays?: readonly string[];
  /** The form's generic message, also shown next to field errors where the form wants it (the demo form). */
  genericOnInvalid?: FormErrorKey;
  /** Checks beyond the schema, on the raw form data (the chosen file). */
  check?(formData: FormData): FieldErrors | null;
  onSuccess(form: HTMLFormElement | null): void;
  /** Called when a valid form is sent. */
  onSend?(): void;
  /**
   * The page's action data after a plain browser post, which the route hands down as a prop (so
   * the form needs no router and can be an island); a form drawn only once the page runs its
   * script (a dialog, the assistant's panel) has none.
   */
  plainPost?: LeadActionData;
}

/**
 * One recipe for every lead form: the same schema as the server before sending (loaded at the
 * first focus; if it cannot load, the server's check answers alone), errors that
 * clear as soon as their field changes, a post without page reload once JavaScript runs, and
 * the server's answer (or, after a plain browser post, the page's action data) shown in place.
 */
export function useLeadForm({
  form: formName,
  placement,
  genericError,
  messages,
  loadSchema,
  arrays,
  genericOnInvalid,
  check,
  onSuccess,
  onSend,
  plainPost,
}: LeadFormOptions) {
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // After a plain post the page comes back with the action's data; show it in the form that sent it.
  const plainPostData =
    plainPost && !plainPost.ok && plainPost.values.placement === placement ? plainPost : undefined;
  const [errors, setErrors] = useState<FieldErrors>(plainPostData?.errors ?? {});
  const [formError, setFormError] = useState<FormErrorKey | undefined>(plainPostData?.formError);
  const [focusInvalid, setFocusInvalid] = useState(0);

  async function send(formData: FormData) {
    setSubmitting(true);
    try {
      const response = await fetch(`/api/leads/${formName}`, {
        method: "POST",
        body: formData,
        headers: { Accept: "application/json" },
      });
      const result = (await response.json()) as LeadActionData;
      if (result.ok) {
        setErrors({});
        setFormError(undefined);
        onSuccess(formRef.current);
      } else {
        setErrors(result.errors);
        setFormError(result.formError ?? (Object.keys(result.errors).length ? undefined : genericError));
        setFocusInvalid((count) => count + 1);
      }
    } catch {
      // No answer, or not ours (a proxy's error page): the input stays, the message says try again.
      setFormError(genericError);
    } finally {
      setSubmitting(false);
    }
  }

  useEffect(() => {
    if (focusInvalid) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [focusInvalid]);

  const rules = useRef<Promise<((formData: FormData) => FieldErrors) | null> | null>(null);
  /** Starts loading the form's checks once; a failed download is tried again at the next call. */
  function loadRules() {
    rules.current ??= Promise.all([loadSchema(), import("./phone")]).then(
      ([schema, { withDialCode }]) =>
        (formData: FormData) => {
          const parsed = schema.safeParse(withDialCode(formValues(formData, arrays)));
          return parsed.success ? {} : fieldErrors(parsed.error);
        },
      () => {
        rules.current = null;
        return null;
      },
    );
    return rules.current;
  }

  async function validate(formData: FormData): Promise<FieldErrors> {
    const schemaErrors = (await loadRules())?.(formData) ?? {};
    return { ...schemaErrors, ...(check?.(formData) ?? {}) };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    setSubmitting(true);
    const found = await validate(formData);
    setSubmitting(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(genericOnInvalid);
      setFocusInvalid((count) => count + 1);
      return;
    }
    formData.set("js", "1");
    onSend?.();
    void send(formData);
  }

  /** A change in a field clears its error and the form's message. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    const field = name.startsWith("req_ack_") ? "acknowledgements" : name;
    if (errors[field] || formError) {
      setErrors(({ [field]: _cleared, ...rest }) => rest);
      setFormError(undefined);
    }
  }

  const initialValues = plainPostData?.values ?? {};
  const errorText = (key: FormErrorKey | undefined) => (key ? messages[key] : undefined);

  return {
    formRef,
    /** Name, translated error and value kept from a failed plain post, for a field component. */
    field: (name: string) => {
      const kept = initialValues[name];
      return {
        name,
        error: errorText(errors[name]),
        defaultValue: typeof kept === "string" ? kept : undefined,
      };
    },
    errorText,
    formProps: {
      ref: formRef,
      method: "post",
      onSubmit,
      onChange,
      // The first focus in the form loads its checks, so they are there by the submit.
      onFocus: () => void loadRules(),
      noValidate: hydrated,
    } as const,
    errors,
    formError,
    /** Clears errors (e.g. going back a step). */
    clearErrors: () => {
      setErrors({});
      setFormError(undefined);
    },
    setErrors: (found: FieldErrors, generic?: FormErrorKey) => {
      setErrors(found);
      setFormError(generic);
      setFocusInvalid((count) => count + 1);
    },
    submitting,
    /** Values the server sent back after a failed plain post, to fill the form again. */
    initialValues,
    hydrated,
  };
}
