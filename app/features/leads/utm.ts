/**
 * Campaign attribution (docs/PRODUCT.md, Attribution and analytics): the utm_* parameters of the
 * landing URL are kept for the visit in a session cookie, set by the server, and stored with any
 * lead sent during it.
 */
import { singleLine } from "~/lib/clean-text";

export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export const UTM_COOKIE = "utm";
const MAX_LENGTH = 200;

/**
 * The UTM parameters of a URL, or null when it has none: cleaned here, because they are read both
 * from the landing URL and from a cookie that a browser keeps (and may have kept from before).
 */
export function utmFromSearchParams(params: URLSearchParams): Utm | null {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = singleLine(params.get(key) ?? "").trim();
    if (value) utm[key] = value.slice(0, MAX_LENGTH);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** Set-Cookie value keeping the visit's UTM parameters until the browser closes; `secure` on an HTTPS site. */
export function utmCookie(utm: Utm, secure: boolean): string {
  const value = encodeURIComponent(new URLSearchParams(utm).toString());
  return `${UTM_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The visit's UTM parameters from the value of its cookie (request-input.server.ts reads it). */
export function utmFromCookie(value: string | null): Utm {
  if (!value) return {};
  try {
    return utmFromSearchParams(new URLSearchParams(decodeURIComponent(value))) ?? {};
  } catch {
    return {};
  }
}

/** Column values for the lead tables. */
export function utmColumns(utm: Utm) {
  return {
    utmSource: utm.utm_source ?? null,
    utmMedium: utm.utm_medium ?? null,
    utmCampaign: utm.utm_campaign ?? null,
    utmTerm: utm.utm_term ?? null,
    utmContent: utm.utm_content ?? null,
  };
}
