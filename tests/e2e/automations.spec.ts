/**
 * Automations that run (issue 25): staff add the ready instant reply, check its typed steps in the
 * editor and switch it on from its card, and a Polish lead gets its e-mail; staff try a template
 * on the sample lead, switch it on, a contact form brings the automated e-mail, the lead answers
 * it through the inbound webhook, which ends the run at once, both stand in the inquiry's
 * timeline with the run, and the reminder never goes out to that lead; a lead who does not
 * answer gets it once staff end the run's hour of waiting from the inquiry; a webhook step the receiver refuses fails its run at once, and once the
 * receiver is fixed the run is retried from the runs page. The pages are axe clean, drawn at 390
 * and 1440 px. A server of its own, with an inbound address and Postmark's credentials set.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { Locator, Page } from "@playwright/test";
import type { AutomationStep, LocalisedText } from "../../app/domain/automations";
import { fill } from "../../app/features/auth/fill";
import { account as en } from "../../app/i18n/messages/en/account";
import { account as pl } from "../../app/i18n/messages/pl/account";
import { readOutbox } from "../support/eml";
import { signUpByApi, uniqueEmail } from "./accounts";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectMailIn } from "./outbox";
import { useOwnServer } from "./servers";

const r = en.dashboard.runs;
const tt = en.dashboard.templates;
const e = en.dashboard.editor;
const a = tt.automation;
const instantReply = tt.ready.templates.instant_reply;
const STAFF = "staff-automations@flowlane.test";
const POSTMARK = { user: "postmark", password: "e2e-inbound-password" };

const text = (subject: string, body: string): LocalisedText => ({
  cs: { subject, text: body },
  en: { subject, text: body },
  pl: { subject, text: body },
});
/** The instant reply, a wait, and the reminder while the inquiry is still pending. */
const steps: AutomationStep[] = [
  {
    id: "reply",
    settings: {
      type: "action",
      action: { kind: "email_lead", message: text("Thanks, {{name}}", "We have your inquiry.") },
    },
  },
  // An hour: staff end the wait from the runs page ("Continue now") instead of sitting it out.
  { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 60 } } },
  {
    id: "pending",
    settings: { type: "condition", field: "status", operator: "equals", value: "pending", ifMet: "continue" },
  },
  {
    id: "reminder",
    settings: {
      type: "action",
      action: { kind: "email_lead", message: text("Still interested, {{name}}?", "A reminder.") },
    },
  },
];

const CZECH =
  "Dobrý den, {{name}}, děkujeme za Vaši poptávku. Ozveme se Vám do dvou pracovních dnů s nabídkou " +
  "na míru; mezitím si můžete prohlédnout ukázky naší práce. Příjemný den přeje tým Flowlane. ";

/**
 * A template of 30 e-mail steps (ids as the editor makes them), every subject and text in Czech,
 * just within the 48 KB a template may take stored (its JSON in UTF-8).
 */
function czechTemplate(name: string) {
  const ids = Array.from({ length: 30 }, () => `step_${randomUUID()}`);
  const withTexts = (length: number) => ({
    name,
    description: "Odpovědi zájemcům, česky",
    category: "automation",
    isPublic: false,
    workflowData: {
      steps: ids.map((id) => ({
        id,
        type: "action",
        config: { action: "Poděkovat zájemci", params: {} },
        settings: {
          type: "action",
          action: {
            kind: "email_lead",
            message: text("Děkujeme za poptávku, {{name}}", CZECH.repeat(20).slice(0, length).trimEnd()),
          },
        },
      })),
    },
  });
  let length = 0;
  while (Buffer.byteLength(JSON.stringify(withTexts(length + 1))) <= 48 * 1024) length += 1;
  return withTexts(length);
}

/** A template's card on the templates page, by its name. */
const card = (page: Page, name: string): Locator =>
  page
    .getByRole("list", { name: tt.title })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Switches a template on from its card's form, with the languages ticked (none: every lead). */
async function switchOn(page: Page, name: string, languages: string[] = []) {
  const template = card(page, name);
  await template.getByText(a.open).click();
  for (const language of languages) await template.getByRole("checkbox", { name: language }).check();
  await expect(template.getByRole("checkbox", { name: a.stopOnReply })).toBeChecked();
  await template.getByRole("button", { name: a.switchOn }).click();
  await expect(page.getByText(a.switchedOn)).toBeVisible();
  await expect(template.getByText(fill(tt.automationOn, { version: 1 }))).toBeVisible();
}

const contactForm = (page: Page, origin: string, fields: { name: string; email: string; lang: string }) =>
  page.request.post(`${origin}/api/leads/contact`, {
    headers: { Origin: origin, Accept: "application/json" },
    multipart: { ...fields, message: "Can you automate our invoices?", js: "1" },
  });

test.describe("automations that run", () => {
  // Five after the suite's server: booking and replies take the first ones.
  const server = useOwnServer(5, {
    STAFF_EMAILS: STAFF,
    INBOUND_REPLY_ADDRESS: "reply@in.flowlane.test",
    POSTMARK_INBOUND_USER: POSTMARK.user,
    POSTMARK_INBOUND_PASSWORD: POSTMARK.password,
  });
  const { origin } = server;

  test("the ready instant reply, checked in the editor and switched on from its card, answers a Polish lead", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signUpByApi(page, origin, STAFF, "Automating Anna", server.dataDir);
    await page.goto(`${origin}/eng/dashboard/templates`);
    await page.getByRole("button", { name: `${tt.ready.add}: ${instantReply.name}` }).click();
    await expect(page.getByText(tt.ready.added)).toBeVisible();
    const template = card(page, instantReply.name);
    await expect(template).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`templates-${width}.png`), fullPage: true });
    }

    // The editor shows each step's typed settings; an emptied subject is marked as it is typed,
    // and a refused save puts the focus on it.
    await template.getByRole("link", { name: `${tt.edit}: ${instantReply.name}` }).click();
    const editor = page.getByRole("dialog", { name: e.titleEdit });
    await expect(editor.getByRole("combobox", { name: e.settings.actionKind }).first()).toHaveValue(
      "email_lead",
    );
    await expect(editor.getByRole("combobox", { name: e.settings.delayKind })).toHaveValue("working_days");
    await expect(editor.getByLabel(e.settings.at, { exact: true })).toHaveValue("09:00");
    // With scripts the fields follow each choice as it is made: no Apply buttons.
    await expect(editor.getByRole("button", { name: new RegExp(`^${e.apply}`) })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`editor-${width}.png`) });
    }
    const subject = editor.getByRole("textbox", { name: e.settings.subject }).first();
    await subject.fill("");
    await expect(editor.getByText(e.problems.required)).toBeVisible();
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await editor.getByRole("textbox", { name: e.name }).focus();
    await editor.getByRole("button", { name: e.save }).click();
    await expect(subject).toBeFocused();
    await expect(editor.getByText(e.stepsInvalid)).toBeVisible();
    await editor.getByRole("button", { name: e.cancel }).click();
    await expect(editor).toBeHidden();
    // The same editor on its own page, what the dialog enhances (axe needs scripts, so with them).
    await page.goto(
      `${origin}${await template.getByRole("link", { name: `${tt.edit}: ${instantReply.name}` }).getAttribute("href")}`,
    );
    await expect(page.getByRole("heading", { name: e.titleEdit })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Saved from the page (its form posted by the router), it goes back to the list and says so.
    await page.getByRole("button", { name: e.save }).click();
    await expect(page.getByRole("status").filter({ hasText: tt.updated })).toBeVisible();

    // Switched on for Polish leads only: the run writes to the lead in Polish.
    await switchOn(page, instantReply.name, [en.dashboard.desk.languages.pl]);
    // The card's form, open, with its Save and Switch off.
    await expect(template.getByRole("button", { name: a.switchOff })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await template.scrollIntoViewIfNeeded();
      await template.screenshot({ path: testInfo.outputPath(`switch-on-${width}.png`) });
    }
    const lead = `Polski klient ${Date.now()}`;
    const email = uniqueEmail("ready-reply");
    expect((await contactForm(page, origin, { name: lead, email, lang: "pl" })).ok()).toBe(true);
    const polish = pl.dashboard.templates.ready.templates.instant_reply.reply;
    // The body's greeting: the subject header is encoded, the text part only quoted-printable.
    const greeting = polish.text.split("\n")[0] ?? "";
    await expectMailIn(server.dataDir, email, greeting.replace("{{name}}", lead));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the editor's own page refuses an emptied subject beside its field, keeps what was typed, then saves", async ({
      page,
    }, testInfo) => {
      await signUpByApi(page, origin, STAFF, "Automating Anna", server.dataDir);
      await page.goto(`${origin}/eng/dashboard/templates`);
      await page.getByRole("button", { name: `${tt.ready.add}: ${instantReply.name}` }).click();
      // The card's Edit is a link to the editor's page.
      await card(page, instantReply.name)
        .first()
        .getByRole("link", { name: `${tt.edit}: ${instantReply.name}` })
        .click();
      await expect(page).toHaveURL(/\/eng\/dashboard\/templates\/[0-9a-f-]{36}$/);
      // The address changes when the editor's page starts to arrive: its steps are counted below
      // only once all of it is parsed (a count taken mid-parse read 2 of 4 in a CI run).
      await page.waitForLoadState("domcontentloaded");
      const name = `No scripts ${Date.now()}`;
      await page.getByRole("textbox", { name: e.name, exact: true }).fill(name);

      // A step added and removed by the server, the form drawn again each time.
      const steps = page.getByRole("group", { name: /^Step \d+:/ });
      const count = await steps.count();
      await page.getByRole("button", { name: e.addStep }).click();
      await expect(steps).toHaveCount(count + 1);
      await page.getByRole("button", { name: fill(e.removeStep, { n: count + 1 }) }).click();
      await expect(steps).toHaveCount(count);

      // A choice is drawn by its Apply, shown only without scripts, back at its step and never
      // saved: a new step made a condition shows its test and value; a test that needs no value
      // hides the value.
      await page.getByRole("button", { name: e.addStep }).click();
      const n = count + 1;
      const added = steps.nth(count);
      await added.getByRole("combobox", { name: e.stepType, exact: true }).selectOption("condition");
      await page.getByRole("button", { name: fill(e.applyName, { field: e.stepType, n }) }).click();
      await expect(page).toHaveURL(/#step-step_[\w-]+$/);
      const operator = added.getByRole("combobox", { name: e.settings.operator, exact: true });
      await expect(operator).toHaveValue("equals");
      await expect(added.getByRole("textbox", { name: e.settings.value, exact: true })).toBeVisible();
      await operator.selectOption("is_empty");
      await page.getByRole("button", { name: fill(e.applyName, { field: e.settings.operator, n }) }).click();
      await expect(operator).toHaveValue("is_empty");
      await expect(added.getByRole("textbox", { name: e.settings.value, exact: true })).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: e.name, exact: true })).toHaveValue(name);
      // Where the browser lands after Apply: at the step.
      await page.screenshot({ path: testInfo.outputPath("editor-page-applied.png") });
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await added.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`editor-page-apply-${width}.png`) });
      }
      await page.getByRole("button", { name: fill(e.removeStep, { n }) }).click();
      await expect(steps).toHaveCount(count);

      // Refused: the message beside the emptied field, everything else as typed.
      const subject = page.getByRole("textbox", { name: e.settings.subject }).first();
      await subject.fill("");
      await page.getByRole("button", { name: e.save }).click();
      await expect(page.getByText(e.stepsInvalid)).toBeVisible();
      await expect(subject).toHaveAttribute("aria-invalid", "true");
      await expect(subject).toHaveAccessibleDescription(e.problems.required);
      await expect(page.getByRole("textbox", { name: e.name, exact: true })).toHaveValue(name);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await subject.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`editor-page-refused-${width}.png`) });
      }

      await subject.fill("Děkujeme, {{name}}");
      await page.getByRole("button", { name: e.save }).click();
      await expect(page).toHaveURL(/\/eng\/dashboard\/templates\?saved=updated$/);
      await expect(page.getByRole("status").filter({ hasText: tt.updated })).toBeVisible();
      await expect(card(page, name)).toBeVisible();
    });

    test("the editor's own page saves a template of 48 KB of Czech text, whose form takes more than 64 KB", async ({
      page,
    }) => {
      await signUpByApi(page, origin, STAFF, "Automating Anna", server.dataDir);
      const name = `Česká šablona ${Date.now()}`;
      const template = czechTemplate(name);
      expect(Buffer.byteLength(JSON.stringify(template))).toBeGreaterThan(47 * 1024);
      const created = await page.request.post(`${origin}/eng/dashboard/templates.data`, {
        headers: { Origin: origin },
        data: { intent: "create", template },
      });
      expect(created.ok()).toBe(true);
      await page.goto(`${origin}/eng/dashboard/templates`);
      await card(page, name)
        .getByRole("link", { name: `${tt.edit}: ${name}` })
        .click();
      const renamed = `${name} v2`;
      await page.getByRole("textbox", { name: e.name, exact: true }).fill(renamed);
      const [request] = await Promise.all([
        page.waitForRequest((sent) => sent.method() === "POST"),
        page.getByRole("button", { name: e.save }).click(),
      ]);
      expect(request.postDataBuffer()?.byteLength ?? 0).toBeGreaterThan(64 * 1024);
      await expect(page).toHaveURL(/\/eng\/dashboard\/templates\?saved=updated$/);
      await expect(card(page, renamed)).toBeVisible();
    });
  });

  test("the instant reply goes out, the answer stops the run, and the reminder goes to the silent lead only", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signUpByApi(page, origin, STAFF, "Automating Anna", server.dataDir);
    const name = `Instant reply ${Date.now()}`;
    const post = (data: unknown) =>
      page.request.post(`${origin}/dashboard/templates.data`, { headers: { Origin: origin }, data });
    const workflowData = {
      steps: steps.map((step) => ({
        id: step.id,
        type: step.settings.type,
        config: { action: "", params: {} },
        settings: step.settings,
      })),
    };
    expect((await post({ intent: "create", template: { name, workflowData } })).ok()).toBe(true);

    // Tried first on the sample lead, by keyboard: nothing is sent.
    await page.goto(`${origin}/eng/dashboard/templates`);
    const tryIt = page.getByRole("button", { name: `${r.dryRun.open}: ${name}` });
    await tryIt.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Try “${name}” on a lead` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: r.dryRun.run }).click();
    await expect(dialog.getByText(r.dryRun.outcomes.next)).toHaveCount(4);
    await expect(dialog.getByText("Thanks, Jana Nováková")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("dry-run-1440.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tryIt).toBeFocused();

    // Switched on from its card for every new lead, stopped by a reply.
    await switchOn(page, name);

    const lead = `Lead ${Date.now()}`;
    const email = uniqueEmail("automated");
    expect((await contactForm(page, origin, { name: lead, email, lang: "en" })).ok()).toBe(true);
    const reply = await expectMailIn(server.dataDir, email, `Thanks, ${lead}`, "We have your inquiry.");
    const headers = reply.raw.split("\n\n", 1)[0]?.replace(/\n[ \t]+/g, " ") ?? "";
    const replyTo = /^Reply-To: (.*)$/m.exec(headers)?.[1]?.trim() ?? "";
    const messageId = /Message-ID: (<[^>]*>)/.exec(headers)?.[1] ?? "";
    expect(replyTo).toMatch(/^reply\+/);

    const answer = await page.request.post(`${origin}/api/inbound/postmark`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${POSTMARK.user}:${POSTMARK.password}`).toString("base64")}`,
      },
      data: {
        From: `${lead} <${email}>`,
        To: replyTo,
        ToFull: [{ Email: replyTo }],
        Subject: `Re: Thanks, ${lead}`,
        TextBody: "Yes, please call me.",
        HtmlBody: "",
        Headers: [
          { Name: "Message-ID", Value: `<e2e-${Date.now()}@example.com>` },
          { Name: "In-Reply-To", Value: messageId },
        ],
        Attachments: [],
      },
    });
    expect(await answer.json()).toEqual({ ok: true, outcome: "stored" });

    // The answer ends the run there and then: stopped by the reply on the runs page, the reminder
    // never to go out.
    await page.goto(`${origin}/eng/dashboard/runs?state=stopped`);
    const answered = page.getByRole("article").filter({ hasText: email });
    // The first: the run's line; the step log, closed, says it too.
    await expect(answered.getByText(r.stopReasons.reply).first()).toBeVisible();

    // A second lead who does not answer: the run sleeps in its hour's wait, shown on the runs page
    // and in the inquiry's timeline; staff end it there, and the reminder goes to this lead only.
    const silentLead = `Silent ${Date.now()}`;
    const silent = uniqueEmail("silent");
    expect((await contactForm(page, origin, { name: silentLead, email: silent, lang: "en" })).ok()).toBe(
      true,
    );
    await expectMailIn(server.dataDir, silent, `Thanks, ${silentLead}`);
    const waiting = page.getByRole("article").filter({ hasText: silent });
    await expect
      .poll(
        async () => {
          await page.goto(`${origin}/eng/dashboard/runs?state=active`);
          return waiting.getByRole("button", { name: r.continueNow }).count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The inquiry's timeline offers it too, pressed there before its scripts run (or without
    // them): the browser posts the form and lands on the runs page, which says how it went.
    const silentInquiry = await waiting.getByRole("link", { name: silent }).getAttribute("href");
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plainPage = await plain.newPage();
    await plainPage.goto(`${origin}${silentInquiry}`);
    await plainPage.getByRole("button", { name: r.continueNow }).click();
    await expect(plainPage.getByRole("status").filter({ hasText: r.continued })).toBeVisible();
    await plain.close();
    await expectMailIn(server.dataDir, silent, `Still interested, ${silentLead}?`);
    expect(
      readOutbox(`${server.dataDir}/outbox`).some(
        (mail) => mail.to === email && mail.raw.includes("Still interested"),
      ),
    ).toBe(false);

    // The runs page, logs opened: the step the answer stopped says so, not "Done"; the silent
    // lead's run says who ended its wait.
    await page.goto(`${origin}/eng/dashboard/runs`);
    await page.getByRole("article").filter({ hasText: email }).getByText(r.log).click();
    await page.getByRole("article").filter({ hasText: silent }).getByText(r.log).click();
    await expect(page.getByText(r.outcomes.succeeded).first()).toBeVisible();
    await expect(page.getByText(r.outcomes.replied)).toBeVisible();
    // The reminder after it will never run: the log does not say "yet".
    await expect(
      page.getByRole("article").filter({ hasText: email }).getByText(r.notRunEnded, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(fill(r.continuedBy, { name: "Automating Anna" }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`runs-${width}.png`), fullPage: true });
    }

    // The inquiry's timeline: the automated e-mail, the answer and the run.
    await page.getByRole("link", { name: email }).first().click();
    await expect(page.getByText(`Email to ${email}`)).toBeVisible();
    await expect(page.getByText(`Email from ${email}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name}, version 1` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  test("a webhook the receiver refuses fails its run at once, retried from the runs page once it is fixed", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const posts: { status: number; id: string }[] = [];
    let answer = 404;
    const receiver = createServer((request, response) => {
      request.resume();
      posts.push({ status: answer, id: String(request.headers["x-webhook-id"]) });
      response.writeHead(answer).end();
    });
    const port = Number(process.env.E2E_PORT ?? 3210) + 6;
    await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
    try {
      await signUpByApi(page, origin, STAFF, "Automating Anna", server.dataDir);
      await page.goto(`${origin}/eng/dashboard/templates`);

      // Built in the editor: one step posting the lead to the CRM.
      const name = `CRM hook ${Date.now()}`;
      await page.getByRole("link", { name: tt.create }).click();
      const editor = page.getByRole("dialog", { name: e.titleNew });
      await page.getByRole("textbox", { name: e.name, exact: true }).fill(name);
      await editor.getByRole("button", { name: e.addStep }).click();
      await editor.getByRole("combobox", { name: e.settings.actionKind }).selectOption("webhook");
      const url = editor.getByRole("textbox", { name: e.settings.url });
      await url.fill("crm.test/hook");
      await url.blur();
      await expect(editor.getByText(e.problems.invalid)).toBeVisible();
      await url.fill(`http://127.0.0.1:${port}/hook`);
      await expect(editor.getByText(e.problems.invalid)).toBeHidden();
      await editor.getByRole("button", { name: e.save }).click();
      await expect(editor).toBeHidden();
      await switchOn(page, name, [en.dashboard.desk.languages.cs]);

      const email = uniqueEmail("crm-hook");
      expect((await contactForm(page, origin, { name: "Jan Novák", email, lang: "cs" })).ok()).toBe(true);
      const run = page.getByRole("article").filter({ hasText: email });
      await expect
        .poll(
          async () => {
            await page.goto(`${origin}/eng/dashboard/runs?state=failed`);
            return run.count();
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toBe(1);
      // Why, under the run's heading (the log behind its disclosure says it again).
      await expect(run.getByText(`${r.error}: HTTP 404`).first()).toBeVisible();
      expect(posts.map((post) => post.status)).toEqual([404]);

      answer = 200;
      await run.getByRole("button", { name: r.retry }).click();
      // Running again, it leaves the failed runs, and the page says so.
      await expect(page.getByText(r.retried)).toBeVisible();
      await expect(run).toHaveCount(0);
      await expect
        .poll(
          async () => {
            await page.goto(`${origin}/eng/dashboard/runs?state=completed`);
            return run.count();
          },
          { timeout: 60_000, intervals: [2_000] },
        )
        .toBe(1);
      expect(posts.map((post) => post.status)).toEqual([404, 200]);
      expect(posts[1]?.id).toBe(posts[0]?.id);
    } finally {
      receiver.close();
    }
  });
});
