/**
 * The home page is hydrated as islands (docs/decisions/0092-the-home-page-as-islands.md): at the
 * first touch it runs the islands entry's files and no module of React Router, and every control
 * on it works, in each language.
 */

import { visitorCurrency } from "../../app/domain/languages";
import { copy as csChat } from "../../app/features/chat/copy/cs";
import { copy as enChat } from "../../app/features/chat/copy/en";
import { copy as plChat } from "../../app/features/chat/copy/pl";
import { estimateSavings, roiDefaults } from "../../app/features/roi/roi";
import { account as csAccount } from "../../app/i18n/messages/cs/account";
import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { account as enAccount } from "../../app/i18n/messages/en/account";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { account as plAccount } from "../../app/i18n/messages/pl/account";
import { shell as plShell } from "../../app/i18n/messages/pl/shell";
import { formatMoney } from "../../app/lib/format";
import { HELD_SCRIPTS_ID } from "../../app/ui/first-interaction";
import { expect, test } from "./fixtures";

const homePages = [
  { path: "/cs", lang: "cs", shell: csShell, chat: csChat, account: csAccount },
  { path: "/eng", lang: "en", shell: enShell, chat: enChat, account: enAccount },
  { path: "/pl", lang: "pl", shell: plShell, chat: plChat, account: plAccount },
] as const;

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
      // The fixture touches the page as it is parsed and waits until every island has hydrated.
      await page.goto(path);
      // The held files are the islands entry's, and each of them ran.
      const held = await page.evaluate((heldId) => {
        const template = document.getElementById(heldId) as HTMLTemplateElement;
        const markup = document.createElement("template");
        markup.innerHTML = template.content.textContent ?? "";
        return [...markup.content.querySelectorAll("link[rel=modulepreload], script[src]")].map(
          (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
        );
      }, HELD_SCRIPTS_ID);
      expect(held.some((file) => file.includes("/assets/islands.client"))).toBe(true);
      expect(held.filter((file) => !scripts.includes(file))).toEqual([]);

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

      // Neither at the touch nor at any press since did the page fetch React Router: no file it
      // fetched holds React Router's own message for a hook used outside its router.
      const reactRouter = "in the context of a <Router>";
      for (const file of scripts) {
        expect(await (await page.request.get(file)).text(), file).not.toContain(reactRouter);
      }
      const contactScripts = (await (await page.request.get(`${path}/contact`)).text()).match(
        /\/assets\/runtime-[^"]+\.js/,
      );
      expect(await (await page.request.get(contactScripts?.[0] ?? "")).text()).toContain(reactRouter);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      expect(errors).toEqual([]);
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
