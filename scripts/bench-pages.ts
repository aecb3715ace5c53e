/**
 * `npm run bench:pages` (after `npm run build`): requests per second and latency of the home
 * page and a service page from the built server over loopback, and the gzipped JavaScript and
 * CSS the home page loads before any interaction.
 */
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startBuiltServer } from "./bench-server";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { "accept-encoding": "gzip, br" },
  });
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Scripts and stylesheets the page asks for before interaction: module scripts, preloads, styles. */
async function initialAssets(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g,
  )) {
    if (match[1]) urls.add(match[1]);
  }
  for (const match of html.matchAll(/import\s*(?:\(\s*)?"(\/assets\/[^"]+\.js)"/g))
    if (match[1]) urls.add(match[1]);
  let js = 0;
  let css = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
    const size = gzipSync(body).length;
    if (url.endsWith(".css")) css += size;
    else js += size;
  }
  return { files: urls.size, "JS KB gz": +(js / 1024).toFixed(1), "CSS KB gz": +(css / 1024).toFixed(1) };
}

const server = await startBuiltServer();
try {
  console.log(`bench:pages — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page, loopback`);
  const pages = { "home /eng": "/eng", "service /eng/sluzby/outreach": "/eng/sluzby/outreach" };
  const table: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(pages)) table[name] = await load(`${server.url}${path}`);
  console.table(table);
  console.log("Home page weight before interaction:");
  console.table({ "/eng": await initialAssets(server.url, "/eng") });
} finally {
  await server.stop();
}
