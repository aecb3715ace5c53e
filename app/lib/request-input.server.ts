/**
 * The query string and the cookies of a request, the way every loader and action reads them:
 * each name and value cleaned and made one line (clean-text.ts), so no NUL, control or lone
 * surrogate from a URL or a cookie reaches the database, a header or an e-mail. Bodies are read
 * by request-body.server.ts; request-input.test.ts keeps routes from reading any of it raw.
 */
import { singleLine } from "./clean-text";

/** The URL's query parameters, cleaned. */
export function readQuery(request: Request): URLSearchParams {
  const cleaned = new URLSearchParams();
  for (const [name, value] of new URL(request.url).searchParams)
    cleaned.append(singleLine(name), singleLine(value));
  return cleaned;
}

/** The value of one cookie as the browser sent it (still encoded as it was set), cleaned; null without it. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return singleLine(part.slice(separator + 1).trim());
  }
  return null;
}
