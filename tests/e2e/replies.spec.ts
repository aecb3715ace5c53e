/**
 * A lead's answer comes back: staff reply from the inquiry page, the e-mail leaves with the
 * inquiry's reply address, the lead answers it (as Postmark posts an answer), and both stand
 * threaded in the inquiry's timeline. A server of its own, with an inbound address and Postmark's
 * credentials set.
 */
import { account as en } from "../../app/i18n/messages/en/account";
import { signUpByApi, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { expectMailIn } from "./outbox";
import { useOwnServer } from "./servers";

const d = en.dashboard.desk;
const STAFF = "staff-replies@flowlane.test";
const POSTMARK = { user: "postmark", password: "e2e-inbound-password" };

test.describe("answers by e-mail", () => {
  // Two after the suite's server: the booking tests take the next one.
  const server = useOwnServer(2, {
    STAFF_EMAILS: STAFF,
    INBOUND_REPLY_ADDRESS: "reply@in.flowlane.test",
    POSTMARK_INBOUND_USER: POSTMARK.user,
    POSTMARK_INBOUND_PASSWORD: POSTMARK.password,
  });
  const { origin } = server;

  test("staff reply from the inquiry page, the lead answers, and both stand threaded in the timeline", async ({
    page,
  }) => {
    const name = `Answering ${Date.now()}`;
    const email = uniqueEmail("answering");
    const lead = await page.request.post(`${origin}/api/leads/contact`, {
      headers: { Origin: origin, Accept: "application/json" },
      multipart: { name, email, message: "Can you automate our invoices?", js: "1", lang: "en" },
    });
    expect(lead.ok()).toBe(true);
    await signUpByApi(page, origin, STAFF, "Replying Rita", server.dataDir);

    await page.goto(`${origin}/eng/dashboard/inquiries?view=list&q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    const reply = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: d.inquiry.reply }) });
    await expect(reply.getByText("Their answer appears here, and you get it by email.")).toBeVisible();
    await reply
      .getByLabel(d.inquiry.message)
      .fill("Hello,\n\nyes, we can. Shall we talk on Tuesday?\n\nRita");
    await reply.getByRole("button", { name: d.inquiry.send }).click();
    await expect(page.getByText(`Email to ${email}`)).toBeVisible();

    // The e-mail as it left: the inquiry's reply address, and its Message-ID.
    const sent = await expectMailIn(server.dataDir, email, "Shall we talk on Tuesday?");
    const headers = sent.raw.split("\n\n", 1)[0]?.replace(/\n[ \t]+/g, " ") ?? "";
    const replyTo = /^Reply-To: (.*)$/m.exec(headers)?.[1]?.trim() ?? "";
    const messageId = /Message-ID: (<[^>]*>)/.exec(headers)?.[1] ?? "";
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{32}\.[0-9a-f]{20}@in\.flowlane\.test$/);

    // The lead answers; Postmark posts the answer.
    const answer = await page.request.post(`${origin}/api/inbound/postmark`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${POSTMARK.user}:${POSTMARK.password}`).toString("base64")}`,
      },
      data: {
        From: `${name} <${email}>`,
        To: replyTo,
        ToFull: [{ Email: replyTo }],
        Subject: "Re: Your inquiry with Flowlane",
        TextBody: `Tuesday at ten works for us.\n\nOn Thu, 26 Nov 2026, Flowlane <hello@flowlane.cz> wrote:\n> Shall we talk on Tuesday?`,
        HtmlBody: "",
        Headers: [
          { Name: "Message-ID", Value: `<e2e-${Date.now()}@example.com>` },
          { Name: "In-Reply-To", Value: messageId },
        ],
        Attachments: [],
      },
    });
    expect(await answer.json()).toEqual({ ok: true, outcome: "stored" });

    await page.reload();
    await expect(page.getByText(`Email from ${email}`)).toBeVisible();
    // Its subject and the answer trimmed of the quoted history.
    await expect(
      page.getByText("Re: Your inquiry with Flowlane Tuesday at ten works for us.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Flowlane <hello@flowlane\.cz> wrote:/)).toBeHidden();
    await expect(page.getByText(/^Replied /)).toBeVisible();
    // The quoted history only in the whole e-mail, folded.
    const whole = page.getByText(d.activity.wholeEmail);
    await expect(whole).toBeVisible();
    await whole.click();
    await expect(page.getByText(/Flowlane <hello@flowlane\.cz> wrote:/)).toBeVisible();
    // Threaded: the answer links to the e-mail it answers.
    await page.getByRole("link", { name: "In answer to: Your inquiry with Flowlane" }).click();
    await expect(page).toHaveURL(/#activity-[0-9a-f-]{36}$/);
    const target = page.locator(new URL(page.url()).hash);
    await expect(target.getByText(`Email to ${email}`)).toBeVisible();

    // The desk finds it among the inquiries whose lead replied.
    await page.goto(`${origin}/eng/dashboard/inquiries?view=list&replied=1&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name })).toBeVisible();
    await expect(page.getByLabel(d.filters.replied)).toBeChecked();
  });
});
