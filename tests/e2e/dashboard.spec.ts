import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { fill } from "../../app/features/auth/fill";
import { TEMPLATES_PER_ACCOUNT } from "../../app/features/dashboard/template-editor";
import { account as cs } from "../../app/i18n/messages/cs/account";
import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { account as en } from "../../app/i18n/messages/en/account";
import { forms as enForms } from "../../app/i18n/messages/en/forms";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { account as pl } from "../../app/i18n/messages/pl/account";
import { shell as plShell } from "../../app/i18n/messages/pl/shell";
import { STAFF_EMAIL, signUpByApi, uniqueEmail } from "./accounts";
import { seriousViolations } from "./axe";
import { expect, hydrating, test } from "./fixtures";
import { sendLead } from "./leads-api";
import { expectMail } from "./outbox";

const t = en.dashboard;
const d = t.desk;

const column = (page: Page, status: keyof typeof t.statuses) =>
  page
    .getByRole("list", { name: d.board.columnsLabel })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: new RegExp(`^${t.statuses[status]}`) }),
    });

/** Marks the open inquiry as spam from its page, then restores it: what staff see at each step. */
async function spamAndRestore(page: Page, scripted: boolean) {
  const notice = page.getByText(fill(d.inquiry.spamNotice, { reason: d.card.spamReasons.staff }));
  const markSpam = page.getByRole("button", { name: d.inquiry.markSpam });
  const saved = page.getByRole("status").filter({ hasText: d.toasts.saved });
  await markSpam.click();
  await expect(notice).toBeVisible();
  // Kept as spam already: the button would do nothing.
  await expect(markSpam).toHaveCount(0);
  if (scripted) await expect(saved.first()).toBeVisible();
  await page.reload();
  await expect(notice).toBeVisible();
  await page.getByRole("button", { name: d.inquiry.restore }).click();
  await expect(markSpam).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(d.activity.restored)).toBeVisible();
}

async function openInquiry(page: Page, name: string) {
  await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
}

test.describe("the lead desk", () => {
  test("staff move an inquiry on the board by mouse and by keyboard", async ({ page, baseURL }) => {
    const name = `Board ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("board") });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto(`/eng/dashboard/inquiries?q=${encodeURIComponent(name)}`);
    await expect(column(page, "pending").getByRole("link", { name })).toBeVisible();
    // What staff decide on: the request and language, the message's first line, who has it, its age.
    const card = column(page, "pending").getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText(`${d.forms.contact} · ${d.languages.en}`);
    await expect(card).toContainText("Please automate our onboarding.");
    await expect(card).toContainText(d.card.unassigned);
    await expect(card.locator("time")).toHaveText("today");

    // By mouse: hold the card's handle and drop it on "In progress".
    const handle = page.getByRole("button", { name: `Move ${name}` });
    await expect(handle).toBeEnabled();
    await handle.scrollIntoViewIfNeeded();
    const target = column(page, "in_progress");
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("the board is not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const [x, y] = [to.x + to.width / 2, to.y + Math.min(to.height / 2, 120)];
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(from.x + ((x - from.x) * step) / 10, from.y + ((y - from.y) * step) / 10);
    }
    await page.mouse.up();
    await expect(column(page, "in_progress").getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: d.toasts.statusUpdated }).first()).toBeVisible();

    // By keyboard: Space picks the card up, an arrow moves it one column on, Space drops it;
    // each step waits for what a screen reader hears, as its user does.
    const announced = (text: string) =>
      expect(page.getByRole("status").filter({ hasText: text })).toBeAttached();
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    // The keyboard sensor listens for arrows from a zero-delay timer after pick-up; a timer queued
    // now runs after it (a person never presses the next key within the same millisecond).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press("ArrowRight");
    await announced(fill(d.board.announce.over, { name, status: t.statuses.completed }));
    await page.keyboard.press("Space");
    await announced(fill(d.board.announce.dropped, { name, status: t.statuses.completed }));
    await expect(column(page, "completed").getByRole("link", { name })).toBeVisible();
    // Focus stays with the card in its new column, so the next key moves it on.
    await expect(column(page, "completed").getByRole("button", { name: `Move ${name}` })).toBeFocused();
    await page.waitForLoadState("networkidle");
    await expect(column(page, "completed").getByRole("button", { name: `Move ${name}` })).toBeFocused();
    await page.reload();
    await expect(column(page, "completed").getByRole("link", { name })).toBeVisible();
  });

  test("staff work an inquiry from the keyboard: help, status, assignment and the next inquiry", async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const [older, newer] = [`Keys older ${stamp}`, `Keys newer ${stamp}`];
    await sendLead(page, baseURL as string, { name: older, email: uniqueEmail("keys") });
    await sendLead(page, baseURL as string, { name: newer, email: uniqueEmail("keys") });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openInquiry(page, newer);
    const s = d.shortcuts;

    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: s.title });
    await expect(help).toBeVisible();
    await expect(help.getByText(s.actions.assignToMe)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    // Opened from its button, closed, the focus is back on the button.
    const helpButton = page.getByRole("button", { name: s.button });
    await helpButton.click();
    await expect(help).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(helpButton).toBeFocused();

    // Typed into a field, the keys are text.
    const note = page.getByLabel(d.inquiry.note);
    await note.fill("");
    await note.pressSequentially("s3a");
    await expect(note).toHaveValue("s3a");
    await note.blur();

    await page.keyboard.press("s");
    await page.keyboard.press("3");
    await expect(page.getByRole("button", { name: t.statuses.completed, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("a");
    await expect(page.getByText("Assigned to Staff Sam")).toBeVisible();
    await expect(page.getByRole("button", { name: s.actions.assignToMe })).toHaveCount(0);

    // The next inquiry is the one below in the list: an older one (ours, unless another test's
    // lead came in between), and back.
    const here = page.url();
    await page.keyboard.press("j");
    await expect(page).not.toHaveURL(here);
    await expect(page.getByRole("heading", { level: 2, name: newer })).toHaveCount(0);
    await page.keyboard.press("k");
    await expect(page.getByRole("heading", { level: 2, name: newer })).toBeVisible();
    await expect(page.getByRole("button", { name: t.statuses.completed, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("staff work an inquiry: two notes, assignment, a follow-up and an e-mail reply", async ({
    page,
    baseURL,
  }) => {
    const name = `Worked ${Date.now()}`;
    const email = uniqueEmail("worked");
    await sendLead(page, baseURL as string, { name, email });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openInquiry(page, name);
    // What the lead answered, a row each; the fields left empty named together on one last row.
    const answers = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.inquiry.answers }) });
    await expect(answers.getByRole("term")).toHaveText([
      d.fields.name,
      d.fields.email,
      d.fields.business_type,
      d.fields.message,
      d.inquiry.unanswered,
    ]);
    await expect(answers.getByRole("definition")).toHaveText([
      name,
      email,
      enForms.contact.businessTypes.saas,
      "Please automate our onboarding.",
      d.fields.phone,
    ]);

    for (const note of ["Called, no answer.", "Sent the offer."]) {
      const panel = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: d.inquiry.note }) });
      await panel.getByLabel(d.inquiry.note).fill(note);
      await panel.getByRole("button", { name: d.inquiry.addNote }).click();
      await expect(page.getByText(note)).toBeVisible();
    }
    await expect(page.getByText("Called, no answer.")).toBeVisible();

    await page.getByLabel(d.inquiry.assignee).selectOption({ label: "Staff Sam" });
    await page.getByRole("button", { name: d.inquiry.assign, exact: true }).click();
    await expect(page.getByText("Assigned to Staff Sam")).toBeVisible();

    await page.getByLabel(d.inquiry.followUp).fill("2026-12-31");
    await page.getByRole("button", { name: d.inquiry.save, exact: true }).click();
    await expect(page.getByText(/Follow-up on/)).toBeVisible();

    const reply = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.inquiry.reply }) });
    await expect(reply.getByLabel(d.inquiry.subject)).toHaveValue("Your inquiry with Flowlane");
    await reply
      .getByLabel(d.inquiry.message)
      .fill("Hello,\n\nthe offer is attached to our call notes.\n\nSam");
    await reply.getByRole("button", { name: d.inquiry.send }).click();
    await expect(page.getByText(`Email to ${email}`)).toBeVisible();
    const mail = await expectMail(email, "Subject: Your inquiry with Flowlane", "the offer is attached");
    expect(mail.raw).toContain(`Reply-To: ${STAFF_EMAIL}`);
    expect(mail.html).toContain("the offer is attached");

    await page.reload();
    await expect(page.getByText("Sent the offer.")).toBeVisible();
    await expect(page.getByText("Called, no answer.")).toBeVisible();
    await expect(page.getByText(`Email to ${email} (sent)`)).toBeVisible();
    await page.goto("/eng/dashboard/inquiries?view=list&assignee=me");
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("staff value a deal, win it with a reason, and see it in the analytics", async ({ page, baseURL }) => {
    const name = `Deal ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("deal") });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openInquiry(page, name);
    const panel = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.inquiry.deal }) });
    await panel.getByLabel(d.inquiry.dealValue).fill("48 000");
    await panel.getByLabel(d.inquiry.dealCurrency).selectOption("CZK");
    await panel.getByLabel(d.inquiry.expectedClose).fill("2026-12-15");
    await panel.getByRole("button", { name: d.inquiry.saveDeal }).click();
    await expect(page.getByText(/^Deal: CZK\s?48,000 · expected to close on/)).toBeVisible();

    await page.getByRole("button", { name: t.statuses.completed, exact: true }).click();
    await expect(panel.getByLabel(d.inquiry.wonReason)).toBeVisible();
    await panel.getByLabel(d.inquiry.wonReason).fill("Chose the yearly plan");
    await panel.getByRole("button", { name: d.inquiry.saveDeal }).click();
    await expect(page.getByText(/reason: Chose the yearly plan/)).toBeVisible();

    await page.goto("/eng/dashboard/analytics");
    const won = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: t.analytics.wonValue }) });
    await expect(won.getByText(/CZK\s?[\d,]+/)).toBeVisible();
    await expect(page.getByRole("heading", { name: t.analytics.funnel })).toBeVisible();
  });

  test("staff move a job application through its own pipeline, apart from the sales leads", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("applicant");
    await page.goto("/team/eng");
    const form = page.getByRole("form", { name: enForms.hiring.title });
    await form.getByLabel(enForms.hiring.email).fill(email);
    await form.getByLabel(enForms.hiring.file).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n%%EOF\n"),
    });
    for (const text of enForms.hiring.acknowledgements) await form.getByLabel(text).check();
    await form.getByRole("button", { name: enForms.hiring.submit }).click();
    await expect(
      page.getByRole("status").filter({ hasText: enForms.mail.confirmations.hiring.heading }),
    ).toBeVisible();
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("link", { name: email })).toHaveCount(0);

    await page.goto("/eng/dashboard");
    await page.getByRole("link", { name: t.tabs.applications }).first().click();
    await expect(page.getByRole("heading", { name: t.applications.title })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await row
      .getByLabel(`${t.applications.stageLabel}: ${email}`)
      .selectOption(t.applications.stages.reviewing);
    await row.getByRole("button", { name: d.inquiry.save }).click();
    await expect(page.getByRole("status").filter({ hasText: d.toasts.statusUpdated }).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole("link", { name: new RegExp(`^${t.applications.stages.reviewing}`) }).click();
    await page.getByRole("link", { name: email }).click();
    await page.getByRole("button", { name: t.applications.stages.invited, exact: true }).click();
    await expect(page.getByText("Application: Reviewing → Invited")).toBeVisible();
    await expect(page.getByText("Application: New → Reviewing")).toBeVisible();
    await expect(page.getByRole("heading", { name: d.inquiry.deal })).toHaveCount(0);
  });

  test("staff merge two inquiries from one address and undo it, from either inquiry", async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const email = uniqueEmail("twice");
    await sendLead(page, baseURL as string, { name: `Twice A ${stamp}`, email, message: "First question." });
    await sendLead(page, baseURL as string, { name: `Twice B ${stamp}`, email, message: "Second question." });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openInquiry(page, `Twice A ${stamp}`);
    const kept = page.url();
    const duplicates = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.inquiry.duplicates }) });
    const merged = await duplicates.getByRole("link").getAttribute("href");
    const merge = async () => {
      await duplicates.getByRole("button", { name: d.inquiry.merge }).click();
      await expect(page.getByRole("status").filter({ hasText: d.toasts.merged }).first()).toBeVisible();
    };
    const rows = page.getByRole("table").getByRole("link");
    await merge();
    await expect(page.getByText("Second question.")).toBeVisible();
    await expect(page.getByText("First question.")).toBeVisible();
    await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(email)}`);
    await expect(rows).toHaveCount(1);

    // From the kept inquiry's timeline.
    await page.goto(kept);
    const timeline = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.inquiry.timeline }) });
    await timeline.getByRole("button", { name: d.inquiry.undoMerge }).click();
    await expect(page.getByRole("status").filter({ hasText: d.toasts.unmerged }).first()).toBeVisible();
    await expect(timeline.getByText(/^Merge undone: Contact message/)).toBeVisible();
    await expect(page.getByText("Second question.")).toHaveCount(0);
    await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(email)}`);
    await expect(rows).toHaveCount(2);

    // From the merged inquiry's own page.
    await page.goto(kept);
    await merge();
    await page.goto(merged ?? "");
    await expect(page.getByText(d.inquiry.mergedNotice)).toBeVisible();
    await page.getByRole("button", { name: d.inquiry.undoMerge }).click();
    await expect(page.getByRole("status").filter({ hasText: d.toasts.unmerged }).first()).toBeVisible();
    await expect(page.getByText(d.inquiry.mergedNotice)).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.statuses.completed })).toBeVisible();
    await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(email)}`);
    await expect(rows).toHaveCount(2);
  });

  test("the filters stay open while staff change them, back to all included", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto("/eng/dashboard/inquiries?view=list");
    // Nothing is dragged in the list: its introduction does not say so.
    await expect(page.getByText(d.board.introStaffList)).toBeVisible();
    await expect(page.getByText(d.board.introStaff)).toHaveCount(0);
    const filters = page
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: d.filters.title }) });
    await filters.locator("summary").click();
    const form = filters.getByLabel(d.filters.form);
    await form.selectOption({ label: d.forms.contact });
    await expect(page).toHaveURL(/form=contact/);
    await form.selectOption({ label: d.filters.all });
    await expect(page).not.toHaveURL(/form=contact/);
    await expect(filters).toHaveAttribute("open", "");
    await expect(form).toBeVisible();
  });

  test("staff mark an inquiry as spam from its page and restore it", async ({ page, baseURL }) => {
    const name = `Spammy ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("spammy") });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openInquiry(page, name);
    await spamAndRestore(page, true);
  });

  test("staff find an inquiry without typing its diacritics", async ({ page, baseURL }) => {
    const stamp = Date.now();
    const name = `Łucja Příhodová ${stamp}`;
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("diacritics") });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto("/eng/dashboard/inquiries?view=list");
    const filters = page
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: d.filters.title }) });
    await filters.locator("summary").click();
    await filters.getByLabel(d.filters.search).fill(`LUCJA prihodova ${stamp}`);
    await filters.getByLabel(d.filters.search).press("Enter");
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("an address that leads to no inquiry is the desk's translated 404", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    for (const [prefix, dictionary, serverError] of [
      ["/eng", en, enShell.requestError.titles.serverError],
      ["/cs", cs, csShell.requestError.titles.serverError],
      ["/pl", pl, plShell.requestError.titles.serverError],
    ] as const) {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        const answer = await page.goto(`${prefix}/dashboard/inquiries/${id}`);
        expect(answer?.status()).toBe(404);
        await expect(
          page.getByRole("heading", { level: 2, name: dictionary.dashboard.desk.inquiry.missingTitle }),
        ).toBeVisible();
        await expect(page.getByText(serverError)).toHaveCount(0);
        await expect(page.getByRole("navigation", { name: dictionary.dashboard.menuLabel })).toBeVisible();
      }
    }
  });

  test("restoring the last post kept as spam says so", async ({ page, baseURL }) => {
    const email = uniqueEmail("spam");
    const name = `Spam ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email, "bot-field": "http://spam.example" });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto(`/eng/dashboard/inquiries?view=list&spam=1&q=${encodeURIComponent(email)}`);
    await page.getByRole("button", { name: `${d.inquiry.restore}: ${name}` }).click();
    await expect(page.getByText(d.board.spamEmpty)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: d.toasts.saved })).toBeVisible();
  });

  test("staff export the inquiries as a spreadsheet and open it", async ({ page, baseURL }) => {
    const name = `Sheet ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("sheet"), message: "=SUM(1+1)" });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto(`/cs/dashboard/inquiries?q=${encodeURIComponent(name)}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: cs.dashboard.desk.csv.download }).click();
    const file = await (await download).path();
    const text = readFileSync(file, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, row, ...rest] = text.slice(1).trim().split("\r\n");
    expect(rest).toEqual([]);
    expect(header?.split(";")).toEqual(
      expect.arrayContaining(["Jméno", "E-mail", "Zpráva", "Obor podnikání"]),
    );
    expect(row).toContain(name);
    expect(row).toContain("'=SUM(1+1)");
  });

  test("staff erase an address and nothing is left of it", async ({ page, baseURL }) => {
    const name = `Erase ${Date.now()}`;
    const email = uniqueEmail("erase");
    await sendLead(page, baseURL as string, { name, email });
    await expectMail(email);
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await openInquiry(page, name);
    const privacy = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.privacy.title }) });
    await privacy.getByLabel(d.privacy.confirm).fill(email);
    await privacy.getByRole("button", { name: d.privacy.erase }).click();
    await expect(page.getByRole("status").filter({ hasText: "Done. Inquiries: 1," })).toBeVisible();
    await page.goto(`/eng/dashboard/inquiries?view=list&spam=1&q=${encodeURIComponent(email)}`);
    await expect(page.getByText(d.board.spamEmpty)).toBeVisible();
    await page.goto(`/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(email)}`);
    await expect(page.getByText(d.board.empty)).toBeVisible();
    const stored = await page.request.get(`/dashboard/privacy-export?email=${encodeURIComponent(email)}`);
    expect(await stored.json()).toMatchObject({ inquiries: [], emails: [], account: null });
  });

  test("a customer sees his own inquiries read-only and none of the staff's pages", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("customer");
    const name = `Customer ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email });
    await signUpByApi(page, baseURL as string, email, "Customer Cleo");
    await page.goto("/eng/dashboard/inquiries");
    await expect(page.getByText(d.board.introUser)).toBeVisible();
    await page.getByRole("link", { name }).click();
    await expect(page.getByText(d.inquiry.readOnly)).toBeVisible();
    await expect(page.getByRole("button", { name: t.statuses.completed })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: d.inquiry.timeline })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: t.menuLabel }).getByRole("link");
    await expect(nav).toHaveText([t.tabs.overview, t.tabs.inquiries, t.tabs.templates, t.tabs.settings]);
    expect((await page.goto("/eng/dashboard/analytics"))?.status()).toBe(403);
    expect((await page.request.get("/dashboard/inquiries.csv")).status()).toBe(403);
  });

  test("a user creates and edits a template, asks to publish it, and staff publish it", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("templates");
    await signUpByApi(page, baseURL as string, email, "Template Tom");
    await page.goto("/eng/dashboard/templates");
    await expect(page.getByRole("link", { name: t.tabs.templates })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(t.templates.empty)).toBeVisible();

    await page.getByRole("link", { name: t.templates.create }).click();
    const editor = page.getByRole("dialog", { name: t.editor.titleNew });
    await editor.getByRole("button", { name: t.editor.save }).click();
    await expect(editor.getByText(t.editor.nameRequired)).toBeVisible();
    await editor.getByRole("textbox", { name: t.editor.name, exact: true }).fill("Lead follow-up");
    await editor.getByLabel(t.editor.description).fill("After every demo call");
    await editor.getByLabel(t.editor.category).selectOption({ label: t.categories.integration });
    await editor.getByRole("checkbox", { name: new RegExp(t.editor.askPublic) }).check();
    for (let i = 0; i < 3; i++) await editor.getByRole("button", { name: t.editor.addStep }).click();
    const step = (n: number) => editor.getByRole("group", { name: new RegExp(`^Step ${n}:`) });
    await expect(step(1).getByRole("combobox", { name: t.editor.stepType, exact: true })).toHaveValue(
      "action",
    );
    await step(1)
      .getByRole("combobox", { name: t.editor.stepType, exact: true })
      .selectOption({ label: t.stepTypes.input });
    await expect(step(1)).toHaveAccessibleName(`Step 1: ${t.stepTypes.input}`);
    await step(1).getByLabel(t.editor.stepAction).fill("Demo call ends");
    await step(2).getByLabel(t.editor.stepAction).fill("Will be removed");
    await step(3)
      .getByRole("combobox", { name: t.editor.stepType, exact: true })
      .selectOption({ label: t.stepTypes.delay });
    await step(3).getByLabel(t.editor.stepAction).fill("Wait one day");
    await editor.getByRole("button", { name: "Remove step 2" }).click();
    await expect(editor.getByText("Will be removed")).toHaveCount(0);
    await editor.getByRole("button", { name: t.editor.save }).click();

    await expect(page.getByRole("status").filter({ hasText: "Template Created" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const card = page
      .getByRole("list", { name: t.templates.title })
      .getByRole("listitem")
      .filter({ hasText: "Lead follow-up" });
    await expect(card).toContainText("2 steps");
    await card.getByRole("link", { name: `${t.templates.edit}: Lead follow-up` }).click();
    const edit = page.getByRole("dialog", { name: t.editor.titleEdit });
    await edit.getByRole("textbox", { name: t.editor.name, exact: true }).fill("Lead follow-up v2");
    await edit.getByRole("button", { name: t.editor.save }).click();
    await expect(page.getByRole("status").filter({ hasText: "Template Updated" })).toBeVisible();
    await expect(page.getByText("Lead follow-up v2")).toBeVisible();
    await expect(card).toContainText(t.templates.requestedBadge);
    await page.getByRole("link", { name: t.tabs.overview }).click();
    await expect(
      page.locator("section").filter({ has: page.getByRole("heading", { name: t.overview.templatesTitle }) }),
    ).toContainText(new RegExp(`${t.overview.ownTemplates}\\s*1`));

    // Staff check the steps and publish it; then it is public for its owner too.
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.goto("/eng/dashboard/templates");
    const request = page
      .getByRole("list", { name: t.templates.requestsTitle })
      .getByRole("listitem")
      .filter({ hasText: "Lead follow-up v2" })
      .first();
    await expect(request).toContainText("From Template Tom");
    await expect(request).toContainText(`${t.stepTypes.delay}: Wait one day`);
    await request.getByRole("button", { name: `${t.templates.approve}: Lead follow-up v2` }).click();
    await expect(page.getByRole("status").filter({ hasText: t.templates.approved })).toBeVisible();
    await expect(request).toHaveCount(0);
    await signUpByApi(page, baseURL as string, email, "Template Tom");
    await page.goto("/eng/dashboard/templates");
    await expect(card).toContainText(t.templates.publicBadge);
  });

  test("a template is tried on a recent inquiry named as its card names it, not by its stored title", async ({
    page,
    baseURL,
  }) => {
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    const template = `Tried ${Date.now()}`;
    const created = await page.request.post(`${baseURL}/eng/dashboard/templates`, {
      headers: { Origin: baseURL as string },
      data: {
        intent: "create",
        template: {
          name: template,
          workflowData: {
            steps: [
              {
                id: "pending",
                type: "condition",
                config: { action: "", params: {} },
                settings: {
                  type: "condition",
                  field: "status",
                  operator: "equals",
                  value: "pending",
                  ifMet: "continue",
                },
              },
            ],
          },
        },
      },
    });
    expect(created.ok()).toBe(true);
    // Stored with the title "<name> (saas)": the business type's code, in English whatever the desk's language.
    const name = `Tried on ${Date.now()}`;
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("tried") });
    await page.goto("/eng/dashboard/templates");
    await page.getByRole("button", { name: `${t.runs.dryRun.open}: ${template}` }).click();
    const lead = page.getByRole("dialog").getByRole("combobox", { name: t.runs.dryRun.lead });
    await expect(lead.locator("option", { hasText: name })).toHaveText(
      `${name} · ${d.forms.contact} · ${d.languages.en}`,
    );
  });

  test("a toast said while the template editor stays open stands above its backdrop", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("template-limit");
    await signUpByApi(page, baseURL as string, email, "Template Tina");
    // The account fills its last place from another tab while the editor is open here: the
    // editor's save is refused with a toast, and the editor stays open.
    const create = async (name: string) => {
      const created = await page.request.post(`${baseURL}/eng/dashboard/templates`, {
        headers: { Origin: baseURL as string },
        data: { intent: "create", template: { name, workflowData: { steps: [] } } },
      });
      expect(created.ok()).toBe(true);
    };
    for (let i = 1; i < TEMPLATES_PER_ACCOUNT; i++) await create(`Template ${i}`);
    await page.goto("/eng/dashboard/templates");
    await page.getByRole("link", { name: t.templates.create }).click();
    const editor = page.getByRole("dialog", { name: t.editor.titleNew });
    await create(`Template ${TEMPLATES_PER_ACCOUNT}`);
    await editor.getByRole("textbox", { name: t.editor.name, exact: true }).fill("One too many");
    await editor.getByRole("button", { name: t.editor.save }).click();
    const said = fill(t.templates.limitReached, { max: TEMPLATES_PER_ACCOUNT });
    // The toast (data-kind), not the editor's own line saying the same.
    const toast = page.locator("[data-kind]", { hasText: said });
    await expect(toast).toBeVisible();
    await expect(editor).toBeVisible();
    // On screen the toast has its own colour, not the one the dialog's backdrop dims it to: the
    // pixel at the middle of its left padding is its background.
    const box = await toast.boundingBox();
    if (!box) throw new Error("the toast has no box");
    const shot = await page.screenshot({
      clip: { x: Math.round(box.x + 6), y: Math.round(box.y + box.height / 2), width: 1, height: 1 },
    });
    const [onScreen, own] = await toast.evaluate(
      async (element, src) => {
        const canvas = document.createElement("canvas");
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) return [[], []];
        const pixel = () => [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
        const image = new Image();
        image.src = src;
        await image.decode();
        context.drawImage(image, 0, 0);
        const seen = pixel();
        // The toast's background (oklch) as the screen's red, green and blue.
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [seen, pixel()];
      },
      `data:image/png;base64,${shot.toString("base64")}`,
    );
    expect(own).toHaveLength(3);
    own.forEach((channel, index) => {
      expect(Math.abs((onScreen[index] ?? 0) - channel), `${onScreen} against ${own}`).toBeLessThanOrEqual(3);
    });
  });

  test("the desk is an app of its own: a side menu at 1440 px, a keyboard menu at 390 px, none of the site's frame", async ({
    page,
    baseURL,
  }) => {
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/eng/dashboard/inquiries?view=list");
    const menu = page.getByRole("navigation", { name: t.menuLabel });
    await expect(menu.getByRole("link")).toHaveText([
      t.tabs.overview,
      t.tabs.inquiries,
      t.tabs.applications,
      t.tabs.templates,
      t.tabs.runs,
      t.tabs.analytics,
      t.tabs.settings,
    ]);
    // No public header, footer, consultation button or assistant.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("button", { name: enShell.cta.bookConsultation })).toHaveCount(0);
    await expect(page.getByRole("link", { name: enShell.nav.contact })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Ask our assistant" })).toHaveCount(0);
    // The section takes the screen's width beside the menu.
    const main = await page.getByRole("main").boundingBox();
    expect(main?.width).toBeGreaterThan(1440 - 15 * 16 - 20);
    const shortcuts = page.getByRole("button", { name: d.shortcuts.button });
    await expect(shortcuts).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menu).toBeHidden();
    // A phone has no keys for the shortcuts: their button is not shown.
    await expect(shortcuts).toBeHidden();
    // The menu's toggle comes first in the bar.
    const toggle = page.getByRole("banner").locator("summary").first();
    await expect(toggle).toHaveAccessibleName(enShell.nav.openMenu);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: t.tabs.overview })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: t.tabs.settings }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/eng\/dashboard\/settings$/);
    await expect(menu).toBeHidden();
    // The focus is back on the toggle, not on a hidden link.
    await expect(toggle).toBeFocused();
  });

  test("the language switch keeps the dashboard page", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, uniqueEmail("switch"), "Switch Sally");
    await page.goto("/eng/dashboard/settings");
    await page
      .getByRole("banner")
      .getByLabel(/language/i)
      .first()
      .click();
    await page
      .getByRole("link", { name: /Čeština/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cs\/dashboard\/settings$/);
    await expect(page.getByRole("heading", { name: cs.dashboard.title, level: 1 })).toBeVisible();
  });

  test("settings keep the profile and sign out of every session", async ({ page, baseURL }) => {
    await signUpByApi(page, baseURL as string, uniqueEmail("settings"), "Setting Sue");
    await page.goto("/eng/dashboard/settings");
    const profile = page.getByRole("form", { name: t.settings.profileTitle });
    await profile.getByLabel(t.settings.name).fill("Sue Settings");
    await profile.getByRole("textbox", { name: /Phone/ }).fill("777 123 456");
    await profile.getByRole("button", { name: t.settings.saveProfile }).click();
    await expect(page.getByRole("status").filter({ hasText: t.settings.profileSaved })).toBeVisible();
    await page.reload();
    // The side menu says who is signed in (the phone's folded menu says it too, hidden here).
    await expect(page.getByRole("complementary").getByText("Signed in as Sue Settings")).toBeVisible();
    await page.getByRole("button", { name: t.settings.signOutEverywhere }).click();
    await expect(page).toHaveURL(/\/eng$/);
    expect((await page.request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("staff mark an inquiry as spam from its page and restore it, as plain forms", async ({
      page,
      baseURL,
    }) => {
      const name = `Plain spam ${Date.now()}`;
      await sendLead(page, baseURL as string, { name, email: uniqueEmail("plainspam") });
      await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
      await openInquiry(page, name);
      await spamAndRestore(page, false);
    });

    test("settings save every intent as a plain form and show the page again with what was done", async ({
      page,
      baseURL,
    }) => {
      // Staff's own switch: on, then off again (other tests share the staff account).
      await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
      await page.goto("/eng/dashboard/settings");
      const rotation = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: d.rotation.title }) });
      for (const on of [true, false]) {
        await rotation.getByRole("checkbox", { name: d.rotation.label }).setChecked(on);
        const saved = page.waitForResponse((answer) => answer.request().method() === "POST");
        await rotation.getByRole("button", { name: d.inquiry.save, exact: true }).click();
        expect((await saved).status()).toBe(200);
        await expect(rotation.getByRole("status")).toHaveText(d.toasts.saved);
        await expect(rotation.getByRole("checkbox", { name: d.rotation.label })).toBeChecked({ checked: on });
      }
      const privacy = page
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: d.privacy.lookupTitle }) });
      // Two address fields, each named for what it does: the one to export, the one to erase.
      await expect(privacy.getByLabel(d.privacy.exportEmail)).toHaveAttribute("type", "email");
      const request = privacy.locator('form[method="post"]');
      await request.getByLabel(d.privacy.eraseEmail).fill("nobody@example.com");
      await request.getByLabel(d.privacy.confirm).fill("somebody@example.com");
      await request.getByRole("button", { name: d.privacy.anonymise }).click();
      await expect(privacy.getByText(d.privacy.mismatch)).toBeVisible();

      await signUpByApi(page, baseURL as string, uniqueEmail("plain"), "Plain Paula");
      await page.goto("/eng/dashboard/settings");
      const profile = page.getByRole("form", { name: t.settings.profileTitle });
      await profile.getByLabel(t.settings.name).fill("P");
      await profile.getByRole("button", { name: t.settings.saveProfile }).click();
      await expect(profile.getByText(en.validation.fullNameRequired)).toBeVisible();
      await profile.getByLabel(t.settings.name).fill("Paula Plain");
      await profile.getByRole("button", { name: t.settings.saveProfile }).click();
      await expect(profile.getByRole("status")).toHaveText(t.settings.profileSaved);
      await expect(page.getByRole("complementary").getByText("Signed in as Paula Plain")).toBeVisible();
    });
  });

  test("no serious accessibility violations on the dashboard's pages and dialogs", async ({
    browser,
    baseURL,
  }) => {
    // Nine axe scans and a sign-up (a deliberately slow password hash) on two busy cores.
    test.setTimeout(180_000);
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
    const page = await hydrating(await context.newPage());
    const name = `Axe ${Date.now()}`;
    await page.goto("/eng");
    await sendLead(page, baseURL as string, { name, email: uniqueEmail("axe") });
    await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
    const serious = () => seriousViolations(page);
    for (const path of [
      "",
      "/inquiries",
      "/inquiries?view=list",
      "/inquiries?spam=1",
      "/templates",
      "/analytics",
      "/settings",
    ]) {
      await page.goto(`/eng/dashboard${path}`);
      expect(await serious(), path || "overview").toEqual([]);
    }
    await openInquiry(page, name);
    expect(await serious(), "inquiry page").toEqual([]);
    await page.getByRole("button", { name: d.shortcuts.button }).click();
    await expect(page.getByRole("dialog", { name: d.shortcuts.title })).toBeVisible();
    expect(await serious(), "keyboard shortcuts").toEqual([]);
    await page.keyboard.press("Escape");
    await page.goto("/eng/dashboard/templates");
    await page.getByRole("link", { name: t.templates.create }).click();
    await page.getByRole("button", { name: t.editor.addStep }).click();
    expect(await serious(), "template editor").toEqual([]);
    await context.close();
  });

  test("every desk page fits a 320 px screen (WCAG reflow) in Czech and Polish, axe clean before and after its scripts", async ({
    browser,
    baseURL,
  }) => {
    // Twenty pages, each scanned by axe, and a sign-up, on two busy cores.
    test.setTimeout(300_000);
    const stamp = Date.now();
    // A long name and message: the board's card cuts the message to one line, which must not
    // stretch the column past the screen.
    const name = `Zdzisława Przybyszewska-Wojciechowska ${stamp}`;
    const message =
      "Potrzebujemy automatyzacji zamówień z naszego sklepu internetowego i odpowiedzi klientom.";
    const sections = [
      "",
      "inquiries",
      "inquiries?view=list",
      "inquiries?view=list&spam=1",
      "applications",
      "templates",
      "runs",
      "analytics",
      "settings",
    ];
    for (const scripts of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 320, height: 720 } });
      await context.addInitScript(() => localStorage.setItem("cookie-consent", "rejected"));
      // Before its scripts: the page as served, which a slow phone shows for seconds.
      if (!scripts) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = scripts ? await hydrating(await context.newPage()) : await context.newPage();
      if (!scripts) {
        await sendLead(page, baseURL as string, { name, message, email: uniqueEmail("phone") });
        await sendLead(page, baseURL as string, {
          name: `Spam ${stamp}`,
          email: uniqueEmail("phone-spam"),
          "bot-field": "http://spam.example",
        });
      }
      await signUpByApi(page, baseURL as string, STAFF_EMAIL, "Staff Sam");
      const check = async (what: string) => {
        const wider = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        // Soft: one run names every page that fails, not only the first.
        expect.soft(wider, `${what} is wider than the screen`).toBe(0);
        expect.soft(await seriousViolations(page), what).toEqual([]);
      };
      // Each page in Czech in one pass and in Polish in the other.
      for (const [index, section] of sections.entries()) {
        const lang = (index + Number(scripts)) % 2 === 0 ? "cs" : "pl";
        const path = `/${lang}/dashboard${section ? `/${section}` : ""}`;
        await page.goto(path);
        await check(`${path}${scripts ? "" : " before its scripts"}`);
        if (section.includes("spam=1")) {
          // Each column says what it holds: a post's reason for being spam is no second "Status".
          const headers = await page.getByRole("columnheader").allTextContents();
          expect.soft(new Set(headers).size, headers.join(" | ")).toBe(headers.length);
        }
      }
      const lang = scripts ? "cs" : "pl";
      await page.goto(`/${lang}/dashboard/inquiries?view=list&q=${stamp}`);
      await page.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      await check(`/${lang} inquiry page${scripts ? "" : " before its scripts"}`);
      await context.close();
    }
  });
});
