/**
 * Bulk work on the inquiry list (docs/decisions/0054-bulk-actions.md): a filtered selection
 * assigned at once, a range ticked with Shift, the bar used from the keyboard, the page without
 * JavaScript, axe on a list with a selection, and how it looks at 390 and 1440 px.
 */
import type { Page } from "@playwright/test";
import { fill } from "../../app/features/auth/fill";
import { account as en } from "../../app/i18n/messages/en/account";
import { type CountText, countText } from "../../app/i18n/plural";
import { STAFF_EMAIL, signUpByApi, uniqueEmail } from "./accounts";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { sendLead } from "./leads-api";

const t = en.dashboard;
const b = t.desk.bulk;

/** Three leads whose names share a mark of the test, and the list filtered to them. */
async function filteredLeads(page: Page, baseURL: string, mark: string) {
  const names = ["A", "B", "C"].map((letter) => `${mark} ${letter}`);
  for (const name of names) await sendLead(page, baseURL, { name, email: uniqueEmail("bulk") });
  await signUpByApi(page, baseURL, STAFF_EMAIL, "Staff Sam");
  await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(mark)}`);
  return names;
}

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });
const bar = (page: Page) => page.getByRole("region", { name: b.label });
const counted = (count: number, text: CountText = b.selected) =>
  fill(countText("en", text, count), { count });

test.describe("bulk work on the inquiry list", () => {
  test("staff filter, select all matching and assign them at once", async ({ page, baseURL }) => {
    const names = await filteredLeads(page, baseURL as string, `Bulk ${Date.now()}`);
    await bar(page)
      .getByRole("checkbox", { name: counted(3, b.selectMatching) })
      .check();
    await expect(bar(page).getByText(counted(3, b.allSelected))).toBeVisible();
    await bar(page).getByLabel(b.assignTo).selectOption({ label: b.me });
    await bar(page).getByRole("button", { name: b.assign, exact: true }).click();
    await expect(bar(page).getByRole("status")).toHaveText(counted(3, b.changed));
    for (const name of names) await expect(rowOf(page, name)).toContainText("Staff Sam");
    // The change is done: nothing is selected any more.
    await expect(bar(page).getByText(b.hint)).toBeVisible();
  });

  test("Shift ticks a range, and the bar works from the keyboard", async ({ page, baseURL }) => {
    const names = await filteredLeads(page, baseURL as string, `Keys ${Date.now()}`);
    // Newest first: C, B, A.
    const box = (name: string) => page.getByRole("checkbox", { name: fill(b.selectOne, { name }) });
    await box(names[2] ?? "").click();
    await box(names[0] ?? "").click({ modifiers: ["Shift"] });
    await expect(bar(page).getByText(counted(3))).toBeVisible();
    await page.getByRole("checkbox", { name: b.selectPage }).uncheck();
    await expect(bar(page).getByText(b.hint)).toBeVisible();

    // Keyboard only: tick one row with Space, go back to the bar, choose a status and set it.
    await box(names[1] ?? "").focus();
    await page.keyboard.press("Space");
    await expect(bar(page).getByText(counted(1))).toBeVisible();
    const status = bar(page).getByLabel(b.status, { exact: true });
    for (let step = 0; step < 12; step++) {
      if (await status.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Shift+Tab");
    }
    await expect(status).toBeFocused();
    await status.selectOption("completed");
    await page.keyboard.press("Tab");
    const setStatus = bar(page).getByRole("button", { name: b.setStatus });
    await expect(setStatus).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar(page).getByRole("status")).toHaveText(counted(1, b.changed));
    await expect(rowOf(page, names[1] ?? "")).toContainText(t.statuses.completed);
    await expect(rowOf(page, names[0] ?? "")).toContainText(t.statuses.pending);
    // Focus stays where the work was done.
    await expect(setStatus).toBeFocused();
  });

  test("a list with a selection has no serious accessibility violations, at 390 and 1440 px", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const names = await filteredLeads(page, baseURL as string, `Axe bulk ${Date.now()}`);
    await page.getByRole("checkbox", { name: fill(b.selectOne, { name: names[0] ?? "" }) }).check();
    await expect(bar(page).getByText(counted(1))).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`bulk-${width}.png`), fullPage: true });
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the ticked boxes are posted and the page says what was done", async ({ page, baseURL }) => {
      const names = await filteredLeads(page, baseURL as string, `Plain bulk ${Date.now()}`);
      await page.getByRole("checkbox", { name: fill(b.selectOne, { name: names[0] ?? "" }) }).check();
      await page.getByRole("checkbox", { name: fill(b.selectOne, { name: names[1] ?? "" }) }).check();
      await bar(page).getByRole("button", { name: b.spam }).click();
      await expect(bar(page).getByRole("status")).toHaveText(counted(2, b.changed));
      // Kept as spam, they left the list of real leads; the third stays.
      await expect(rowOf(page, names[0] ?? "")).toHaveCount(0);
      await expect(rowOf(page, names[2] ?? "")).toHaveCount(1);
    });
  });
});
