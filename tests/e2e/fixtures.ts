import { test as base, expect, type Page, type Response } from "@playwright/test";

/**
 * Makes `goto` and `reload` of a page with JavaScript resolve once the page has hydrated:
 * prerendered pages hydrate only after their load event (scripts/page-html.ts), and a test acts
 * on a page once it answers to scripts, as a visitor does a moment after it showed.
 */
export function hydrating(page: Page): Page {
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
 * Pages start with the cookie choice already made (the banner would cover the page) unless
 * a test asks for a fresh visitor; the booking calendar and tag manager are answered locally.
 */
export const test = base.extend<{ consent: "accepted" | "rejected" | null }>({
  consent: ["rejected", { option: true }],
  page: async ({ page, consent, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) hydrating(page);
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
