/**
 * Keyboard moves on a full board at phone width: four columns of 20 cards (and more behind "show
 * more") stacked one below the other, so the column a card goes to is thousands of pixels away and
 * off the screen (docs/decisions/0065-desk-moves-bulk-notices-and-view-refusals.md).
 */
import type { Page } from "@playwright/test";
import { fill } from "../../app/features/auth/fill";
import { account as en } from "../../app/i18n/messages/en/account";
import { STAFF_EMAIL, signUpByApi, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { sendLead } from "./leads-api";

const t = en.dashboard;
const d = t.desk;
type Status = keyof typeof t.statuses;

const column = (page: Page, status: Status) =>
  page
    .getByRole("list", { name: d.board.columnsLabel })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${t.statuses[status]}`) }) });

/** More than a column shows, so every column is full and has "show more" under it. */
const PER_COLUMN = 22;

/**
 * PER_COLUMN leads in each status, named `<stamp><status letter> <n>` so one search finds a
 * column's leads and the stamp finds them all; moved there by the list's bulk change.
 */
async function fullBoard(page: Page, baseURL: string, stamp: string) {
  const groups: [Status, string][] = [
    ["pending", "p"],
    ["in_progress", "i"],
    ["completed", "c"],
    ["cancelled", "x"],
  ];
  // One after another: the columns' newest cards are known (the last sent).
  for (const [, letter] of groups) {
    for (let n = 0; n < PER_COLUMN; n++) {
      await sendLead(page, baseURL, { name: `${stamp}${letter} ${n}`, email: uniqueEmail("board-full") });
    }
  }
  await signUpByApi(page, baseURL, STAFF_EMAIL, "Staff Sam");
  for (const [status, letter] of groups.slice(1)) {
    const answer = await page.request.post("/eng/dashboard/inquiries", {
      headers: { Origin: baseURL },
      form: { operation: "status", status, all: "1", filter: `view=list&q=${stamp}${letter}` },
    });
    expect(
      answer.status(),
      `${status}: ${(await answer.text()).match(/role="status"[^<]*>[^<]*/)?.[0]}`,
    ).toBe(200);
  }
}

// Columns stacked on a phone, two by two on a tablet.
for (const width of [390, 1024]) {
  test(`a keyboard move lands on a full board ${width} px wide, and the focus stays on the moved card`, async ({
    page,
    baseURL,
  }) => {
    // A known defect (docs/decisions/0065): on a phone's stacked board, a card picked up after the
    // previous move's reload sometimes stays over its own column when the arrow's scroll carries
    // it to the next (about one run in three with two test workers). Held until it is fixed.
    test.fixme(width < 768, "a keyboard move on a stacked board sometimes stays in its column");
    test.setTimeout(180_000);
    const stamp = `kb${width}${Date.now().toString(36)}`;
    await fullBoard(page, baseURL as string, stamp);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/eng/dashboard/inquiries?q=${stamp}`);
    for (const status of ["pending", "in_progress", "completed", "cancelled"] as const) {
      await expect(column(page, status).getByRole("link", { name: new RegExp(`^${stamp}`) })).toHaveCount(20);
    }

    const announced = (text: string) =>
      expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
    /**
     * Picks the card up, presses `key` once for each column it passes over (`over`, the last where
     * it is dropped), and drops it; it is expected there, focused. Each step waits for what a
     * screen reader hears, as its user does (the next key reads where the card is now).
     */
    async function move(name: string, key: string, over: Status[]) {
      const to = over.at(-1) ?? "pending";
      const handle = page.getByRole("button", { name: `Move ${name}`, exact: true });
      await handle.focus();
      await page.keyboard.press("Space");
      await expect(handle).toHaveAttribute("aria-pressed", "true");
      // The keyboard sensor listens for arrows from a zero-delay timer after pick-up (see dashboard.spec.ts).
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
      for (const status of over) {
        await page.keyboard.press(key);
        await announced(fill(d.board.announce.over, { name, status: t.statuses[status] }));
      }
      await page.keyboard.press("Space");
      await announced(fill(d.board.announce.dropped, { name, status: t.statuses[to] }));
      const moved = column(page, to).getByRole("button", { name: `Move ${name}`, exact: true });
      await expect(moved).toBeFocused();
      await expect(
        page.getByRole("status").filter({ hasText: d.toasts.statusUpdated }).first(),
      ).toBeVisible();
      // Saved and the board read again: a late answer would move the columns under the next drag.
      await page.waitForLoadState("networkidle");
      await expect(moved).toBeFocused();
    }

    // The newest card of the last column back to the first, from the bottom of the page to its top;
    // the first column's newest a column on, where it is older than every card shown (as the next
    // one is): moved cards stay in sight, though the column shows only its 20 newest.
    await move(`${stamp}x ${PER_COLUMN - 1}`, "ArrowUp", ["completed", "in_progress", "pending"]);
    await move(`${stamp}p ${PER_COLUMN - 1}`, "ArrowDown", ["in_progress"]);
    // Down the stacked columns of a phone; along the rows, two by two, of a tablet.
    const next = width < 768 ? "ArrowDown" : "ArrowRight";
    await move(`${stamp}i ${PER_COLUMN - 20}`, next, ["completed", "cancelled"]);

    // Saved: the board read again, every card in sight, shows each card where it was dropped.
    const more = ["pending", "in_progress", "completed", "cancelled"].map((status) => `&more=${status}:40`);
    await page.goto(`/eng/dashboard/inquiries?q=${stamp}${more.join("")}`);
    await expect(
      column(page, "in_progress").getByRole("link", { name: `${stamp}p ${PER_COLUMN - 1}` }),
    ).toBeVisible();
    await expect(
      column(page, "cancelled").getByRole("link", { name: `${stamp}i ${PER_COLUMN - 20}` }),
    ).toBeVisible();
    await expect(
      column(page, "pending").getByRole("link", { name: `${stamp}x ${PER_COLUMN - 1}` }),
    ).toBeVisible();
  });
}

test("a card picked up by keyboard before the drag code is in is held once it arrives, and moved", async ({
  page,
  baseURL,
}) => {
  // The drag code loads after the board is switched on (docs/decisions/0070): held back here until
  // the card's handle has been pressed, so the press waits for it and is handed on.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/board-drag-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const name = `early${Date.now().toString(36)}`;
  await sendLead(page, baseURL as string, { name, email: uniqueEmail("board-early") });
  await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/eng/dashboard/inquiries?q=${name}`);
  const handle = page.getByRole("button", { name: `Move ${name}`, exact: true });
  await expect(handle).toBeEnabled();
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).not.toHaveAttribute("aria-pressed", "true");
  release();
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press("ArrowRight");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: fill(d.board.announce.over, { name, status: t.statuses.in_progress }) }),
  ).toBeAttached();
  await page.keyboard.press("Space");
  const moved = column(page, "in_progress").getByRole("button", { name: `Move ${name}`, exact: true });
  await expect(moved).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: d.toasts.statusUpdated }).first()).toBeVisible();
});
