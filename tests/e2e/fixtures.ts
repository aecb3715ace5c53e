import { test as base, expect, type Page, type Response } from "@playwright/test";
import { HYDRATION_TRIGGERS } from "../../app/ui/first-interaction.server";

/**
 * Prerendered pages hydrate at the visitor's first interaction (app/ui/scripts-at-first-interaction.tsx). In tests
 * every page load counts as one: an init script sends a pointer move once the document is parsed,
 * whether the page came from `goto`, a link, a form post or a script. `goto` and `reload` then
 * resolve once the page answers to scripts, as a visitor acts a moment after the page showed.
 * (tests/e2e/ui.spec.ts checks, without this fixture, that nothing loads before a real move.)
 */
export async function hydrating(page: Page): Promise<Page> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => window.dispatchEvent(new Event("pointermove")));
  });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  page.goto = async (...args) => hydrated(await goto(...args));
  page.reload = async (...args) => hydrated(await reload(...args));
  return page;
}

/**
 * Runs in the page before its own scripts: until `__letTouch` is called, every event that would
 * start the page's scripts stops at the window, so the headless shell's own pointer move does
 * not start them and the files can be fetched untouched (as scripts/bench-first-touch.ts holds it).
 */
export const holdUntouched = `{
  let held = true;
  const hold = (event) => { if (held) event.stopImmediatePropagation(); };
  for (const type of ${JSON.stringify(HYDRATION_TRIGGERS)}) addEventListener(type, hold, { capture: true, passive: true });
  window.__letTouch = () => { held = false; };
}`;

/** React Router's own message for a hook used outside its router: in its runtime's file, in no island's. */
export const REACT_ROUTER_TEXT = "in the context of a <Router>";

/**
 * A page hydrated as islands fetched none of React Router's code (`scripts`: its scripts as it
 * fetched them, by address or path) and never defined React Router's context.
 */
export async function expectNoReactRouter(page: Page, scripts: string[]) {
  for (const file of scripts) {
    expect(await (await page.request.get(file)).text(), file).not.toContain(REACT_ROUTER_TEXT);
  }
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
}

/** Every error the page's console or scripts report (a hydration mismatch is one: React #418). */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Pages start with the cookie choice already made (the banner would cover the page) unless
 * a test asks for a fresh visitor; the booking calendar and tag manager are answered locally.
 */
export const test = base.extend<{ consent: "accepted" | "rejected" | null }>({
  consent: ["rejected", { option: true }],
  page: async ({ page, consent, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) await hydrating(page);
    if (consent) {
      await page.addInitScript((choice) => {
        if (!localStorage.getItem("cookie-consent")) localStorage.setItem("cookie-consent", choice);
      }, consent);
    }
    await page.route("**/e2e/booking-calendar", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Calendar</title><h1>Pick a time</h1>",
      }),
    );
    await use(page);
  },
});

export { expect };
