/**
 * A person's details taken out of a message that also names others (a digest of follow-ups):
 * each detail, as typed and as HTML writes it, in any letter case, becomes a mark that shows
 * something was removed. Pure: the privacy erasure (privacy.server.ts) applies it to stored mail.
 */

/** What stands where a detail was. */
export const REDACTED = "•••";

/** Shorter details would match inside ordinary words. */
const SHORTEST_DETAIL = 3;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** As React writes text into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern for all the details, the longest first (a full name before a part of it); null for none. */
export function detailsPattern(details: readonly (string | null | undefined)[]): RegExp | null {
  const forms = new Set<string>();
  for (const detail of details) {
    const trimmed = detail?.trim() ?? "";
    if (trimmed.length < SHORTEST_DETAIL) continue;
    forms.add(trimmed);
    forms.add(escapeHtml(trimmed));
  }
  if (forms.size === 0) return null;
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(alternatives.join("|"), "giu");
}

export function redact(text: string, pattern: RegExp | null): string {
  return pattern ? text.replace(pattern, REDACTED) : text;
}
