/**
 * `npm run bench:first-touch`: what a prerendered page costs at the visitor's first touch
 * (docs/decisions/0031-the-first-touch.md, 0041-scripts-at-first-interaction.md).
 *
 * 1. For every public page in every language: the JavaScript fetched between the first pointer
 *    move and the page's controls being live, as the gzipped bytes of the built files (the
 *    server's `.gz` copies), lazy chunks fetched by then included. Budget: 115 KB.
 * 2. For one page of each type (home, a service page, contact, team/hiring, web): the time from a
 *    first pointer move to every control working, under the throttling of Lighthouse's mobile
 *    preset applied by Chromium itself (CDP: 562.5 ms round trip, 1.6 Mbit/s × 0.9 down,
 *    750 kbit/s × 0.9 up, CPU 4× slower), a visitor who has not chosen about cookies, at
 *    412 × 823 px. Median of BENCH_RUNS runs (3). Budget: 1.0 s, for a touch once the held
 *    files are in the cache. Also timed: a touch at the load event (nothing prefetched yet) and
 *    one while the prefetch is under way, each with the assets that came over the network; a
 *    file downloaded twice fails the run at any moment
 *    (docs/decisions/0072-the-first-touch-module-by-module.md).
 *
 * "Live" means: React has hydrated (`html[data-hydrated]`), and the cookie banner, the assistant's
 * launcher and the account button are in the page and enabled (an example site, which has none of
 * them, once it has hydrated).
 *
 * The page is held untouched until the bench's own pointer move: Chromium's headless shell sends
 * a real `pointermove` at (0, 0) after its first layout, which started the scripts while the page was
 * still loading whenever the starter was already listening, so the page's `load` waited for them
 * and the bench timed only what was left (0.3-0.9 s instead of about 5 s; the web page, whose
 * longer HTML put the starter after that move, was timed in full). The bench touches once the page
 * has fetched its held files into the cache after the load event (a visitor reading the page;
 * docs/decisions/0069-held-files-fetched-after-load.md); each run is a new context, so the cache
 * starts empty. A script fetched as a script, or run, before the bench's move fails the run.
 *
 * BENCH_NO_BUILD=1 reuses the existing build; BENCH_URL measures a server already running the
 * build in the current directory (or in BUILD_DIR, whose `.gz` files part 1 reads; two builds are
 * compared by serving each and benching them one run at a time, in turn: 0075); BENCH_PAGES
 * limits part 1 (comma list of paths), BENCH_TYPES part 2's page types
 * (home,service,contact,team/hiring,web) and BENCH_MOMENTS its moments (cached,load,prefetching).
 * BENCH_FIRST_TOUCH_PROXY=h2 puts nginx in front of the server as the deployment does (README,
 * "Running in production"): TLS with a self-signed certificate made at run time, which Chromium is
 * told to trust, speaking HTTP/2 (`h1`: HTTP/1.1 over the same TLS); without it, Chromium talks
 * HTTP/1.1 to the server directly, six connections to the origin (0075, 0078).
 * BENCH_FIRST_TOUCH_PORT: the server's port (the proxy's is the next one), else free ones.
 * The browser is the end-to-end tests' (tests/e2e/chromium.ts); the page's side of the bench is
 * scripts/first-touch-page.ts. A page over either budget sets the exit status to 1.
 */
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { indexedPaths } from "../app/content/pages";
import { buildPath } from "../app/i18n/paths";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";
import { freePort } from "../tests/e2e/servers";
import { nginxDir, nginxInstalled, proxyTo, selfSignedCertificate, startNginx } from "./bench-nginx";
import { startBuiltServer } from "./bench-server";
import { firstTouch, type Moment, PHONE, throttledPage } from "./first-touch-page";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JS_BUDGET_KB = 115;
const LIVE_BUDGET_MS = 1000;
const MOMENT_NAMES: Record<Moment, string> = {
  cached: "files in",
  load: "at load",
  prefetching: "prefetching",
};
/** BENCH_MOMENTS: which moments of the touch part 2 times (comma list; all three by default). */
const MOMENTS = (process.env.BENCH_MOMENTS?.split(",") ?? Object.keys(MOMENT_NAMES)) as Moment[];

const allPageTypes = {
  home: buildPath({ name: "home" }, "en"),
  service: buildPath({ name: "service", slug: "automation" }, "en"),
  contact: buildPath({ name: "contact" }, "en"),
  "team/hiring": buildPath({ name: "team" }, "en"),
  web: buildPath({ name: "web" }, "en"),
};
/** BENCH_TYPES: which page types part 2 times (comma list of the names above; all by default). */
const pageTypes = Object.fromEntries(
  Object.entries(allPageTypes).filter(([type]) => process.env.BENCH_TYPES?.split(",").includes(type) ?? true),
);

/** nginx terminating TLS on `port` in front of `upstream` (host:port), as the deployment's proxy. */
async function startProxy(port: number, upstream: string, http2: boolean) {
  if (!nginxInstalled()) throw new Error("BENCH_FIRST_TOUCH_PROXY needs nginx (apt-get install -y nginx)");
  const dir = nginxDir();
  const { certificate, key, spki } = selfSignedCertificate(dir);
  const nginx = await startNginx({
    dir,
    port,
    url: `https://127.0.0.1:${port}`,
    http: `upstream app { server ${upstream}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl${http2 ? " http2" : ""};
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ${proxyTo("app")}
  }`,
  });
  return { url: nginx.url, spki, stop: async () => nginx.stop() };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.env.BENCH_NO_BUILD)
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });

/** BENCH_FIRST_TOUCH_PROXY: nginx in front of the server over TLS, speaking HTTP/2 (h2) or HTTP/1.1 (h1). */
const PROXY = process.env.BENCH_FIRST_TOUCH_PROXY;
if (PROXY !== undefined && PROXY !== "h2" && PROXY !== "h1")
  throw new Error(`BENCH_FIRST_TOUCH_PROXY is h2 or h1, not ${PROXY}`);
/** BENCH_FIRST_TOUCH_PORT: the server's port (else a free one); the proxy takes the next. */
const PORT = process.env.BENCH_FIRST_TOUCH_PORT ? Number(process.env.BENCH_FIRST_TOUCH_PORT) : undefined;
const proxyPort = PROXY ? (PORT ? PORT + 1 : await freePort()) : undefined;
const publicUrl = proxyPort ? `https://127.0.0.1:${proxyPort}` : undefined;

const origin = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => undefined }
  : await startBuiltServer({
      ...(PORT ? { PORT: String(PORT) } : {}),
      ...(publicUrl ? { PUBLIC_URL: publicUrl, TRUST_PROXY: "1" } : {}),
    });
const proxy = proxyPort ? await startProxy(proxyPort, new URL(origin.url).host, PROXY === "h2") : undefined;
const server = proxy ?? origin;
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [
    ...(chromiumLaunchOptions.args ?? []),
    ...(proxy ? [`--ignore-certificate-errors-spki-list=${proxy.spki}`] : []),
  ],
});
const paths = process.env.BENCH_PAGES?.split(",").map((path) => path.trim()) ?? indexedPaths;
let failed = false;
try {
  console.log(
    `bench:first-touch — JavaScript at the first touch, ${paths.length} pages (budget ${JS_BUDGET_KB} KB gz)`,
  );
  const weights: Record<string, { "JS gz": string; files: number; budget: string }> = {};
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const { jsGzip, scripts } = await firstTouch(await context.newPage(), `${server.url}${path}`);
    await context.close();
    const over = jsGzip > JS_BUDGET_KB * 1024;
    failed ||= over;
    weights[path] = { "JS gz": kb(jsGzip), files: scripts, budget: over ? "OVER" : "ok" };
  }
  console.table(weights);

  console.log(
    `First touch to live controls, ${PROXY ? `through nginx over TLS, ${PROXY === "h2" ? "HTTP/2" : "HTTP/1.1"}` : "HTTP/1.1 to the server"}, Lighthouse mobile throttling, median of ${RUNS} (budget ${LIVE_BUDGET_MS} ms once the files are in)`,
  );
  const times: Record<string, Record<string, string>> = {};
  for (const [type, path] of Object.entries(pageTypes)) {
    for (const moment of MOMENTS) {
      const runs: number[] = [];
      const transferred: number[] = [];
      const twice = new Set<string>();
      const protocols = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext(PHONE);
        const { page } = await throttledPage(context);
        const touch = await firstTouch(page, `${server.url}${path}`, moment);
        runs.push(touch.ms);
        transferred.push(touch.transferred);
        for (const file of touch.twice) twice.add(file);
        protocols.add(touch.protocol);
        await context.close();
      }
      const middle = median(runs);
      // The budget is for a visitor who touches once the files are in (0069); the earlier
      // moments are reported. A file downloaded twice fails the run at any moment.
      const over = moment === "cached" && middle > LIVE_BUDGET_MS;
      failed ||= over || twice.size > 0;
      times[`${type} ${path}, ${MOMENT_NAMES[moment]}`] = {
        median: `${Math.round(middle)} ms`,
        runs: runs.map(Math.round).join(", "),
        protocol: [...protocols].join(" "),
        "assets over the network": kb(median(transferred)),
        "downloaded twice": [...twice].join(" ") || "none",
        budget: over ? "OVER" : twice.size > 0 ? "TWICE" : "ok",
      };
    }
  }
  console.table(times);
  if (failed) {
    console.log("Some pages are over budget.");
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await proxy?.stop();
  await origin.stop();
}
