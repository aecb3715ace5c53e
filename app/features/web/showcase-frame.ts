/**
 * The copy of an example site that the web page shows in a frame: the prerendered page without
 * its scripts, written next to it by the build (scripts/build.ts). The frame runs no script
 * (showcase-preview.tsx); shown the site itself, the browser refused each of its scripts with an
 * error in the console.
 */
export function showcaseFramePath(sitePath: string): string {
  return `${sitePath}/nahled`;
}
