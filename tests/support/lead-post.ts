/** Posting to a lead form's action in integration tests, as React Router would. */
import type { ActionFunctionArgs } from "react-router";
import type { LeadForm } from "~/domain/lead-forms";
import { submitLeadForm } from "~/features/leads/lead-forms.server";
import { type TestServices, testContext } from "./services";

type Action = (args: ActionFunctionArgs) => unknown;

interface Answer {
  status: number;
  body?: {
    ok: boolean;
    errors?: Record<string, string>;
    formError?: string;
    values?: Record<string, unknown>;
  };
  location?: string | null;
}

/** The action that takes the form's posts, as its page and /api/leads/{slug} run it. */
export function leadFormAction(form: LeadForm) {
  return (args: ActionFunctionArgs) => submitLeadForm(form, args);
}

/** Runs a route action as React Router would and reads its answer, whatever its shape. */
export async function post(
  action: Action,
  services: TestServices,
  path: string,
  fields: Record<string, string | string[] | Blob>,
  { enhanced = true, ip = "203.0.113.7", cookie = "" } = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item, (item as File).name ?? "file");
      else form.append(name, item);
    }
  }
  if (enhanced) form.set("js", "1");
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
  });
  const result = await action({
    request,
    context: testContext(services, ip),
    params: {},
  } as ActionFunctionArgs);
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      body: result.headers.get("Content-Type")?.includes("json") ? await result.json() : undefined,
    };
  }
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const wrapped = result as { data: Answer["body"]; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as Answer["body"] };
}
