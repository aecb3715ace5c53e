/**
 * Whether a request that changes something may come from the page that sent it: the rule React
 * Router applies to page actions (7.12+), applied by the server to every route, so the lead API,
 * the accounts and the dashboard refuse another site's posts exactly as the pages do. No Origin
 * header passes (same-origin navigations of older browsers, tools); SameSite cookies and
 * better-auth's own check guard the signed-in routes beyond that.
 */

/** `*` stands for one label, a leading `**` for one or more: `*.example.com`, `**.example.com`. */
function matchesHostPattern(host: string, pattern: string) {
  const hostLabels = host.split(".");
  const patternLabels = pattern.split(".");
  while (patternLabels.length > 0) {
    const expected = patternLabels.pop();
    const label = hostLabels.pop();
    if (expected === "**") return patternLabels.length === 0 && label !== undefined;
    if (!expected || label === undefined) return false;
    if (expected !== "*" && expected !== label) return false;
  }
  return hostLabels.length === 0;
}

/**
 * `allowed` entries are full origins (`https://shop.example.com`) or host patterns
 * (`shop.example.com`, `*.example.com`), as ALLOWED_ACTION_ORIGINS takes them.
 */
export function isAllowedActionOrigin(
  origin: string | undefined,
  requestOrigin: string,
  allowed: readonly string[],
) {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed or file page) or garbage
  }
  if (url.origin === requestOrigin) return true;
  return allowed.some((entry) =>
    entry.includes("://") ? entry.replace(/\/+$/, "") === url.origin : matchesHostPattern(url.host, entry),
  );
}
