import type { Locator, Page } from "@playwright/test";
import { copy as enChat } from "../../app/features/chat/copy/en";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { seriousViolations } from "./axe";
import { expect, hydrating, test } from "./fixtures";
import { expectMail } from "./outbox";

/** Opens the site's own assistant (its first press downloads it) and returns its parts. */
async function openAssistant(page: Page, names: { launcher: string; panel: string; input: string }) {
  const launcher = page.getByRole("button", { name: names.launcher });
  await launcher.click();
  const panel = page.getByRole("dialog", { name: names.panel });
  await expect(panel).toBeVisible();
  const input = panel.getByRole("textbox", { name: names.input });
  await expect(input).toBeFocused();
  return { launcher, panel, input, log: panel.getByRole("log") };
}

const english = { launcher: "Ask our assistant", panel: "Flowlane assistant", input: "Your question" };

test("the assistant answers a price question; Escape closes it and focus returns", async ({ page }) => {
  await page.goto("/eng");
  const { launcher, panel, input, log } = await openAssistant(page, english);
  await expect(launcher).toHaveAttribute("aria-expanded", "true");

  await input.fill("How much does the Mini Web cost?");
  await input.press("Enter");
  await expect(log).toContainText("How much does the Mini Web cost?");
  await expect(log).toContainText("Mini Web costs CZK 7,900, paid once");
  await expect(log.getByRole("link", { name: "Mini Web" })).toHaveAttribute("href", "/web/eng#pricing");
  await expect(input).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute("aria-expanded", "false");

  // The conversation is kept when the panel opens again.
  await launcher.click();
  await expect(log).toContainText("CZK 7,900");
});

test("error state when the endpoint fails, and retry recovers", async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/assistant(\?|$)/, (route) => (failing ? route.abort() : route.continue()));
  await page.goto("/eng");
  const { panel, log } = await openAssistant(page, english);

  await panel.getByRole("button", { name: "How much does a website cost?" }).click();
  const alert = panel.getByRole("alert");
  await expect(alert).toContainText("Couldn't reach the assistant. Try again.");

  failing = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(log).toContainText("A website costs a one-time CZK 7,900 for Mini Web");
  await expect(log).toContainText("CZK 9,900 for Standard Web");
  await expect(alert).toBeHidden();
});

test("the thinking state shows while an answer is on its way; Czech copy and answer", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/assistant(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/cs");
  const { panel, input, log } = await openAssistant(page, {
    launcher: "Zeptejte se asistenta",
    panel: "Asistent Flowlane",
    input: "Vaše otázka",
  });
  await input.fill("Kolik stojí Mini Web?");
  await panel.getByRole("button", { name: "Odeslat" }).click();
  await expect(log).toContainText("Přemýšlím…");
  await expect(panel.getByRole("button", { name: "Odeslat" })).toBeDisabled();
  release();
  await expect(log).toContainText(/Mini Web stojí jednorázově 7\s900\sKč/);
  await expect(log).not.toContainText("Přemýšlím…");
});

test("when the site cannot answer, it says so and offers the booking dialog and the contact form", async ({
  page,
}) => {
  await page.goto("/eng");
  const { panel, input, log } = await openAssistant(page, english);
  await input.fill("Who won the football world cup in 1998?");
  await input.press("Enter");
  await expect(log).toContainText("I'm sorry, I couldn't find an answer to that on our website.");
  await expect(log.getByRole("link", { name: "Contact form" })).toHaveAttribute("href", "/eng/contact");
  await log.getByRole("button", { name: "Book a consultation" }).click();
  await expect(page.getByRole("dialog", { name: "Book a consultation" })).toBeVisible();
  await page.keyboard.press("Escape");
  // A navigation closes the panel.
  await log.getByRole("link", { name: "Contact form" }).click();
  await expect(page).toHaveURL(/\/eng\/contact$/);
  await expect(panel).toBeHidden();
});

const czechAndPolish = [
  {
    path: "/cs",
    names: { launcher: "Zeptejte se asistenta", panel: "Asistent Flowlane", input: "Vaše otázka" },
    question: "kolik stoji mesicni sprava webu",
    answer:
      /^Asistent: Měsíční správa webu stojí 490\sKč \(Základní\), 990\sKč \(Standardní\) nebo 1\s490\sKč \(Rozšířený\) měsíčně\./,
    link: { name: "Měsíční správa webu", href: "/web/cs#management" },
    unanswerable: "Kdo vyhrál mistrovství světa v hokeji?",
    notFound: "Omlouvám se, odpověď na tuto otázku jsem na našem webu nenašel.",
    actions: {
      booking: "Domluvit konzultaci",
      dialog: "Rezervace konzultace",
      contact: "Kontaktní formulář",
    },
    contactHref: "/cs/contact",
  },
  {
    path: "/pl",
    names: { launcher: "Zapytaj asystenta", panel: "Asystent Flowlane", input: "Twoje pytanie" },
    question: "z jakimi narzędziami łączycie automatyzację sprzedaży?",
    answer:
      /^Asystent: W\s+usłudze „Automatyzacja sprzedaży\s+i\s+procesów” korzystamy\s+z\s+narzędzi: HubSpot, /,
    link: {
      name: "Automatyzacja sprzedaży i procesów: Narzędzia i integracje",
      href: "/pl/sluzby/automation",
    },
    unanswerable: "Kto wygrał mistrzostwa świata w piłce nożnej?",
    notFound: "Przepraszam, nie znalazłem odpowiedzi na to pytanie na naszej stronie.",
    actions: { booking: "Umów konsultację", dialog: "Umów konsultację", contact: "Formularz kontaktowy" },
    contactHref: "/pl/contact",
  },
];

for (const language of czechAndPolish) {
  test(`${language.path}: a short answer with one link, and when there is none the two next steps`, async ({
    page,
  }) => {
    await page.goto(language.path);
    const { input, log } = await openAssistant(page, language.names);
    await input.fill(language.question);
    await input.press("Enter");
    const answer = log.locator("div").filter({ hasText: language.answer }).last();
    await expect(answer).toBeVisible();
    await expect(answer.getByRole("link")).toHaveCount(1);
    await expect(answer.getByRole("link", { name: language.link.name })).toHaveAttribute(
      "href",
      language.link.href,
    );

    await input.fill(language.unanswerable);
    await input.press("Enter");
    await expect(log).toContainText(language.notFound);
    await expect(log.getByRole("link", { name: language.actions.contact })).toHaveAttribute(
      "href",
      language.contactHref,
    );
    await log.getByRole("button", { name: language.actions.booking }).click();
    await expect(page.getByRole("dialog", { name: language.actions.dialog })).toBeVisible();
  });
}

test("visitor text is shown as text, never as HTML", async ({ page }) => {
  await page.goto("/eng");
  const { input, log } = await openAssistant(page, english);
  await input.fill('<img src=x onerror="window.__xss=1"><b>bold</b>');
  await input.press("Enter");
  await expect(log).toContainText('<img src=x onerror="window.__xss=1"><b>bold</b>');
  await expect(log.locator("img, b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test("the chat code is not part of the first load, and only the page's language is downloaded", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/pl")).text();
  expect(html).not.toMatch(/chat-widget|assistant-panel/);

  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.url().endsWith(".js")) scripts.push(response.text());
  });
  await page.goto("/pl");
  // The launcher is part of the served page; the assistant's code waits for its press.
  await page.waitForLoadState("networkidle");
  const beforePress = await Promise.all(scripts);
  expect(beforePress.some((body) => body.includes("Asystent Flowlane"))).toBe(false);
  await openAssistant(page, {
    launcher: "Zapytaj asystenta",
    panel: "Asystent Flowlane",
    input: "Twoje pytanie",
  });
  const bodies = await Promise.all(scripts);
  expect(bodies.some((body) => body.includes("Asystent Flowlane"))).toBe(true);
  expect(
    bodies.some((body) => body.includes("Asistent Flowlane") || body.includes("Flowlane assistant")),
  ).toBe(false);
  // Retrieval, its stemmers and the answers run on the server only.
  expect(
    bodies.some((body) =>
      /multilingual-stemmer|index_bg\.wasm|damerau|Strona kosztuje jednorazowo/.test(body),
    ),
  ).toBe(false);
});

test("the launcher sits apart from the scroll-to-top button and above the cookie banner", async ({
  browser,
}) => {
  // A fresh visitor at phone width: the cookie banner is open.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await hydrating(await context.newPage());
  await page.goto("/eng");
  const launcher = page.getByRole("button", { name: "Ask our assistant" });
  const banner = page.getByRole("region", { name: "We use cookies" });
  await expect(banner).toBeVisible();
  await expect(launcher).toBeVisible();
  await expect
    .poll(async () => {
      const [a, b] = [await launcher.boundingBox(), await banner.boundingBox()];
      return a && b ? a.y + a.height <= b.y : false;
    })
    .toBe(true);

  await banner.getByRole("button", { name: "Reject" }).click();
  await expect(banner).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1600));
  // It shows as the visitor scrolls back up (app/ui/floating-buttons.ts).
  await page.evaluate(() => window.scrollTo(0, 1500));
  const scrollTop = page.getByRole("button", { name: "Back to top" });
  await expect(scrollTop).toBeVisible();
  await expect
    .poll(async () => {
      const [a, b] = [await launcher.boundingBox(), await scrollTop.boundingBox()];
      return a && b ? b.y + b.height <= a.y : false;
    })
    .toBe(true);
  await context.close();
});

for (const width of [390, 1440]) {
  test(`a toast never stands over the launcher, at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await hydrating(await context.newPage());
    await page.goto("/eng");
    const launcher = page.getByRole("button", { name: "Ask our assistant" });
    await expect(launcher).toBeVisible();
    // Saving the cookie choice says so in a toast.
    await page
      .getByRole("region", { name: "We use cookies" })
      .getByRole("button", { name: "Reject" })
      .click();
    const toast = page.getByRole("status").filter({ hasText: enShell.consent.saved });
    await expect(toast).toBeVisible();
    // Above it in its corner; on a phone at the top of the page the launcher stands in the header
    // bar (docs/decisions/0083-the-launcher-in-the-header-at-the-top.md), the toast at the bottom.
    await expect
      .poll(async () => {
        const [a, b] = [await launcher.boundingBox(), await toast.boundingBox()];
        if (!a || !b) return "not shown";
        if (b.y + b.height <= a.y) return "toast above";
        return a.y + a.height <= b.y ? "launcher above" : "overlapping";
      })
      .toBe(width < 640 ? "launcher above" : "toast above");
    await context.close();
  });
}

/**
 * Whether `element` is what a tap lands on at its centre and at both ends of its middle line (a
 * full-width button's right end lies where the launcher stands).
 */
async function uncovered(element: Locator) {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + 4, box.left + box.width / 2, box.right - 4].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === target || target.contains(hit));
    });
  });
}

/**
 * Turns the mouse wheel and waits until the page has moved: Playwright's wheel returns before the
 * browser scrolls, and on a busy machine a check made right after it read the page where it was.
 */
async function wheel(page: Page, deltaY: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
}

/** Scrolls the page as a visitor's finger does until `element` has just come in at the bottom. */
async function scrollUntilShownAtBottom(page: Page, element: Locator) {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      if (!box || box.y + box.height <= height - 8) return true;
      await page.mouse.wheel(0, Math.min(120, box.y + box.height - height + 8));
      return false;
    })
    .toBe(true);
}

test("on a phone the launcher covers neither a form's submit button nor the footer's last link", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
  const page = await hydrating(await context.newPage());
  await page.goto("/eng/contact");
  const launcher = page.getByRole("button", { name: "Ask our assistant" });
  await expect(launcher).toBeVisible();

  // Reading down the form: its button comes in at the bottom of the screen, where the launcher is.
  const submit = page.getByRole("button", { name: "Send message" });
  await scrollUntilShownAtBottom(page, submit);
  await expect.poll(() => uncovered(submit)).toBe(true);

  // Out of the way, the launcher is still the next Tab stop after the page, and shows when reached.
  await page
    .locator("footer")
    .getByRole("link")
    .last()
    .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await page.keyboard.press("Tab");
  await expect(launcher).toBeFocused();
  await expect.poll(() => uncovered(launcher)).toBe(true);

  // Filling in a field (the phone's keyboard takes the lower half): it keeps out of the way.
  const message = page
    .getByRole("form", { name: "Send us a message" })
    .getByLabel("Message", { exact: true });
  await message.focus();
  await wheel(page, -300);
  await scrollUntilShownAtBottom(page, submit);
  await expect.poll(() => uncovered(submit)).toBe(true);
  await message.blur();

  // At the end of the page the footer's last link stands clear of it, and it is back.
  const lastLink = page.locator("footer").getByRole("link").last();
  await wheel(page, 20_000);
  await expect.poll(() => uncovered(lastLink)).toBe(true);
  await expect.poll(() => uncovered(launcher)).toBe(true);

  // Scrolling back up shows it too.
  await wheel(page, -1_500);
  await wheel(page, -300);
  await expect.poll(() => uncovered(launcher)).toBe(true);
  await context.close();
});

test("on a wide screen the launcher stands beside the page's text, never over it", async ({ browser }) => {
  // From 1280 px the text column leaves a margin; the launcher keeps to it, its words shown only
  // where the margin holds them.
  for (const width of [1280, 1440, 1600]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await hydrating(await context.newPage());
    await page.goto("/cs/sluzby");
    const launcher = page.getByRole("button", { name: "Zeptejte se asistenta" });
    await expect(launcher).toBeVisible();
    const textEdge = await page
      .locator("main .container-page")
      .first()
      .evaluate(
        (column) =>
          column.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(column).paddingRight),
      );
    const box = await launcher.boundingBox();
    expect(box?.x, `at ${width} px`).toBeGreaterThanOrEqual(textEdge);
    await context.close();
  }
});

test("axe: no serious or critical violations with the panel open", async ({ page }) => {
  await page.goto("/eng");
  const { input, log } = await openAssistant(page, english);
  await input.fill("How long does implementation take?");
  await input.press("Enter");
  await expect(log).toContainText("7–14 days");
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("third-party widget", () => {
  /** A provider script as a CDN would serve it: its own launcher, and a global with destroy(). */
  const providerScript = `(() => {
    const lang = document.currentScript && document.currentScript.dataset.lang;
    const launcher = document.createElement("div");
    launcher.id = "chat-widget-launcher";
    launcher.textContent = "Provider chat (" + lang + ")";
    document.body.appendChild(launcher);
    window.__chatLoads = (window.__chatLoads || 0) + 1;
    window.ChatWidget = { destroy() { window.__chatDestroys = (window.__chatDestroys || 0) + 1; } };
  })();`;

  test.beforeEach(async ({ page }) => {
    await page.route("**/api/public-config", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({
        response,
        json: {
          ...json,
          chatWidgetSrcCs: "/e2e/chat-widget-cs.js",
          chatWidgetSrcEn: "/e2e/chat-widget-en.js",
        },
      });
    });
    await page.route("**/e2e/chat-widget-*.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: providerScript }),
    );
  });

  test("loads the page's variant, reloads it on a route change, and follows the language", async ({
    page,
  }) => {
    // On the home page, hydrated as islands.
    await page.goto("/cs");
    const provider = page.locator("#chat-widget-launcher");
    await expect(provider).toHaveText("Provider chat (cs)");
    await expect(page.locator("script[data-chat-widget]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Zeptejte se asistenta" })).toHaveCount(0);

    // A client-side navigation from a page React Router hydrates (a form's thank-you page): the old
    // widget is destroyed and the variant loaded again.
    await page.goto("/cs/sent/contact");
    await expect(provider).toHaveText("Provider chat (cs)");
    await page
      .getByRole("navigation", { name: "Hlavní navigace" })
      .getByRole("link", { name: "Kontakt" })
      .click();
    await expect(page).toHaveURL(/\/cs\/contact$/);
    await expect
      .poll(() => page.evaluate(() => (window as { __chatDestroys?: number }).__chatDestroys))
      .toBe(1);
    await expect.poll(() => page.evaluate(() => (window as { __chatLoads?: number }).__chatLoads)).toBe(2);
    await expect(page.locator("script[data-chat-widget]")).toHaveCount(1);
    await expect(provider).toHaveCount(1);

    // Polish pages get the English variant.
    await page.goto("/pl/contact");
    await expect(provider).toHaveText("Provider chat (en)");
    await expect(page.locator('script[data-chat-widget="en"]')).toHaveAttribute(
      "src",
      "/e2e/chat-widget-en.js",
    );
  });
});

test("when the site cannot answer, the question can go to the team as an inquiry", async ({ page }) => {
  const email = `handoff-${Date.now()}@example.com`;
  await page.goto("/eng");
  const { input, log } = await openAssistant(page, english);
  const question = "Who won the football world cup in 1998?";
  await input.fill(question);
  await input.press("Enter");
  await log.getByRole("button", { name: enChat.askTeam }).click();
  const form = log.getByRole("form", { name: enChat.askTeam });
  await expect(form.getByLabel(enChat.team.question)).toHaveValue(question);
  await form.getByRole("button", { name: enChat.team.send }).click();
  await expect(form.getByText(enChat.formErrors.required)).toBeVisible();
  await form.getByLabel(enChat.team.email).fill(email);
  await form.getByRole("button", { name: enChat.team.send }).click();
  await expect(log.getByRole("status")).toHaveText(enChat.team.sent);
  await expectMail("hello@flowlane.cz", email, "world cup in 1998");
  await expectMail(email, "Thank you for your question");
});
