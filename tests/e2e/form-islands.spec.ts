import type { Browser, Locator, Page } from "@playwright/test";
import type { Lang } from "../../app/domain/languages";
import { forms as cs } from "../../app/i18n/messages/cs/forms";
import { pages as csPages } from "../../app/i18n/messages/cs/pages";
import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { forms as en } from "../../app/i18n/messages/en/forms";
import { pages as enPages } from "../../app/i18n/messages/en/pages";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { forms as pl } from "../../app/i18n/messages/pl/forms";
import { pages as plPages } from "../../app/i18n/messages/pl/pages";
import { shell as plShell } from "../../app/i18n/messages/pl/shell";
import { buildPath } from "../../app/i18n/paths";
import { collectErrors, expect, expectNoReactRouter, holdUntouched, test } from "./fixtures";
import { expectMail, expectMailIn } from "./outbox";
import { useOwnServer } from "./servers";

/**
 * The pages with a lead form hydrated as islands (docs/decisions/0094-lead-forms-as-islands.md):
 * their first touch loads no React Router module, the form checks in the browser in the page's
 * language, sends and confirms in place, and a plain post's errors come back in the form and
 * stay when the islands hydrate it. No console error (a hydration mismatch is React's #418).
 */

const copy = [
  { lang: "cs", forms: cs, pages: csPages, shell: csShell },
  { lang: "en", forms: en, pages: enPages, shell: enShell },
  { lang: "pl", forms: pl, pages: plPages, shell: plShell },
] as const satisfies { lang: Lang; forms: unknown; pages: unknown; shell: unknown }[];

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The page's first touch loads the islands entry and none of React Router's files. */
async function expectIslandsOnly(page: Page, scripts: string[]) {
  expect(scripts.some((url) => url.includes("/assets/islands.client-"))).toBe(true);
  await expectNoReactRouter(page, scripts);
}

/** Opens the page and checks its first touch ran the islands alone; the errors it reports from the start. */
async function openAsIslands(page: Page, path: string) {
  const errors = collectErrors(page);
  const scripts = collectScripts(page);
  await page.goto(path);
  await expectIslandsOnly(page, scripts);
  return errors;
}

/**
 * A page of its own, without the fixture's touch, whose first touch never starts its scripts
 * (`holdUntouched`): its form goes as a plain post before any script runs. The answer, rendered
 * for the post, loads its scripts at once.
 */
async function withoutScriptsFirst(browser: Browser, path: string) {
  const page = await browser.newPage();
  const errors = collectErrors(page);
  await page.addInitScript(holdUntouched);
  await page.goto(path);
  /** Sends the form and waits for the answer's islands; the answer fetches none of React Router's files. */
  const postPlainly = async (submit: Locator) => {
    const scripts = collectScripts(page);
    await submit.click();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectIslandsOnly(page, scripts);
  };
  return { page, errors, postPlainly };
}

/** Besides the answer's own status (400: the form was refused), no error: no hydration mismatch. */
function unexpected(errors: string[]) {
  return errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error));
}

const pdf = { name: "solution.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") };
const notPdf = { ...pdf, name: "cv.pdf", buffer: Buffer.from("plain text") };

/** The page's scripts as they are fetched. */
function collectScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

test("a plain post's values that would close a script come back in the islands' props as typed, inert", async ({
  browser,
}) => {
  const hostile = "</script><script>window.__injected = 1</script><!-- \u2028 & ok";
  const { page, errors, postPlainly } = await withoutScriptsFirst(
    browser,
    buildPath({ name: "contact" }, "en"),
  );
  const form = page.getByRole("form", { name: en.contact.title });
  await form.getByLabel(en.contact.name).fill("Jan");
  await form.getByLabel(en.contact.email).fill("jan@example");
  await form.getByLabel(en.contact.businessType).selectOption("legal");
  await form.getByLabel(en.contact.message).fill(hostile);
  await postPlainly(form.getByRole("button", { name: en.contact.submit }));
  const sent = page.getByRole("form", { name: en.contact.title });
  await expect(sent.getByText(en.errors.email)).toBeVisible();
  // As the server stores it: U+2028 is a line break, written as one (app/lib/clean-text.ts).
  await expect(sent.getByLabel(en.contact.message)).toHaveValue(hostile.replace("\u2028", "\n"));
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  expect(unexpected(errors)).toEqual([]);
  await page.close();
});

for (const { lang, forms: t, pages, shell } of copy) {
  test.describe(`contact page (${lang})`, () => {
    const path = buildPath({ name: "contact" }, lang);

    test("hydrates its islands without React Router; the form checks, sends and confirms in place", async ({
      page,
    }) => {
      const errors = await openAsIslands(page, path);

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
      const { page, errors, postPlainly } = await withoutScriptsFirst(browser, path);
      const form = page.getByRole("form", { name: t.contact.title });
      await form.getByLabel(t.contact.name).fill("Jan");
      await form.getByLabel(t.contact.email).fill("jan@example"); // passes the browser, not our pattern
      await form.getByLabel(t.contact.businessType).selectOption("legal");
      await form.getByLabel(t.contact.message).fill("Dobrý den");
      // The islands hydrate the form as the answer drew it.
      await postPlainly(form.getByRole("button", { name: t.contact.submit }));
      const sent = page.getByRole("form", { name: t.contact.title });
      await expect(sent.getByText(t.errors.email)).toBeVisible();
      await expect(sent.getByLabel(t.contact.name)).toHaveValue("Jan");
      await expect(sent.getByLabel(t.contact.message)).toHaveValue("Dobrý den");
      // The hydrated form clears the error as its field changes.
      await sent.getByLabel(t.contact.email).fill("jan@example.com");
      await expect(sent.getByText(t.errors.email)).toHaveCount(0);
      expect(unexpected(errors)).toEqual([]);
      await page.close();
    });
  });

  test.describe(`team page (${lang})`, () => {
    const path = buildPath({ name: "team" }, lang);

    test("hydrates its islands without React Router; the hiring form checks, sends a PDF and confirms; the video shows", async ({
      page,
    }) => {
      // The deployment's video, given at run time: an island asks for it.
      await page.route("**/api/public-config", async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          json: { ...(await response.json()), hiringVideoUrl: "/e2e/team.mp4" },
        });
      });
      await page.route("**/e2e/team.mp4", (route) => route.fulfill({ contentType: "video/mp4", body: "" }));
      const errors = await openAsIslands(page, path);
      await expect(
        page.getByRole("region", { name: pages.team.videoTitle }).locator("video"),
      ).toHaveAttribute("src", "/e2e/team.mp4");

      const form = page.getByRole("form", { name: t.hiring.title });
      await form.getByLabel(t.hiring.email).fill("not-an-email");
      await form.getByRole("button", { name: t.hiring.submit }).click();
      await expect(form.getByText(t.errors.email)).toBeVisible();

      const email = unique(`hire-island-${lang}`);
      await form.getByLabel(t.hiring.email).fill(email);
      await form.getByLabel(t.hiring.file).setInputFiles(pdf);
      for (const text of t.hiring.acknowledgements) await form.getByLabel(text).check();
      await form.getByRole("button", { name: t.hiring.submit }).click();
      await expect(
        page.getByRole("status").filter({ hasText: t.mail.confirmations.hiring.heading }),
      ).toBeVisible();
      await expectMail("hello@flowlane.cz", email);
      expect(errors).toEqual([]);
    });

    test("a plain post's errors come back in the form and stay once the islands hydrate it", async ({
      browser,
    }) => {
      const { page, errors, postPlainly } = await withoutScriptsFirst(browser, path);
      const form = page.getByRole("form", { name: t.hiring.title });
      await form.getByLabel(t.hiring.email).fill(unique(`hire-island-plain-${lang}`));
      await form.getByLabel(t.hiring.file).setInputFiles(notPdf);
      for (const text of t.hiring.acknowledgements) await form.getByLabel(text).check();
      await postPlainly(form.getByRole("button", { name: t.hiring.submit }));
      const sent = page.getByRole("form", { name: t.hiring.title });
      await expect(sent.getByText(t.errors.pdfInvalid)).toBeVisible();
      await expect(sent.getByText(t.hiring.fileAgain)).toBeVisible();
      for (const text of t.hiring.acknowledgements) await expect(sent.getByLabel(text)).toBeChecked();
      // The hydrated form clears the file's error as a new file is chosen.
      await sent.getByLabel(t.hiring.file).setInputFiles(pdf);
      await expect(sent.getByText(t.errors.pdfInvalid)).toHaveCount(0);
      expect(unexpected(errors)).toEqual([]);
      await page.close();
    });
  });

  test.describe(`demo page (${lang})`, () => {
    const path = buildPath({ name: "demo" }, lang);

    test("hydrates its islands without React Router; the two steps check, send and confirm in place", async ({
      page,
    }) => {
      const errors = await openAsIslands(page, path);

      const form = page.getByRole("form", { name: t.demo.title });
      await form.getByRole("button", { name: t.demo.next }).click();
      await expect(form.getByRole("alert")).toHaveText(t.errors.demo);
      const email = unique(`demo-island-${lang}`);
      await form.getByLabel(t.demo.email).fill(email);
      await form.getByLabel(t.demo.service).selectOption({ index: 1 });
      await form.getByRole("button", { name: t.demo.next }).click();
      await form.getByLabel(t.demo.goal).fill("short");
      await form.getByRole("button", { name: t.demo.submit }).click();
      await expect(form.getByText(t.errors.goalTooShort)).toBeVisible();
      await form.getByLabel(t.demo.goal).fill("Qualify website leads automatically");
      await form.getByLabel(t.demo.budget).selectOption({ index: 1 });
      await page.waitForTimeout(3000); // the server drops requests sent sooner than 3 s after rendering
      await form.getByRole("button", { name: t.demo.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: t.sent.demo })).toBeVisible();
      await expect(page.getByRole("link", { name: t.demo.home })).toHaveAttribute(
        "href",
        buildPath({ name: "home" }, lang),
      );
      await expectMail("hello@flowlane.cz", email);

      await page.getByRole("main").getByRole("button", { name: shell.cta.bookConsultation }).click();
      await expect(page.getByRole("dialog", { name: shell.booking.dialogTitle })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("a plain post's errors come back in the form and stay once the islands hydrate it", async ({
      browser,
    }) => {
      const { page, errors } = await withoutScriptsFirst(browser, path);
      const scripts = collectScripts(page);
      const form = page.getByRole("form", { name: t.demo.title });
      // Both steps filled as a page without scripts shows them, the e-mail only passing the browser.
      await form.evaluate((element: HTMLFormElement) => {
        const set = (name: string, value: string) => {
          const field = element.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
          field.value = value;
        };
        set("email", "jan@example");
        set("goal", "Qualify website leads automatically");
        for (const name of ["service", "budget"]) {
          const select = element.elements.namedItem(name) as HTMLSelectElement;
          select.selectedIndex = 1;
        }
      });
      await page.waitForTimeout(3000); // the server drops requests sent sooner than 3 s after rendering
      await form.evaluate((element: HTMLFormElement) => element.submit());
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectIslandsOnly(page, scripts);
      const sent = page.getByRole("form", { name: t.demo.title });
      await expect(sent.getByText(t.errors.email)).toBeVisible();
      await expect(sent.getByLabel(t.demo.email)).toHaveValue("jan@example");
      // The hydrated form clears the error as its field changes.
      await sent.getByLabel(t.demo.email).fill("jan@example.com");
      await expect(sent.getByText(t.errors.email)).toHaveCount(0);
      expect(unexpected(errors)).toEqual([]);
      await page.close();
    });
  });
}

test.describe("booking page without BOOKING_URL", () => {
  // Two ports after the suite's server (booking.spec.ts takes the next one), without the calendar.
  const server = useOwnServer(2, { BOOKING_URL: undefined });

  for (const { lang, forms: t } of copy) {
    const path = buildPath({ name: "booking" }, lang);

    test(`${lang}: hydrates its islands without React Router; the call request checks, sends and confirms in place`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const scripts = collectScripts(page);
      await page.goto(`${server.origin}${path}`);
      const renderedAt = Date.now();
      await expectIslandsOnly(page, scripts);

      const form = page.getByRole("form", { name: t.booking.title });
      await form.getByRole("button", { name: t.booking.submit }).click();
      await expect(form.getByText(t.errors.windows)).toBeVisible();
      const windows = form.getByRole("checkbox");
      for (const index of [0, 3, 5]) await windows.nth(index).check();
      // Three is the most: the others rest.
      await expect(windows.nth(1)).toBeDisabled();
      const email = unique(`booking-island-${lang}`);
      await form.getByLabel(t.booking.name).fill("Jana Nováková");
      await form.getByLabel(t.booking.email).fill(email);
      await form.getByLabel(t.booking.phone).fill("608 111 222");
      // The server drops a request sent sooner than 3 s after its form was rendered.
      await expect.poll(() => Date.now() - renderedAt, { timeout: 10_000 }).toBeGreaterThan(3_200);
      await form.getByRole("button", { name: t.booking.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: t.sent.booking })).toBeVisible();
      await expectMailIn(server.dataDir, "hello@flowlane.cz", email);
      expect(errors).toEqual([]);
    });

    test(`${lang}: a plain post's errors come back in the form and stay once the islands hydrate it`, async ({
      browser,
    }) => {
      const { page, errors, postPlainly } = await withoutScriptsFirst(browser, `${server.origin}${path}`);
      const form = page.getByRole("form", { name: t.booking.title });
      await form.getByRole("checkbox").first().check();
      await form.getByLabel(t.booking.name).fill("Jan");
      await form.getByLabel(t.booking.email).fill("jan@example"); // passes the browser, not our pattern
      await form.getByLabel(t.booking.phone).fill("608 111 222");
      await page.waitForTimeout(3000); // the server drops requests sent sooner than 3 s after rendering
      await postPlainly(form.getByRole("button", { name: t.booking.submit }));
      const sent = page.getByRole("form", { name: t.booking.title });
      await expect(sent.getByText(t.errors.email)).toBeVisible();
      await expect(sent.getByLabel(t.booking.name)).toHaveValue("Jan");
      await expect(sent.getByRole("checkbox").first()).toBeChecked();
      await sent.getByLabel(t.booking.email).fill("jan@example.com");
      await expect(sent.getByText(t.errors.email)).toHaveCount(0);
      expect(unexpected(errors)).toEqual([]);
      await page.close();
    });
  }
});

test("the booking page with a calendar embeds it as an island, without React Router", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts = collectScripts(page);
  await page.goto(buildPath({ name: "booking" }, "en"));
  await expectIslandsOnly(page, scripts);
  await expect(page.getByTitle(enShell.booking.frameTitle)).toBeVisible();
  expect(errors).toEqual([]);
});
