import { leadFormBySlug } from "~/domain/lead-forms";
import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { postOnly } from "~/lib/request-body.server";
import type { Route } from "./+types/api.leads";

/**
 * The lead forms' posts once JavaScript runs (the same handlers as the pages' actions, which
 * take the plain browser posts), answered as JSON so the form shows the result in place.
 */
export async function action(args: Route.ActionArgs) {
  // Looked up in the registry: a slug such as "constructor" or "__proto__" names no form.
  const form = leadFormBySlug(args.params.form);
  if (!form) return Response.json({ ok: false, error: "notFound" }, { status: 404 });
  try {
    const result = await submitLeadForm(form, args);
    if (result instanceof Response) return result;
    if ("init" in result && "data" in result) return Response.json(result.data, result.init ?? undefined);
    return Response.json(result);
  } catch (refused) {
    // The readers' refusals (405, 413, 415, 400) are JSON answers already.
    if (refused instanceof Response) return refused;
    throw refused;
  }
}

export const loader = postOnly;
