import type { Locator, Page } from "@playwright/test";
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
  const open = page.getByRole("main").getByRole("button", { name: "Book a consultation" }).first();
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

test("services mega-menu lists the four services and closes on Escape and navigation", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/eng");
  const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
  const menu = nav.locator("details");
  const summary = menu.locator("summary");
  await expect(summary).toHaveAccessibleName("Services");
  await summary.click();
  await expect(menu).toHaveJSProperty("open", true);
  await expect(menu.getByRole("link")).toHaveCount(5);
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link")).toHaveCount(0);
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveJSProperty("open", true);
  await page.mouse.click(5, 500); // outside
  await expect(menu).toHaveJSProperty("open", false);
  await summary.click();
  await menu.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/eng\/sluzby\/outreach$/);
  await expect(menu).toHaveJSProperty("open", false);
});

test("mobile menu opens, navigates and closes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/pl");
  const menu = page.getByRole("banner").locator("details:has(> nav)");
  const toggle = menu.locator("summary");
  const panel = menu.getByRole("navigation");
  await expect(toggle).toHaveAccessibleName("Otwórz menu");
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAccessibleName("Zamknij menu");
  await panel.getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/pl\/contact$/);
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAccessibleName("Otwórz menu");

  // The panel's booking button closes the menu before its dialog opens.
  await toggle.click();
  await panel.getByRole("button", { name: "Umów konsultację" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(menu).toHaveJSProperty("open", false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu opens and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/pl");
    const menu = page.getByRole("banner").locator("details:has(> nav)");
    await menu.locator("summary").click();
    await expect(menu.locator("summary")).toHaveAccessibleName("Zamknij menu");
    // The page under the panel is dimmed, and a tap on it closes the menu.
    await page.mouse.click(200, 790);
    await expect(menu.getByRole("navigation")).toBeHidden();
    await expect(page).toHaveURL(/\/pl$/);
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/pl\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the services and language menus open and their links work", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/eng");
    const services = page.getByRole("navigation", { name: "Main navigation" }).first().locator("details");
    await services.locator("summary").click();
    await services.getByRole("link", { name: /AI Assistant/ }).click();
    await expect(page).toHaveURL(/\/eng\/sluzby\/assistant$/);
    await page.getByRole("banner").getByLabel("Language: English").click();
    await page.getByRole("banner").getByRole("link", { name: "Čeština" }).click();
    await expect(page).toHaveURL(/\/cs\/sluzby\/assistant$/);
  });
});

test("scroll-to-top appears after 500 px as the visitor scrolls back up, and returns to the top", async ({
  page,
}) => {
  await page.goto("/eng");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toHaveCount(0);
  // Reading down, the visitor has no use for it; scrolling back up, he looks for it.
  await page.evaluate(() => window.scrollTo(0, 1300));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("try-demo scrolls to the playground; the process link reaches how it works", async ({ page }) => {
  await page.goto("/eng");
  await page.getByRole("link", { name: "Try it yourself" }).click();
  await expect(page).toHaveURL(/#playground$/);
  await expect(page.locator("#playground")).toBeInViewport();
});

test("the bands below the first screen are drawn only as the visitor nears them", async ({ page }) => {
  // What the first layout of a long page skips (docs/decisions/0043-bands-drawn-as-the-visitor-nears-them.md).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/eng");
  const faqDrawn = () =>
    page.locator("#faq-title").evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
  expect(await faqDrawn()).toBe(false);
  await page.locator("#faq").scrollIntoViewIfNeeded();
  await expect.poll(faqDrawn).toBe(true);
});

test.describe("with smooth scrolling", () => {
  // A smooth scroll by the bands' estimated heights once ended 2,000 px off its target.
  test.use({ reducedMotion: "no-preference" });
  for (const [target, width] of [
    ["/eng#faq", 390],
    ["/web/cs#showcases", 390],
    ["/team/eng#requirements", 1440],
  ] as const) {
    test(`a link to ${target} lands on its band at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(target);
      // The scroll has ended when the page has moved and two frames in a row find it in one place.
      const scrollEnded = () =>
        page.evaluate(
          () =>
            new Promise<boolean>((done) => {
              const y = scrollY;
              requestAnimationFrame(() => requestAnimationFrame(() => done(y > 0 && scrollY === y)));
            }),
        );
      await expect.poll(scrollEnded).toBe(true);
      const id = target.split("#")[1] ?? "";
      const top = await page.locator(`#${id}`).evaluate((band) => band.getBoundingClientRect().top);
      // The band starts in the upper half of the screen (80 px down, under the sticky header, when
      // nothing above it changes height after the scroll), not above the screen or far below it.
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(422);
    });
  }
});

test.describe("returning to a place on a long page", () => {
  // Restored by the bands' estimated heights (or, on a reload, before the brand font was in), a
  // position landed up to screens off, and on a page taller than its estimate it was out of reach.
  /** The first heading or paragraph on screen, once ten frames in a row find it in one place. */
  const placeOnScreen = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ index: number; top: number }>((done) => {
          const find = () => {
            const blocks = [...document.querySelectorAll("main :is(h2, h3, p)")];
            const index = blocks.findIndex((block) => {
              const { top } = block.getBoundingClientRect();
              return top >= 0 && top < innerHeight;
            });
            return { index, top: Math.round(blocks[index]?.getBoundingClientRect().top ?? 0) };
          };
          let last = find();
          let sameFrames = 0;
          const next = () => {
            const now = find();
            sameFrames = now.index === last.index && now.top === last.top ? sameFrames + 1 : 0;
            last = now;
            if (sameFrames >= 10) done(now);
            else requestAnimationFrame(next);
          };
          requestAnimationFrame(next);
        }),
    );

  for (const [path, width] of [
    ["/eng", 390],
    ["/team/eng", 390],
    ["/web/cs", 1440],
  ] as const) {
    test(`${path}: back and reload return to the same place at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
      const before = await placeOnScreen(page);
      expect(before.index).toBeGreaterThan(0);
      const heading = (await page.locator("h1").textContent()) ?? "";

      // On a phone the menu holding the contact link is closed; a click on the link itself is the
      // same client-side navigation.
      await page.locator(`header a[href$="/contact"]`).first().dispatchEvent("click");
      await expect(page).toHaveURL(/\/contact$/);
      // The contact page is on screen (its scroll to the top done) before the visitor goes back.
      await expect(page.locator("h1")).not.toHaveText(heading);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // Within a pixel or two: offsets in a page are fractions of a pixel, scroll positions whole
      // ones. (It was 120 px to several screens off.)
      const samePlace = async () => {
        const now = await placeOnScreen(page);
        return now.index === before.index && Math.abs(now.top - before.top) <= 2;
      };
      await expect.poll(samePlace).toBe(true);

      await page.reload();
      await expect.poll(samePlace).toBe(true);
    });
  }
});

test("savings calculator: the fee comes off, tasks get the same share, in the page's currency", async ({
  page,
}) => {
  await page.goto("/cs");
  const roi = page.locator("#roi");
  await roi.getByLabel(/Hodiny ruční práce/).fill("100");
  await roi.getByLabel(/Kolik vás stojí hodina/).fill("500");
  await roi.getByLabel(/Úkoly k\s+automatizaci/).fill("50");
  await roi.getByLabel(/Náš měsíční poplatek/).fill("5000");
  // 70 h × 500 Kč − 5 000 Kč a month; 70 % of 50 tasks × 12 a year.
  await expect(roi).toContainText("30 000 Kč");
  await expect(roi).toContainText("360 000 Kč");
  await expect(roi).toContainText("420");
  await expect(roi).not.toContainText("{share}");

  await page.goto("/eng");
  const en = page.locator("#roi");
  await en.getByLabel(/What an hour of that work costs/).fill("40");
  await en.getByLabel(/Hours of manual work/).fill("10");
  // 7 h × 40 Kč − the Growth package's 9 900 Kč: automation would not pay, and the page says so.
  // English pages count in crowns, as the price list does.
  await expect(en).toContainText("-CZK 9,620");
  await expect(en.getByText(/would cost more than it saves/)).toBeVisible();

  await page.goto("/pl");
  // The defaults: 60 h, 90 zł, the Rozwój package's 1890 zł: 42 h × 90 zł − 1890 zł.
  await expect(page.locator("#roi")).toContainText("1890 zł");
});

for (const width of [390, 1440]) {
  test(`savings calculator: bounded inputs never overflow the card at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/pl");
    const roi = page.locator("#roi");
    const hours = roi.getByLabel(/Godziny ręcznej pracy/);
    await hours.fill("99999999");
    await roi.getByLabel(/Ile kosztuje cię godzina/).fill("99999999");
    await roi.getByLabel(/Zadania do automatyzacji/).fill("99999999");
    await roi.getByLabel(/Nasza miesięczna opłata/).fill("0");
    await expect(hours).toHaveAccessibleDescription(/Liczymy najwyżej 1000\./);
    // 1 000 h × 70 % × 1 000 zł × 12, not a figure from 99,999,999 hours.
    await expect(roi).toContainText("8 400 000 zł");
    const overflowing = await roi.locator("dd").evaluateAll((figures) =>
      figures
        .filter((figure) => {
          const card = figure.closest("div")?.getBoundingClientRect();
          const box = figure.getBoundingClientRect();
          return figure.scrollWidth > figure.clientWidth || !card || box.right > card.right + 0.5;
        })
        .map((figure) => figure.textContent),
    );
    expect(overflowing).toEqual([]);
  });
}

test("services overview: click to expand the solution and result", async ({ page }) => {
  await page.goto("/eng/sluzby");
  const toggle = page.getByRole("button", { name: "How we solve it" }).first();
  const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Result");
});

/** Icons set in a filled shape (a tinted tile) inside `region`: the design draws them bare (DESIGN.md). */
function iconTiles(region: Locator) {
  return region.evaluate((root) =>
    [...root.querySelectorAll("svg")]
      .map((svg) => svg.parentElement)
      .filter((parent) => parent !== null && parent.children.length === 1 && parent.checkVisibility())
      .filter((parent) => getComputedStyle(parent as Element).backgroundColor !== "rgba(0, 0, 0, 0)")
      .map((parent) => (parent as Element).outerHTML.slice(0, 80)),
  );
}

for (const path of ["/cs/sluzby/automation", "/eng/sluzby/assistant", "/pl/sluzby/rezervace"]) {
  test(`${path}: the hero draws the service's icon bare, filling no shape but its buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const filled = await hero.evaluate((section) =>
      [...section.querySelectorAll("*")]
        .filter((element) => element.checkVisibility())
        .filter((element) => !element.closest("a, button"))
        .filter((element) => getComputedStyle(element).backgroundColor !== "rgba(0, 0, 0, 0)")
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(filled).toEqual([]);
    await expect(hero.locator("svg").first()).toBeVisible();
  });
}

for (const width of [390, 1440]) {
  test(`the home page's services draw their icons bare, not in tinted tiles, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/eng");
    const services = page.locator("section", { has: page.locator("#services-title") });
    await expect(services.locator("svg").first()).toBeVisible();
    expect(await iconTiles(services)).toEqual([]);
  });
}

// The home page is hydrated as islands (by their entry), a form's thank-you page by React Router's.
for (const [path, entry] of [
  ["/eng", "/assets/islands.client"],
  ["/eng/sent/contact", "/assets/entry.client"],
] as const) {
  test(`${path}: a prerendered page loads no script until the visitor first moves, then hydrates`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The headless shell sometimes sends a new page a pointer move of its own after layout, as if a
    // cursor rested over it. That rightly starts hydration. This test wants a visitor who does nothing,
    // so it holds pointer moves back (registered before the page's own listeners) until it moves.
    await page.addInitScript(() => {
      const holdMoves = (event: Event) => {
        if (!("moving" in window)) event.stopImmediatePropagation();
      };
      addEventListener("pointermove", holdMoves, { capture: true });
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await page.evaluate(() =>
      Object.assign(window, { moving: true, servedMain: document.querySelector("main") }),
    );
    await page.mouse.move(10, 10);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(scripts.some((url) => url.includes(entry))).toBe(true);
    // React adopts the served page as it stands. A mismatch (React's error 418) makes it draw the
    // whole page again: every band loses its measured height and a link's :target its element, so
    // scrolls to a place land off it (the head's consent script once sat where the stylesheet link
    // the starter appends was expected).
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(
        () => "servedMain" in window && window.servedMain === document.querySelector("main"),
      ),
    ).toBe(true);
    await context.close();
  });
}

for (const path of ["/pl/sluzby", "/web/pl"]) {
  test(`${path}: the heading has as many lines in the fallback font as in the brand font`, async ({
    browser,
  }) => {
    // At a phone's width this heading took two lines in the fallback font and three in the brand
    // font, so it pushed the page down when the font arrived (layout shift 0.085 on /pl/sluzby).
    const headingHeight = async (fonts: "blocked" | "loaded") => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (fonts === "blocked") await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const box = await page.getByRole("heading", { level: 1 }).boundingBox();
      await context.close();
      return box?.height;
    };
    expect(await headingHeight("blocked")).toBe(await headingHeight("loaded"));
  });
}
