/**
 * What a page costs, read from the built files: the HTML as the server sends it (Brotli), the CSS
 * it links or inlines, and every script it loads or preloads, or that its held scripts load at the
 * first interaction (app/ui/scripts-at-first-interaction.tsx), with everything those import statically
 * (dynamic imports wait for a later interaction or idle time).
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  /** Bytes of the HTML on the wire with `Accept-Encoding: br`. */
  htmlBrotli: number;
  htmlRaw: number;
  /** Gzipped bytes of every script reached by the first interaction. */
  jsGzip: number;
  jsFiles: number;
  /** Raw bytes of the CSS the first paint waits for (blocking linked files plus inline styles). */
  cssRaw: number;
  cssInline: number;
}

/** The body of a GET exactly as sent (no decompression), and its decompressed length when asked. */
function rawGet(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const gzipped = new Map<string, number>();
function gzipSize(file: string) {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** `/assets/x.js` plus every chunk it imports statically, transitively. */
function staticGraph(clientDir: string, entries: Iterable<string>) {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, not `import("…")`.
    for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g)) {
      const target = match[1];
      if (target) queue.push(`/assets/${target.slice(2)}`);
    }
  }
  return seen;
}

/**
 * The scripts a page's HTML loads by its first interaction: script tags, modulepreload hints and every
 * chunk its inline scripts name, held ones included (React Router's preloads and module script, which
 * a prerendered page holds as text until the first interaction: app/ui/scripts-at-first-interaction.tsx).
 */
export function initialScripts(html: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    if (match[1]) urls.add(match[1]);
  for (const module of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    for (const match of (module[1] ?? "").matchAll(/"(\/assets\/[^"]+\.js)"/g))
      if (match[1]) urls.add(match[1]);
  return urls;
}

export async function pageWeight(
  base: string,
  path: string,
  clientDir = "build/client",
): Promise<PageWeight> {
  const html = (await rawGet(`${base}${path}`, "identity")).toString("utf8");
  const htmlBrotli = (await rawGet(`${base}${path}`, "br")).length;
  const scripts = staticGraph(clientDir, initialScripts(html));
  let jsGzip = 0;
  for (const url of scripts) jsGzip += gzipSize(join(clientDir, url));
  // Stylesheets that hold the first paint: inline styles and links outside <noscript> not
  // deferred as print stylesheets.
  const blocking = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  let cssRaw = 0;
  for (const match of blocking.matchAll(/<link\b[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g))
    if (match[1] && /rel="stylesheet"/.test(match[0]) && !/media="print"/.test(match[0]))
      cssRaw += readFileSync(join(clientDir, match[1])).length;
  let cssInline = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    cssInline += (match[1] ?? "").length;
  return {
    htmlBrotli,
    htmlRaw: Buffer.byteLength(html),
    jsGzip,
    jsFiles: scripts.size,
    cssRaw: cssRaw + cssInline,
    cssInline,
  };
}
