import type { Page } from "@playwright/test";
import { account as cs } from "../../app/i18n/messages/cs/account";
import { account as en } from "../../app/i18n/messages/en/account";
import { account as pl } from "../../app/i18n/messages/pl/account";
import { STAFF_EMAIL, signUpByApi, uniqueEmail } from "./accounts";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const d = en.dashboard.desk;

/** A contact lead sent as the enhanced form sends it. */
async function sendLead(page: Page, baseURL: string, name: string) {
  const answer = await page.request.post("/api/leads/contact", {
    headers: { Origin: baseURL, Accept: "application/json" },
    multipart: {
      name,
      email: uniqueEmail("views"),
      message: "Please automate our onboarding.",
      business_type: "saas",
      js: "1",
      lang: "en",
    },
  });
  expect(answer.ok()).toBe(true);
}

/** Czech and Polish copy is typeset: compared with a no-break space read as a space. */
const spaced = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");
/** A copy's text as a pattern that takes any space where it has one (typeset or not). */
const loose = (text: string, start = "") =>
  new RegExp(start + text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0]/g, "\\s"));

// The list's own count, not the bulk bar's (both are announced).
const countLine = (page: Page) => page.locator("#inquiry-count");

test("staff save a view, open it from the views menu and see the same list; the overdue view counts", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = `Views ${Date.now()}`;
  const late = `${stamp} late`;
  await sendLead(page, baseURL as string, late);
  await sendLead(page, baseURL as string, `${stamp} fresh`);
  await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");

  // One of them is overdue: its follow-up day has passed.
  await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(late)}`);
  await page.getByRole("link", { name: late }).click();
  await expect(page.getByRole("heading", { level: 2, name: late })).toBeVisible();
  await page.getByLabel(d.inquiry.followUp, { exact: true }).fill("2020-01-06");
  await page.getByRole("button", { name: d.inquiry.save, exact: true }).click();
  await expect(page.getByText(/Follow-up on/)).toBeVisible();

  // The filters applied leave nothing empty in the address.
  await page.goto("/eng/dashboard/inquiries?view=list");
  await page.locator("summary", { hasText: d.filters.title }).click();
  await page.getByLabel(d.filters.search).fill(stamp);
  await page.getByLabel(d.filters.search).press("Enter");
  await expect(page).toHaveURL(/q=Views/);
  expect(new URL(page.url()).search).toBe(`?view=list&q=${encodeURIComponent(stamp).replace(/%20/g, "+")}`);
  await expect(countLine(page)).toHaveText("1–2 of 2 inquiries");

  // Saved under a name, it is a link in the views menu.
  await page.locator("summary", { hasText: d.views.manage }).click();
  await page.getByLabel(d.views.name).fill(stamp);
  await page.getByRole("button", { name: d.views.save }).click();
  await expect(page.getByText(d.views.savedToast)).toBeVisible();
  const menu = page.getByRole("navigation", { name: d.views.title });
  await expect(menu.getByRole("link", { name: stamp })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // From the board, one click opens the same list with the same count.
  await page.goto("/eng/dashboard/inquiries");
  await page.getByRole("navigation", { name: d.views.title }).getByRole("link", { name: stamp }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(countLine(page)).toHaveText("1–2 of 2 inquiries");
  await expect(page.getByRole("link", { name: late })).toBeVisible();
  await expect(menu.getByRole("link", { name: stamp })).toHaveAttribute("aria-current", "page");

  // Overdue: everyone's open overdue inquiries, counted in the menu and above the list.
  const overdue = menu.getByRole("link", { name: new RegExp(`^${d.views.overdue}`) });
  const count = Number(await overdue.locator("[aria-hidden=true]").textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await overdue.click();
  await expect(page).toHaveURL(/\?view=list&overdue=1$/);
  await expect(countLine(page)).toHaveText(
    `1–${Math.min(count, 50)} of ${count} ${count === 1 ? "inquiry" : "inquiries"}`,
  );
  await expect(page.getByRole("link", { name: late })).toBeVisible();
  await expect(page.getByRole("link", { name: `${stamp} fresh` })).toHaveCount(0);

  // Renamed, then deleted: gone from the menu.
  await page.locator("summary", { hasText: d.views.manage }).click();
  const field = page.getByLabel(`New name for “${stamp}”`);
  await field.fill(`${stamp} renamed`);
  await page.getByRole("button", { name: d.views.rename }).first().click();
  await expect(menu.getByRole("link", { name: `${stamp} renamed` })).toBeVisible();
  await page.getByRole("button", { name: `Delete the view “${stamp} renamed”` }).click();
  await expect(menu.getByRole("link", { name: `${stamp} renamed` })).toHaveCount(0);
});

for (const [lang, prefix, messages] of [
  ["cs", "/cs", cs],
  ["en", "/eng", en],
  ["pl", "/pl", pl],
] as const) {
  test(`the list's views and pages read right in ${lang}, at 390 and 1440 px`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const v = messages.dashboard.desk.views;
    await sendLead(page, baseURL as string, `Screens ${Date.now()}`);
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/dashboard/inquiries?view=list`);
      const menu = page.getByRole("navigation", { name: v.title });
      await expect(menu.getByRole("link", { name: loose(v.overdue, "^") })).toBeVisible();
      await expect(menu.getByRole("link", { name: loose(v.newThisWeek) })).toBeVisible();
      expect(spaced(await countLine(page).textContent())).toMatch(/1–\d+/);
      await page.getByText(loose(v.manage)).click();
      await page.screenshot({
        path: `test-results/desk-views-${lang}-${width}.png`,
        fullPage: width === 390,
      });
    }
  });
}

/** Saves the list's current filters as a view of that name, from the list's panel. */
async function saveView(page: Page, query: string, name: string) {
  await page.goto(`/eng/dashboard/inquiries${query}`);
  await page.locator("summary", { hasText: d.views.manage }).click();
  await page.getByLabel(d.views.name).fill(name);
  await page.getByRole("button", { name: d.views.save }).click();
  await expect(page.getByText(d.views.savedToast)).toBeVisible();
}

/** The side menu's saved views of this test, in their order. */
const sideViews = (page: Page, stamp: string) =>
  page
    .getByRole("navigation", { name: en.dashboard.menuLabel })
    .getByRole("list", { name: d.views.yours })
    .getByRole("link", { name: stamp });

// Views are each person's own: an account of the test's own, so views that tests running at the
// same time save do not come between this test's views in the order.
test("a person sees his views in the side menu and orders them from the keyboard, the focus staying on the moved one", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpByApi(page, baseURL as string, uniqueEmail("side-views"), "Side Viewer");
  const stamp = `Side ${Date.now()}`;
  const [first, second] = [`${stamp} alpha`, `${stamp} beta`];
  await saveView(page, `?view=list&q=${encodeURIComponent(first)}`, first);
  await saveView(page, `?view=list&q=${encodeURIComponent(second)}`, second);
  await expect(sideViews(page, stamp)).toHaveText([first, second]);
  // The list it is on is the current one.
  await expect(sideViews(page, stamp).filter({ hasText: second })).toHaveAttribute("aria-current", "page");
  await expect(sideViews(page, stamp).filter({ hasText: first })).not.toHaveAttribute("aria-current", "page");

  // Moved up with Enter: the side menu follows, and the focus stays on the button pressed.
  const up = page.getByRole("button", { name: `Move “${second}” up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(sideViews(page, stamp)).toHaveText([second, first]);
  await expect(page.getByText(d.views.movedToast)).toBeVisible();
  await expect(up).toBeFocused();
  // At the top, up does nothing and keeps the focus; Tab, then Space, moves it back down.
  await page.keyboard.press("Enter");
  await expect(up).toBeFocused();
  await expect(up).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Tab");
  const down = page.getByRole("button", { name: `Move “${second}” down` });
  await expect(down).toBeFocused();
  await page.keyboard.press("Space");
  await expect(sideViews(page, stamp)).toHaveText([first, second]);
  await expect(down).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/desk-side-views-1440.png" });

  // Followed from the side menu, a view is the current page there.
  await sideViews(page, stamp).filter({ hasText: first }).click();
  await expect(page).toHaveURL(/q=Side/);
  await expect(sideViews(page, stamp).filter({ hasText: first })).toHaveAttribute("aria-current", "page");

  // On a phone the side menu folds into the top bar's menu, the views below Inquiries.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("header summary", { hasText: "Open menu" }).click();
  await expect(sideViews(page, stamp)).toHaveText([first, second]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/desk-side-views-390.png" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a view is moved by its form and the list comes back in the new order", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signUpByApi(page, baseURL as string, uniqueEmail("plain-views"), "Plain Viewer");
    const stamp = `Plain ${Date.now()}`;
    const [first, second] = [`${stamp} one`, `${stamp} two`];
    for (const name of [first, second]) {
      await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(name)}`);
      await page.locator("summary", { hasText: d.views.manage }).click();
      await page.getByLabel(d.views.name).fill(name);
      await page.getByRole("button", { name: d.views.save }).click();
      await expect(page).toHaveURL(/\/eng\/dashboard\/inquiries\?view=list&q=Plain/);
    }
    await expect(sideViews(page, stamp)).toHaveText([first, second]);
    await page.locator("summary", { hasText: d.views.manage }).click();
    // The answer sends the browser back to the same address: wait for the post's redirect itself.
    const moved = page.waitForResponse(
      (answer) =>
        answer.request().method() === "POST" && answer.url().endsWith("/eng/dashboard/inquiries/views"),
    );
    await page.getByRole("button", { name: `Move “${second}” up` }).click();
    expect((await moved).status()).toBe(303);
    await page.waitForLoadState("load");
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(second).replace(/%20/g, "\\+")}`));
    await expect(sideViews(page, stamp)).toHaveText([second, first]);
  });
  for (const [lang, prefix, messages] of [
    ["cs", "/cs", cs],
    ["en", "/eng", en],
    ["pl", "/pl", pl],
  ] as const) {
    test(`a refused view says why beside its form and keeps the name typed, in ${lang}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const v = messages.dashboard.desk.views;
      await signUpByApi(page, baseURL as string, uniqueEmail("plain-refused"), "Plain Refused");
      const stamp = `Refused ${Date.now()}`;
      const list = `${prefix}/dashboard/inquiries?view=list`;
      const nameField = page.getByLabel(loose(v.name, "^"), { exact: true });
      const save = async (name: string) => {
        await page.locator("summary", { hasText: loose(v.manage) }).click();
        await nameField.fill(name);
        await page.getByRole("button", { name: loose(v.save, "^") }).click();
        await page.waitForLoadState("load");
      };
      await page.goto(list);
      await save(stamp);
      await expect(page.getByRole("alert")).toHaveCount(0);
      // The same name again: the list comes back with the panel open, the reason and the name.
      await save(stamp);
      await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard/inquiries\\?view=list$`));
      const reason = page.getByRole("alert").filter({ hasText: loose(v.problems.taken) });
      await expect(reason).toBeVisible();
      await expect(nameField).toHaveValue(stamp);
      await expect(nameField).toHaveAttribute("aria-invalid", "true");
      await expect(nameField).toHaveAccessibleDescription(loose(v.problems.taken));
      // Told once: the list read again is the plain list.
      await page.reload();
      await expect(reason).toHaveCount(0);
      if (lang !== "en") return;

      // Only spaces: a name the browser lets through and the server refuses.
      await save("   ");
      await expect(page.getByRole("alert").filter({ hasText: v.problems.empty })).toBeVisible();
      await expect(nameField).toHaveValue("   ");
      // A rename to a name already taken: told beside that view's row, its field keeping the name typed.
      await page.goto(list);
      await save(`${stamp} two`);
      await page.locator("summary", { hasText: v.manage }).click();
      const rename = page.getByLabel(`New name for “${stamp} two”`);
      await rename.fill(stamp);
      await page
        .getByRole("listitem")
        .filter({ has: rename })
        .getByRole("button", { name: v.rename })
        .click();
      await page.waitForLoadState("load");
      await expect(
        page
          .getByRole("listitem")
          .filter({ has: rename })
          .getByRole("alert")
          .filter({ hasText: v.problems.taken }),
      ).toBeVisible();
      await expect(rename).toHaveValue(stamp);
    });
  }
});
