/**
 * `npx tsx scripts/first-touch-modules.ts [page…]`: what a prerendered page's first touch loads,
 * module by module (docs/decisions/0072-the-first-touch-module-by-module.md). Reads a build made
 * with `SOURCEMAP=1 npm run build` (hidden source maps: the JavaScript is the same byte for byte).
 *
 * For each page (default: one of each type): the files its held markup preloads, each file's
 * gzipped size (the server's `.gz` copy), and each source module's share of it: the bytes the
 * source map gives the module, times the file's gzip ratio (gzip has no per-module size; this
 * shares a file's compressed bytes by its minified ones). BUILD_DIR: another build (`build`).
 * DETAIL=1 lists every module over 0.1 KB.
 */
import { existsSync, readFileSync } from "node:fs";
import { eachMapping, TraceMap } from "@jridgewell/trace-mapping";

const dir = `${process.env.BUILD_DIR ?? "build"}/client`;
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push("/eng", "/eng/sluzby/automation", "/eng/contact", "/team/eng", "/web/eng");

/** The module preloads the page holds for its first touch (scripts-at-first-interaction.tsx). */
function heldFiles(page: string): string[] {
  const html = readFileSync(`${dir}${page}/index.html`, "utf8");
  const start = html.indexOf('id="held-scripts"');
  const held = html.slice(start, html.indexOf("</template>", start));
  return [...held.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? "");
}

/** A built file's gzipped size and its minified bytes by source module. */
function fileModules(file: string) {
  const code = readFileSync(`${dir}${file}`, "utf8");
  const gzip = readFileSync(`${dir}${file}.gz`).length;
  const bytes = new Map<string, number>();
  // Rolldown's module runtime has no source map: it is all the bundler's.
  if (!existsSync(`${dir}${file}.map`))
    return { gzip, raw: code.length, bytes: new Map([["(bundler)", code.length]]) };
  const lines = code.split("\n");
  const segments: { line: number; column: number; source: string | null }[] = [];
  eachMapping(new TraceMap(readFileSync(`${dir}${file}.map`, "utf8")), (mapping) =>
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next?.line === segment.line ? next.column : (lines[segment.line - 1]?.length ?? 0);
    if (!segment.source) return;
    bytes.set(segment.source, (bytes.get(segment.source) ?? 0) + end - segment.column);
    mapped += end - segment.column;
  });
  // Export lists, Vite's preload helper, CommonJS wrappers: the bundler's own code.
  bytes.set("(bundler)", code.length - mapped);
  if (mapped === 0) throw new Error(`${file}: its source map maps nothing; build with SOURCEMAP=1`);
  return { gzip, raw: code.length, bytes };
}

/** The line of the table a module counts in. */
function part(source: string): string {
  if (/node_modules\/react-dom\//.test(source)) return "React DOM";
  if (/node_modules\/react-router\//.test(source)) return "React Router";
  if (/node_modules\/(react|scheduler)\//.test(source)) return "React, scheduler";
  if (source === "(bundler)") return "bundler's code";
  if (/node_modules\//.test(source)) return "small packages (icons, clsx, cva)";
  return "site's code";
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const page of pages) {
  const files = heldFiles(page);
  const parts = new Map<string, number>();
  const modules = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const { gzip, raw, bytes } = fileModules(file);
    total += gzip;
    for (const [source, size] of bytes) {
      const share = (size / raw) * gzip;
      parts.set(part(source), (parts.get(part(source)) ?? 0) + share);
      const name = `${file.replace(/^\/assets\/(.*)-[\w-]{8}\.js$/, "$1")}: ${source.replace(/^.*(node_modules|app)\//, "")}`;
      modules.set(name, (modules.get(name) ?? 0) + share);
    }
  }
  console.log(`${page}: ${kb(total)} KB gz in ${files.length} files`);
  for (const [name, size] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size)} KB  ${name}`);
  if (process.env.DETAIL)
    for (const [name, size] of [...modules].sort((a, b) => b[1] - a[1]))
      if (size > 100) console.log(`    ${kb(size)} KB  ${name}`);
}
