/** "© 2026 Flowlane s.r.o. All rights reserved.": a legal name may already end with its full stop. */
export function copyrightLine(year: number, legalName: string, rights: string): string {
  return `© ${year} ${legalName}${legalName.endsWith(".") ? "" : "."} ${rights}`;
}
