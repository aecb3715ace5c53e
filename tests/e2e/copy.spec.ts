import type { Page } from "@playwright/test";
import { pages as csPages } from "../../app/i18n/messages/cs/pages";
import { pages as enPages } from "../../app/i18n/messages/en/pages";
import { forms as pl } from "../../app/i18n/messages/pl/forms";
import { pages as plPages } from "../../app/i18n/messages/pl/pages";
import { expect, test } from "./fixtures";
import { expectMail } from "./outbox";

const desktop = { width: 1440, height: 900 };
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Rendered on one line: no taller than the element's own line height. */
const lines = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      return Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
    }),
  );

test.describe("footer", () => {
  for (const [path, rights] of [
    ["/cs", "Všechna práva vyhrazena."],
    ["/eng", "All rights reserved."],
    ["/pl", "Wszelkie prawa zastrzeżone."],
  ] as const) {
    test(`${path}: the company name ends with one full stop`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("contentinfo")).toContainText(
        new RegExp(`© \\d{4} Flowlane s\\.r\\.o\\. ${literal(rights)}`),
      );
      await expect(page.getByRole("contentinfo")).not.toContainText("s.r.o..");
    });
  }

  test("the hiring button stays on one line at 1440 px in English", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/eng");
    const button = page.getByRole("contentinfo").getByRole("link", { name: "See the assignment" });
    await expect(button).toBeVisible();
    const height = await button.evaluate((element) => element.getBoundingClientRect().height);
    const oneLine = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        Number.parseFloat(style.lineHeight) +
        Number.parseFloat(style.paddingTop) +
        Number.parseFloat(style.paddingBottom) +
        Number.parseFloat(style.borderTopWidth) * 2
      );
    });
    expect(height).toBeLessThanOrEqual(oneLine + 1);
  });
});

test.describe("web prices", () => {
  test("Polish pages show their own złoty prices, never crowns", async ({ page }) => {
    await page.goto("/web/pl");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByText("1490 zł", { exact: true })).toBeVisible();
    await expect(pricing.getByText("7490 zł", { exact: true })).toBeVisible();
    await expect(pricing.getByRole("heading", { name: "Strona na miarę" })).toBeVisible();
    await expect(page.locator("#management").getByText("99 zł", { exact: true })).toBeVisible();
    await expect(page.locator("main")).not.toContainText("CZK");
    await expect(page.locator("main")).not.toContainText(/ok\. \d/);
  });

  test("Czech and English pages show crowns only", async ({ page }) => {
    for (const path of ["/web/cs", "/web/eng"]) {
      await page.goto(path);
      await expect(page.locator("#pricing")).not.toContainText("zł");
    }
    await page.goto("/web/cs");
    await expect(page.locator("#pricing").getByRole("heading", { name: "Web na míru" })).toBeVisible();
  });

  test("every price stays on one line at 1440 px, “od 39 900 Kč” included", async ({ page }) => {
    await page.setViewportSize(desktop);
    for (const path of ["/web/cs", "/web/eng", "/web/pl"]) {
      await page.goto(path);
      expect(await lines(page, "#pricing li > div > p:first-child"), path).toEqual([1, 1, 1, 1]);
    }
  });
});

test("the most popular plan's badge stays on one line from 320 to 1440 px", async ({ page }) => {
  for (const [path, section] of [
    ["/pl/sluzby", "#packages"],
    ["/web/pl", "#pricing"],
    ["/cs/sluzby", "#packages"],
    ["/web/eng", "#pricing"],
  ] as const) {
    // Loaded once and drawn again at each width: the pages are laid out by CSS alone (no script
    // reads the screen's width), so a resized page is laid out as one loaded at that width.
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(path);
    for (const width of [320, 360, 390, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const badge = page.locator(`${section} li > div:first-child > p`);
      await expect(badge).toBeVisible();
      // Its text's height, without the padding: one line high.
      const textLines = await badge.evaluate((element) => {
        const style = getComputedStyle(element);
        const text =
          element.getBoundingClientRect().height -
          Number.parseFloat(style.paddingTop) -
          Number.parseFloat(style.paddingBottom);
        return Math.round(text / Number.parseFloat(style.lineHeight));
      });
      expect(textLines, `${path} at ${width} px`).toBe(1);
    }
  }
});

test.describe("no empty gaps", () => {
  test("the services hero runs straight into the cards", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/eng/sluzby");
    const gap = await page.evaluate(() => {
      const lead = document.querySelector("main h1 + p")?.getBoundingClientRect();
      const card = document.querySelector("main article")?.getBoundingClientRect();
      return lead && card ? card.top - lead.bottom : Number.POSITIVE_INFINITY;
    });
    expect(gap).toBeLessThanOrEqual(110);
  });

  test("without a hiring video the intro runs straight into the assignment", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/team/eng");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("video")).toHaveCount(0);
    const gap = await page.evaluate(() => {
      const lead = document.querySelector("main h1 + p")?.getBoundingClientRect();
      const next = document.querySelector("main h2")?.getBoundingClientRect();
      return lead && next ? next.top - lead.bottom : Number.POSITIVE_INFINITY;
    });
    expect(gap).toBeLessThanOrEqual(110);
  });
});

test.describe("hiring page", () => {
  for (const [path, team] of [
    ["/team/cs", csPages.team],
    ["/team/eng", enPages.team],
    ["/team/pl", plPages.team],
  ] as const) {
    test(`${path} shows the assignment with its 50 numbered requirements`, async ({ page }) => {
      await page.goto(path);
      const assignment = page.locator("#requirements");
      await expect(assignment.getByRole("heading", { level: 2 })).toHaveText(team.assignment.title);
      const items = assignment.getByRole("listitem");
      await expect(items).toHaveCount(50);
      await expect(items.first()).toHaveText(
        new RegExp(`^1\\.\\s*${literal(team.assignment.groups[0]?.requirements[0] ?? "")}$`),
      );
      await expect(items.last()).toHaveText(/^50\./);
    });
  }
});

test.describe("phone fields", () => {
  test("Polish pages preselect Poland and store a Polish number as +48", async ({ page }) => {
    const email = `phone-pl-${Date.now()}@example.com`;
    await page.goto("/pl/contact");
    const form = page.getByRole("form", { name: pl.contact.title });
    await expect(form.getByRole("button", { name: /\+48/ })).toBeVisible();
    await form.getByLabel(pl.contact.name).fill("Anna Kowalska");
    await form.getByLabel(pl.contact.email).fill(email);
    await form.getByRole("textbox", { name: `${pl.contact.phone} ${pl.optional}` }).fill("601 234 567");
    await form.getByLabel(pl.contact.businessType).selectOption("services");
    await form.getByLabel(pl.contact.message).fill("Chcemy zautomatyzować rezerwacje.");
    await form.getByRole("button", { name: pl.contact.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: pl.sent.contact })).toBeVisible();
    await expectMail("hello@flowlane.cz", email, "+48 601 234 567");
  });

  test("Czech and English pages keep Czechia, and every phone input has a valid autocomplete token", async ({
    page,
  }) => {
    for (const path of ["/cs/contact", "/eng/contact", "/pl/contact", "/web/pl"]) {
      await page.goto(path);
      const tel = page.locator("input[type=tel]");
      for (const token of await tel.evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).autocomplete),
      )) {
        expect(token, path).toBe("tel");
      }
    }
    await page.goto("/eng/contact");
    await expect(page.getByRole("main").getByRole("button", { name: /\+420/ })).toBeVisible();
  });
});
