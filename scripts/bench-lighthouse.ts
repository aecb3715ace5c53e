/**
 * `npm run bench:lighthouse`: builds, starts the built server and runs Lighthouse (mobile, its
 * default simulated throttling) on every public page in every language, and on a script-free copy
 * of each page (the same HTML without <script> and modulepreload tags), so the cost of the
 * scripts on the first paint shows beside the page. Median of BENCH_RUNS runs (3).
 *
 * BENCH_PAGES: a comma list of paths (/eng,/cs/sluzby) or a number (the first N pages).
 * BENCH_DESK=10000: the signed-in desk instead (/eng/dashboard, its inquiries as board and list,
 * or BENCH_PAGES), on a new PGlite directory seeded with that many inquiries (seed:desk's data),
 * as a staff member signed in through the app's own sign-up, e-mail confirmation and sign-in
 * (bench-desk-session.ts); the session's cookie is put into Chromium's cookie jar before each run
 * (Lighthouse's `extraHeaders` is not enough: once a page has set a cookie of its own, the jar's
 * Cookie header replaces the extra one and the next page goes home signed out). A run that ends
 * anywhere but the page asked for fails. The desk has no script-free copy (the copy's proxy
 * carries no session), so only the page itself is measured.
 * BENCH_NO_BUILD=1 reuses the existing build; BENCH_URL measures a server already running the
 * build in the current directory (public pages only, as bench:first-touch does). CHROME_PATH (/usr/bin/chromium).
 * Exits non-zero only when something crashes; budgets are printed, not enforced.
 */
import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib, { brotliCompressSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { indexedPaths } from "../app/content/pages";
import { BENCH_STAFF_EMAIL, staffSession } from "./bench-desk-session";
import { startBuiltServer } from "./bench-server";
import { withoutScripts } from "./page-html";
import { pageWeight } from "./page-weight";
import { seededDataDir } from "./seed-desk-data";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DESK = process.env.BENCH_DESK ? Number(process.env.BENCH_DESK) : null;
const deskPaths = ["/eng/dashboard", "/eng/dashboard/inquiries", "/eng/dashboard/inquiries?view=list"];

function pagesToRun(): string[] {
  const wanted = process.env.BENCH_PAGES?.trim();
  if (!wanted) return DESK === null ? indexedPaths : deskPaths;
  if (/^\d+$/.test(wanted)) return indexedPaths.slice(0, Number(wanted));
  return wanted.split(",").map((path) => path.trim());
}

/** Headers that describe the bytes of an answer, not the page: the copy sends its own. */
const BYTE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "vary",
]);

/**
 * A second HTTP server in front of ours that strips scripts from HTML and passes everything else.
 * Each answer is fetched and compressed once (Brotli quality 10, as our server compresses its
 * prerendered pages) and then served from memory, so the copy's first byte comes as early as
 * ours and the two pages differ in their scripts only.
 */
async function scriptFreeProxy(upstream: string): Promise<{ url: string; server: Server }> {
  const answers = new Map<
    string,
    Promise<{ status: number; headers: Record<string, string>; body: Buffer }>
  >();
  const answerFor = async (path: string, brotli: boolean) => {
    const answer = await fetch(`${upstream}${path}`, { redirect: "manual" });
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    const body = Buffer.from(await answer.arrayBuffer());
    const out = type.startsWith("text/html")
      ? Buffer.from(withoutScripts(body.toString("utf8"), { structuredData: "keep" }))
      : body;
    // The page's own headers (security headers included: one of them once cost blocking time,
    // docs/decisions/0044-opener-policy-on-rendered-pages-only.md), except those that describe the
    // bytes sent.
    const kept = [...answer.headers].filter(([name]) => !BYTE_HEADERS.has(name));
    return {
      status: answer.status,
      headers: {
        ...Object.fromEntries(kept),
        "content-type": type,
        ...(brotli ? { "content-encoding": "br" } : {}),
        "cache-control": answer.headers.get("cache-control") ?? "no-cache",
      },
      body: brotli ? brotliCompressSync(out, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }) : out,
    };
  };
  const server = createServer(async (req, res) => {
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const key = `${brotli}:${req.url}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = answerFor(req.url ?? "/", brotli);
      answers.set(key, answer);
    }
    try {
      const { status, headers, body } = await answer;
      res.writeHead(status, headers).end(body);
    } catch (error) {
      answers.delete(key);
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface RunResult {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsTransferred: number;
  /** The held files fetched after the load event without running (0069), as the audit saw them. */
  heldPrefetched: number;
}

/** The session's cookies ("a=1; b=2") put into the jar of the Chromium at `port`, for `url`'s host. */
async function signInBrowser(port: number, url: string, cookie: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(url);
    await browser.setCookie(
      ...cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return {
          name: pair.slice(0, at),
          value: pair.slice(at + 1),
          domain: hostname,
          path: "/",
          httpOnly: true,
        };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run, signed in with the session's cookie when given; a run whose trace Chromium
 * failed to record is run again, twice at most.
 */
async function audit(url: string, port: number, cookie?: string, retries = 2): Promise<RunResult> {
  if (cookie) await signInBrowser(port, url, cookie);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (retries > 0) return audit(url, port, cookie, retries - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  // A page that sent Lighthouse elsewhere (the desk without a session goes home) is not measured.
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const jsTransferred = (requests ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const heldPrefetched = (requests ?? [])
    .filter((item) => item.resourceType !== "Script" && /\/assets\/.*\.js$/.test(String(item.url)))
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsTransferred,
    heldPrefetched,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medians(runs: RunResult[]): RunResult {
  return {
    performance: median(runs.map((run) => run.performance)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    jsTransferred: median(runs.map((run) => run.jsTransferred)),
    heldPrefetched: median(runs.map((run) => run.heldPrefetched)),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.env.BENCH_NO_BUILD)
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });

const pages = pagesToRun();
const deskServer =
  DESK === null
    ? null
    : await startBuiltServer({ DATA_DIR: await seededDataDir(DESK), STAFF_EMAILS: BENCH_STAFF_EMAIL });
const server =
  deskServer ??
  (process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => undefined }
    : await startBuiltServer());
const cookie = deskServer ? await staffSession(deskServer) : undefined;
const proxy = await scriptFreeProxy(server.url);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  console.log(
    `bench:lighthouse — ${pages.length} pages${DESK === null ? "" : ` of the desk (${DESK} inquiries, signed in as staff)`}, ${RUNS} runs each, mobile, simulated throttling`,
  );
  const table: Record<string, Record<string, string | number>> = {};
  for (const path of pages) {
    const ours: RunResult[] = [];
    const bare: RunResult[] = [];
    // The copy's answer is made once, before its first audit, so no audit waits for it.
    if (!cookie) await fetch(`${proxy.url}${path}`, { headers: { "accept-encoding": "br" } });
    for (let run = 0; run < RUNS; run++) {
      ours.push(await audit(`${server.url}${path}`, chrome.port, cookie));
      if (!cookie) bare.push(await audit(`${proxy.url}${path}`, chrome.port));
    }
    const page = medians(ours);
    // What Lighthouse saw fetched (it never interacts); public pages add what the first
    // interaction loads and the page without its scripts.
    const audited = {
      perf: page.performance,
      FCP: seconds(page.fcp),
      LCP: seconds(page.lcp),
      TBT: `${Math.round(page.tbt)} ms`,
      CLS: +page.cls.toFixed(3),
      "JS gz (LH)": kb(page.jsTransferred),
      "JS prefetched": kb(page.heldPrefetched),
    };
    if (cookie) {
      table[path] = audited;
      console.log(path, JSON.stringify(table[path]));
      continue;
    }
    const scriptFree = medians(bare);
    const weight = await pageWeight(server.url, path);
    table[path] = {
      ...audited,
      "JS gz at 1st use": kb(weight.jsGzip),
      "HTML br": kb(weight.htmlBrotli),
      CSS: `${kb(weight.cssRaw)}${weight.cssInline ? ` (${kb(weight.cssInline)} inline)` : ""}`,
      "no-JS perf": scriptFree.performance,
      "no-JS FCP": seconds(scriptFree.fcp),
      "no-JS LCP": seconds(scriptFree.lcp),
      "no-JS TBT": `${Math.round(scriptFree.tbt)} ms`,
    };
    console.log(path, JSON.stringify(table[path]));
  }
  console.table(table);
} finally {
  await chrome.kill();
  proxy.server.close();
  await server.stop();
}
