/**
 * The board in a browser, for `npm run bench:desk`: how long a signed-in visit takes until the
 * cards can be moved, under a phone's throttling (4× slower CPU, and optionally 150 ms /
 * 1.6 Mbit/s as Lighthouse's mobile preset; a fresh browser profile each time, so nothing is
 * cached), and how
 * long a move by keyboard takes to be saved (from the drop to the server's answer).
 */
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";

const BOARD = "/eng/dashboard/inquiries";
/** A card's move handle once the page's script has switched it on. */
const HANDLE = 'button[aria-label^="Move "]:enabled';
/**
 * Notes in the page when its first handle is switched on and when all of them are, the last
 * column's included (a board switched on part by part would let the first be moved before the
 * others): a mutation observer from the document's start, so both are read the same way. A
 * string, not a function: the page runs it as it is, without the bundler's helpers.
 */
const HANDLES_SWITCHED_ON = `(() => {
  const handles = 'button[aria-label^="Move "]';
  const seen = (window.boardHandles = {});
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (seen.first === undefined && document.querySelector(handles + ":enabled")) seen.first = now;
    if (seen.first === undefined || document.querySelector(handles + ":disabled")) return;
    seen.all = now;
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
})()`;

/** A phone's screen; the moves on a desk's (the columns side by side, as staff move cards). */
const PHONE = { width: 412, height: 823 };
const DESK = { width: 1440, height: 900 };

async function signedIn(browser: Browser, url: string, cookie: string, viewport = PHONE) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    }),
  );
  return context;
}

async function throttled(context: BrowserContext, page: Page, network: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (!network) return;
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Milliseconds from asking for the board until its first move handle is switched on (`first`) and
 * until all of them are (`all`: the first's time and what the page noted between the two), per
 * run, under a 4× CPU slowdown and, with `network`, a slow phone network too.
 */
export async function boardUsable(url: string, cookie: string, runs: number, network: boolean) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times = { first: [] as number[], all: [] as number[] };
  try {
    for (let run = 0; run < runs; run++) {
      const context = await signedIn(browser, url, cookie);
      const page = await context.newPage();
      await throttled(context, page, network);
      await page.addInitScript({ content: HANDLES_SWITCHED_ON });
      const started = performance.now();
      await page.goto(`${url}${BOARD}`, { waitUntil: "commit" });
      await page.locator(HANDLE).first().waitFor({ timeout: 120_000 });
      const first = performance.now() - started;
      const noted = await page.waitForFunction("window.boardHandles.all && window.boardHandles", undefined, {
        timeout: 120_000,
      });
      const { first: firstOn, all: allOn } = (await noted.jsonValue()) as { first: number; all: number };
      times.first.push(first);
      times.all.push(first + allOn - firstOn);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

/**
 * Milliseconds from dropping a card by keyboard (Space, arrow, Space) to the saved answer, per
 * move, the card moved one column on and back on a desk's screen; `cpu` the CPU slowdown (1:
 * none). A move whose arrow never brought the card over the next column is cancelled, left out.
 */
export async function keyboardMoves(url: string, cookie: string, moves: number, cpu = 1) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times: number[] = [];
  try {
    const context = await signedIn(browser, url, cookie, DESK);
    const page = await context.newPage();
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    }
    await page.goto(`${url}${BOARD}`);
    // The first card, found by its address (names repeat among 10,000 leads).
    const href = await page.locator("a[data-inquiry]").first().getAttribute("href");
    const moved = page.locator(`li:has(> a[href="${href}"]) ${HANDLE}`);
    for (let move = 0; move < moves; move++) {
      await moved.focus();
      await page.keyboard.press("Space");
      await moved.and(page.locator('[aria-pressed="true"]')).waitFor();
      // From the first column to the second, from any other back to the first; the column under
      // the card is ringed. The sensor listens for arrows from a timer after the pick-up and knows
      // the columns once it has measured them: an arrow pressed before that is pressed again.
      const first = page.locator("ul[aria-label] > li:nth-child(1)");
      const forward = (await first.locator(moved).count()) > 0;
      const target = page.locator(`ul[aria-label] > li:nth-child(${forward ? 2 : 1}).ring-2`);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      for (let tries = 0; tries < 5 && !(await target.count()); tries++) {
        await page.keyboard.press(forward ? "ArrowRight" : "ArrowLeft");
        await target.waitFor({ timeout: 2_000 }).catch(() => undefined);
      }
      if (!(await target.count())) {
        // Not moved (the table says how many were): put it down where it was and go on.
        await page.keyboard.press("Escape");
        continue;
      }
      const saved = page.waitForResponse((response) => response.request().method() === "POST");
      const started = performance.now();
      await page.keyboard.press("Space");
      await (await saved).finished();
      times.push(performance.now() - started);
      await page.waitForLoadState("networkidle");
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return times;
}
