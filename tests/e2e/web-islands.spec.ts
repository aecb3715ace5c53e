import type { Page } from "@playwright/test";
import { showcases as cs } from "../../app/features/web/showcases/cs";
import { showcases as en } from "../../app/features/web/showcases/en";
import { showcases as pl } from "../../app/features/web/showcases/pl";
import { expect, test } from "./fixtures";

/**
 * The web page's example sites hydrated as islands, without React Router: the first touch fetches none
 * of React Router's files, every control still works, and the console stays clean (no hydration
 * mismatch, React's error 418).
 */

/** React Router's browser files: its entry, its runtime, the root's and the routes' modules. */
const reactRouterFile = /\/assets\/(entry\.client|runtime|root|site-layout|web|showcase)-[\w-]+\.js$/;

/** Every script the page fetches and every error it logs, from the start. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { scripts, errors };
}

async function expectIslands(page: Page, seen: ReturnType<typeof watch>) {
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.scripts.filter((path) => reactRouterFile.test(path))).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
}

test.describe("an example site hydrated as islands", () => {
  for (const { path, lang, title, frame, submit, fill } of [
    {
      path: "/web/cs/ukazka/restaurace",
      lang: "cs",
      title: cs.sites.restaurace.hero.title,
      frame: cs.frame,
      submit: cs.sites.restaurace.booking.submit,
      fill: (page: Page) => page.getByLabel(cs.sites.restaurace.booking.date).fill("2027-02-10"),
    },
    {
      path: "/web/eng/ukazka/kadernictvi",
      lang: "eng",
      title: en.sites.kadernictvi.hero.title,
      frame: en.frame,
      submit: en.sites.kadernictvi.booking.submit,
      fill: async (page: Page) => {
        await page.getByLabel(en.sites.kadernictvi.booking.day).fill("2027-02-10");
        await page.getByText(en.sites.kadernictvi.booking.slots[0] ?? "", { exact: true }).click();
      },
    },
    {
      path: "/web/pl/ukazka/penzion",
      lang: "pl",
      title: pl.sites.penzion.hero.title,
      frame: pl.frame,
      submit: pl.sites.penzion.inquiry.submit,
      fill: async (page: Page) => {
        await page.getByLabel(pl.sites.penzion.inquiry.arrival).fill("2027-02-10");
        await page.getByLabel(pl.sites.penzion.inquiry.departure).fill("2027-02-14");
      },
    },
  ]) {
    test(path, async ({ page }) => {
      const seen = watch(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectIslands(page, seen);
      // The example form reloads the page with the choices and its notice.
      await fill(page);
      await page.getByRole("button", { name: submit }).click();
      await expect(page).toHaveURL(/\?.*#\w+-sent$/);
      await expect(page.getByText(frame.formNotice)).toBeVisible();
      // The way back is a full page load to the web page's examples.
      await page.getByRole("link", { name: frame.back }).click();
      await expect(page).toHaveURL(new RegExp(`/web/${lang}#showcases$`));
      expect(seen.errors).toEqual([]);
    });
  }
});
