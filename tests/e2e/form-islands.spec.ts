import type { Page } from "@playwright/test";
import type { Lang } from "../../app/domain/languages";
import { forms as cs } from "../../app/i18n/messages/cs/forms";
import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { forms as en } from "../../app/i18n/messages/en/forms";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { forms as pl } from "../../app/i18n/messages/pl/forms";
import { shell as plShell } from "../../app/i18n/messages/pl/shell";
import { buildPath } from "../../app/i18n/paths";
import { collectErrors, expect, test } from "./fixtures";
import { expectMail } from "./outbox";

/**
 * The pages with a lead form hydrated as islands (docs/decisions/0094-lead-forms-as-islands.md):
 * their first touch loads no React Router module, the form checks in the browser in the page's
 * language, sends and confirms in place, and a plain post's errors come back in the form and
 * stay when the islands hydrate it. No console error (a hydration mismatch is React's #418).
 */

const copy = [
  { lang: "cs", forms: cs, shell: csShell },
  { lang: "en", forms: en, shell: enShell },
  { lang: "pl", forms: pl, shell: plShell },
] as const satisfies { lang: Lang; forms: unknown; shell: unknown }[];

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** React Router's files: its entry, the root route and the runtime and shell chunk groups. */
const routerFile = /\/assets\/(entry\.client|root|runtime|shell|pages)-[\w-]{8}\.js$/;

/** The page's scripts as they are fetched. */
function collectScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

for (const { lang, forms: t, shell } of copy) {
  test.describe(`contact page (${lang})`, () => {
    const path = buildPath({ name: "contact" }, lang);

    test("hydrates its islands without React Router; the form checks, sends and confirms in place", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const scripts = collectScripts(page);
      await page.goto(path);
      expect(scripts.filter((url) => routerFile.test(url))).toEqual([]);
      expect(scripts.some((url) => url.includes("/assets/islands.client-"))).toBe(true);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

      const form = page.getByRole("form", { name: t.contact.title });
      await form.getByLabel(t.contact.email).fill("not-an-email");
      await form.getByRole("button", { name: t.contact.submit }).click();
      await expect(form.getByText(t.errors.email)).toBeVisible();
      await expect(form.getByLabel(t.contact.name)).toBeFocused();

      const email = unique(`contact-island-${lang}`);
      await form.getByLabel(t.contact.name).fill("Eva Nováková");
      await form.getByLabel(t.contact.email).fill(email);
      await expect(form.getByText(t.errors.email)).toHaveCount(0);
      await form.getByLabel(t.contact.businessType).selectOption("saas");
      await form.getByLabel(t.contact.message).fill("Onboarding, please.");
      await form.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: t.sent.contact })).toBeVisible();
      await expectMail("hello@flowlane.cz", email, "Eva Nováková");

      // The booking button beside the form is an island too: it opens the dialog.
      await page.getByRole("main").getByRole("button", { name: shell.cta.bookConsultation }).click();
      await expect(page.getByRole("dialog", { name: shell.booking.dialogTitle })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a plain post's errors come back in the form and stay once the islands hydrate it", async ({
      browser,
    }) => {
      // A page of its own, without the fixture's touch: the form is sent before any script runs.
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(path);
      await page.unroute(/\/assets\/.*\.js$/);
      const form = page.getByRole("form", { name: t.contact.title });
      await form.getByLabel(t.contact.name).fill("Jan");
      await form.getByLabel(t.contact.email).fill("jan@example"); // passes the browser, not our pattern
      await form.getByLabel(t.contact.businessType).selectOption("legal");
      await form.getByLabel(t.contact.message).fill("Dobrý den");
      await form.getByRole("button", { name: t.contact.submit }).click();
      // The answer to the post loads its scripts at once: the islands hydrate the form as it came.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const sent = page.getByRole("form", { name: t.contact.title });
      await expect(sent.getByText(t.errors.email)).toBeVisible();
      await expect(sent.getByLabel(t.contact.name)).toHaveValue("Jan");
      await expect(sent.getByLabel(t.contact.message)).toHaveValue("Dobrý den");
      // The hydrated form clears the error as its field changes.
      await sent.getByLabel(t.contact.email).fill("jan@example.com");
      await expect(sent.getByText(t.errors.email)).toHaveCount(0);
      // Besides the aborted scripts of the first load and the answer's own status (400: the form
      // was refused), nothing: no hydration mismatch.
      const expected = /net::ERR_FAILED|status of 400 \(Bad Request\)/;
      expect(errors.filter((error) => !expected.test(error))).toEqual([]);
      await page.close();
    });
  });
}
