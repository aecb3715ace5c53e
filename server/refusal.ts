/**
 * The server's own answer to a request it refuses before the app sees it (a foreign origin, a
 * body over its limit): short JSON for scripts, a small translated page for a browser's form post.
 */
import { requestLang } from "../app/i18n/lang.server";
import { messages } from "../app/i18n/messages.server";
import { buildPath } from "../app/i18n/paths";

export type ServerRefusal = "forbidden" | "payloadTooLarge";

const statusOf: Record<ServerRefusal, number> = { forbidden: 403, payloadTooLarge: 413 };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(request: Request, refusal: ServerRefusal) {
  const lang = requestLang(request);
  const { requestError, cta } = messages(lang);
  const title = escapeHtml(requestError.titles[refusal]);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6;color:#0f172a">
<p style="font-size:3rem;font-weight:700;margin:0">${statusOf[refusal]}</p>
<h1 style="font-size:1.75rem">${title}</h1>
<p>${escapeHtml(requestError.text)}</p>
<p><a href="${buildPath({ name: "home" }, lang)}">${escapeHtml(cta.backHome)}</a> · <a href="${buildPath({ name: "contact" }, lang)}">${escapeHtml(cta.contactUs)}</a></p>
</body>
</html>`;
}

/** Browsers posting a form ask for HTML first; the site's scripts ask for JSON. */
function wantsPage(request: Request) {
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("text/html");
}

export function refusalResponse(request: Request, refusal: ServerRefusal) {
  const headers = { "Cache-Control": "no-store" };
  if (wantsPage(request)) {
    return new Response(page(request, refusal), {
      status: statusOf[refusal],
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  return Response.json({ ok: false, error: refusal }, { status: statusOf[refusal], headers });
}
