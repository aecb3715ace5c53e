/**
 * A lead's answer through each provider's webhook: a staff reply goes out with the inquiry's
 * reply address and Message-ID, the answer lands in that inquiry's timeline threaded with it,
 * marks it replied and tells the assignee; forged, replayed, unknown, oversized and malformed
 * posts are refused or dropped, never a 500.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, inquiryActivities, mailQueue } from "~/platform/db/schema.server";
import { action as inboundAction, loader as inboundLoader } from "~/routes/api.inbound";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { testContext } from "../../../tests/support/services";
import type { InquiryPageData } from "../dashboard/inquiry.server";
import { mailgunSignature } from "./webhooks.server";

const POSTMARK = { user: "postmark", password: "inbound-password-123" };
const MAILGUN_KEY = "mailgun-signing-key-0123456789";
const env = {
  INBOUND_REPLY_ADDRESS: "reply@in.flowlane.cz",
  POSTMARK_INBOUND_USER: POSTMARK.user,
  POSTMARK_INBOUND_PASSWORD: POSTMARK.password,
  MAILGUN_SIGNING_KEY: MAILGUN_KEY,
};
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe.each(testDatabases)("a lead's answer on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  let inquiryId: string;
  let replyTo: string;
  let messageId: string;
  let sentActivityId: string;
  let counter = 0;

  const inbound = (provider: string, init: RequestInit) =>
    runInbound(provider, new Request(`${desk.services.config.PUBLIC_URL}/api/inbound/${provider}`, init));
  const runInbound = async (provider: string, request: Request) => {
    const answer = (await inboundAction({
      request,
      params: { provider },
      context: testContext(desk.services),
    } as never)) as Response;
    return { status: answer.status, body: (await answer.json()) as { ok: boolean; outcome?: string } };
  };
  const postmark = (
    fields: Record<string, unknown>,
    authorization = basic(POSTMARK.user, POSTMARK.password),
  ) =>
    inbound("postmark", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: authorization },
      body: JSON.stringify(fields),
    });
  const postmarkAnswer = (overrides: Record<string, unknown> = {}, headers: [string, string][] = []) => ({
    From: "Lead <lead@example.com>",
    FromFull: { Email: "lead@example.com", Name: "Lead" },
    To: replyTo,
    ToFull: [{ Email: replyTo, Name: "", MailboxHash: replyTo.split("+")[1]?.split("@")[0] }],
    Subject: "Re: Nabídka",
    TextBody: `Ano, úterý se hodí.\n\nDne 3. 11. 2026 v 10:00 Flowlane <hello@flowlane.cz> napsal(a):\n> Dobrý den`,
    HtmlBody: "",
    Headers: [
      { Name: "Message-ID", Value: `<answer-${++counter}@example.com>` },
      { Name: "In-Reply-To", Value: `<${messageId}>` },
      ...headers.map(([Name, Value]) => ({ Name, Value })),
    ],
    Attachments: [],
    ...overrides,
  });
  const mailgun = (fields: Record<string, string>, sign: { key?: string; age?: number } = {}) => {
    const timestamp = String(Math.floor(Date.now() / 1000) - (sign.age ?? 0));
    const token = `token-${++counter}`.padEnd(50, "x");
    const form = new URLSearchParams({
      timestamp,
      token,
      signature: mailgunSignature(sign.key ?? MAILGUN_KEY, timestamp, token),
      ...fields,
    });
    return { form, send: () => postForm(form) };
  };
  const postForm = (form: URLSearchParams) =>
    inbound("mailgun", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
  const received = () =>
    desk.database.db
      .select()
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, inquiryId), eq(inquiryActivities.kind, "email_received")));

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase, env);
    inquiryId = await desk.addInquiry({
      leadEmail: "lead@example.com",
      lang: "cs",
      assigneeId: desk.staffId,
    });
    const answer = await runRoute(inquiryAction, desk.services, `/dashboard/inquiries/${inquiryId}`, {
      actor: desk.staff,
      form: { intent: "reply", subject: "Nabídka", body: "Dobrý den,\n\nhodí se úterý?" },
      params: { id: inquiryId },
    });
    expect(answer.data).toEqual({ ok: true, intent: "reply" });
    await desk.services.deliverNow();
    const sent = readOutbox(desk.services.outboxDir).find((mail) => mail.to === "lead@example.com");
    // Headers unfolded: a long one continues on lines that start with white space.
    const headers = (sent?.raw ?? "").split("\n\n", 1)[0]?.replace(/\n[ \t]+/g, " ") ?? "";
    replyTo = /^Reply-To: (.*)$/m.exec(headers)?.[1]?.trim() ?? "";
    messageId = /Message-ID: <([^>]*)>/.exec(headers)?.[1] ?? "";
    const [activity] = await desk.database.db
      .select()
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, inquiryId), eq(inquiryActivities.kind, "email_sent")));
    sentActivityId = activity?.id ?? "";
  }, 120_000);
  afterAll(() => desk.close());

  it("sends a staff reply with the inquiry's signed reply address and its queue row as Message-ID", async () => {
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{32}\.[0-9a-f]{20}@in\.flowlane\.cz$/);
    expect(replyTo).toContain(inquiryId.replaceAll("-", ""));
    const [activity] = await desk.database.db
      .select()
      .from(inquiryActivities)
      .where(eq(inquiryActivities.id, sentActivityId));
    expect(messageId).toBe(`${activity?.mailId}@flowlane.cz`);
  });

  it("takes Postmark's answer into the timeline, threaded, marks the inquiry replied and tells the assignee", async () => {
    expect(await postmark(postmarkAnswer())).toEqual({ status: 200, body: { ok: true, outcome: "stored" } });
    const [stored] = await received();
    expect(stored?.body).toBe("Re: Nabídka\n\nAno, úterý se hodí.");
    expect(stored?.data).toMatchObject({
      answers: sentActivityId,
      from: "lead@example.com",
      via: "postmark",
    });
    expect(String(stored?.data.fullText)).toContain("napsal(a):");
    expect((await desk.inquiryRow(inquiryId))?.repliedAt).toBeInstanceOf(Date);
    const notices = await desk.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, desk.staff.email), like(mailQueue.subject, "%: Re: Nabídka")));
    expect(notices).toHaveLength(1);
    // In the assignee's language.
    expect(notices[0]?.subject).toBe("Answer from Lead: Re: Nabídka");
    expect(notices[0]?.text).toContain("Ano, úterý se hodí.");
    expect(notices[0]?.text).toContain(`/inquiries/${inquiryId}`);
    expect(notices[0]?.inquiryIds).toEqual([inquiryId]);

    const page = await runRoute<InquiryPageData>(
      inquiryLoader,
      desk.services,
      `/dashboard/inquiries/${inquiryId}`,
      {
        actor: desk.staff,
        params: { id: inquiryId },
      },
    );
    const entry = page.data.timeline.find((item) => item.kind === "email_received");
    expect(entry?.data.answers).toBe(sentActivityId);
    expect(page.data.timeline.some((item) => item.id === sentActivityId)).toBe(true);
    expect(page.data.inquiry.repliedAt).not.toBeNull();
  });

  it("stores an answer once when the provider posts it again", async () => {
    const answer = postmarkAnswer();
    expect((await postmark(answer)).body.outcome).toBe("stored");
    expect((await postmark(answer)).body).toEqual({ ok: true, outcome: "duplicate" });
    const id = (answer.Headers[0] as { Value: string }).Value.slice(1, -1);
    expect((await received()).filter((row) => row.data.messageId === id)).toHaveLength(1);
  });

  it("refuses Postmark posts without the right credentials with 401", async () => {
    const before = (await received()).length;
    expect((await postmark(postmarkAnswer(), basic(POSTMARK.user, "wrong-password-0000"))).status).toBe(401);
    expect((await postmark(postmarkAnswer(), "")).status).toBe(401);
    expect((await postmark(postmarkAnswer(), "Basic !!!")).status).toBe(401);
    expect(await received()).toHaveLength(before);
  });

  it("takes a Mailgun route's signed post, threaded by its token alone when the client dropped In-Reply-To", async () => {
    const { send } = mailgun({
      recipient: replyTo,
      from: "Lead <lead@example.com>",
      subject: "Re: Nabídka",
      "body-plain": "",
      "body-html": "<div>Ještě dotaz: <b>kolik</b> to stojí?</div><blockquote>Dobrý den</blockquote>",
      "message-headers": JSON.stringify([
        ["Message-Id", `<mailgun-${++counter}@example.com>`],
        ["To", replyTo],
      ]),
      "attachment-count": "1",
    });
    expect(await send()).toEqual({ status: 200, body: { ok: true, outcome: "stored" } });
    const stored = (await received()).find((row) => row.data.via === "mailgun");
    expect(stored?.body).toBe("Re: Nabídka\n\nJeště dotaz: kolik to stojí?");
    expect(stored?.data).toMatchObject({ answers: sentActivityId, attachments: 1 });
  });

  it("refuses a forged, stale or missing Mailgun signature with 401, and a replay inside the window changes nothing", async () => {
    const fields = {
      recipient: replyTo,
      from: "lead@example.com",
      subject: "Re",
      "body-plain": "Replay me",
      "message-headers": JSON.stringify([["Message-Id", `<replay-${++counter}@example.com>`]]),
    };
    expect((await mailgun(fields, { key: "another-key-0123456789" }).send()).status).toBe(401);
    expect((await mailgun(fields, { age: 10 * 60 * 60 }).send()).status).toBe(401);
    expect((await mailgun(fields, { age: -60 * 60 }).send()).status).toBe(401);
    const unsigned = new URLSearchParams(fields);
    expect((await postForm(unsigned)).status).toBe(401);
    const { form, send } = mailgun(fields);
    expect((await send()).body.outcome).toBe("stored");
    expect((await postForm(form)).body.outcome).toBe("duplicate");
  });

  it("accepts and drops answers to unknown or forged addresses", async () => {
    const before = (await received()).length;
    const forged = replyTo.replace(/\.[0-9a-f]{20}@/, `.${"0".repeat(20)}@`);
    const cases = [
      postmarkAnswer({ To: forged, ToFull: [{ Email: forged }] }, []),
      postmarkAnswer({ To: "reply+nonsense@in.flowlane.cz", ToFull: [] }),
      postmarkAnswer({ To: "someone@elsewhere.cz", ToFull: [] }),
    ].map((answer) => ({
      ...answer,
      // Naming no message of ours either.
      Headers: [{ Name: "Message-ID", Value: `<unknown-${++counter}@example.com>` }],
    }));
    for (const answer of cases) {
      expect(await postmark(answer)).toEqual({ status: 200, body: { ok: true, outcome: "unmatched" } });
    }
    expect(await postmark(postmarkAnswer({ From: "", FromFull: null }))).toEqual({
      status: 200,
      body: { ok: true, outcome: "unmatched" },
    });
    expect(await received()).toHaveLength(before);
  });

  it("matches an answer without the token by the Message-ID it answers (a mailbox that lost the + part)", async () => {
    const answer = postmarkAnswer({ To: "reply@in.flowlane.cz", ToFull: [] });
    expect((await postmark(answer)).body.outcome).toBe("stored");
  });

  it("cleans control characters and lone surrogates, and keeps the subject one line", async () => {
    const answer = postmarkAnswer({
      Subject: "Re:\u0000 Nabídka\r\nBcc: x@example.com",
      TextBody: "Ano\u0007 \ud800díky",
    });
    expect((await postmark(answer)).body.outcome).toBe("stored");
    const id = (answer.Headers[0] as { Value: string }).Value.slice(1, -1);
    const stored = (await received()).find((row) => row.data.messageId === id);
    for (const unwanted of ["\u0000", "\u0007", "\ud800"]) expect(stored?.body).not.toContain(unwanted);
    expect(String(stored?.data.subject)).not.toMatch(/[\r\n]/);
  });

  it("answers 413 to a huge body, 400 to broken JSON, 415 to another type, 405 to other methods, 404 to an unknown provider", async () => {
    const huge = await postmark({ ...postmarkAnswer(), TextBody: "x".repeat(11 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const broken = await inbound("postmark", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: basic(POSTMARK.user, POSTMARK.password) },
      body: "{",
    });
    expect(broken.status).toBe(400);
    const text = await inbound("postmark", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Authorization: basic(POSTMARK.user, POSTMARK.password) },
      body: "hello",
    });
    expect(text.status).toBe(415);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      expect((await inbound("postmark", { method })).status).toBe(405);
    }
    const get = (await inboundLoader()) as Response;
    expect(get.status).toBe(405);
    expect((await inbound("sendgrid", { method: "POST" })).status).toBe(404);
  });

  it("keeps the replied mark for the filter and the list", async () => {
    const [row] = await desk.database.db
      .select({ repliedAt: inquiries.repliedAt })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId));
    expect(row?.repliedAt).not.toBeNull();
  });
});
