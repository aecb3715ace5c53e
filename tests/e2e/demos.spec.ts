import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, hydrating, test } from "./fixtures";

/**
 * The interactive demos, run to the end on a fake clock (page.clock) with Math.random pinned, so
 * every figure they end on is known in advance.
 */

async function pinRandom(page: Page, value: number) {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

// The demos as most visitors see them: with motion (the suite's default is reduced motion,
// playwright.config.ts); one test below checks them with reduced motion.
test.use({ reducedMotion: "no-preference" });

const clockStart = new Date("2025-03-04T09:00:00Z");

/**
 * Opens a page on a fake clock that stands still once the page has loaded, so only runFor moves
 * time and a demo is exactly where the test expects it.
 */
async function openOnPausedClock(page: Page, path: string) {
  await page.clock.install({ time: clockStart });
  await page.goto(path);
  await page.clock.pauseAt(new Date(clockStart.getTime() + 60_000));
}

/**
 * Moves the paused clock by `ms` a tenth of a second at a time, as time passes in a browser.
 * React commits a timer's update through a message, outside the clock, so one long runFor can end
 * before a figure that changed inside it has started counting up; in steps, each change commits
 * and its count-up's frames follow.
 */
async function runInSteps(page: Page, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) await page.clock.runFor(Math.min(100, ms - elapsed));
}

/** Opens a page on the paused clock and scrolls its demo into view until it has loaded. */
async function openDemo(page: Page, path: string) {
  await openOnPausedClock(page, path);
  const frame = page.locator("[data-demo-frame]");
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute("data-demo-frame", "ready");
  return frame;
}

async function expectNoSeriousViolations(page: Page) {
  // axe waits on timers of its own, so the clock has to run again.
  await page.clock.resume();
  expect(await seriousViolations(page, { include: "[data-demo-frame]" })).toEqual([]);
}

test.describe("home playground", () => {
  test("runs a scenario step by step and ends with the totals of the smallest draws", async ({ page }) => {
    await pinRandom(page, 0);
    const frame = await openDemo(page, "/eng");
    await expect(page.locator("#playground [data-demo-frame]")).toHaveCount(1);
    await expect(frame.getByRole("tab", { selected: true })).toHaveText("Email outreach");
    await expect(frame.getByText("15 h saved per week")).toBeVisible();

    const run = frame.getByRole("button", { name: "Run automation" });
    await run.click();
    const running = frame.getByRole("button", { name: "Running…" });
    await expect(running).toBeDisabled();
    await expect(running).toBeFocused();

    await page.clock.runFor(600);
    await expect(frame.getByRole("listitem").first()).toContainText("done");
    await expect(frame.getByRole("status")).toHaveText("Step 1 of 5 done: Import the prospect list");
    await expect(frame.locator("[data-figure=tasks]")).toHaveText("3");

    // The last step ends at 3.5 s; the run stops one second later.
    await page.clock.runFor(2900);
    await expect(running).toBeVisible();
    await page.clock.runFor(1000);
    await expect(frame.locator("[data-figure=duration]")).toHaveText("Done in 4.5 s");
    await expect(frame.getByText("instead of 2+ hours by hand", { exact: true })).toBeVisible();
    await expect(frame.locator("[data-figure=tasks]")).toHaveText("15");
    // Five steps of at least 24 minutes: the "2+ hours" the result compares with.
    await expect(frame.locator("[data-figure=minutes]")).toHaveText("120");
    await expect(frame.locator("[data-figure=actions]")).toHaveText("10");
    await expect(frame.getByRole("button", { name: "Run again" })).toBeEnabled();
    await expect(frame.getByRole("listitem").filter({ hasText: "done" })).toHaveCount(5);
    await expectNoSeriousViolations(page);
  });

  test("ends with the totals of the largest draws, in Czech", async ({ page }) => {
    await pinRandom(page, 0.999_999);
    const frame = await openDemo(page, "/cs");
    await frame.getByRole("tab", { name: "Zákaznická podpora" }).click();
    await expect(frame.getByText("20 h ušetříte týdně")).toBeVisible();
    await frame.getByRole("button", { name: "Spustit automatizaci" }).click();
    await expect(frame.getByRole("button", { name: "Probíhá…" })).toBeDisabled();
    await page.clock.runFor(4100);
    await expect(frame.locator("[data-figure=duration]")).toHaveText("Hotovo za 4,1 s");
    await expect(frame.getByText("místo 2+ hodin ruční práce", { exact: true })).toBeVisible();
    await expect(frame.locator("[data-figure=tasks]")).toHaveText("35");
    await expect(frame.locator("[data-figure=minutes]")).toHaveText("200");
    await expect(frame.locator("[data-figure=actions]")).toHaveText("45");
  });

  test("tabs follow the arrow keys, and a new scenario resets the run", async ({ page }) => {
    await pinRandom(page, 0);
    const frame = await openDemo(page, "/pl");
    await frame.getByRole("button", { name: "Uruchom automatyzację" }).click();
    await page.clock.runFor(1500);
    await expect(frame.locator("[data-figure=tasks]")).toHaveText("6");

    const tabs = frame.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(frame.getByText("12 h zaoszczędzonych tygodniowo")).toBeVisible();
    await expect(frame.locator("[data-figure=tasks]")).toHaveText("0");
    await expect(frame.getByRole("button", { name: "Uruchom automatyzację" })).toBeEnabled();
    await page.clock.runFor(10_000);
    await expect(frame.locator("[data-figure=tasks]")).toHaveText("0");

    await page.keyboard.press("End");
    await expect(tabs.nth(3)).toBeFocused();
    await expect(frame.getByText("20 h zaoszczędzonych tygodniowo")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
    await expect(frame.getByRole("tabpanel")).toHaveAttribute(
      "aria-labelledby",
      (await tabs.nth(3).getAttribute("id")) ?? "",
    );
  });
});

test("outreach: the campaign ends at 250 sent, 45 responses, 12 meetings, beside the A/B test", async ({
  page,
}) => {
  const frame = await openDemo(page, "/eng/sluzby/outreach");
  await expect(page.getByRole("heading", { name: "Try it yourself" })).toBeVisible();
  await frame.getByRole("button", { name: "Start campaign" }).click();
  await expect(frame.getByRole("status")).toHaveText("Step 1 of 4 in progress: Load contacts");
  await page.clock.runFor(4500);
  await expect(frame.getByRole("status")).toHaveText("Step 4 of 4 in progress: Track results");
  await runInSteps(page, 1500 + 1000);
  await expect(frame.locator("[data-figure=sent]")).toHaveText("250");
  await expect(frame.locator("[data-figure=responses]")).toHaveText("45");
  await expect(frame.locator("[data-figure=conversions]")).toHaveText("12");
  await expect(frame.getByRole("status")).toHaveText(
    "Campaign finished: 250 emails sent, 45 responses, 12 meetings booked.",
  );
  await expect(frame.getByRole("button", { name: "Run again" })).toBeEnabled();

  for (const rate of ["18%", "3.2%", "1.1%", "34%", "8.7%", "4.3%"]) {
    await expect(frame.getByText(rate, { exact: true })).toBeVisible();
  }
  // The +89 % is how much more often version B is opened: 34 % against 18 %.
  await expect(frame.locator("[data-figure=uplift]")).toHaveText("Version B: open rate +89%");
  await expectNoSeriousViolations(page);
});

test("outreach with reduced motion: the figures jump, the result is the same", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const frame = await openDemo(page, "/cs/sluzby/outreach");
  await frame.getByRole("button", { name: "Spustit kampaň" }).click();
  await page.clock.runFor(6000);
  await expect(frame.locator("[data-figure=sent]")).toHaveText("250");
  await expect(frame.locator("[data-figure=conversions]")).toHaveText("12");
  await expect(frame.locator("[data-figure=uplift]")).toHaveText("Verze B: míra otevření +89 %");
});

test("automation: with every draw lucky, all eight leads reach the closed stage", async ({ page }) => {
  await pinRandom(page, 0);
  const frame = await openDemo(page, "/pl/sluzby/automation");
  const leads = frame.getByRole("list", { name: "Przykładowe zapytania" }).getByRole("listitem");
  await expect(leads).toHaveCount(8);
  await expect(leads.filter({ hasText: "Nowe zapytanie" })).toHaveCount(8);
  await frame.getByRole("button", { name: "Uruchom sprzedaż" }).click();
  await page.clock.runFor(1500);
  await expect(frame.getByRole("status")).toHaveText(
    "Runda 1 – przesunięte: 8, zamknięte: 0 z 8, odpadło: 0",
  );
  await page.clock.runFor(4500);
  await expect(frame.locator("[data-figure=closed]")).toHaveText("Zamknięte transakcje: 8 z 8");
  await expect(leads.filter({ hasText: "Zamknięte" })).toHaveCount(8);
  await expect(frame.getByRole("status")).toHaveText(
    "Gotowe po 4 rundach: zamknięte 8 z 8 transakcji, odpadło 0.",
  );
  await expectNoSeriousViolations(page);
});

test("automation: leads that miss at a decision drop out, so not every deal closes", async ({ page }) => {
  // Once armed, the draws repeat 0.1, 0.1, 0.9: two leads move on, the third misses.
  await page.addInitScript(() => {
    const draws = [0.1, 0.1, 0.9];
    const own = Math.random;
    let next = -1;
    Math.random = () => (next < 0 ? own() : (draws[next++ % draws.length] ?? 0));
    Object.assign(window, { armDraws: () => (next = 0) });
  });
  const frame = await openDemo(page, "/eng/sluzby/automation");
  await page.evaluate(() => (window as unknown as { armDraws: () => void }).armDraws());
  await frame.getByRole("button", { name: "Start pipeline" }).click();
  await page.clock.runFor(6 * 1500);
  await expect(frame.locator("[data-figure=closed]")).toHaveText("Closed deals: 3 of 8");
  await expect(frame.locator("[data-figure=lost]")).toHaveText("Dropped out: 5");
  const leads = frame.getByRole("list", { name: "Sample leads" }).getByRole("listitem");
  await expect(leads.nth(0)).toContainText("Not a fit");
  await expect(leads.nth(7)).toContainText("Proposal declined");
  await expect(frame.getByRole("status")).toHaveText(
    "Done after 6 rounds: 3 of 8 deals closed, 5 dropped out.",
  );
  await expect(frame.getByRole("button", { name: "Run again" })).toBeEnabled();
  await expectNoSeriousViolations(page);
});

test("automation: with no luck no lead moves", async ({ page }) => {
  await pinRandom(page, 0.999_999);
  const frame = await openDemo(page, "/eng/sluzby/automation");
  await frame.getByRole("button", { name: "Start pipeline" }).click();
  await page.clock.runFor(4500);
  await expect(frame.getByText("Round 3", { exact: true })).toBeVisible();
  await expect(frame.locator("[data-figure=closed]")).toHaveText("Closed deals: 0 of 8");
  await expect(frame.getByRole("button", { name: "Pipeline running…" })).toBeDisabled();
});

test("assistant: the scripted chat plays six messages, offers the 14-day trial and ends with the class booked", async ({
  page,
}) => {
  const frame = await openDemo(page, "/eng/sluzby/assistant");
  const log = frame.getByRole("log", { name: "Sample conversation" });
  await expect(frame.locator("[data-figure=response-time]")).toHaveText("0.8 s");
  await frame.getByRole("button", { name: "Play conversation" }).click();
  await page.clock.runFor(1999);
  await expect(log.locator("p")).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(log).toContainText("Hi, do you have evening classes?");
  await expect(log).toContainText("Assistant is typing…");
  await page.clock.runFor(1000);
  await expect(log.getByText("Answered in 0.8 s")).toHaveCount(1);
  await page.clock.runFor(6000);
  await expect(log.getByText("Answered in 0.8 s")).toHaveCount(3);
  await expect(log).toContainText("14-day free trial");
  await expect(log.locator("p").last()).toContainText(
    "Done! You're booked into Thursday's 6 pm spinning class.",
  );
  await expect(log).not.toContainText("typing");
  await expect(frame.getByRole("button", { name: "Replay" })).toBeEnabled();
  await expectNoSeriousViolations(page);
});

test("booking: a free slot is booked, confirmed for 3 s, then the calendar is back", async ({ page }) => {
  const frame = await openDemo(page, "/cs/sluzby/rezervace");
  const slots = frame.getByRole("group", { name: "Zítra · Termíny" }).getByRole("button");
  await expect(slots).toHaveCount(9);
  await expect(slots.and(page.locator(":disabled"))).toHaveCount(3);
  await expect(frame.getByRole("button", { name: "10:00, obsazeno" })).toBeDisabled();

  // Keyboard: Tab reaches the first free slot, Enter books it.
  await frame.getByRole("button", { name: "9:00" }).focus();
  await page.keyboard.press("Tab");
  await expect(frame.getByRole("button", { name: "11:00", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const status = frame.getByRole("status");
  await expect(status).toHaveText("Rezervuji…");
  await expect(frame.getByRole("button", { name: "11:00", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.clock.runFor(1000);
  await expect(status).toHaveText("Rezervováno na 11:00. Pozvánka do kalendáře je na cestě.");
  await page.clock.runFor(2999);
  await expect(status).toContainText("Rezervováno");
  await page.clock.runFor(1);
  await expect(status).toHaveText("Vyberte volný termín.");
  await expectNoSeriousViolations(page);
});

test("demo code and copy load only near the viewport, in the page's language only", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = response.text();
    // A script still arriving as the test ends can no longer be read; only awaited bodies count.
    body.catch(() => {});
    bodies.push(body);
  });
  const downloaded = async () => (await Promise.all(bodies)).join("\n");
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/pl/sluzby/rezervace");
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-demo-frame]")).toHaveAttribute("data-demo-frame", "placeholder");
  expect(await downloaded()).not.toContain("Rezerwuję…");

  await page.locator("[data-demo-frame]").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-demo-frame]")).toHaveAttribute("data-demo-frame", "ready");
  await page.waitForLoadState("networkidle");
  const scripts = await downloaded();
  expect(scripts).toContain("Rezerwuję…");
  // The same copy in Czech and English is never downloaded.
  expect(scripts).not.toContain("Rezervuji…");
  expect(scripts).not.toContain("The calendar invite is on its way");
});

test.describe("the placeholder is as tall as the demo, so nothing shifts", () => {
  const demos = [
    { path: "/{lang}", start: "button:not([role=tab])", runMs: 6000 },
    { path: "/{lang}/sluzby/outreach", start: "button", runMs: 7000 },
    { path: "/{lang}/sluzby/automation", start: "button", runMs: 6000 },
    { path: "/{lang}/sluzby/assistant", start: "button", runMs: 9000 },
    { path: "/{lang}/sluzby/rezervace", start: "button:not(:disabled)", runMs: 1500 },
  ];
  const phone = { width: 390, height: 900 };
  const desktop = { width: 1440, height: 900 };
  const heightOf = (page: Page) =>
    page.locator("[data-demo-frame]").evaluate((element) => element.getBoundingClientRect().height);

  for (const lang of ["cs", "eng", "pl"]) {
    test(`${lang}, at 1440 and 390 px`, async ({ browser }) => {
      test.setTimeout(120_000);
      // Without JavaScript the page stays as the server rendered it: with the placeholder.
      const serverRendered = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
      const live = await browser.newContext({ viewport: desktop });
      await live.addInitScript(() => {
        localStorage.setItem("cookie-consent", "rejected");
        Math.random = () => 0;
      });
      for (const demo of demos) {
        const path = demo.path.replace("{lang}", lang);
        const serverPage = await serverRendered.newPage();
        await serverPage.goto(path);
        const placeholderOnDesktop = await heightOf(serverPage);
        await serverPage.setViewportSize(phone);
        const placeholderOnPhone = await heightOf(serverPage);
        await serverPage.close();

        const page = await hydrating(await live.newPage());
        await openOnPausedClock(page, path);
        const frame = page.locator("[data-demo-frame]");
        await frame.scrollIntoViewIfNeeded();
        await expect(frame).toHaveAttribute("data-demo-frame", "ready");
        expect(await heightOf(page), `${path} loaded`).toBe(placeholderOnDesktop);
        await frame.locator(demo.start).first().click();
        await page.clock.runFor(demo.runMs);
        expect(await heightOf(page), `${path} after a run`).toBe(placeholderOnDesktop);
        await page.setViewportSize(phone);
        expect(await heightOf(page), `${path} after a run, phone`).toBe(placeholderOnPhone);
        await page.close();
      }
      await serverRendered.close();
      await live.close();
    });
  }
});
