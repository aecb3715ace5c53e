import type { Page } from "@playwright/test";
import { showcases as cs } from "../../app/features/web/showcases/cs";
import { showcases as en } from "../../app/features/web/showcases/en";
import { showcases as pl } from "../../app/features/web/showcases/pl";
import { forms as csForms } from "../../app/i18n/messages/cs/forms";
import { pages as csPages } from "../../app/i18n/messages/cs/pages";
import { forms as enForms } from "../../app/i18n/messages/en/forms";
import { pages as enPages } from "../../app/i18n/messages/en/pages";
import { forms as plForms } from "../../app/i18n/messages/pl/forms";
import { pages as plPages } from "../../app/i18n/messages/pl/pages";
import { expect, expectNoReactRouter, test } from "./fixtures";

/**
 * The web page and its example sites hydrated as islands, without React Router
 * (docs/decisions/0095-the-web-page-and-example-sites-as-islands.md): the first touch fetches none
 * of React Router's files, every control still works, and the console stays clean (no hydration
 * mismatch, React's error 418).
 */

/** Every script the page fetches and every error it logs, from the start. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The previews' frames refuse the test's own init scripts (tests/e2e/fixtures.ts), which
    // Playwright puts into every frame: the framed copies themselves hold none (showcases.spec.ts).
    const refusedInFrame =
      message.text().startsWith("Blocked script execution in") && message.location().url.endsWith("/nahled");
    if (message.type() === "error" && !refusedInFrame) errors.push(message.text());
  });
  return { scripts, errors };
}

async function expectIslands(page: Page, seen: ReturnType<typeof watch>) {
  expect(seen.scripts.length).toBeGreaterThan(0);
  await expectNoReactRouter(page, seen.scripts);
}

test.describe("an example site hydrated as islands", () => {
  for (const { path, lang, title, frame, submit, fill } of [
    {
      path: "/web/cs/ukazka/restaurace",
      lang: "cs",
      title: cs.sites.restaurace.hero.title,
      frame: cs.frame,
      submit: cs.sites.restaurace.booking.submit,
      fill: (page: Page) => page.getByLabel(cs.sites.restaurace.booking.date).fill("2027-02-10"),
    },
    {
      path: "/web/eng/ukazka/kadernictvi",
      lang: "eng",
      title: en.sites.kadernictvi.hero.title,
      frame: en.frame,
      submit: en.sites.kadernictvi.booking.submit,
      fill: async (page: Page) => {
        await page.getByLabel(en.sites.kadernictvi.booking.day).fill("2027-02-10");
        await page.getByText(en.sites.kadernictvi.booking.slots[0] ?? "", { exact: true }).click();
      },
    },
    {
      path: "/web/pl/ukazka/penzion",
      lang: "pl",
      title: pl.sites.penzion.hero.title,
      frame: pl.frame,
      submit: pl.sites.penzion.inquiry.submit,
      fill: async (page: Page) => {
        await page.getByLabel(pl.sites.penzion.inquiry.arrival).fill("2027-02-10");
        await page.getByLabel(pl.sites.penzion.inquiry.departure).fill("2027-02-14");
      },
    },
  ]) {
    test(path, async ({ page }) => {
      const seen = watch(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectIslands(page, seen);
      // The example form reloads the page with the choices and its notice.
      await fill(page);
      await page.getByRole("button", { name: submit }).click();
      await expect(page).toHaveURL(/\?.*#\w+-sent$/);
      await expect(page.getByText(frame.formNotice)).toBeVisible();
      // The way back is a full page load to the web page's examples.
      await page.getByRole("link", { name: frame.back }).click();
      await expect(page).toHaveURL(new RegExp(`/web/${lang}#showcases$`));
      expect(seen.errors).toEqual([]);
    });
  }
});

test.describe("the web page hydrated as islands", () => {
  for (const { path, t, forms } of [
    { path: "/web/cs", t: csPages.web, forms: csForms },
    { path: "/web/eng", t: enPages.web, forms: enForms },
    { path: "/web/pl", t: plPages.web, forms: plForms },
  ] as const) {
    test(path, async ({ page }) => {
      const seen = watch(page);
      await page.goto(path);
      await expectIslands(page, seen);

      // A one-time plan opens the popup form with the plan in its note; it closes again.
      const plan = t.oneTime.plans[1].name;
      await page
        .locator("#pricing")
        .getByRole("link", { name: t.oneTime.choose, exact: true })
        .nth(1)
        .click();
      const dialog = page.getByRole("dialog", { name: forms.preview.title });
      await expect(dialog.getByLabel(forms.preview.note)).toHaveValue(
        forms.preview.selectedPlan.replace("{plan}", plan),
      );
      await dialog.getByRole("button", { name: forms.preview.close }).click();
      await expect(dialog).toBeHidden();

      // The inline form checks its fields in the browser.
      const form = page.getByRole("form", { name: forms.preview.title });
      await form.getByRole("button", { name: forms.preview.submit }).click();
      await expect(form.getByText(forms.errors.consent)).toBeVisible();

      // The previews come in once their cards are near.
      const frames = page.locator("#showcases iframe");
      for (const card of await page.locator("#showcases [inert]").all()) await card.scrollIntoViewIfNeeded();
      await expect(frames).toHaveCount(4);

      // An example is a full page load.
      await page.locator("#showcases").getByRole("link", { name: t.showcase.open }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        { "/web/cs": cs, "/web/eng": en, "/web/pl": pl }[path].sites.restaurace.hero.title,
      );
      expect(seen.errors).toEqual([]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the inline form posts as a plain form; an error comes back in the form with the input", async ({
      page,
    }) => {
      await page.goto("/web/eng");
      const form = page.getByRole("form", { name: enForms.preview.title });
      await form.getByLabel(enForms.preview.companyName).fill("Blue Mug");
      await form.getByLabel(enForms.preview.businessType).selectOption("cafe");
      await form.getByLabel(enForms.preview.email).fill("mug@example"); // passes the browser, not our pattern
      await form.getByLabel(enForms.preview.gdpr).check();
      await form.getByRole("button", { name: enForms.preview.submit }).click();
      const sent = page.getByRole("form", { name: enForms.preview.title });
      await expect(sent.getByText(enForms.errors.email)).toBeVisible();
      await expect(sent.getByLabel(enForms.preview.companyName)).toHaveValue("Blue Mug");
    });
  });
});
