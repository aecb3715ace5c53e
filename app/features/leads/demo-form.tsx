import { useState } from "react";
import type { Lang } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { FormAlert, SelectField, type SelectOption, TextAreaField, TextField } from "~/ui/form";
import { pushDataLayer } from "./data-layer";
import { DEMO_GOAL_MIN, fieldErrors, formValues } from "./form-fields";
import { LeadFormHiddenFields } from "./hidden-fields";
import type { LeadActionData } from "./pipeline.server";
import { confirmationCopy } from "./sent";
import { LeadConfirmation } from "./sent-page";
import { useLeadForm } from "./use-lead-form";

/**
 * The two-step demo request (docs/PRODUCT.md, Demo request). Next checks step 1 before step 2
 * appears and Back returns, clearing the error. The server draws the same step 1 that the hydrated
 * form shows, so the page keeps its height at the first touch (docs/decisions/0031-the-first-touch.md);
 * a browser without JavaScript shows both steps as one form (`noscript:`, CSS's `scripting: none`)
 * and hides the step buttons and the step label.
 */
export function DemoForm({
  lang,
  t,
  formToken,
  plainPost,
  services,
  budgets,
  homeHref,
}: {
  lang: Lang;
  t: FormsMessages;
  formToken: string;
  /** The page's action data after a plain browser post (the route's `actionData`). */
  plainPost?: LeadActionData;
  /** The services to choose from, in the page's language. */
  services: SelectOption[];
  /** The budgets, each naming its package and price (demo-page.tsx writes them). */
  budgets: SelectOption[];
  /** The home page in the page's language, the confirmation's way on. */
  homeHref: string;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const [done, setDone] = useState(false);
  const form = useLeadForm({
    form: "demo",
    plainPost,
    genericError: "demo",
    genericOnInvalid: "demo",
    messages: t.errors,
    placement: "demo",
    loadSchema: () => import("./schemas").then((rules) => rules.demoSchema),
    onSuccess(element) {
      const service = element ? String(new FormData(element).get("service") ?? "") : "";
      pushDataLayer({ event: "form_submit", form_name: "demo_request", service });
      setDone(true);
    },
  });

  if (done) {
    return (
      <LeadConfirmation
        as="panel"
        copy={confirmationCopy(t, "demo")}
        action={
          <a href={homeHref} className={buttonClass({ tone: "primary" })}>
            {t.demo.home}
          </a>
        }
      />
    );
  }

  // A server error on a step-1 field sends the visitor back to it.
  const step1Invalid = Boolean(form.errors.email || form.errors.service);
  const showStep1 = step === 1 || step1Invalid;
  const showStep2 = step === 2 && !step1Invalid;
  // A step not shown is still part of the form without JavaScript.
  const stepClass = (shown: boolean) => (shown ? "space-y-5" : "hidden space-y-5 noscript:block");

  const next = async () => {
    if (!form.formRef.current) return;
    const values = formValues(new FormData(form.formRef.current));
    // Loaded by the first focus in the form; if it cannot load, the server checks step 1 at the end.
    const rules = await import("./schemas").catch(() => null);
    const parsed = rules?.demoStep1Schema.safeParse(values);
    if (parsed && !parsed.success) {
      form.setErrors(fieldErrors(parsed.error), "demo");
      return;
    }
    form.clearErrors();
    setStep(2);
  };

  return (
    <form {...form.formProps} className="relative space-y-5" aria-label={t.demo.title}>
      <LeadFormHiddenFields placement="demo" lang={lang} />
      <input type="hidden" name="form_token" value={formToken} />
      <p className="text-sm font-medium text-brand-700 noscript:hidden" aria-live="polite">
        {t.demo.stepLabel.replace("{current}", showStep1 ? "1" : "2").replace("{total}", "2")}
      </p>
      <FormAlert message={form.errorText(form.formError)} />

      <fieldset className={stepClass(showStep1)}>
        <legend className="text-lg font-semibold">{t.demo.step1}</legend>
        <TextField label={t.demo.email} {...form.field("email")} type="email" autoComplete="email" required />
        <SelectField
          label={t.demo.service}
          {...form.field("service")}
          required
          placeholder={t.demo.servicePlaceholder}
          options={services}
        />
        <button
          type="button"
          onClick={next}
          className={buttonClass({ tone: "primary", className: "noscript:hidden" })}
        >
          {t.demo.next}
        </button>
      </fieldset>

      <fieldset className={stepClass(showStep2)}>
        <legend className="text-lg font-semibold">{t.demo.step2}</legend>
        <TextAreaField
          label={t.demo.goal}
          hint={t.demo.goalHint}
          {...form.field("goal")}
          required
          minLength={DEMO_GOAL_MIN}
          rows={4}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t.demo.budget}
            {...form.field("budget")}
            required
            placeholder={t.demo.budgetPlaceholder}
            options={budgets}
          />
          <TextField
            label={t.demo.url}
            optionalLabel={t.optional}
            {...form.field("url")}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => {
              form.clearErrors();
              setStep(1);
            }}
            className={buttonClass({ tone: "secondary", className: "noscript:hidden" })}
          >
            {t.demo.back}
          </button>
          <button type="submit" disabled={form.submitting} className={buttonClass({ tone: "primary" })}>
            {form.submitting ? t.demo.saving : t.demo.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
