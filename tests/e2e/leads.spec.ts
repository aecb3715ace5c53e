import { desk as csDesk, notification as csNotification } from "../../app/i18n/messages/cs/desk";
import { forms as cs } from "../../app/i18n/messages/cs/forms";
import { forms as en } from "../../app/i18n/messages/en/forms";
import { forms as pl } from "../../app/i18n/messages/pl/forms";
import { expect, test } from "./fixtures";
import { expectMail } from "./outbox";

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const pdf = { name: "solution.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") };

test.describe("contact form", () => {
  test("with JavaScript: sends without reload, thanks for 5 s, then returns reset; both e-mails go out", async ({
    page,
  }) => {
    const email = unique("contact");
    await page.clock.install();
    await page.goto("/eng/contact");
    const form = page.getByRole("form", { name: en.contact.title });
    await form.getByLabel(en.contact.name).fill("Jane Doe");
    await form.getByLabel(en.contact.email).fill(email);
    await form.getByRole("textbox", { name: `${en.contact.phone} ${en.optional}` }).fill("601 234 567");
    await form.getByLabel(en.contact.businessType).selectOption("saas");
    await form.getByLabel(en.contact.message).fill("We want to automate onboarding.");
    const events: unknown[] = [];
    await form.getByRole("button", { name: en.contact.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: en.sent.contact })).toBeVisible();
    events.push(...(await page.evaluate(() => window.dataLayer ?? [])));
    expect(events).toContainEqual({ event: "form_submit", form_name: "contact_form" });
    await page.clock.fastForward(5000);
    await expect(form.getByLabel(en.contact.name)).toHaveValue("");

    // The notice is in the language of its recipient (no account here: the site's default, Czech),
    // the answers under the dashboard's labels rather than the fields' names.
    const staffMail = await expectMail("hello@flowlane.cz", email, "Jane Doe", "+420 601 234 567");
    const businessType = `${csDesk.fields.business_type}: ${cs.contact.businessTypes.saas}`;
    expect(staffMail.text).toContain(businessType);
    expect(staffMail.text).not.toContain("business_type");
    expect(staffMail.html).toContain(`lang="cs"`);
    expect(staffMail.html).toContain(csDesk.fields.business_type);
    expect(staffMail.html).toContain(csNotification.open);
    expect(staffMail.html).not.toContain("business_type");
    // The visitor's confirmation: English like the page, the form's promise, nothing typed.
    const confirmation = await expectMail(email, en.mail.confirmations.contact.heading);
    expect(confirmation.html).toContain(`lang="en"`);
    for (const step of en.mail.confirmations.contact.next) {
      expect(confirmation.text).toContain(step);
      expect(confirmation.html).toContain(step.replaceAll("'", "&#x27;"));
    }
    for (const typed of ["Jane", "Doe", "onboarding", "601 234 567"]) {
      expect(confirmation.raw).not.toContain(typed);
    }
  });

  test("shows translated errors next to the fields, cleared as the field changes", async ({ page }) => {
    await page.goto("/pl/contact");
    const form = page.getByRole("form", { name: pl.contact.title });
    await form.getByLabel(pl.contact.email).fill("not-an-email");
    await form.getByRole("button", { name: pl.contact.submit }).click();
    await expect(form.getByText(pl.errors.email)).toBeVisible();
    await expect(form.getByText(pl.errors.required).first()).toBeVisible();
    await expect(form.getByLabel(pl.contact.name)).toBeFocused();
    await form.getByLabel(pl.contact.email).fill("ok@example.com");
    await expect(form.getByText(pl.errors.email)).toHaveCount(0);
  });

  test("the page hydrates without the form's checks or the country list; they load at first use", async ({
    page,
  }) => {
    // The schemas (zod, libphonenumber-js) and the country list (phone.ts) are chunks of their own.
    const lazy = /\/assets\/(schemas|phone)-[\w-]{8}\.js$/;
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (lazy.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/cs/contact");
    const form = page.getByRole("form", { name: cs.contact.title });
    const country = form.getByRole("button", { name: `${cs.phone.country}: Česko +420` });
    await expect(country).toHaveText("CZ +420");
    expect(fetched).toEqual([]);

    await country.click();
    await page.getByRole("searchbox", { name: cs.phone.search }).fill("polsko");
    await page
      .getByRole("list", { name: cs.phone.country })
      .getByRole("button", { name: /Polsko/ })
      .click();
    await expect(form.getByRole("button", { name: `${cs.phone.country}: Polsko +48` })).toBeFocused();
    // The first focus in the form loaded its checks: a wrong e-mail is answered in the browser.
    await form.getByLabel(cs.contact.email).fill("not-an-email");
    await form.getByRole("button", { name: cs.contact.submit }).click();
    await expect(form.getByText(cs.errors.email)).toBeVisible();
    expect(fetched.some((url) => url.includes("/schemas-"))).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts as a plain form and lands on the translated thank-you page", async ({ page }) => {
      const email = unique("nojs");
      await page.goto("/cs/contact");
      const form = page.getByRole("form", { name: cs.contact.title });
      await form.getByLabel(cs.contact.name).fill("Petr Svoboda");
      await form.getByLabel(cs.contact.email).fill(email);
      await form.getByLabel(cs.contact.businessType).selectOption("b2b");
      await form.getByLabel(cs.contact.message).fill("Zajímá nás automatizace CRM.");
      await form.getByRole("button", { name: cs.contact.submit }).click();
      await expect(page).toHaveURL(/\/cs\/sent\/contact$/);
      await expect(page.getByRole("status")).toHaveText(cs.sent.contact);
      await expectMail(email, "Dobrý den");
    });

    test("a server-side error keeps the input and shows the translated message", async ({ page }) => {
      await page.goto("/eng/contact");
      const form = page.getByRole("form", { name: en.contact.title });
      await form.getByLabel(en.contact.name).fill("Jane");
      await form.getByLabel(en.contact.email).fill("jane@example"); // passes the browser, not our pattern
      await form.getByLabel(en.contact.businessType).selectOption("legal");
      await form.getByLabel(en.contact.message).fill("Hello");
      await form.getByRole("button", { name: en.contact.submit }).click();
      const sent = page.getByRole("form", { name: en.contact.title });
      await expect(sent.getByText(en.errors.email)).toBeVisible();
      await expect(sent.getByLabel(en.contact.name)).toHaveValue("Jane");
      await expect(sent.getByLabel(en.contact.message)).toHaveValue("Hello");
    });
  });
});

test.describe("demo request", () => {
  test("two steps with Next and Back, the generic error, saving, then the success screen", async ({
    page,
  }) => {
    const email = unique("demo");
    await page.goto("/eng/demo");
    const form = page.getByRole("form", { name: en.demo.title });
    await expect(form.getByLabel(en.demo.goal)).toBeHidden();
    await form.getByRole("button", { name: en.demo.next }).click();
    await expect(form.getByRole("alert")).toHaveText(en.errors.demo);
    await form.getByLabel(en.demo.email).fill(email);
    await form.getByLabel(en.demo.service).selectOption("automation");
    await form.getByRole("button", { name: en.demo.next }).click();
    await expect(form.getByLabel(en.demo.goal)).toBeVisible();
    await form.getByLabel(en.demo.goal).fill("short");
    await form.getByRole("button", { name: en.demo.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(en.errors.demo);
    await expect(form.getByText(en.errors.goalTooShort)).toBeVisible();
    await form.getByRole("button", { name: en.demo.back }).click();
    await expect(form.getByRole("alert")).toHaveCount(0);
    await form.getByRole("button", { name: en.demo.next }).click();
    await form.getByLabel(en.demo.goal).fill("Qualify website leads automatically");
    await form.getByLabel(en.demo.budget).selectOption("medium");
    await page.waitForTimeout(3000); // the server drops requests sent sooner than 3 s after rendering
    await form.getByRole("button", { name: en.demo.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: en.sent.demo })).toBeVisible();
    await expect(page.getByRole("link", { name: en.demo.home })).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer ?? [])).toContainEqual({
      event: "form_submit",
      form_name: "demo_request",
      service: "automation",
    });
    await expectMail("hello@flowlane.cz", email, `${csDesk.fields.service}: Automatizace obchodu a procesů`);
    const confirmation = await expectMail(email, en.mail.confirmations.demo.heading);
    expect(confirmation.text).toContain("48 hours");
    expect(confirmation.html).toContain("48 hours");
    expect(confirmation.raw).not.toContain("Qualify website leads");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows both steps as one form and lands on the thank-you page", async ({ page }) => {
      const email = unique("demo-nojs");
      await page.goto("/cs/demo");
      await page.getByLabel(cs.demo.email).fill(email);
      await page.getByLabel(cs.demo.service).selectOption("rezervace");
      await page.getByLabel(cs.demo.goal).fill("Online rezervace pro salon");
      await page.getByLabel(cs.demo.budget).selectOption("small");
      await page.waitForTimeout(3000);
      await page.getByRole("button", { name: cs.demo.submit }).click();
      await expect(page).toHaveURL(/\/cs\/sent\/demo$/);
      await expect(page.getByRole("status")).toHaveText(cs.sent.demo);
      await expectMail(email, "Dobrý den");
    });
  });
});

test.describe("website preview", () => {
  test("a one-time plan opens the popup with the plan in the note; sending shows 'Thank you'", async ({
    page,
  }) => {
    const email = unique("preview");
    await page.goto("/web/cs");
    await page.getByRole("link", { name: "Vybrat", exact: true }).nth(1).click();
    const dialog = page.getByRole("dialog", { name: cs.preview.title });
    await expect(dialog.getByLabel(cs.preview.note)).toHaveValue(
      cs.preview.selectedPlan.replace("{plan}", "Standard Web"),
    );
    await dialog.getByLabel(cs.preview.companyName).fill("Bistro U Lípy");
    await dialog.getByLabel(cs.preview.businessType).selectOption("restaurant");
    await dialog.getByLabel(cs.preview.email).fill(email);
    await dialog.getByLabel(cs.preview.styles.elegant).check();
    await dialog.getByLabel(cs.preview.styles.minimal).check();
    await dialog.getByLabel(cs.preview.priorities["48h"]).check();
    await dialog.getByRole("button", { name: cs.preview.submit }).click();
    await expect(dialog.getByText(cs.errors.consent)).toBeVisible();
    await dialog.getByLabel(cs.preview.gdpr).check();
    await dialog.getByRole("button", { name: cs.preview.submit }).click();
    await expect(dialog.getByRole("status")).toContainText(cs.mail.confirmations.website_preview.heading);
    const layer = await page.evaluate(() => window.dataLayer ?? []);
    expect(layer).toContainEqual({ event: "lead_form_submit", form_name: "demo-web", placement: "popup" });
    const staffMail = await expectMail("hello@flowlane.cz", email, "Standard Web");
    expect(staffMail.text).toContain(
      `${csDesk.fields.style}: ${cs.preview.styles.elegant}, ${cs.preview.styles.minimal}`,
    );
    expect(staffMail.text).toContain(
      `${csDesk.fields.business_type}: ${cs.preview.businessTypes.restaurant}`,
    );
    const confirmation = await expectMail(email, cs.mail.confirmations.website_preview.heading);
    expect(confirmation.html).toContain("48 hodin");
    expect(confirmation.raw).not.toContain("Bistro");
  });

  test("monthly plans scroll to the inline form, which reports lead_form_view and shows the red error box", async ({
    page,
  }) => {
    await page.route("**/api/leads/preview", (route) => route.fulfill({ status: 502, body: "Bad gateway" }));
    await page.goto("/web/eng");
    await page.getByRole("link", { name: "Choose plan" }).first().click();
    const form = page.getByRole("form", { name: en.preview.title });
    await expect(form).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => window.dataLayer ?? []))
      .toContainEqual({ event: "lead_form_view", form_name: "demo-web", placement: "inline" });
    await form.getByLabel(en.preview.companyName).fill("Blue Mug");
    await form.getByLabel(en.preview.businessType).selectOption("cafe");
    await form.getByLabel(en.preview.email).fill(unique("down"));
    await form.getByLabel(en.preview.gdpr).check();
    await form.getByRole("button", { name: en.preview.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(en.errors.preview);
    await expect(form.getByLabel(en.preview.companyName)).toHaveValue("Blue Mug");
  });
});

test.describe("hiring", () => {
  test("sends one PDF with the eight acknowledgements and shows the success panel", async ({ page }) => {
    const email = unique("hire");
    await page.goto("/team/eng");
    const form = page.getByRole("form", { name: en.hiring.title });
    await form.getByLabel(en.hiring.email).fill(email);
    await form
      .getByLabel(en.hiring.file)
      .setInputFiles({ ...pdf, name: "cv.pdf", buffer: Buffer.from("plain text") });
    for (const text of en.hiring.acknowledgements) await form.getByLabel(text).check();
    await form.getByRole("button", { name: en.hiring.submit }).click();
    await expect(form.getByText(en.errors.pdfInvalid)).toBeVisible();
    await form.getByLabel(en.hiring.file).setInputFiles(pdf);
    await form.getByRole("button", { name: en.hiring.submit }).click();
    const panel = page.getByRole("status").filter({ hasText: en.mail.confirmations.hiring.heading });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: en.hiring.backToAssignment })).toHaveAttribute(
      "href",
      "#assignment",
    );
    await expectMail("hello@flowlane.cz", email, `${csDesk.fields.file}: solution.pdf`);
    const confirmation = await expectMail(email, en.mail.confirmations.hiring.heading);
    expect(confirmation.html).toContain("50 requirements");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("lands on /team/success/pl", async ({ page }) => {
      await page.goto("/team/pl");
      await page.getByLabel(pl.hiring.email).fill(unique("hire-nojs"));
      await page.getByLabel(pl.hiring.file).setInputFiles(pdf);
      for (const text of pl.hiring.acknowledgements) await page.getByLabel(text).check();
      await page.getByRole("button", { name: pl.hiring.submit }).click();
      await expect(page).toHaveURL(/\/team\/success\/pl$/);
      await expect(page.getByRole("status")).toHaveText(pl.sent.hiring);
    });

    test("a server-side error keeps the eight ticks and asks for the file again", async ({ page }) => {
      await page.goto("/team/cs");
      const form = page.getByRole("form", { name: cs.hiring.title });
      await form.getByLabel(cs.hiring.email).fill(unique("hire-nojs-error"));
      await form
        .getByLabel(cs.hiring.file)
        .setInputFiles({ ...pdf, name: "cv.pdf", buffer: Buffer.from("plain text") });
      for (const text of cs.hiring.acknowledgements) await form.getByLabel(text).check();
      await form.getByRole("button", { name: cs.hiring.submit }).click();
      const sent = page.getByRole("form", { name: cs.hiring.title });
      await expect(sent.getByText(cs.errors.pdfInvalid)).toBeVisible();
      for (const text of cs.hiring.acknowledgements) await expect(sent.getByLabel(text)).toBeChecked();
      await expect(sent.getByText(cs.hiring.fileAgain)).toBeVisible();
      await expect(sent.getByLabel(cs.hiring.email)).toHaveValue(/hire-nojs-error/);
    });
  });
});
