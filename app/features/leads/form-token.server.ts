/**
 * The demo form's 3-second rule, checked on the server: the page carries the time it was
 * rendered, signed, and a post sooner than that after it is treated as a bot. The token lives a
 * day; an older one asks the visitor to send again.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const MIN_FILL_MS = 3000;
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, value: string) {
  return createHmac("sha256", secret).update(`form-token:${value}`).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const issued = String(now);
  return `${issued}.${sign(secret, issued)}`;
}

/** Milliseconds since the token was issued, or null for a missing, forged or future token. */
export function formTokenAge(token: unknown, secret: string, now = Date.now()): number | null {
  if (typeof token !== "string") return null;
  const [issued, signature] = token.split(".");
  if (!issued || !signature || !/^\d+$/.test(issued)) return null;
  const expected = Buffer.from(sign(secret, issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now - Number(issued);
  return age >= 0 ? age : null;
}

/**
 * What a post's token says: a person's post, a bot's (too fast, or no genuine token), or a page
 * left open for more than a day.
 */
export function checkFormToken(token: unknown, secret: string, now = Date.now()) {
  const age = formTokenAge(token, secret, now);
  if (age === null || age < MIN_FILL_MS) return "bot" as const;
  if (age > FORM_TOKEN_TTL_MS) return "expired" as const;
  return "fresh" as const;
}
