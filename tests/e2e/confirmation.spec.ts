import type { Page } from "@playwright/test";
import { languages } from "../../app/domain/languages";
import { type LeadForm, leadFormBySlug, sentFormSlugs } from "../../app/domain/lead-forms";
import { forms as cs } from "../../app/i18n/messages/cs/forms";
import { forms as en } from "../../app/i18n/messages/en/forms";
import { forms as pl } from "../../app/i18n/messages/pl/forms";
import type { FormsMessages } from "../../app/i18n/messages/types";
import { buildPath } from "../../app/i18n/paths";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const dictionaries: Record<(typeof languages)[number], FormsMessages> = { cs, en, pl };

/** The confirmation says what was promised, that an e-mail is on its way, and the e-mail's steps. */
async function expectConfirmation(page: Page, t: FormsMessages, form: LeadForm) {
  const { heading, next } = t.mail.confirmations[form];
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByText(t.confirmation.emailSent)).toBeVisible();
  await expect(page.getByRole("heading", { name: t.mail.nextTitle })).toBeVisible();
  const steps = page.getByRole("listitem").filter({ hasText: next[0] });
  await expect(steps).toHaveCount(1);
  for (const step of next) await expect(page.getByText(step, { exact: true })).toBeVisible();
}

test.describe("the confirmation after a plain post", () => {
  for (const [index, slug] of sentFormSlugs.entries()) {
    // Languages take turns, so each form's page and each language's copy are checked.
    const lang = languages[index % languages.length] ?? "cs";
    test(`/${lang} sent/${slug}`, async ({ page }) => {
      const form = leadFormBySlug(slug);
      if (!form) throw new Error(slug);
      await page.goto(buildPath({ name: "sent", form: slug }, lang));
      await expectConfirmation(page, dictionaries[lang], form);
      await expect(page.getByRole("status")).toHaveText(dictionaries[lang].sent[slug]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the hiring form's own page, in Polish", async ({ page }) => {
    await page.goto(buildPath({ name: "teamSuccess" }, "pl"));
    await expectConfirmation(page, pl, "hiring");
    await expect(page.getByRole("link", { name: pl.hiring.backToAssignment })).toBeVisible();
  });
});

test("with JavaScript the same confirmation replaces the form, axe clean", async ({ page }) => {
  // The contact form's confirmation gives way to the form after 5 s: the clock holds it for axe.
  await page.clock.install();
  await page.goto("/cs/contact");
  const form = page.getByRole("form", { name: cs.contact.title });
  await form.getByLabel(cs.contact.name).fill("Jana Nováková");
  await form.getByLabel(cs.contact.email).fill(`confirmation-${Date.now()}@example.com`);
  await form.getByLabel(cs.contact.message).fill("Chceme automatizovat fakturaci.");
  await form.getByRole("button", { name: cs.contact.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: cs.sent.contact })).toBeVisible();
  await expectConfirmation(page, cs, "contact");
  expect(await seriousViolations(page)).toEqual([]);
});
