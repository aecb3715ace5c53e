import { publicPages, successPages } from "../../app/content/pages";
import { languages } from "../../app/domain/languages";
import { buildPath } from "../../app/i18n/paths";
import { seriousViolations } from "./axe";
import { expect, hydrating, test } from "./fixtures";

/**
 * Every page once, the languages taking turns (home, services, outreach… in Czech, English,
 * Polish, Czech…), so each page's markup and each language's copy are checked; the home page, the
 * longest, in all three. Checking all pages in all languages cost a quarter of the end-to-end
 * time for markup the languages share (docs/decisions/0021-end-to-end-test-time.md).
 */
const checkedPaths = [
  ...[...publicPages, ...successPages].map((page, index) =>
    buildPath(page, languages[index % languages.length] ?? "cs"),
  ),
  ...languages.slice(1).map((lang) => buildPath({ name: "home" }, lang)),
];

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
