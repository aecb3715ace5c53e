import { expect, test } from "./fixtures";

test("FAQ: one question open at a time, clicking the open one closes it", async ({ page }) => {
  await page.goto("/eng");
  const faq = page.locator("#faq");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(5);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(2).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(2).click();
  await expect(faq.locator("[aria-expanded=true]")).toHaveCount(0);
});

test("booking dialog: the calendar frame, closed by Escape, backdrop and close button", async ({ page }) => {
  await page.goto("/eng");
  const open = page.getByRole("main").getByRole("button", { name: "Book a 15-minute demo" });
  const dialog = page.getByRole("dialog");

  await open.click();
  await expect(dialog).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("title", "Consultation Calendar");
  await expect(frame).toHaveCSS("height", "600px");
  await expect(page.frameLocator("dialog iframe").getByRole("heading")).toHaveText("Pick a time");
  expect(await dialog.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("800px");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("booking dialog frame is titled in Czech on Czech pages", async ({ page }) => {
  await page.goto("/cs/sluzby/rezervace");
  await page.getByRole("main").getByRole("button").first().click();
  await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("title", "Kalendář konzultací");
});

test("services mega-menu lists the four services and closes on Escape", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/eng");
  const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
  const button = nav.getByRole("button", { name: "Services" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
  await expect(panel.getByRole("link")).toHaveCount(5);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await panel.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/eng\/sluzby\/outreach$/);
});

test("mobile menu opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/pl");
  const toggle = page.getByRole("button", { name: "Otwórz menu" });
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/pl\/contact$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Otwórz menu" })).toHaveAttribute("aria-expanded", "false");
});

test("scroll-to-top appears after 500 px and returns to the top", async ({ page }) => {
  await page.goto("/eng");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("try-demo scrolls to the playground; the process link reaches how it works", async ({ page }) => {
  await page.goto("/eng");
  await page.getByRole("link", { name: "Try the demo" }).click();
  await expect(page).toHaveURL(/#playground$/);
  await expect(page.locator("#playground")).toBeInViewport();
});

test("savings calculator updates as you type, in the page's currency", async ({ page }) => {
  await page.goto("/cs");
  const roi = page.locator("#roi");
  await roi.getByLabel(/Hodiny ruční práce/).fill("100");
  await roi.getByLabel(/Hodinová sazba/).fill("500");
  await roi.getByLabel(/Úkoly k automatizaci/).fill("50");
  await expect(roi).toContainText("35 000 Kč");
  await expect(roi).toContainText("420 000 Kč");
  await expect(roi).toContainText("600");

  await page.goto("/eng");
  await page
    .locator("#roi")
    .getByLabel(/Hourly rate/)
    .fill("40");
  await page
    .locator("#roi")
    .getByLabel(/Hours of manual work/)
    .fill("10");
  await expect(page.locator("#roi")).toContainText("$280");
});

test("services overview: click to expand the solution and result", async ({ page }) => {
  await page.goto("/eng/sluzby");
  const toggle = page.getByRole("button", { name: "How we solve it" }).first();
  const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Result");
});
