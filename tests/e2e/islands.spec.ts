/**
 * The home page, the services page and the service pages are hydrated as islands
 * (docs/decisions/0092-the-home-page-as-islands.md): at the first touch each runs the islands
 * entry's files and no module of React Router, and every control on it works, in each language.
 */

import type { Page } from "@playwright/test";
import { visitorCurrency } from "../../app/domain/languages";
import { copy as csChat } from "../../app/features/chat/copy/cs";
import { copy as enChat } from "../../app/features/chat/copy/en";
import { copy as plChat } from "../../app/features/chat/copy/pl";
import { estimateSavings, roiDefaults } from "../../app/features/roi/roi";
import { account as csAccount } from "../../app/i18n/messages/cs/account";
import { pages as csPages } from "../../app/i18n/messages/cs/pages";
import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { account as enAccount } from "../../app/i18n/messages/en/account";
import { pages as enPages } from "../../app/i18n/messages/en/pages";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { account as plAccount } from "../../app/i18n/messages/pl/account";
import { pages as plPages } from "../../app/i18n/messages/pl/pages";
import { shell as plShell } from "../../app/i18n/messages/pl/shell";
import { formatMoney } from "../../app/lib/format";
import { HELD_SCRIPTS_ID } from "../../app/ui/first-interaction";
import { expect, expectNoReactRouter, REACT_ROUTER_TEXT, test } from "./fixtures";

const homePages = [
  { path: "/cs", lang: "cs", shell: csShell, chat: csChat, account: csAccount },
  { path: "/eng", lang: "en", shell: enShell, chat: enChat, account: enAccount },
  { path: "/pl", lang: "pl", shell: plShell, chat: plChat, account: plAccount },
] as const;

/**
 * Watches a page hydrated as islands: the scripts it fetches from the build and the errors it
 * reports. `check` then asserts that every held file ran and that none of the files fetched,
 * at the touch or at any press since, holds React Router: React Router's own message for a hook
 * used outside its router is in the runtime file a form's thank-you page (React Router's)
 * fetches, and in no file of the islands.
 */
async function watchIslands(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.startsWith("/assets/"))
      scripts.push(url.pathname);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const held = () =>
    page.evaluate((heldId) => {
      const template = document.getElementById(heldId) as HTMLTemplateElement;
      const markup = document.createElement("template");
      markup.innerHTML = template.content.textContent ?? "";
      return [...markup.content.querySelectorAll("link[rel=modulepreload], script[src]")].map(
        (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
      );
    }, HELD_SCRIPTS_ID);
  return {
    /** The held files are the islands entry's, and each of them ran. */
    async ranTheEntry() {
      const files = await held();
      expect(files.some((file) => file.includes("/assets/islands.client"))).toBe(true);
      expect(files.filter((file) => !scripts.includes(file))).toEqual([]);
    },
    async fetchedNoReactRouter() {
      await expectNoReactRouter(page, scripts);
      // The check can fail: React Router's runtime, as a page it hydrates fetches it, holds the text.
      const runtime = (await (await page.request.get("/eng/sent/contact")).text()).match(
        /\/assets\/runtime-[^"]+\.js/,
      );
      expect(await (await page.request.get(runtime?.[0] ?? "")).text()).toContain(REACT_ROUTER_TEXT);
      expect(errors).toEqual([]);
    },
  };
}

test.describe("the home page as islands", () => {
  // A fresh visitor: the cookie banner is part of the page.
  test.use({ consent: null });

  for (const { path, lang, shell, chat, account } of homePages) {
    test(`${path}: the first touch runs only the islands entry's files, and every control works`, async ({
      page,
    }) => {
      const tagManager: string[] = [];
      await page.route("**/e2e/gtm.js*", (route) => {
        tagManager.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: "" });
      });
      const watched = await watchIslands(page);
      // The fixture touches the page as it is parsed and waits until every island has hydrated.
      await page.goto(path);
      await watched.ranTheEntry();

      // The cookie banner takes the choice and keeps it.
      const banner = page.getByRole("region", { name: shell.consent.title });
      await banner.getByRole("button", { name: shell.consent.accept }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
      await expect.poll(() => tagManager.length).toBe(1);
      // The footer's button brings it back.
      await page.getByRole("contentinfo").getByRole("button", { name: shell.footer.cookieSettings }).click();
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: shell.consent.reject }).click();
      await expect(banner).toBeHidden();

      // The calculator recomputes as the hours change.
      const roi = page.locator("#roi");
      const currency = visitorCurrency[lang];
      const estimate = estimateSavings({ ...roiDefaults(lang), hoursPerMonth: 200 }, currency);
      await roi.getByLabel(shell.roi.hoursLabel).fill("200");
      await expect(roi).toContainText(formatMoney(lang, estimate.monthlySavings, currency));

      // The booking dialog opens, and closes with Escape.
      await page.getByRole("main").getByRole("button", { name: shell.cta.bookConsultation }).first().click();
      const booking = page.getByRole("dialog", { name: shell.booking.dialogTitle });
      await expect(booking).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(booking).toBeHidden();

      // The privacy policy opens from the footer.
      await page.getByRole("contentinfo").getByRole("button", { name: shell.footer.privacyPolicy }).click();
      const privacy = page.getByRole("dialog", { name: shell.privacy.title });
      await expect(privacy).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(privacy).toBeHidden();

      // The header's account button opens the sign-in dialog.
      await page.getByRole("banner").getByRole("button", { name: account.header.signIn }).click();
      const auth = page.getByRole("dialog", { name: account.auth.titles.sign_in });
      await expect(auth).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(auth).toBeHidden();

      // The assistant's launcher opens its panel.
      await page.getByRole("button", { name: shell.nav.assistant }).click();
      const panel = page.getByRole("dialog", { name: chat.title });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("textbox", { name: chat.inputLabel })).toBeFocused();

      await watched.fetchedNoReactRouter();
    });
  }

  test("on a phone the menu opens and closes on Escape; the language menu leads to the other languages", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/eng");
    const header = page.getByRole("banner");
    const menu = header
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: enShell.nav.openMenu }) });
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");

    await page.setViewportSize({ width: 1440, height: 900 });
    await header.getByLabel(`${enShell.nav.language}: ${enShell.nav.languageNames.en}`).click();
    await header.getByRole("link", { name: enShell.nav.languageNames.pl }).click();
    await expect(page).toHaveURL(/\/pl$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  });
});

test.describe("the services page as islands", () => {
  for (const { path, shell, pages } of [
    { path: "/cs/sluzby", shell: csShell, pages: csPages },
    { path: "/eng/sluzby", shell: enShell, pages: enPages },
    { path: "/pl/sluzby", shell: plShell, pages: plPages },
  ]) {
    test(`${path}: the first touch runs only the islands entry's files; the solutions unfold and a package books`, async ({
      page,
    }) => {
      const watched = await watchIslands(page);
      await page.goto(path);
      await watched.ranTheEntry();

      const toggle = page.getByRole("button", { name: pages.services.showSolution }).first();
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(panel).toBeHidden();
      await toggle.click();
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(pages.services.resultLabel);
      await page.getByRole("button", { name: pages.services.hideSolution }).first().click();
      await expect(panel).toBeHidden();

      await page.locator("#packages").getByRole("button", { name: shell.packages.choose }).first().click();
      const booking = page.getByRole("dialog", { name: shell.booking.dialogTitle });
      await expect(booking).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(booking).toBeHidden();
      await watched.fetchedNoReactRouter();
    });
  }
});

test.describe("the service pages as islands", () => {
  for (const { path, shell, chat } of [
    { path: "/cs/sluzby/outreach", shell: csShell, chat: csChat },
    { path: "/eng/sluzby/automation", shell: enShell, chat: enChat },
    { path: "/pl/sluzby/rezervace", shell: plShell, chat: plChat },
  ]) {
    test(`${path}: the first touch runs only the islands entry's files; booking and the assistant work`, async ({
      page,
    }) => {
      const watched = await watchIslands(page);
      await page.goto(path);
      await watched.ranTheEntry();

      for (const button of await page
        .getByRole("main")
        .getByRole("button", { name: shell.cta.getDemo48h })
        .all()) {
        await button.click();
        const booking = page.getByRole("dialog", { name: shell.booking.dialogTitle });
        await expect(booking).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(booking).toBeHidden();
      }

      await page.getByRole("button", { name: shell.nav.assistant }).click();
      await expect(page.getByRole("dialog", { name: chat.title })).toBeVisible();
      await watched.fetchedNoReactRouter();
    });
  }
});
