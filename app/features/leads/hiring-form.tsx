import { useState } from "react";
import type { Lang } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FieldError, FormAlert, inputClass, TextField } from "~/ui/form";
import { pushDataLayer } from "./data-layer";
import { HIRING_ACKNOWLEDGEMENTS, pdfError } from "./form-fields";
import { LeadFormHiddenFields } from "./hidden-fields";
import type { LeadActionData } from "./pipeline.server";
import { confirmationCopy } from "./sent";
import { LeadConfirmation } from "./sent-page";
import { useLeadForm } from "./use-lead-form";

const FILE_FIELD = "assignment_pdf";

/** The hiring assignment's submission (docs/PRODUCT.md, Job application). */
export function HiringForm({
  lang,
  t,
  plainPost,
}: {
  lang: Lang;
  t: FormsMessages;
  /** The page's action data after a plain browser post (the route's `actionData`). */
  plainPost?: LeadActionData;
}) {
  const [done, setDone] = useState(false);
  const form = useLeadForm({
    form: "hiring",
    plainPost,
    genericError: "hiring",
    messages: t.errors,
    placement: "hiring",
    loadSchema: () => import("./schemas").then((rules) => rules.hiringSchema),
    // The browser checks the name and size; the server also checks the content.
    check(formData) {
      const file = formData.get(FILE_FIELD);
      const error = pdfError(file instanceof File ? file : null);
      return error ? { [FILE_FIELD]: error } : null;
    },
    onSuccess(element) {
      element?.reset();
      setDone(true);
      pushDataLayer({ event: "form_submit", form_name: "hiring_team" });
    },
  });
  const copy = t.hiring;
  // Values came back from a failed plain post: the browser keeps no chosen file, so say so.
  const cameBack = Object.keys(form.initialValues).length > 0;

  if (done) {
    return (
      <LeadConfirmation
        as="panel"
        copy={confirmationCopy(t, "hiring")}
        action={
          <a href="#assignment" className={buttonClass({ tone: "secondary" })}>
            {copy.backToAssignment}
          </a>
        }
      />
    );
  }

  return (
    <form
      {...form.formProps}
      encType="multipart/form-data"
      className="relative space-y-5"
      aria-label={copy.title}
    >
      <LeadFormHiddenFields placement="hiring" lang={lang} />
      <FormAlert message={form.errorText(form.formError)} />
      <TextField label={copy.email} {...form.field("email")} type="email" autoComplete="email" required />
      <TextField
        label={copy.file}
        hint={cameBack ? `${copy.fileAgain} ${copy.fileHint}` : copy.fileHint}
        name={FILE_FIELD}
        error={form.field(FILE_FIELD).error}
        type="file"
        accept="application/pdf,.pdf"
        required
        className={inputClass({
          className:
            "file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800",
        })}
      />
      <fieldset aria-describedby={form.errors.acknowledgements ? "acknowledgements-error" : undefined}>
        <legend className="text-sm font-medium text-ink-800">{copy.acknowledgementsTitle}</legend>
        <ul className="mt-3 space-y-2.5">
          {copy.acknowledgements.slice(0, HIRING_ACKNOWLEDGEMENTS).map((text, index) => (
            <li key={text}>
              <label className="flex items-start gap-3 text-sm/6 text-ink-800">
                <input
                  type="checkbox"
                  name={`req_ack_${index + 1}`}
                  defaultChecked={form.initialValues[`req_ack_${index + 1}`] === "on"}
                  required
                  aria-invalid={Boolean(form.errors.acknowledgements)}
                  className="size-6 shrink-0 accent-brand-600"
                />
                <span>{text}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="acknowledgements-error" message={form.field("acknowledgements").error} />
      </fieldset>
      <button
        type="submit"
        disabled={form.submitting}
        className={buttonClass({ tone: "primary", className: "w-full sm:w-auto" })}
      >
        {form.submitting ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
