import AxeBuilder from "@axe-core/playwright";
import { account as en } from "../../app/i18n/messages/en/account";
import { STAFF_EMAIL, signUpByApi, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { expectMail } from "./outbox";

const t = en.dashboard;

/** The dashboard in English (the stored-language cookie), for a signed-in page. */
async function openDashboard(page: import("@playwright/test").Page, baseURL: string, tab?: string) {
  await page.context().addCookies([{ name: "lang", value: "en", url: baseURL }]);
  await page.goto(tab ? `/dashboard?tab=${tab}` : "/dashboard");
}

test.describe("dashboard", () => {
  test("a user creates and edits a template", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, uniqueEmail("templates"), "Template Tom");
    await openDashboard(page, baseURL as string, "templates");
    await expect(page.getByRole("tab", { name: t.tabs.templates })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(t.templates.empty)).toBeVisible();

    await page.getByRole("button", { name: t.templates.create }).click();
    const editor = page.getByRole("dialog", { name: t.editor.titleNew });
    await editor.getByRole("button", { name: t.editor.save }).click();
    await expect(editor.getByText(t.editor.nameRequired)).toBeVisible();
    await editor.getByLabel(t.editor.name).fill("Lead follow-up");
    await expect(editor.getByText(t.editor.nameRequired)).toHaveCount(0);
    await editor.getByLabel(t.editor.description).fill("After every demo call");
    await editor.getByLabel(t.editor.category).selectOption({ label: t.categories.integration });
    await editor.getByRole("checkbox", { name: new RegExp(t.editor.isPublic) }).check();

    for (let i = 0; i < 3; i++) await editor.getByRole("button", { name: t.editor.addStep }).click();
    const step = (n: number) => editor.getByRole("group", { name: `Step ${n}`, exact: true });
    await expect(step(1).getByLabel(t.editor.stepType)).toHaveValue("action");
    await step(1).getByLabel(t.editor.stepType).selectOption({ label: t.stepTypes.input });
    await step(1).getByLabel(t.editor.stepAction).fill("Demo call ends");
    await step(2).getByLabel(t.editor.stepAction).fill("Will be removed");
    await step(3).getByLabel(t.editor.stepType).selectOption({ label: t.stepTypes.delay });
    await step(3).getByLabel(t.editor.stepAction).fill("Wait one day");
    await editor.getByRole("button", { name: "Remove step 2" }).click();
    await expect(editor.getByText("Will be removed")).toHaveCount(0);
    await expect(editor.getByRole("group", { name: /^Step \d$/ })).toHaveCount(2);
    await editor.getByRole("button", { name: t.editor.save }).click();

    await expect(page.getByRole("status").filter({ hasText: "Template Created" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const list = page.getByRole("list", { name: t.templates.title });
    const card = list.getByRole("listitem").filter({ hasText: "Lead follow-up" });
    await expect(card).toContainText("Integration");
    await expect(card).toContainText("2 steps");
    await expect(card).toContainText(t.templates.publicBadge);

    await card.getByRole("button", { name: `${t.templates.edit}: Lead follow-up` }).click();
    const edit = page.getByRole("dialog", { name: t.editor.titleEdit });
    await expect(edit.getByLabel(t.editor.name)).toHaveValue("Lead follow-up");
    await expect(
      edit.getByRole("group", { name: "Step 2", exact: true }).getByLabel(t.editor.stepType),
    ).toHaveValue("delay");
    await edit.getByLabel(t.editor.name).fill("Lead follow-up v2");
    await edit.getByRole("button", { name: t.editor.addStep }).click();
    await edit.getByRole("button", { name: t.editor.save }).click();
    await expect(page.getByRole("status").filter({ hasText: "Template Updated" })).toBeVisible();
    const updated = list.getByRole("listitem").filter({ hasText: "Lead follow-up v2" });
    await expect(updated).toContainText("3 steps");

    await page.getByRole("tab", { name: t.tabs.overview }).click();
    const counts = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: t.overview.templatesTitle }) });
    await expect(counts).toContainText(new RegExp(`${t.overview.ownTemplates}\\s*1`));
  });

  test("staff change an inquiry's status and notes", async ({ page, baseURL }) => {
    const leadName = `Lead ${Date.now()}`;
    const leadEmail = uniqueEmail("lead");
    const lead = await page.request.post("/api/leads/contact", {
      headers: { Origin: baseURL as string, Accept: "application/json" },
      multipart: {
        name: leadName,
        email: leadEmail,
        business_type: "saas",
        message: "Please automate our onboarding.",
        js: "1",
        lang: "en",
      },
    });
    expect(lead.ok()).toBe(true);

    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openDashboard(page, baseURL as string, "inquiries");
    await expect(page.getByText(en.dashboard.roles.staff, { exact: true })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: leadName });
    await expect(row).toContainText(t.statuses.pending);
    await expect(row).toContainText(leadEmail);
    await row.getByRole("button", { name: new RegExp(`^${t.inquiries.open}:`) }).click();

    const detail = page.getByRole("dialog", { name: t.inquiries.detailTitle });
    await expect(detail).toContainText(leadName);
    await expect(detail).toContainText('"business_type": "saas"');
    await detail.getByRole("button", { name: t.statuses.completed }).click();
    await expect(detail.getByRole("button", { name: t.statuses.completed })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await detail.getByLabel(t.inquiries.fields.notes).fill("Signed on the first call.");
    await detail.getByRole("button", { name: t.inquiries.update }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status Updated" })).toBeVisible();
    await expect(row).toContainText(t.statuses.completed);

    await page.getByLabel(t.inquiries.filter).selectOption("completed");
    await expect(page.getByRole("listitem").filter({ hasText: leadName })).toBeVisible();
    await page.getByLabel(t.inquiries.filter).selectOption("pending");
    await expect(page.getByRole("listitem").filter({ hasText: leadName })).toHaveCount(0);

    await page.reload();
    await page.getByRole("listitem").filter({ hasText: leadName }).getByRole("button").click();
    await expect(detail.getByLabel(t.inquiries.fields.notes)).toHaveValue("Signed on the first call.");
    await expect(detail.getByRole("button", { name: t.statuses.completed })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("Escape");

    const csv = await page.request.get("/api/dashboard/inquiries.csv");
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(leadEmail);

    await page.getByRole("tab", { name: t.tabs.analytics }).click();
    await expect(page.getByRole("heading", { name: t.analytics.bySource })).toBeVisible();
  });

  test("a plain user cannot reach staff tabs or staff actions", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, uniqueEmail("plain"), "Plain Pat");
    await openDashboard(page, baseURL as string, "analytics");
    const tabs = page.getByRole("tablist", { name: t.menuLabel }).getByRole("tab");
    await expect(tabs).toHaveText([t.tabs.overview, t.tabs.templates, t.tabs.inquiries, t.tabs.settings]);
    await expect(page.getByRole("tab", { name: t.tabs.overview })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: t.overview.leadsTitle.own })).toBeVisible();

    await page.getByRole("tab", { name: t.tabs.inquiries }).click();
    await expect(page.getByText(t.inquiries.introUser)).toBeVisible();
    await expect(page.getByText(t.inquiries.verifyNeeded)).toBeVisible();
    await expect(page.getByRole("link", { name: t.inquiries.exportCsv })).toHaveCount(0);

    expect((await page.request.get("/api/dashboard/analytics")).status()).toBe(403);
    expect((await page.request.get("/api/dashboard/inquiries.csv")).status()).toBe(403);
    const patch = await page.request.patch("/api/dashboard/inquiries/00000000-0000-4000-8000-000000000000", {
      headers: { Origin: baseURL as string },
      data: { status: "completed", notes: "" },
    });
    expect(patch.status()).toBe(403);
  });

  test("a user sees the inquiries of his e-mail, read-only, once he has confirmed it", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("customer");
    const leadName = `Customer ${Date.now()}`;
    const lead = await page.request.post("/api/leads/contact", {
      headers: { Origin: baseURL as string, Accept: "application/json" },
      multipart: {
        name: leadName,
        email,
        business_type: "b2b",
        message: "Quote, please.",
        js: "1",
        lang: "en",
      },
    });
    expect(lead.ok()).toBe(true);
    await signUpByApi(page, baseURL as string, email, "Customer Cleo");
    await openDashboard(page, baseURL as string, "inquiries");
    await expect(page.getByText(t.inquiries.verifyNeeded)).toBeVisible();
    await expect(page.getByText(leadName)).toHaveCount(0);

    const mail = await expectMail(email, "Confirm your e-mail for Flowlane");
    const link = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail)?.[1] ?? "";
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard\?tab=inquiries$/);
    await expect(page.getByText(t.inquiries.verifyNeeded)).toHaveCount(0);
    const row = page.getByRole("listitem").filter({ hasText: leadName });
    await expect(row).toContainText(t.statuses.pending);
    await row.getByRole("button").click();
    const detail = page.getByRole("dialog", { name: t.inquiries.detailTitle });
    await expect(detail).toContainText(t.inquiries.readOnly);
    await expect(detail.getByRole("button", { name: t.inquiries.update })).toHaveCount(0);
    await expect(detail.getByRole("button", { name: t.statuses.completed })).toHaveCount(0);
  });

  test("no serious accessibility violations on the tabs and dialogs", async ({ browser, baseURL }) => {
    // Seven axe scans and a sign-up (a deliberately slow password hash) on two busy cores.
    test.setTimeout(180_000);
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
    const page = await context.newPage();
    await page.goto("/eng");
    const lead = await page.request.post("/api/leads/contact", {
      headers: { Origin: baseURL as string, Accept: "application/json" },
      multipart: {
        name: "Axe",
        email: uniqueEmail("axe"),
        business_type: "b2b",
        message: "Hi",
        js: "1",
        lang: "en",
      },
    });
    expect(lead.ok()).toBe(true);
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze()).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    for (const tab of ["overview", "templates", "inquiries", "analytics", "settings"]) {
      await openDashboard(page, baseURL as string, tab);
      await expect(page.getByRole("tab", { name: t.tabs[tab as keyof typeof t.tabs] })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
      expect(await serious(), tab).toEqual([]);
    }
    await openDashboard(page, baseURL as string, "templates");
    await page.getByRole("button", { name: t.templates.create }).click();
    await page.getByRole("button", { name: t.editor.addStep }).click();
    expect(await serious(), "template editor").toEqual([]);
    await page.keyboard.press("Escape");
    await openDashboard(page, baseURL as string, "inquiries");
    await page
      .getByRole("button", { name: new RegExp(`^${t.inquiries.open}:`) })
      .first()
      .click();
    expect(await serious(), "inquiry dialog").toEqual([]);
    await context.clearCookies();
    await page.goto("/eng");
    await page.getByRole("banner").getByRole("button", { name: en.header.signIn }).click();
    await page.getByRole("button", { name: en.auth.signUpLink }).click();
    expect(await serious(), "sign-up dialog").toEqual([]);
    await context.close();
  });

  test("settings keep the profile and sign out of every session", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, uniqueEmail("settings"), "Setting Sue");
    await openDashboard(page, baseURL as string, "settings");
    const profile = page.getByRole("form", { name: t.settings.profileTitle });
    await profile.getByLabel(t.settings.name).fill("Sue Settings");
    await profile.getByRole("textbox", { name: /Phone/ }).fill("777 123 456");
    await profile.getByRole("button", { name: t.settings.saveProfile }).click();
    await expect(page.getByRole("status").filter({ hasText: t.settings.profileSaved })).toBeVisible();
    await page.reload();
    await expect(page.getByText("Signed in as Sue Settings")).toBeVisible();
    await expect(
      page.getByRole("form", { name: t.settings.profileTitle }).getByRole("textbox", { name: /Phone/ }),
    ).toHaveValue("+420777123456");

    await page.getByRole("button", { name: t.settings.signOutEverywhere }).click();
    await expect(page).toHaveURL(/\/$/);
    const response = await page.request.get("/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
  });
});
