import AxeBuilder from "@axe-core/playwright";
import { localizedPaths } from "../../app/content/pages";
import { parsePath } from "../../app/i18n/paths";
import { expect, hydrating, test } from "./fixtures";

/** The example sites once each, in Czech: their colours, which differ per site, do not change with the language. */
const checkedPaths = localizedPaths.filter((path) => {
  const parsed = parsePath(path);
  return !(parsed.kind === "page" && parsed.page.name === "showcase" && parsed.lang !== "cs");
});

test.describe("axe: no serious or critical violations", () => {
  for (const path of [...checkedPaths, "/eng/sluzby/unknown"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      expect(serious).toEqual([]);
    });
  }

  test("with the cookie banner, an open menu and an open dialog", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await hydrating(await context.newPage());
    await page.goto("/cs");
    await page.locator("summary", { hasText: "Služby" }).click();
    let results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      ),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: "Zásady ochrany osobních údajů" })
      .click();
    results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      ),
    ).toEqual([]);
    await context.close();
  });
});
