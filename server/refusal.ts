/**
 * The server's own answer to a request it refuses before the app sees it (a foreign origin, a
 * body over its limit): short JSON for scripts, a small translated page for a browser's form post.
 */
import { refusalPage } from "../app/host-hooks.server";

export type ServerRefusal = "forbidden" | "payloadTooLarge";

const statusOf: Record<ServerRefusal, number> = { forbidden: 403, payloadTooLarge: 413 };

/** Browsers posting a form ask for HTML first; the site's scripts ask for JSON. */
function wantsPage(request: Request) {
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("text/html");
}

export function refusalResponse(request: Request, refusal: ServerRefusal) {
  const headers = { "Cache-Control": "no-store" };
  if (wantsPage(request)) {
    return new Response(refusalPage(request, refusal, statusOf[refusal]), {
      status: statusOf[refusal],
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  return Response.json({ ok: false, error: refusal }, { status: statusOf[refusal], headers });
}
