import { type Browser, expect, type Page, test } from "@playwright/test";
import { publicPages } from "../../app/content/pages";
import { languages } from "../../app/domain/languages";
import { buildPath } from "../../app/i18n/paths";
import { HELD_SCRIPTS_ID } from "../../app/ui/first-interaction";
import { checkedWide, seriousViolations } from "./axe";
import { holdUntouched } from "./fixtures";

/**
 * The page before the visitor's first touch is the page after it
 * (docs/decisions/0031-the-first-touch.md): a visitor who has not chosen about cookies sees the
 * banner in the served HTML; axe finds nothing serious before the scripts and the full stylesheet
 * arrive (on a phone) and nothing after (on a wide screen for the path `checkedWide` names, the
 * page's one language there, on a phone for its other languages: each path scanned once in each
 * state, docs/decisions/0082-one-axe-scan-per-page-and-state.md); and no box of the header, the main content, its sections or the footer
 * moves when they do (the bands drawn as the visitor nears them, 0043, are compared as bands), on a phone (390 px) or a wide screen (1440 px). No fixture: the page is
 * touched by the test itself, with a real pointer move.
 */

const pages = publicPages.flatMap((page) =>
  languages.map((lang) => ({ path: buildPath(page, lang), name: page.name })),
);

type Boxes = Record<string, [number, number, number, number]>;

/** Page coordinates of the landmarks and the main content's sections, and the page's height. */
function boxes(page: Page): Promise<Boxes> {
  return page.evaluate(() => {
    const out: Record<string, [number, number, number, number]> = {};
    const selectors = ["header", "main", "footer", "main > *", "footer nav"];
    for (const selector of selectors) {
      document.querySelectorAll(selector).forEach((element, index) => {
        const box = element.getBoundingClientRect();
        const name = `${selector} #${index}${element.id ? ` (#${element.id})` : ""}`;
        out[name] = [box.x, box.y + window.scrollY, box.width, box.height].map(Math.round) as [
          number,
          number,
          number,
          number,
        ];
      });
    }
    out["page height"] = [0, 0, 0, document.documentElement.scrollHeight];
    return out;
  });
}

/** Whether the cookie banner and the header bar's account button are shown, and React not yet in. */
function controlsShown(page: Page) {
  return page.evaluate(() => {
    const shown = (selector: string) =>
      document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }) ?? false;
    return {
      banner: shown('[aria-labelledby="consent-title"]'),
      // At 1440 px; below lg it is in the closed mobile menu.
      account: shown("header button[title]"),
      hydrated: document.documentElement.hasAttribute("data-hydrated"),
    };
  });
}

/** Waits until the full stylesheet, the fonts and two frames after them are in. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Holds the page's scripts and full stylesheet until its first touch. Chromium moves a headless
 * page's pointer on its own once the page has loaded (a `pointermove` on the element under it),
 * which starts the scripts: without this the "before" was often the hydrated page.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.(js|css)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A real pointer move (the scripts let through), then React's hydration and the full stylesheet. */
async function firstTouch(page: Page, release: () => void) {
  release();
  await page.mouse.move(3, 3);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/"]')].some(
      (link) => link.sheet !== null,
    ),
  );
  await settled(page);
}

/** Boxes that moved or changed size by more than a pixel between two readings. */
function moved(before: Boxes, after: Boxes): string[] {
  const out: string[] = [];
  for (const [name, box] of Object.entries(before)) {
    const other = after[name];
    if (!other || box.some((value, index) => Math.abs(value - (other[index] ?? 0)) > 1))
      out.push(`${name}: ${box.join(",")} → ${other?.join(",") ?? "gone"}`);
  }
  return out;
}

// The home page is hydrated as islands (its held files are the islands entry's, its module script
// preloaded too: docs/decisions/0095-the-web-page-and-example-sites-as-islands.md), a form's
// thank-you page by React Router (whose context script runs at the touch).
for (const [path, runs] of [
  ["/eng", "the islands entry"],
  ["/eng/sent/contact", "React Router"],
] as const) {
  test(`${path}: before the first touch the held files are fetched into the cache and none of them runs`, async ({
    page,
  }) => {
    await page.addInitScript(holdUntouched);
    await page.goto(path, { waitUntil: "load" });
    // The held links' files (modules and the full stylesheet), as the page's performance entries
    // name them: every one fetched in full, after the load event.
    const held = () =>
      page.evaluate((heldId) => {
        const template = document.getElementById(heldId) as HTMLTemplateElement;
        const markup = document.createElement("template");
        markup.innerHTML = template.content.textContent ?? "";
        return [...markup.content.querySelectorAll("link[href]")].map((link) => {
          const url = new URL(link.getAttribute("href") ?? "", location.href).href;
          return {
            url,
            fetches: performance
              .getEntriesByName(url)
              .map((entry) => ({ transferred: (entry as PerformanceResourceTiming).transferSize > 0 })),
          };
        });
      }, HELD_SCRIPTS_ID);
    await expect
      .poll(async () => (await held()).every(({ fetches }) => fetches.length > 0), { timeout: 30_000 })
      .toBe(true);
    const files = await held();
    // React and the islands' group at least, besides the entry.
    expect(files.filter(({ url }) => url.endsWith(".js")).length).toBeGreaterThanOrEqual(3);
    // The module script the touch runs is among them: otherwise the touch waits a round trip for it.
    const moduleScripts = await page.evaluate((heldId) => {
      const template = document.getElementById(heldId) as HTMLTemplateElement;
      const markup = document.createElement("template");
      markup.innerHTML = template.content.textContent ?? "";
      return [...markup.content.querySelectorAll('script[type="module"][src]')].map(
        (script) => new URL(script.getAttribute("src") ?? "", location.href).href,
      );
    }, HELD_SCRIPTS_ID);
    for (const src of moduleScripts) expect(files.map(({ url }) => url)).toContain(src);
    // Nothing ran: React Router's context script defines its global, hydration marks the root.
    const ran = () =>
      page.evaluate(() => ({
        routerContext: "__reactRouterContext" in window,
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
        moduleScripts: document.querySelectorAll('script[type="module"]').length,
      }));
    expect(await ran()).toEqual({ routerContext: false, hydrated: false, moduleScripts: 0 });

    // At the touch the scripts run from the cache: no file is downloaded again.
    await page.evaluate(() => (window as unknown as { __letTouch: () => void }).__letTouch());
    await page.mouse.move(3, 3);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect((await ran()).routerContext).toBe(runs === "React Router");
    // Every file fetched twice (its prefetch, then its use), downloaded once.
    const fetched = async () =>
      (await held()).map(({ url, fetches }) => ({
        url,
        fetches: fetches.length,
        downloads: fetches.filter(({ transferred }) => transferred).length,
      }));
    await expect.poll(fetched).toEqual(files.map(({ url }) => ({ url, fetches: 2, downloads: 1 })));
  });
}

test("a visitor who has chosen about cookies is served no banner, not even for a frame", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  const release = await holdScripts(page);
  await page.goto("/eng", { waitUntil: "domcontentloaded" });
  const banner = page.locator('[aria-labelledby="consent-title"]');
  expect(await banner.evaluate((element) => element.checkVisibility())).toBe(false);
  await firstTouch(page, release);
  await expect(banner).toHaveCount(0);
});

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

/**
 * The path served at one width, then touched: the controls shown before the scripts, the boxes
 * either side of the touch, and axe's findings in the states `scan` names.
 */
async function servedThenTouched(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  { hold, scan }: { hold: boolean; scan: { before: boolean; after: boolean } },
) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  const release = hold ? await holdScripts(page) : () => {};
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await settled(page);
  const served = await controlsShown(page);
  const before = await boxes(page);
  const axeBefore = scan.before ? await seriousViolations(page) : undefined;
  await firstTouch(page, release);
  const after = await boxes(page);
  const axeAfter = scan.after ? await seriousViolations(page) : undefined;
  await context.close();
  return { served, moved: moved(before, after), axeBefore, axeAfter };
}

test.describe("the page before the first touch is the page after", () => {
  for (const { path, name } of pages) {
    // An example site has no site shell (no banner, no account button).
    const shell = name !== "showcase";
    // This server has a booking calendar (playwright.config.ts), so its booking page is rendered
    // per request and runs its scripts at once (0045): there is no "before" to hold.
    const hold = name !== "booking";
    // Axe before the scripts on the phone; after them on the phone, or on the wide screen for
    // the path it is checked at there (./axe.ts).
    const wideAfter = checkedWide.has(path);
    const axeAfterAt = `axeAfterAt${wideAfter ? 1440 : 390}`;
    test(path, async ({ browser }) => {
      const phone = await servedThenTouched(browser, path, PHONE, {
        hold,
        scan: { before: true, after: !wideAfter },
      });
      const wide = await servedThenTouched(browser, path, WIDE, {
        hold,
        scan: { before: false, after: wideAfter },
      });

      // The served page shows the banner and the account button; axe finds nothing serious either
      // side; and the full stylesheet and the scripts move no box.
      expect({
        servedBanner: [phone.served.banner, wide.served.banner],
        servedAccount: wide.served.account,
        // Held, the scripts have not run; a page rendered per request hydrates when it may.
        servedBeforeHydration: hold && [phone.served.hydrated, wide.served.hydrated],
        axeBeforeAt390: phone.axeBefore,
        [axeAfterAt]: (wideAfter ? wide : phone).axeAfter,
        movedAt390: phone.moved,
        movedAt1440: wide.moved,
      }).toEqual({
        servedBanner: [shell, shell],
        servedAccount: shell,
        servedBeforeHydration: hold && [false, false],
        axeBeforeAt390: [],
        [axeAfterAt]: [],
        movedAt390: [],
        movedAt1440: [],
      });
    });
  }
});

/**
 * What of the page lies under the assistant's launcher: the controls (links, buttons, fields,
 * labels) and the lines of text a tap or a glance would find at the points of its round face.
 * The launcher is taken out of hit testing for the reading (it is fixed: nothing moves). And
 * whether the launcher itself is on the screen and on top, where a finger reaches it.
 */
function underLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('button[aria-controls="assistant-chat"]');
    if (!launcher) return ["no launcher"];
    const box = launcher.getBoundingClientRect();
    const found = new Set<string>();
    const radius = box.width / 2;
    const [cx, cy] = [box.left + radius, box.top + box.height / 2];
    // Itself within the screen and on top, so a finger reaches it.
    const top = document.elementFromPoint(cx, cy);
    if (box.left < 0 || box.right > innerWidth || box.top < 0 || box.bottom > innerHeight)
      found.add("the launcher outside the screen");
    if (!top || !launcher.contains(top)) found.add("the launcher under something");
    launcher.style.display = "none";
    const control =
      "a, button, input, select, textarea, label, summary, [role='button'], [tabindex]:not([tabindex='-1'])";
    for (let x = box.left; x <= box.right; x += 2) {
      for (let y = box.top; y <= box.bottom; y += 2) {
        if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) continue;
        const hit = document.elementFromPoint(x, y);
        const name = (element: Element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
        const under = hit?.closest(control);
        if (under) found.add(`control ${name(under)}`);
        for (const node of hit?.childNodes ?? []) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects())
            if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom && hit)
              found.add(`text ${name(hit)}`);
        }
      }
    }
    launcher.style.display = "";
    return [...found];
  });
}

test.describe("on a phone, the launcher covers nothing of the page as served", () => {
  const phones = [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
    { width: 414, height: 896 },
  ];
  // An example site has no site shell, so no launcher.
  for (const { path, name } of pages.filter(({ name }) => name !== "showcase")) {
    // This server's booking page runs its scripts at once (see above): read as it first shows.
    const hold = name !== "booking";
    test(path, async ({ browser }) => {
      const covered: string[] = [];
      // A first visit (the cookie banner open) and a visitor who has chosen (none).
      for (const chosen of [false, true]) {
        const context = await browser.newContext({ viewport: phones[0], reducedMotion: "reduce" });
        if (chosen) await context.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
        const page = await context.newPage();
        // Held for good: the page as served, before any script or the full stylesheet.
        if (hold) await holdScripts(page);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        // One load per state, read at each phone's size: CSS alone lays it out, as it would load there.
        for (const viewport of phones) {
          await page.setViewportSize(viewport);
          await settled(page);
          if (hold)
            expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
              false,
            );
          for (const thing of await underLauncher(page))
            covered.push(`${viewport.width}x${viewport.height}${chosen ? "" : " with the banner"}: ${thing}`);
        }
        await context.close();
      }
      expect(covered).toEqual([]);
    });
  }
});
