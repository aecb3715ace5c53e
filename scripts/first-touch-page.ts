/**
 * What the first-touch bench and its trace share (scripts/bench-first-touch.ts,
 * scripts/first-touch-trace.ts): the throttled phone, the page held untouched until the bench's
 * own move, and the checks run in the page.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { HELD_SCRIPTS_ID } from "../app/ui/first-interaction";
import { HYDRATION_TRIGGERS } from "../app/ui/first-interaction.server";

const CLIENT_DIR = `${process.env.BUILD_DIR ?? "build"}/client`;

/** Lighthouse's mobile preset (its `throttling.mobileSlow4G`, as DevTools applies it). */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
export const MOBILE_CPU_SLOWDOWN = 4;

/** The phone: Lighthouse's mobile screen, touch, and a visitor who has not chosen about cookies. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};

/** A new page in the context, throttled as the phone's line and CPU; returns its CDP session too. */
export async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_CPU_SLOWDOWN });
  return { page, cdp };
}

/** Whether every control of the page works; evaluated in the page. */
export function controlsLive(): boolean {
  if (!document.documentElement.hasAttribute("data-hydrated")) return false;
  const banner = document.querySelector('[aria-labelledby="consent-title"]');
  const launcher = document.querySelector("button[data-floating][aria-controls]");
  const account = document.querySelector("header button[title]");
  return Boolean(
    banner &&
      launcher &&
      !(launcher as HTMLButtonElement).disabled &&
      account &&
      getComputedStyle(account).visibility !== "hidden",
  );
}

/** Whether every file the page holds for its first touch has been fetched; evaluated in the page. */
export function heldFilesFetched(heldId: string): boolean {
  const template = document.getElementById(heldId) as HTMLTemplateElement | null;
  if (!template) return true;
  const markup = document.createElement("template");
  markup.innerHTML = template.content.textContent ?? "";
  return [...markup.content.querySelectorAll("link[href]")].every(
    (link) =>
      performance.getEntriesByName(new URL(link.getAttribute("href") ?? "", location.href).href).length > 0,
  );
}

/**
 * When the bench touches the page: after the held files are in the cache (a visitor who reads
 * first), at the load event (before the starter has fetched anything after load), or as soon as
 * the starter has asked for the held files with `rel="prefetch"` (their downloads under way).
 */
export type Moment = "cached" | "load" | "prefetching";

/**
 * Runs in the page before its own scripts: until `__benchTouch` is called, every event that would
 * start the page's scripts stops at the window (this listener is the first there), so only the
 * bench's own pointer move starts them. At the load event (this listener runs before the
 * starter's) or at the first prefetch link, the page touches itself, so no round trip to the bench
 * lets the moment pass; the touch's time is kept in `__benchTouched` and marked `first-touch` on
 * the performance timeline (a trace finds it there). Written as text: tsx's
 * helpers would not exist in the page.
 */
export const holdUntouched = (moment: Moment) => `{
  let held = true;
  const hold = (event) => { if (held) event.stopImmediatePropagation(); };
  for (const type of ${JSON.stringify(HYDRATION_TRIGGERS)}) addEventListener(type, hold, { capture: true, passive: true });
  window.__benchTouch = () => {
    if (!held) return window.__benchTouched;
    held = false;
    window.__benchTouched = performance.mark("first-touch").startTime;
    window.dispatchEvent(new PointerEvent("pointermove"));
    return window.__benchTouched;
  };
  if (${JSON.stringify(moment)} === "load") addEventListener("load", () => window.__benchTouch(), { once: true });
  if (${JSON.stringify(moment)} === "prefetching")
    new MutationObserver((changes, observer) => {
      if (!document.head.querySelector('link[rel="prefetch"]')) return;
      observer.disconnect();
      window.__benchTouch();
    }).observe(document, { childList: true, subtree: true });
}`;

/** Whether any of the page's scripts has run (React Router's context script defines its global). */
function anyScriptRan(): boolean {
  return "__reactRouterContext" in window || document.documentElement.hasAttribute("data-hydrated");
}

/** A built file's gzipped size (the server's `.gz` copy); BUILD_DIR: another build (`build`). */
const gzipBytes = (url: string) => {
  const file = join(CLIENT_DIR, new URL(url).pathname);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : 0;
};

/**
 * Loads the page untouched, then touches it at `moment`; resolves with what followed the touch:
 * the time to live controls, the JavaScript fetched (gzipped bytes of the built files) and, from
 * the browser's network log, what came over the network: every response's bytes and the files
 * downloaded more than once (a prefetch under way and the module's own request, say).
 */
export async function firstTouch(page: Page, url: string, moment: Moment = "cached") {
  const scripts = new Set<string>();
  let touched = false;
  const early: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "script" || !request.url().includes("/assets/")) return;
    scripts.add(request.url());
    if (!touched && moment === "cached") early.push(request.url());
  });
  const cdp = await page.context().newCDPSession(page);
  const requested = new Map<string, string>();
  const downloads = new Map<string, number[]>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => requested.set(requestId, request.url));
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const fetched = requested.get(requestId);
    if (!fetched?.includes("/assets/") || encodedDataLength === 0) return;
    downloads.set(fetched, [...(downloads.get(fetched) ?? []), encodedDataLength]);
  });
  await cdp.send("Network.enable");
  await page.addInitScript(holdUntouched(moment));
  await page.goto(url, { waitUntil: "load" });
  if (moment === "cached") {
    // The visitor reads until the held files are in the cache (fetched after the load event).
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate(heldFilesFetched, HELD_SCRIPTS_ID))) {
      if (Date.now() > deadline) throw new Error(`${url}: the held files were not fetched after a minute`);
      await page.waitForTimeout(100);
    }
    if (early.length > 0 || (await page.evaluate(anyScriptRan)))
      throw new Error(`${url}: scripts ran before the first touch: ${early.join(", ")}`);
  }
  touched = true;
  // The pointer event the page's starter listens for, timed inside the page; at the other
  // moments the page has touched itself, or does once the starter prefetches.
  const touchedAt = () =>
    page.evaluate((now) => {
      const bench = window as unknown as { __benchTouch: () => number; __benchTouched?: number };
      return now ? bench.__benchTouch() : bench.__benchTouched;
    }, moment === "cached");
  const touchBy = Date.now() + 60_000;
  let started = await touchedAt();
  while (started === undefined) {
    if (Date.now() > touchBy) throw new Error(`${url}: not touched (${moment}) after a minute`);
    await page.waitForTimeout(25);
    started = await touchedAt();
  }
  // The example sites (showcase pages) have no site shell: for them, hydration is all.
  const shell = (await page.locator("header button[title]").count()) > 0;
  const liveBy = Date.now() + 60_000;
  while (
    !(await page.evaluate(
      shell ? controlsLive : () => document.documentElement.hasAttribute("data-hydrated"),
    ))
  ) {
    if (Date.now() > liveBy) throw new Error(`${url}: the controls were not live after a minute`);
    await page.waitForTimeout(25);
  }
  const live = await page.evaluate(() => performance.now());
  // Whatever the controls' code asked for after they went live (lazy chunks) counts too.
  await page.waitForLoadState("networkidle");
  const jsGzip = [...scripts].reduce((sum, url) => sum + gzipBytes(url), 0);
  const twice = [...downloads]
    .filter(([, sizes]) => sizes.length > 1)
    .map(([fetched]) => new URL(fetched).pathname);
  const transferred = [...downloads.values()].flat().reduce((sum, size) => sum + size, 0);
  // The protocol the page came over (http/1.1 straight to the server, h2 through the proxy).
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  return { ms: live - started, jsGzip, scripts: scripts.size, transferred, twice, protocol };
}
