import { test as base, expect } from "@playwright/test";

/**
 * Pages start with the cookie choice already made (the banner would cover the page) unless
 * a test asks for a fresh visitor; the booking calendar and tag manager are answered locally.
 */
export const test = base.extend<{ consent: "accepted" | "rejected" | null }>({
  consent: ["rejected", { option: true }],
  page: async ({ page, consent }, use) => {
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
