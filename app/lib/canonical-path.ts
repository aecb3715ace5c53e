/**
 * The one URL of a page, as the server redirects to it (docs/decisions/0022-input-normalisation.md):
 * no trailing slash, and every run of slashes and backslashes one slash. A browser reads
 * `//evil.example` and `/\evil.example` (and `/<tab>/evil.example`, as it drops tabs and line
 * breaks) as another host, so a redirect built from a request's path must never start so.
 */
export function canonicalPath(path: string): string {
  const collapsed = `/${path}`.replace(/[\t\n\r]/g, "").replace(/[/\\]+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : collapsed;
}
