import { useEffect, useState } from "react";
import type { Lang } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/ui/form";
import { contactBusinessTypes } from "../../domain/lead-forms";
import { pushDataLayer } from "./data-layer";
import { LeadFormHiddenFields } from "./hidden-fields";
import { PhoneField } from "./phone-input";
import type { LeadActionData } from "./pipeline.server";
import { confirmationCopy } from "./sent";
import { LeadConfirmation } from "./sent-page";
import { useLeadForm } from "./use-lead-form";

/** The thank-you message stays 5 s, then the form returns, reset (docs/PRODUCT.md, Contact). */
export const CONTACT_SUCCESS_MS = 5000;

export function ContactForm({
  lang,
  t,
  plainPost,
}: {
  lang: Lang;
  t: FormsMessages;
  /** The page's action data after a plain browser post (the route's `actionData`). */
  plainPost?: LeadActionData;
}) {
  const [sent, setSent] = useState(false);
  const form = useLeadForm({
    form: "contact",
    plainPost,
    genericError: "contact",
    messages: t.errors,
    placement: "contact",
    loadSchema: () => import("./schemas").then((rules) => rules.contactSchema),
    onSuccess(element) {
      element?.reset();
      setSent(true);
      pushDataLayer({ event: "form_submit", form_name: "contact_form" });
    },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  if (sent) {
    return <LeadConfirmation as="panel" copy={confirmationCopy(t, "contact")} />;
  }

  return (
    <form {...form.formProps} className="relative space-y-5" aria-label={t.contact.title}>
      <LeadFormHiddenFields placement="contact" lang={lang} />
      <FormAlert message={form.errorText(form.formError)} />
      <TextField
        label={t.contact.name}
        {...form.field("name")}
        autoComplete="name"
        required
        maxLength={120}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t.contact.email}
          {...form.field("email")}
          type="email"
          autoComplete="email"
          required
        />
        <PhoneField
          label={t.contact.phone}
          optionalLabel={t.optional}
          lang={lang}
          t={t.phone}
          {...form.field("phone")}
        />
      </div>
      <SelectField
        label={t.contact.businessType}
        {...form.field("business_type")}
        required
        placeholder={t.contact.businessTypePlaceholder}
        options={contactBusinessTypes.map((type) => ({ value: type, label: t.contact.businessTypes[type] }))}
      />
      <TextAreaField
        label={t.contact.message}
        {...form.field("message")}
        required
        rows={5}
        maxLength={5000}
      />
      <button
        type="submit"
        disabled={form.submitting}
        className={buttonClass({ tone: "primary", className: "w-full sm:w-auto" })}
      >
        {form.submitting ? t.contact.submitting : t.contact.submit}
      </button>
    </form>
  );
}
