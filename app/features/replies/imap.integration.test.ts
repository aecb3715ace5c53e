/**
 * Leads' answers from a plain mailbox, against a real IMAP server (Dovecot, tests/support): a staff
 * reply's answer appended to the mailbox lands in the inquiry's timeline, marks it replied and
 * tells the assignee, and is flagged as seen; it stops the inquiry's waiting automation run; one
 * server polls at a time; a dead connection costs one round.
 */
import { and, eq, like } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { automationRuns, inquiryActivities, mailboxLeases, mailQueue } from "~/platform/db/schema.server";
import { action as inquiryAction } from "~/routes/dashboard.inquiry";
import { plainSteps, seedAutomation } from "../../../tests/support/automations";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { readOutbox } from "../../../tests/support/eml";
import { dovecotInstalled, startImapServer, type TestImapServer } from "../../../tests/support/imap-server";
import { type ImapSettings, pollMailbox, startMailboxPolling, takeLease } from "./imap.server";
import { leadReplyTo } from "./reply-address.server";

/** The last port of this suite's range (tests/e2e's servers take the ones before it). */
const IMAP_PORT = Number(process.env.TEST_IMAP_PORT ?? 3389);

describe.skipIf(!dovecotInstalled).each(testDatabases)(
  "answers from an IMAP mailbox on $name",
  { timeout: 120_000 },
  (testDatabase) => {
    let desk: TestDesk;
    let imap: TestImapServer;
    let settings: ImapSettings;
    let inquiryId: string;
    let replyTo = "";
    let messageId = "";
    let counter = 0;

    const append = async (headers: Record<string, string>, body: string) => {
      const client = new ImapFlow({
        host: "127.0.0.1",
        port: imap.port,
        secure: false,
        auth: { user: imap.user, pass: imap.password },
        logger: false,
      });
      await client.connect();
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      await client.append(
        "INBOX",
        `${lines.join("\r\n")}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`,
      );
      await client.logout();
    };
    const unseen = async () => {
      const client = new ImapFlow({
        host: "127.0.0.1",
        port: imap.port,
        secure: false,
        auth: { user: imap.user, pass: imap.password },
        logger: false,
      });
      await client.connect();
      await client.mailboxOpen("INBOX");
      const found = (await client.search({ seen: false }, { uid: true })) || [];
      await client.logout();
      return found.length;
    };
    const received = () =>
      desk.database.db
        .select()
        .from(inquiryActivities)
        .where(and(eq(inquiryActivities.inquiryId, inquiryId), eq(inquiryActivities.kind, "email_received")));

    beforeAll(async () => {
      imap = await startImapServer(IMAP_PORT);
      settings = { url: imap.url, mailbox: "INBOX", pollSeconds: 60 };
      desk = await openTestDesk(testDatabase, { INBOUND_REPLY_ADDRESS: "reply@in.flowlane.cz" });
      inquiryId = await desk.addInquiry({
        leadEmail: "lead@example.com",
        lang: "pl",
        assigneeId: desk.staffId,
      });
      await runRoute(inquiryAction, desk.services, `/dashboard/inquiries/${inquiryId}`, {
        actor: desk.staff,
        form: { intent: "reply", subject: "Oferta", body: "Dzień dobry,\n\nczy wtorek pasuje?" },
        params: { id: inquiryId },
      });
      await desk.services.deliverNow();
      const sent = readOutbox(desk.services.outboxDir).find((mail) => mail.to === "lead@example.com");
      const headers = (sent?.raw ?? "").split("\n\n", 1)[0]?.replace(/\n[ \t]+/g, " ") ?? "";
      replyTo = /^Reply-To: (.*)$/m.exec(headers)?.[1]?.trim() ?? "";
      messageId = /Message-ID: <([^>]*)>/.exec(headers)?.[1] ?? "";
    }, 120_000);
    afterAll(async () => {
      await imap?.close();
      await desk?.close();
    });

    it("takes an answer from the mailbox into the timeline, marks it replied, tells the assignee and flags it seen", async () => {
      await append(
        {
          From: "Lead <lead@example.com>",
          To: replyTo,
          Subject: "Re: Oferta",
          "Message-ID": `<imap-${++counter}@example.com>`,
          "In-Reply-To": `<${messageId}>`,
        },
        "Tak, wtorek pasuje.\r\n\r\nW dniu 3.11.2026 o 10:00 Flowlane <hello@flowlane.cz> pisze:\r\n> Dzień dobry",
      );
      // And one that answers nothing of ours: read, dropped.
      await append(
        {
          From: "stranger@example.com",
          To: "reply@in.flowlane.cz",
          Subject: "Hi",
          "Message-ID": `<imap-${++counter}@example.com>`,
        },
        "Hello",
      );
      expect(await pollMailbox(desk.services, settings, "server-a")).toBe(2);
      const [stored] = await received();
      expect(stored?.body).toBe("Re: Oferta\n\nTak, wtorek pasuje.");
      expect(stored?.data).toMatchObject({ via: "imap", from: "lead@example.com" });
      expect(stored?.data.answers).toBeTruthy();
      expect((await desk.inquiryRow(inquiryId))?.repliedAt).toBeInstanceOf(Date);
      const notices = await desk.database.db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.to, desk.staff.email), like(mailQueue.subject, "%: Re: Oferta")));
      expect(notices).toHaveLength(1);
      expect(await unseen()).toBe(0);
      // Nothing unseen is left: the next round reads nothing and stores nothing twice.
      expect(await pollMailbox(desk.services, settings, "server-a")).toBe(0);
      expect(await received()).toHaveLength(1);
    });

    it("lets one server poll at a time, and another take over when its lease lapses", async () => {
      const now = new Date();
      expect(await pollMailbox(desk.services, settings, "server-b", now)).toBeNull();
      const lapsed = new Date(now.getTime() + (settings.pollSeconds * 2 + 61) * 1000);
      expect(await pollMailbox(desk.services, settings, "server-b", lapsed)).toBe(0);
      expect(await pollMailbox(desk.services, settings, "server-a", lapsed)).toBeNull();
      // Two servers asking at the same moment: exactly one gets it.
      const later = new Date(lapsed.getTime() + 10 * 60 * 1000);
      const key = "imap:race/INBOX";
      const wins = await Promise.all(
        ["x", "y", "z"].map((holder) => takeLease(desk.database.db, key, holder, later, 60_000)),
      );
      expect(wins.filter(Boolean)).toHaveLength(1);
    });

    it("survives a dead connection: the round fails, the next one after the server is back reads the mail", async () => {
      const now = new Date(Date.now() + 60 * 60 * 1000);
      await imap.stop();
      await expect(pollMailbox(desk.services, settings, "server-c", now)).rejects.toThrow();
      await imap.start();
      await append(
        {
          From: "lead@example.com",
          To: replyTo,
          Subject: "Re: Oferta",
          "Message-ID": `<imap-${++counter}@example.com>`,
        },
        "Jeszcze jedno pytanie.",
      );
      expect(await pollMailbox(desk.services, settings, "server-c", now)).toBe(1);
      expect(await received()).toHaveLength(2);
    });

    it("keeps polling in the background after a failed round, and gives the lease up when stopped", async () => {
      // The earlier tests' leases run into the future of their injected clocks.
      await desk.database.db.delete(mailboxLeases);
      await imap.stop();
      const job = startMailboxPolling({
        ...desk.services,
        config: { ...desk.services.config, IMAP_URL: imap.url, IMAP_POLL_SECONDS: 5 },
      });
      await imap.start();
      await append(
        {
          From: "lead@example.com",
          To: replyTo,
          Subject: "Re: Oferta",
          "Message-ID": `<imap-${++counter}@example.com>`,
        },
        "Ostatnie pytanie.",
      );
      const deadline = Date.now() + 60_000;
      while ((await received()).length < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      await job.stop();
      expect(await received()).toHaveLength(3);
      expect(await desk.database.db.select().from(mailboxLeases)).toEqual([]);
    });

    it("stops the inquiry's waiting automation run with the answer it reads", async () => {
      const { automationId } = await seedAutomation(desk.database.db, {
        steps: [
          { id: "wait", settings: { type: "delay", delay: { kind: "duration", minutes: 60 } } },
          ...plainSteps(1),
        ],
      });
      const waitingInquiry = await desk.addInquiry({ leadEmail: "waiting@example.com" });
      const now = new Date();
      const [run] = await desk.database.db
        .insert(automationRuns)
        .values({
          automationId,
          version: 1,
          inquiryId: waitingInquiry,
          triggerKey: "created",
          stepIndex: 1,
          nextAttemptAt: new Date(now.getTime() + 60 * 60_000),
          createdAt: new Date(now.getTime() - 60_000),
        })
        .returning({ id: automationRuns.id });
      await append(
        {
          From: "waiting@example.com",
          To: leadReplyTo(desk.services, waitingInquiry, ""),
          Subject: "Re: Dziękujemy",
          "Message-ID": `<imap-${++counter}@example.com>`,
        },
        "Proszę o telefon.",
      );
      expect(await pollMailbox(desk.services, settings, "server-d")).toBe(1);
      const [after] = await desk.database.db
        .select()
        .from(automationRuns)
        .where(eq(automationRuns.id, run?.id ?? ""));
      expect(after).toMatchObject({ state: "stopped", stopReason: "reply" });
    });
  },
);
