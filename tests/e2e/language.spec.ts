import { pages } from "../../app/i18n/messages/en/pages";
import { expect, test } from "./fixtures";

test("the switcher stores the choice and loads the same page in the other language", async ({ page }) => {
  await page.goto("/sluzby/outreach");
  await expect(page.locator("html")).toHaveAttribute("lang", "cs");

  await page.getByRole("banner").getByLabel(/Jazyk/).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/eng\/sluzby\/outreach$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // On a page hydrated as islands the switcher is a plain link: the page it opens stores the
  // language it shows once its scripts run (stored-language.tsx), not the click on the way out.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("lang"))).toBe("en");

  // An unprefixed path now renders in the stored language, on the server.
  await page.goto("/web");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.web.hero.title);
});

test("section-first pages switch language after the section name", async ({ page }) => {
  await page.goto("/team/cs");
  await page.getByRole("banner").getByLabel(/Jazyk/).click();
  await page.getByRole("link", { name: "Polski" }).click();
  await expect(page).toHaveURL(/\/team\/pl$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
});

test("a language kept only in local storage is restored for unprefixed pages", async ({ page, context }) => {
  await page.goto("/pl");
  // Wait for hydration (the account button shows once the page's effects ran): a late effect of
  // this page would otherwise store the language cookie after the test cleared it.
  await expect(page.getByRole("banner").getByRole("button", { name: "Zaloguj się" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("lang", "pl"));
  await context.clearCookies();
  await page.goto("/contact");
  // The page reloads itself once hydrated, which takes a while on a busy machine.
  await expect(page.locator("html")).toHaveAttribute("lang", "pl", { timeout: 15_000 });
});

test("internal links keep the language of the page", async ({ page }) => {
  await page.goto("/eng");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveURL(/\/eng\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
