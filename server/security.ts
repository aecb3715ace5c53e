import { createHash, randomBytes } from "node:crypto";
import type { Config } from "../app/platform/config.server";

export function newNonce() {
  return randomBytes(16).toString("base64");
}

/** `'sha256-…'` sources for the inline scripts of a prerendered page (which cannot carry a nonce). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/type="application\/ld\+json"/.test(attributes)) continue; // data, never executed
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

function originOf(url: string | undefined) {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return []; // a relative path is covered by 'self'
  }
}

/**
 * The Content-Security-Policy of a page: scripts only from this site, the tag manager (loaded
 * after consent) and the nonce or hashes of this very response's inline scripts.
 */
export function contentSecurityPolicy(config: Config, scriptSources: string[]) {
  const tagManager = ["https://www.googletagmanager.com", ...originOf(config.GTM_SCRIPT_URL)];
  // A third-party chat provider loads from its own host and usually talks to it and frames it.
  const chatProvider = [...originOf(config.CHAT_WIDGET_SRC_CS), ...originOf(config.CHAT_WIDGET_SRC_EN)];
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources, ...tagManager, ...chatProvider],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
      ...chatProvider,
    ],
    "frame-src": [
      "'self'",
      ...originOf(config.BOOKING_URL),
      "https://www.googletagmanager.com",
      ...chatProvider,
    ],
    "media-src": ["'self'", ...originOf(config.HIRING_VIDEO_URL)],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}

/**
 * What pages rendered per request add (the dashboard, the password reset, the signed-in pages):
 * their window is not shared with a page of another origin that opened it or that they open.
 * Prerendered pages are the same for every visitor and go without it: switching to a browsing
 * context group of its own costs a fresh renderer process on a phone, which Lighthouse counts as
 * blocking time (docs/decisions/0044-opener-policy-on-rendered-pages-only.md).
 */
export const renderedPageHeaders = { "Cross-Origin-Opener-Policy": "same-origin" } as const;

/** Headers every response carries. */
export function baseSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
  if (config.PUBLIC_URL.startsWith("https:")) {
    headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}
