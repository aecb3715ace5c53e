import { indexedPaths } from "../../app/content/pages";
import { checkedWide, seriousViolations } from "./axe";
import { expect, hydrating, test } from "./fixtures";

/**
 * The pages a form post lands on, each once in the language its turn gives it (./axe.ts), and the
 * page of an unknown address, at 1280 px without the cookie banner. The public pages are checked
 * before and after their scripts in `first-touch.spec.ts`, each path once in each state (0082).
 */
const checkedPaths = [...checkedWide].filter((path) => !indexedPaths.includes(path));

test.describe("axe: no serious or critical violations", () => {
  for (const path of [...checkedPaths, "/eng/sluzby/unknown"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("with the cookie banner, an open menu and an open dialog", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await hydrating(await context.newPage());
    await page.goto("/cs");
    await page.locator("summary", { hasText: "Služby" }).click();
    expect(await seriousViolations(page, { bestPractices: true })).toEqual([]);
    await page.keyboard.press("Escape");
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: "Zásady ochrany osobních údajů" })
      .click();
    expect(await seriousViolations(page, { bestPractices: true })).toEqual([]);
    await context.close();
  });
});
