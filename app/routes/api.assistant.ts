import { assistantDepsFromConfig, handleAssistantRequest } from "~/features/chat/assistant.server";
import { config } from "../../server/config";
import type { Route } from "./+types/api.assistant";

/** The site's own chat assistant: POST JSON { lang, message, history? } (app/features/chat). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleAssistantRequest(request, context.clientIp, assistantDepsFromConfig(config()));
}

export function loader() {
  return Response.json({ ok: false, error: "methodNotAllowed" }, { status: 405, headers: { Allow: "POST" } });
}
