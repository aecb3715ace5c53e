/**
 * The small translated page the host answers a browser's refused form post with (a foreign
 * origin, a body over its limit): the host refuses before the app sees the request
 * (server/refusal.ts), so the page is plain HTML without the site's layout or scripts.
 */
import { requestLang } from "~/i18n/lang.server";
import type { RequestErrorKind } from "~/i18n/messages/types";
import { messages } from "~/i18n/messages.server";
import { buildPath } from "~/i18n/paths";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function refusalPage(request: Request, refusal: RequestErrorKind, status: number) {
  const lang = requestLang(request);
  const { requestError, cta } = messages(lang);
  const title = escapeHtml(requestError.titles[refusal]);
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.6;color:#0f172a">
<p style="font-size:3rem;font-weight:700;margin:0">${status}</p>
<h1 style="font-size:1.75rem">${title}</h1>
<p>${escapeHtml(requestError.text)}</p>
<p><a href="${buildPath({ name: "home" }, lang)}">${escapeHtml(cta.backHome)}</a> · <a href="${buildPath({ name: "contact" }, lang)}">${escapeHtml(cta.contactUs)}</a></p>
</body>
</html>`;
}
