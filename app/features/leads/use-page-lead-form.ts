import { useActionData } from "react-router";
import type { LeadActionData } from "./pipeline.server";
import { useLeadForm } from "./use-lead-form";

/**
 * `useLeadForm` for a form on a page React Router renders, which also works without JavaScript:
 * after a plain post the page comes back with the action's data, shown in the form that sent it.
 * The forms a dialog or the assistant's panel draws use `useLeadForm`, without the router.
 */
export function usePageLeadForm(options: Omit<Parameters<typeof useLeadForm>[0], "plainPost">) {
  return useLeadForm({ ...options, plainPost: useActionData<LeadActionData>() });
}
