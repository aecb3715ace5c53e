import { assistantDeps, handleAssistantRequest } from "~/features/chat/assistant.server";
import { postOnly } from "~/lib/request-body.server";
import type { Route } from "./+types/api.assistant";

/** The site's own chat assistant: POST JSON { lang, message, history? } (app/features/chat). */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    return await handleAssistantRequest(request, context.clientIp, assistantDeps(context.services));
  } catch (refused) {
    if (refused instanceof Response) return refused;
    throw refused;
  }
}

export const loader = postOnly;
