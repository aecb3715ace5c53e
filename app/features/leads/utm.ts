/**
 * Campaign attribution (spec section 7): the utm_* parameters of the landing URL are kept for
 * the visit in a session cookie, set by the server, and stored with any lead sent during it.
 */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];
export type Utm = Partial<Record<UtmKey, string>>;

export const UTM_COOKIE = "utm";
const MAX_LENGTH = 200;

/** The UTM parameters of a URL, or null when it has none. */
export function utmFromSearchParams(params: URLSearchParams): Utm | null {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_LENGTH);
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

/** Set-Cookie value keeping the visit's UTM parameters until the browser closes; `secure` on an HTTPS site. */
export function utmCookie(utm: Utm, secure: boolean): string {
  const value = encodeURIComponent(new URLSearchParams(utm).toString());
  return `${UTM_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function utmFromCookieHeader(header: string | null): Utm {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === UTM_COOKIE) {
      try {
        return utmFromSearchParams(new URLSearchParams(decodeURIComponent(value.join("=")))) ?? {};
      } catch {
        return {};
      }
    }
  }
  return {};
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
