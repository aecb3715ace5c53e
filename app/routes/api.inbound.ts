import { receiveWebhook } from "~/features/replies/webhooks.server";
import { postOnly } from "~/lib/request-body.server";
import type { Route } from "./+types/api.inbound";

/** A lead's answer, posted by an inbound-mail provider (`postmark`, `mailgun`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    return await receiveWebhook(context.services, params.provider, request);
  } catch (refused) {
    // The readers' and the checks' refusals (401, 404, 405, 413, 415, 400) are JSON answers already.
    if (refused instanceof Response) return refused;
    throw refused;
  }
}

export const loader = postOnly;
