import { assistantDeps, handleAssistantRequest } from "~/features/chat/assistant.server";
import type { Route } from "./+types/api.assistant";

/** The site's own chat assistant: POST JSON { lang, message, history? } (app/features/chat). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAssistantRequest(request, context.clientIp, assistantDeps(context.services));
}

export function loader() {
  return Response.json({ ok: false, error: "methodNotAllowed" }, { status: 405, headers: { Allow: "POST" } });
}
