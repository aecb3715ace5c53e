import { useEffect, useRef, useState } from "react";
import type { Lang } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FieldError, FormAlert, SelectField, TextAreaField, TextField } from "~/ui/form";
import { previewBusinessTypes, previewPriorities, previewStyles } from "../../domain/lead-forms";
import { openPrivacyPolicy } from "../privacy/privacy-dialog";
import { pushDataLayer } from "./data-layer";
import { LeadFormHiddenFields } from "./hidden-fields";
import { PhoneField } from "./phone-input";
import type { LeadActionData } from "./pipeline.server";
import type { ConfirmationCopy } from "./sent";
import { LeadConfirmation } from "./sent-page";
import { useLeadForm } from "./use-lead-form";

/** The strings the preview form shows: what the web page's loader sends for it, nothing more. */
export type PreviewFormMessages = Pick<FormsMessages, "errors" | "optional" | "phone" | "preview"> & {
  done: ConfirmationCopy;
};

interface PreviewFormProps {
  lang: Lang;
  t: PreviewFormMessages;
  /** "popup" or "inline": the same form sits twice on the web page. */
  placement: "popup" | "inline";
  /** Prefilled note, e.g. the plan the visitor chose. */
  note?: string;
  /**
   * What a post without JavaScript brought back, from the page's route: a prop, not React Router's
   * hook, as the form is an island on the web page (app/islands.ts).
   */
  plainPost?: LeadActionData;
}

/** The free website preview request (form name demo-web: docs/PRODUCT.md, Website preview). */
export function PreviewForm({ lang, t, placement, note, plainPost }: PreviewFormProps) {
  const [done, setDone] = useState(false);
  const form = useLeadForm({
    form: "preview",
    plainPost,
    genericError: "preview",
    messages: t.errors,
    placement,
    loadSchema: () => import("./schemas").then((rules) => rules.previewSchema),
    arrays: ["style"],
    onSend: () => pushDataLayer({ event: "lead_form_submit", form_name: "demo-web", placement }),
    onSuccess(element) {
      element?.reset();
      setDone(true);
    },
  });
  useFormViewEvent(form.formRef, placement);

  const copy = t.preview;
  if (done) {
    return <LeadConfirmation as="panel" copy={t.done} />;
  }

  const keptStyles = form.initialValues.style;
  const consentError = form.field("gdpr_consent").error;
  return (
    <form {...form.formProps} className="relative space-y-5" aria-label={copy.title}>
      <LeadFormHiddenFields placement={placement} lang={lang} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={copy.companyName}
          {...form.field("company_name")}
          autoComplete="organization"
          required
        />
        <SelectField
          label={copy.businessType}
          {...form.field("business_type")}
          required
          placeholder={copy.businessTypePlaceholder}
          options={previewBusinessTypes.map((type) => ({ value: type, label: copy.businessTypes[type] }))}
        />
        <TextField label={copy.email} {...form.field("email")} type="email" autoComplete="email" required />
        <PhoneField
          label={copy.phone}
          optionalLabel={t.optional}
          lang={lang}
          t={t.phone}
          {...form.field("phone")}
        />
        <TextField
          label={copy.location}
          optionalLabel={t.optional}
          {...form.field("location")}
          autoComplete="address-level2"
        />
        <TextField
          label={copy.website}
          optionalLabel={t.optional}
          {...form.field("website")}
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </div>
      <ChoiceGroup
        legend={copy.style}
        optionalLabel={t.optional}
        type="checkbox"
        name="style"
        options={previewStyles.map((style) => ({ value: style, label: copy.styles[style] }))}
        checked={(value) => Array.isArray(keptStyles) && keptStyles.includes(value)}
      />
      <ChoiceGroup
        legend={copy.priority}
        optionalLabel={t.optional}
        type="radio"
        name="priority"
        options={previewPriorities.map((priority) => ({ value: priority, label: copy.priorities[priority] }))}
        checked={(value) => form.field("priority").defaultValue === value}
      />
      <TextAreaField
        label={copy.note}
        optionalLabel={t.optional}
        {...form.field("note")}
        defaultValue={form.field("note").defaultValue ?? note}
        rows={3}
        maxLength={2000}
      />
      <div>
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            type="checkbox"
            name="gdpr_consent"
            required
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? `gdpr-error-${placement}` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>{copy.gdpr}</span>
        </label>
        <button
          type="button"
          onClick={openPrivacyPolicy}
          className="mt-1 ml-8 text-sm font-medium text-brand-700 underline"
        >
          {copy.privacyLink}
        </button>
        <FieldError id={`gdpr-error-${placement}`} message={consentError} />
      </div>
      <FormAlert message={form.errorText(form.formError)} />
      <button
        type="submit"
        disabled={form.submitting}
        className={buttonClass({ tone: "primary", className: "w-full" })}
      >
        {form.submitting ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}

/** Choices shown as chips: several (checkboxes) or one (radios). */
function ChoiceGroup({
  legend,
  optionalLabel,
  type,
  name,
  options,
  checked,
}: {
  legend: string;
  optionalLabel: string;
  type: "checkbox" | "radio";
  name: string;
  options: { value: string; label: string }[];
  checked(value: string): boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">
        {legend} <span className="font-normal text-ink-600">{optionalLabel}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-ink-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={checked(option.value)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `lead_form_view` once, when the form scrolls into view (docs/PRODUCT.md, Website preview). */
function useFormViewEvent(ref: React.RefObject<HTMLFormElement | null>, placement: string) {
  const sent = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || sent.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !sent.current) {
        sent.current = true;
        pushDataLayer({ event: "lead_form_view", form_name: "demo-web", placement });
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, placement]);
}
