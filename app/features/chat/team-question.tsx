import { useState } from "react";
import type { Lang } from "~/domain/languages";
import { buttonClass } from "~/ui/button";
import { FormAlert, TextAreaField, TextField } from "~/ui/form";
import { LeadFormHiddenFields } from "../leads/hidden-fields";
import { useLeadForm } from "../leads/use-lead-form";
import type { ChatCopy } from "./copy";

/**
 * The question the assistant could not answer, passed to the team: a button under the answer
 * that opens a small form (e-mail and the question, prefilled) sent as a lead from the assistant.
 */
export function TeamQuestion({
  lang,
  copy,
  question,
  id,
}: {
  lang: Lang;
  copy: ChatCopy;
  question: string;
  id: number;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useLeadForm({
    form: "assistant",
    genericError: "assistant",
    messages: copy.formErrors,
    placement: `assistant-${id}`,
    loadSchema: () => import("../leads/schemas").then((rules) => rules.assistantQuestionSchema),
    onSuccess: () => setSent(true),
  });

  if (sent) {
    return (
      <span role="status" className="basis-full font-medium text-brand-800">
        {copy.team.sent}
      </span>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass({ tone: "secondary", size: "2xs" })}
      >
        {copy.askTeam}
      </button>
    );
  }
  return (
    <form {...form.formProps} aria-label={copy.askTeam} className="relative basis-full space-y-3 text-ink">
      <LeadFormHiddenFields placement={`assistant-${id}`} lang={lang} />
      <span className="block text-ink-700">{copy.team.intro}</span>
      <FormAlert message={form.errorText(form.formError)} />
      <TextField
        label={copy.team.email}
        {...form.field("email")}
        type="email"
        autoComplete="email"
        required
      />
      <TextAreaField
        label={copy.team.question}
        {...form.field("question")}
        defaultValue={question}
        required
        rows={3}
        maxLength={2000}
      />
      <button
        type="submit"
        disabled={form.submitting}
        className={buttonClass({ tone: "primary", size: "2xs" })}
      >
        {form.submitting ? copy.team.sending : copy.team.send}
      </button>
    </form>
  );
}
