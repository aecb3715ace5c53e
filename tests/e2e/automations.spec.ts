/**
 * Automations that run (issue 25): staff try the instant-reply template on the sample lead, switch
 * it on, a contact form brings the automated e-mail, the lead answers it through the inbound
 * webhook, both stand in the inquiry's timeline with the run, and the reminder never goes out.
 * The runs page is axe clean, drawn at 390 and 1440 px. A server of its own, with an inbound
 * address and Postmark's credentials set.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AutomationStep, LocalisedText } from "../../app/domain/automations";
import { account as en } from "../../app/i18n/messages/en/account";
import { readOutbox } from "../support/eml";
import { signUpByApi, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { expectMailIn } from "./outbox";
import { healthy, type StartedServer, startServer } from "./servers";

const r = en.dashboard.runs;
const STAFF = "staff-automations@flowlane.test";
const POSTMARK = { user: "postmark", password: "e2e-inbound-password" };

const text = (subject: string, body: string): LocalisedText => ({
  cs: { subject, text: body },
  en: { subject, text: body },
  pl: { subject, text: body },
});
/** The instant reply, a short wait, and the reminder while the inquiry is still pending. */
const steps: AutomationStep[] = [
  {
    id: "reply",
    settings: {
      type: "action",
      action: { kind: "email_lead", message: text("Thanks, {{name}}", "We have your inquiry.") },
    },
  },
  { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 1 } } },
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

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(
    results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);
}

test.describe("automations that run", () => {
  test.describe.configure({ mode: "serial" });
  let server: StartedServer;
  let origin = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = Number(process.env.E2E_PORT ?? 3210) + 5;
    origin = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      FORM_RATE_LIMIT: "1000",
      AUTH_RATE_LIMIT: "1000",
      STAFF_EMAILS: STAFF,
      INBOUND_REPLY_ADDRESS: "reply@in.flowlane.test",
      POSTMARK_INBOUND_USER: POSTMARK.user,
      POSTMARK_INBOUND_PASSWORD: POSTMARK.password,
    });
    await healthy(`${origin}/healthz`, 150_000, server);
  });
  test.afterAll(async () => {
    server.child.kill();
    await server.exited;
  });

  test("the instant reply goes out, the answer stops the run, and the reminder never does", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
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
    const templateId = (await dialog.locator('input[name="template"]').inputValue()) ?? "";
    await dialog.getByRole("button", { name: r.dryRun.run }).click();
    await expect(dialog.getByText(r.dryRun.outcomes.next)).toHaveCount(4);
    await expect(dialog.getByText("Thanks, Jana Nováková")).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: testInfo.outputPath("dry-run-1440.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tryIt).toBeFocused();

    // Switched on for every new lead, stopped by a reply.
    const switched = await post({
      intent: "automate",
      id: templateId,
      automation: {
        enabled: true,
        stopOnReply: true,
        trigger: { kind: "lead_created", forms: [], services: [], langs: [], utmSources: [] },
      },
    });
    expect(switched.ok()).toBe(true);

    const lead = `Lead ${Date.now()}`;
    const email = uniqueEmail("automated");
    const sent = await page.request.post(`${origin}/api/leads/contact`, {
      headers: { Origin: origin, Accept: "application/json" },
      multipart: { name: lead, email, message: "Can you automate our invoices?", js: "1", lang: "en" },
    });
    expect(sent.ok()).toBe(true);
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

    // The run stops at its next step once the wait is over: the lead has replied.
    await expect
      .poll(
        async () => {
          await page.goto(`${origin}/eng/dashboard/runs?state=stopped`);
          return page.getByText(r.stopReasons.reply).count();
        },
        { timeout: 180_000, intervals: [5_000] },
      )
      .toBeGreaterThan(0);
    expect(readOutbox(`${server.dataDir}/outbox`).some((mail) => mail.raw.includes("Still interested"))).toBe(
      false,
    );

    // The runs page, its log opened.
    await page.getByText(r.log).first().click();
    await expect(page.getByText(r.outcomes.succeeded).first()).toBeVisible();
    await axeClean(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`runs-${width}.png`), fullPage: true });
    }

    // The inquiry's timeline: the automated e-mail, the answer and the run.
    await page.getByRole("link", { name: email }).first().click();
    await expect(page.getByText(`E-mail to ${email}`)).toBeVisible();
    await expect(page.getByText(`E-mail from ${email}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: `${name}, version 1` })).toBeVisible();
    await axeClean(page);
  });
});
