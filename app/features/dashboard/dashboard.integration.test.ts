/**
 * The dashboard's routes against the real database: what each kind of visitor (anonymous, a
 * customer, another customer, staff) may see and change, and what staff's changes store.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account as plAccount } from "~/i18n/messages/pl/account";
import type { OpenDatabase } from "~/platform/db/client.server";
import {
  auditLog,
  inquiries,
  inquiryActivities,
  jobApplications,
  mailQueue,
  templates,
  users,
} from "~/platform/db/schema.server";
import { loader as layoutLoader } from "~/routes/dashboard";
import { loader as analyticsLoader } from "~/routes/dashboard.analytics";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { loader as csvLoader } from "~/routes/dashboard.inquiries-csv";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import { loader as fileLoader } from "~/routes/dashboard.inquiry-file";
import { action as overviewAction, loader as overviewLoader } from "~/routes/dashboard.overview";
import { loader as exportLoader } from "~/routes/dashboard.privacy-export";
import { action as settingsAction, loader as settingsLoader } from "~/routes/dashboard.settings";
import { action as templatesAction, loader as templatesLoader } from "~/routes/dashboard.templates";
import { type Actor, signUp, uniqueEmail } from "../../../tests/support/auth";
import { runRoute } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import type { InquiryPageData } from "./inquiry.server";
import { EXCERPT_LENGTH, type InquiryCard } from "./inquiry-cards.server";
import { addressKey } from "./privacy.server";
import type { TemplateInput } from "./template-editor";
import type { TemplateView } from "./templates.server";

const template = (name: string, isPublic = false): TemplateInput => ({
  name,
  description: "Sends the offer after a call",
  category: "automation",
  isPublic,
  workflowData: {
    steps: [
      { id: "step_1", type: "input", config: { action: "New lead in CRM", params: {} } },
      { id: "step_2", type: "action", config: { action: "Send offer e-mail", params: {} } },
    ],
  },
});

describe.each(testDatabases)("the lead desk on $name", { timeout: 60_000 }, (testDatabase) => {
  let database: OpenDatabase;
  let services: TestServices;
  let alice: Actor;
  let bob: Actor;
  let staff: Actor;
  let staffId: string;
  let aliceInquiry: string;
  let foreignInquiry: string;
  let hiringInquiry: string;
  let privateTemplateId: string;
  let publicTemplateId: string;
  const anonymous: Actor = { email: "", cookie: "" };

  async function addInquiry(fields: Partial<typeof inquiries.$inferInsert>) {
    const [row] = await database.db
      .insert(inquiries)
      .values({
        title: "Demo: assistant (medium)",
        serviceType: "assistant",
        requirements: {
          email: "someone@example.com",
          service: "assistant",
          goal: "Answer at night",
          budget: "medium",
        },
        sourceForm: "demo",
        leadEmail: "someone@example.com",
        lang: "en",
        ...fields,
      })
      .returning();
    if (!row) throw new Error("no inquiry");
    return row.id;
  }
  const inquiryRow = async (id: string) =>
    (await database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0];
  const activitiesOf = (id: string) =>
    database.db.select().from(inquiryActivities).where(eq(inquiryActivities.inquiryId, id));
  const change = (actor: Actor, id: string, form: Record<string, string> | [string, string][]) =>
    runRoute<{ ok: boolean; intent: string; error?: string }>(
      inquiryAction,
      services,
      `/dashboard/inquiries/${id}`,
      {
        actor,
        form,
        params: { id },
      },
    );

  beforeAll(async () => {
    database = await testDatabase.open();
    const staffEmail = uniqueEmail("staff");
    services = createTestServices(database.db, { STAFF_EMAILS: staffEmail });
    [alice, bob, staff] = await Promise.all([
      signUp(services, { name: "Alice" }),
      signUp(services, { name: "Bob" }),
      signUp(services, { name: "Carol", email: staffEmail }),
    ]);
    const [staffRow] = await database.db.select().from(users).where(eq(users.email, staffEmail));
    staffId = staffRow?.id ?? "";
    const [aliceRow] = await database.db.select().from(users).where(eq(users.email, alice.email));
    const [privateRow, publicRow] = await database.db
      .insert(templates)
      .values([
        { ...template("Alice private"), userId: aliceRow?.id ?? "" },
        { ...template("Alice public", true), userId: aliceRow?.id ?? "" },
      ])
      .returning();
    privateTemplateId = privateRow?.id ?? "";
    publicTemplateId = publicRow?.id ?? "";

    aliceInquiry = await addInquiry({
      leadEmail: alice.email.toUpperCase(),
      leadName: "Alice A.",
      utmSource: "newsletter",
    });
    foreignInquiry = await addInquiry({
      sourceForm: "contact",
      serviceType: "contact",
      leadName: '=HYPERLINK("http://evil")',
      requirements: {
        name: '=HYPERLINK("http://evil")',
        email: "someone@example.com",
        message: "Quote, please",
        business_type: "b2b",
      },
      status: "in_progress",
      utmSource: "google",
    });
    hiringInquiry = await addInquiry({
      sourceForm: "hiring",
      serviceType: "hiring",
      leadEmail: "dev@example.com",
      requirements: { email: "dev@example.com", file: "Řešení úkolu.pdf", size: 14 },
    });
    await services.storage.put("applications/test/cv.pdf", new TextEncoder().encode("%PDF-1.7\n%%EOF"));
    await database.db.insert(jobApplications).values({
      inquiryId: hiringInquiry,
      email: "dev@example.com",
      fileKey: "applications/test/cv.pdf",
      fileName: "Řešení úkolu.pdf",
      fileSize: 14,
      lang: "cs",
    });
  }, 120_000);
  afterAll(() => database.close());

  describe("every route", () => {
    it("sends a visitor without a session home, in the address's language, before anything is read", async () => {
      const loaders = [
        layoutLoader,
        overviewLoader,
        inquiriesLoader,
        templatesLoader,
        analyticsLoader,
        settingsLoader,
      ];
      for (const loader of loaders) {
        const answer = await runRoute(loader, services, "/eng/dashboard/inquiries", { actor: anonymous });
        expect(answer.status).toBe(302);
        expect(answer.location).toBe("/eng");
      }
      const inquiry = await runRoute(inquiryLoader, services, `/dashboard/inquiries/${aliceInquiry}`, {
        actor: anonymous,
        params: { id: aliceInquiry },
      });
      expect(inquiry.location).toBe("/");
      for (const [action, path] of [
        [inquiryAction, `/dashboard/inquiries/${aliceInquiry}`],
        [overviewAction, "/dashboard"],
        [settingsAction, "/dashboard/settings"],
      ] as const) {
        expect(
          (
            await runRoute(action, services, path, {
              actor: anonymous,
              form: { intent: "status", status: "completed" },
              params: { id: aliceInquiry },
            })
          ).status,
        ).toBe(302);
      }
      expect((await inquiryRow(aliceInquiry))?.status).toBe("pending");
    });

    it("gives the layout the viewer and the strings of the address's language", async () => {
      const answer = await runRoute<{ viewer: { name: string }; t: { title: string }; pathLang: string }>(
        layoutLoader,
        services,
        "/pl/dashboard",
        { actor: alice },
      );
      expect(answer.data.viewer.name).toBe("Alice");
      expect(answer.data.t.title).toBe(plAccount.dashboard.title);
      expect(answer.data.pathLang).toBe("pl");
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    });

    it("keeps staff-only routes from customers (403) and opens them to staff", async () => {
      for (const [loader, path] of [
        [analyticsLoader, "/dashboard/analytics"],
        [csvLoader, "/dashboard/inquiries.csv"],
        [exportLoader, "/dashboard/privacy-export?email=someone@example.com"],
        [fileLoader, `/dashboard/inquiries/${hiringInquiry}/file`],
      ] as const) {
        expect(
          (await runRoute(loader, services, path, { actor: alice, params: { id: hiringInquiry } })).status,
        ).toBe(403);
        expect(
          (await runRoute(loader, services, path, { actor: staff, params: { id: hiringInquiry } })).status,
        ).toBe(200);
      }
      expect((await change(alice, aliceInquiry, { intent: "status", status: "completed" })).status).toBe(403);
      expect((await change(bob, aliceInquiry, { intent: "note", body: "mine" })).status).toBe(403);
      expect(
        (
          await runRoute(overviewAction, services, "/dashboard", {
            actor: alice,
            form: { intent: "retryDelivery", lane: "mail", id: aliceInquiry },
          })
        ).status,
      ).toBe(403);
      expect((await inquiryRow(aliceInquiry))?.status).toBe("pending");
      expect(await activitiesOf(aliceInquiry)).toEqual([]);
    });
  });

  describe("inquiries", () => {
    const list = (actor: Actor, search = "") =>
      runRoute<{ inquiries: InquiryCard[] }>(inquiriesLoader, services, `/dashboard/inquiries${search}`, {
        actor,
      });
    const open = (actor: Actor, id: string) =>
      runRoute<InquiryPageData>(inquiryLoader, services, `/dashboard/inquiries/${id}`, {
        actor,
        params: { id },
      });

    it("shows a customer the inquiries of his own confirmed address only, without staff matters", async () => {
      const mine = await list(alice);
      expect(mine.data.inquiries.map((card) => card.id)).toEqual([aliceInquiry]);
      expect(mine.data.inquiries[0]).toMatchObject({ assignee: null, followUpOn: null, duplicates: 0 });
      expect((await list(bob)).data.inquiries).toEqual([]);
      const page = await open(alice, aliceInquiry);
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ canEdit: false, timeline: [], duplicates: [], staff: [] });
      expect((await open(alice, foreignInquiry)).status).toBe(404);
      expect((await open(bob, aliceInquiry)).status).toBe(404);
      expect((await open(staff, aliceInquiry)).data.canEdit).toBe(true);
      expect((await open(staff, "not-a-uuid")).status).toBe(404);
    });

    it("leads from an inquiry to the newer and the older one of the viewer's list, spam among spam", async () => {
      const at = (day: number) => new Date(Date.UTC(2001, 0, day, 9));
      const oldest = await addInquiry({ leadEmail: alice.email, createdAt: at(1) });
      const middle = await addInquiry({ createdAt: at(2) });
      // Two at the same instant keep one order: by id.
      const twins = [await addInquiry({ createdAt: at(3) }), await addInquiry({ createdAt: at(3) })].sort();
      const [twinLow = "", twinHigh = ""] = twins;
      const spamOld = await addInquiry({ createdAt: at(1), spamReason: "honeypot" });
      const spamNew = await addInquiry({ createdAt: at(2), spamReason: "honeypot" });
      const merged = await addInquiry({
        createdAt: new Date(Date.UTC(2001, 0, 2, 12)),
        mergedIntoId: middle,
      });
      const around = async (actor: Actor, id: string) => (await open(actor, id)).data.neighbours;

      expect(await around(staff, middle)).toEqual({ previous: twinLow, next: oldest });
      expect(await around(staff, twinLow)).toEqual({ previous: twinHigh, next: middle });
      expect(await around(staff, oldest)).toMatchObject({ previous: middle, next: null });
      // A merged inquiry is in no list: from it, the list's own neighbours of its place.
      expect(await around(staff, merged)).toEqual({ previous: twinLow, next: middle });
      expect(await around(staff, spamOld)).toMatchObject({ previous: spamNew, next: null });
      // A customer steps through his own inquiries only.
      expect(await around(alice, oldest)).toEqual({ previous: aliceInquiry, next: null });
      // The other tests count every inquiry.
      await database.db
        .delete(inquiries)
        .where(inArray(inquiries.id, [merged, oldest, middle, twinLow, twinHigh, spamOld, spamNew]));
    });

    it("gives each card one line of the lead's own words, cut when long", async () => {
      const cards = (await list(staff)).data.inquiries;
      const excerptOf = (id: string) => cards.find((item) => item.id === id)?.excerpt;
      expect(excerptOf(foreignInquiry)).toBe("Quote, please");
      expect(excerptOf(aliceInquiry)).toBe("Answer at night");
      const long = await addInquiry({
        sourceForm: "assistant",
        serviceType: "assistant",
        requirements: {
          email: "x@example.com",
          question: `  Do you\n\n  build ${"very ".repeat(30)}long bots?`,
        },
      });
      const card = (await list(staff, "?form=assistant")).data.inquiries.find((item) => item.id === long);
      expect(card?.excerpt).toMatch(/^Do you build very very .*…$/);
      expect(card?.excerpt).toHaveLength(EXCERPT_LENGTH);
      await database.db.delete(inquiries).where(eq(inquiries.id, long));
    });

    it("shows staff every sales inquiry, filtered by form, status, language, text and assignee", async () => {
      expect((await list(staff)).data.inquiries.map((card) => card.id).sort()).toEqual(
        [aliceInquiry, foreignInquiry].sort(),
      );
      // Job applications are in their own view, not among the sales leads.
      expect((await list(staff, "?form=hiring")).data.inquiries).toEqual([]);
      expect(
        (await list(staff, "?view=list&status=in_progress")).data.inquiries.map((card) => card.id),
      ).toEqual([foreignInquiry]);
      expect((await list(staff, "?q=alice%20a")).data.inquiries.map((card) => card.id)).toEqual([
        aliceInquiry,
      ]);
      expect((await list(staff, "?q=%25")).data.inquiries).toEqual([]);
      expect((await list(staff, "?assignee=me")).data.inquiries).toEqual([]);
      expect((await list(staff, "?lang=pl")).data.inquiries).toEqual([]);
      expect((await list(staff, "?status=bogus&form=nope")).status).toBe(200);
    });

    it("finds inquiries by name, e-mail, company and message whatever their case and diacritics", async () => {
      const czech = await addInquiry({ leadEmail: uniqueEmail("jan"), leadName: "Jan Příhoda" });
      const polish = await addInquiry({
        leadEmail: uniqueEmail("wisniewska"),
        leadName: "Łucja WIŚNIEWSKA",
        company: "Źródło Sp. z o.o.",
      });
      const message = await addInquiry({
        sourceForm: "contact",
        serviceType: "contact",
        leadEmail: uniqueEmail("zprava"),
        requirements: { email: "x@example.com", message: "Potřebujeme ŘÍZENÍ skladu", business_type: "b2b" },
      });
      const found = async (query: string) =>
        (await list(staff, `?view=list&q=${encodeURIComponent(query)}`)).data.inquiries.map(
          (card) => card.id,
        );
      expect(await found("Prihoda")).toEqual([czech]);
      expect(await found("příhoda")).toEqual([czech]);
      expect(await found("zrodlo")).toEqual([polish]);
      expect(await found("Wisniewska")).toEqual([polish]);
      expect(await found("lucja")).toEqual([polish]);
      expect(await found("rizeni sklad")).toEqual([message]);
      // Wildcards are text, not patterns.
      expect(await found("%")).toEqual([]);
      // A customer searches only his own.
      expect((await list(alice, "?q=prihoda")).data.inquiries).toEqual([]);
    });

    it("finds inquiries by a word only in staff's notes or in a preview's note or the assistant's question", async () => {
      const found = async (query: string, actor: Actor = staff) =>
        (await list(actor, `?view=list&q=${encodeURIComponent(query)}`)).data.inquiries.map(
          (card) => card.id,
        );
      const noted = await addInquiry({ leadEmail: uniqueEmail("noted"), leadName: "Noted Lead" });
      const note = (id: string, body: string) => change(staff, id, { intent: "note", body });
      expect((await note(noted, "Volal pan Vrchlický, chce ŠTĚRBOVÝ filtr")).data).toMatchObject({
        ok: true,
      });
      expect((await note(noted, "Pani Gżegżółka poleca źdźbło")).data).toMatchObject({ ok: true });
      expect((await note(noted, "Call back after the QUARTERLY review")).data).toMatchObject({ ok: true });
      // Czech, Polish and English: without diacritics and in any case, a word only the notes have.
      expect(await found("Vrchlicky")).toEqual([noted]);
      expect(await found("sterbovy filtr")).toEqual([noted]);
      expect(await found("Gzegzolka")).toEqual([noted]);
      expect(await found("zdzblo")).toEqual([noted]);
      expect(await found("quarterly")).toEqual([noted]);
      // The lead's own fields still count next to the notes.
      expect(await found("noted lead")).toEqual([noted]);

      const preview = await addInquiry({
        sourceForm: "website_preview",
        serviceType: "website",
        leadEmail: uniqueEmail("preview"),
        requirements: { note: "Chceme terasu u Vltavy a žlutou barvu" },
      });
      const question = await addInquiry({
        sourceForm: "assistant",
        serviceType: "assistant",
        leadEmail: uniqueEmail("assistant"),
        requirements: { question: "Czy pracujecie w niedzielę w Łodzi?" },
      });
      expect(await found("terasu u vltavy")).toEqual([preview]);
      expect(await found("niedziele w lodzi")).toEqual([question]);

      // A note changed or deleted, by whatever writes it (an erasure deletes notes), is searched as it is now.
      const [first] = await database.db
        .select({ id: inquiryActivities.id })
        .from(inquiryActivities)
        .where(and(eq(inquiryActivities.inquiryId, noted), sql`${inquiryActivities.body} like 'Volal%'`));
      await database.db
        .update(inquiryActivities)
        .set({ body: "Volala paní Němcová" })
        .where(eq(inquiryActivities.id, first?.id ?? ""));
      expect(await found("vrchlicky")).toEqual([]);
      expect(await found("nemcova")).toEqual([noted]);
      await database.db
        .delete(inquiryActivities)
        .where(and(eq(inquiryActivities.inquiryId, noted), eq(inquiryActivities.kind, "note")));
      expect(await found("nemcova")).toEqual([]);
      expect(await found("zdzblo")).toEqual([]);
      expect(await found("noted lead")).toEqual([noted]);

      // Notes are staff's: a customer does not find his own inquiry by a word of one.
      expect((await note(aliceInquiry, "Interní: zákazník Kvákal váhá")).data).toMatchObject({ ok: true });
      expect(await found("kvakal")).toEqual([aliceInquiry]);
      expect(await found("kvakal", alice)).toEqual([]);
      expect((await list(alice, "?view=list")).data.inquiries.map((card) => card.id)).toContain(aliceInquiry);
      // The tests after this one read Alice's timeline as it was.
      await database.db
        .delete(inquiryActivities)
        .where(and(eq(inquiryActivities.inquiryId, aliceInquiry), eq(inquiryActivities.kind, "note")));
    });

    it("records every change on the timeline: status, assignee, follow-up and two notes, none overwritten", async () => {
      expect((await change(staff, foreignInquiry, { intent: "status", status: "completed" })).data).toEqual({
        ok: true,
        intent: "status",
      });
      expect((await change(staff, foreignInquiry, { intent: "assign", assignee: staffId })).data.ok).toBe(
        true,
      );
      expect(
        (await change(staff, foreignInquiry, { intent: "assign", assignee: "someone-else" })).data,
      ).toMatchObject({ ok: false, error: "invalid" });
      expect(
        (await change(staff, foreignInquiry, { intent: "followUp", followUpOn: "2026-12-01" })).data.ok,
      ).toBe(true);
      expect(
        (await change(staff, foreignInquiry, { intent: "followUp", followUpOn: "someday" })).data.ok,
      ).toBe(false);
      expect(
        (await change(staff, foreignInquiry, { intent: "note", body: "Called, no answer" })).data.ok,
      ).toBe(true);
      expect((await change(staff, foreignInquiry, { intent: "note", body: "Sent the offer" })).data.ok).toBe(
        true,
      );
      expect((await change(staff, foreignInquiry, { intent: "note", body: "   " })).data.ok).toBe(false);
      expect((await change(staff, foreignInquiry, { intent: "bogus" })).data).toMatchObject({
        ok: false,
        error: "invalid",
      });

      const row = await inquiryRow(foreignInquiry);
      expect(row).toMatchObject({ status: "completed", assigneeId: staffId, followUpOn: "2026-12-01" });
      const page = await open(staff, foreignInquiry);
      const kinds = page.data.timeline.map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === "note")).toHaveLength(2);
      expect(kinds).toEqual(expect.arrayContaining(["status", "assigned", "follow_up"]));
      expect(page.data.timeline.find((entry) => entry.kind === "status")).toMatchObject({
        actor: "Carol",
        data: { from: "in_progress", to: "completed" },
      });
      expect(page.data.timeline.map((entry) => entry.body)).toEqual(
        expect.arrayContaining(["Called, no answer", "Sent the offer"]),
      );
      expect((await list(staff, `?assignee=me`)).data.inquiries.map((card) => card.id)).toEqual([
        foreignInquiry,
      ]);
    });

    it("sends a reply through the mail queue, in the timeline with its delivery state", async () => {
      const answer = await change(staff, aliceInquiry, {
        intent: "reply",
        subject: "Your demo",
        body: "Hello,\n\nhere it is: <b>the offer</b>.",
      });
      expect(answer.data.ok).toBe(true);
      const [mail] = await database.db.select().from(mailQueue).where(eq(mailQueue.subject, "Your demo"));
      expect(mail).toMatchObject({ to: alice.email.toUpperCase(), replyTo: staff.email });
      expect(mail?.text).toMatch(/^Hello,\n\nhere it is: <b>the offer<\/b>\.\n\n--\nFlowlane/);
      // The staff's own text in the branded layout, as escaped paragraphs.
      expect(mail?.html).toContain("here it is: &lt;b&gt;the offer&lt;/b&gt;.");
      expect(mail?.html).not.toContain("<b>the offer");
      const page = await open(staff, aliceInquiry);
      expect(page.data.timeline.find((entry) => entry.kind === "email_sent")).toMatchObject({
        mail: { state: "queued" },
        body: "Your demo\n\nHello,\n\nhere it is: <b>the offer</b>.",
      });
      expect(page.data).toHaveProperty("draft.subject");
      await services.deliverNow();
      expect(
        (await open(staff, aliceInquiry)).data.timeline.find((entry) => entry.kind === "email_sent")?.mail
          ?.state,
      ).toBe("sent");
    });

    it("links inquiries of one address and merges two of them, never across addresses", async () => {
      const first = await addInquiry({
        leadEmail: "twice@example.com",
        sourceForm: "contact",
        serviceType: "contact",
      });
      const second = await addInquiry({ leadEmail: "Twice@Example.com" });
      const page = await open(staff, first);
      expect(page.data.duplicates.map((card) => card.id)).toEqual([second]);
      expect((await list(staff, "?q=twice")).data.inquiries.every((card) => card.duplicates === 1)).toBe(
        true,
      );
      expect((await change(staff, first, { intent: "merge", other: aliceInquiry })).data).toMatchObject({
        ok: false,
        error: "notSameAddress",
      });
      expect((await change(staff, first, { intent: "merge", other: second })).data.ok).toBe(true);
      expect((await inquiryRow(second))?.mergedIntoId).toBe(first);
      const merged = await open(staff, first);
      expect(merged.data.answers.map((set) => set.inquiryId)).toEqual([first, second]);
      expect(merged.data.duplicates).toEqual([]);
      expect((await list(staff, "?q=twice")).data.inquiries.map((card) => card.id)).toEqual([first]);
      expect((await change(staff, second, { intent: "merge", other: first })).data).toMatchObject({
        ok: false,
        error: "alreadyMerged",
      });
    });

    it("keeps spam out of the pipeline until staff restore it, and never shows it to the customer", async () => {
      const spam = await addInquiry({ leadEmail: alice.email, spamReason: "honeypot" });
      expect((await list(staff)).data.inquiries.map((card) => card.id)).not.toContain(spam);
      expect((await list(staff, "?spam=1")).data.inquiries.map((card) => card.id)).toEqual([spam]);
      expect((await list(alice)).data.inquiries.map((card) => card.id)).not.toContain(spam);
      expect((await open(alice, spam)).status).toBe(404);
      expect((await change(staff, spam, { intent: "restore" })).data.ok).toBe(true);
      expect((await inquiryRow(spam))?.spamReason).toBeNull();
      expect((await list(alice)).data.inquiries.map((card) => card.id)).toContain(spam);
      expect((await change(staff, spam, { intent: "spam" })).data.ok).toBe(true);
      expect((await inquiryRow(spam))?.spamReason).toBe("staff");
      expect((await activitiesOf(spam)).map((entry) => entry.kind).sort()).toEqual(["restored", "spam"]);
    });

    it("refuses a change that names two intents and changes nothing; only staff mark spam", async () => {
      const id = await addInquiry({ leadEmail: uniqueEmail("twice") });
      // What the page's status form once sent for "Mark as spam": its hidden intent and the button's.
      const twice = await change(staff, id, [
        ["intent", "status"],
        ["status", "in_progress"],
        ["intent", "spam"],
      ]);
      expect(twice.status).toBe(400);
      expect(await inquiryRow(id)).toMatchObject({ status: "pending", spamReason: null });
      expect(await activitiesOf(id)).toEqual([]);
      expect((await change(alice, id, { intent: "spam" })).status).toBe(403);
      expect((await change(anonymous, id, { intent: "spam" })).status).toBe(302);
      expect((await inquiryRow(id))?.spamReason).toBeNull();
      expect((await change(staff, id, { intent: "spam" })).data).toEqual({ ok: true, intent: "spam" });
      expect((await inquiryRow(id))?.spamReason).toBe("staff");
    });

    it("exports the filtered inquiries as a spreadsheet: one column per field, labels, semicolons for Czech", async () => {
      const csv = await runRoute<string>(csvLoader, services, "/cs/dashboard/inquiries.csv?form=contact", {
        actor: staff,
      });
      expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      const [header, ...rows] = csv.data
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(csv.data.startsWith("\uFEFF")).toBe(true);
      expect(header?.split(";")).toEqual(
        expect.arrayContaining(["E-mail", "Jméno", "Obor podnikání", "Zpráva", "utm_source"]),
      );
      const row = rows.find((line) => line.includes("Quote, please")) ?? "";
      expect(row).toContain("B2B");
      // A formula a visitor typed stays text.
      expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
      const english = await runRoute<string>(
        csvLoader,
        services,
        "/dashboard/inquiries.csv?delimiter=comma",
        { actor: staff },
      );
      expect(english.data.split("\r\n")[0]).toContain(",");
    });

    it("exports merged inquiries with their answers, phones as typed and times in ISO 8601", async () => {
      const email = uniqueEmail("merged-csv");
      const kept = await addInquiry({
        leadEmail: email,
        phone: "+420 777 123 456",
        createdAt: new Date("2026-07-01T10:30:00Z"),
      });
      const merged = await addInquiry({
        leadEmail: email,
        requirements: { email, service: "assistant", goal: "Answer the merged phone", budget: "medium" },
        mergedIntoId: kept,
        createdAt: new Date("2026-12-31T23:15:00Z"),
      });
      const csv = await runRoute<string>(
        csvLoader,
        services,
        `/eng/dashboard/inquiries.csv?delimiter=comma&q=${encodeURIComponent(email)}`,
        { actor: staff },
      );
      const [header, ...rows] = csv.data
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      const columns = header?.split(",") ?? [];
      const cells = (id: string) => rows.find((line) => line.startsWith(id))?.split(",") ?? [];
      const at = (id: string, column: string) => cells(id)[columns.indexOf(column)];
      expect(rows).toHaveLength(2);
      expect(at(kept, "Phone")).toBe("+420 777 123 456");
      expect(at(kept, "Received")).toBe("2026-07-01T12:30:00+02:00");
      expect(at(kept, "Merged into")).toBe("");
      expect(at(merged, "Merged into")).toBe(kept);
      expect(at(merged, "Received")).toBe("2027-01-01T00:15:00+01:00");
      expect(cells(merged)).toContain("Answer the merged phone");
    });

    it("hands staff the applicant's PDF as an attachment, and nobody else", async () => {
      const file = await runRoute<string>(
        fileLoader,
        services,
        `/dashboard/inquiries/${hiringInquiry}/file`,
        {
          actor: staff,
          params: { id: hiringInquiry },
        },
      );
      expect(file.headers.get("Content-Type")).toBe("application/pdf");
      expect(file.headers.get("Content-Disposition")).toContain(
        "filename*=UTF-8''%C5%98e%C5%A1en%C3%AD%20%C3%BAkolu.pdf",
      );
      expect(
        (
          await runRoute(fileLoader, services, `/dashboard/inquiries/${aliceInquiry}/file`, {
            actor: staff,
            params: { id: aliceInquiry },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe("privacy requests", () => {
    it("export everything stored about an address and log it under a keyed hash", async () => {
      const answer = await runRoute<{ inquiries: { id: string }[]; account: { email: string } | null }>(
        exportLoader,
        services,
        `/dashboard/privacy-export?email=${encodeURIComponent(alice.email)}`,
        { actor: staff },
      );
      expect(answer.data.inquiries.map((item) => item.id)).toContain(aliceInquiry);
      expect(answer.data.account?.email).toBe(alice.email);
      const [logged] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectHash, addressKey(services.secret, alice.email)));
      expect(logged?.action).toBe("privacy_export");
      expect(JSON.stringify(logged)).not.toContain(alice.email);
    });

    it("erase an address after it is typed again, leaving nothing of it, and say what was removed", async () => {
      const target = "erase-me@example.com";
      const id = await addInquiry({ leadEmail: target, leadName: "Erasable" });
      await change(staff, id, { intent: "note", body: "Called Erasable" });
      const mismatch = await change(staff, id, { intent: "erase", confirm: "someone@else.cz" });
      expect(mismatch.data).toMatchObject({ ok: false, error: "mismatch" });
      expect(await inquiryRow(id)).toBeDefined();
      const done = await change(staff, id, { intent: "erase", confirm: ` ${target.toUpperCase()} ` });
      expect(done.status).toBe(302);
      expect((done as unknown as { location: string }).location).toContain("privacy=erase&inquiries=1");
      expect(await database.db.$count(inquiries, sql`lower(${inquiries.leadEmail}) = ${target}`)).toBe(0);
      expect(await activitiesOf(id)).toEqual([]);
      expect(await database.db.$count(auditLog, eq(auditLog.action, "privacy_erase"))).toBe(1);
    });

    it("anonymise an address: the inquiries stay for the figures, nothing points to the person", async () => {
      const target = "anon@example.com";
      const id = await addInquiry({ leadEmail: target, leadName: "Anna Nonymous", phone: "+420777123456" });
      const answer = await runRoute<{ ok: boolean; done: { inquiries: number } }>(
        settingsAction,
        services,
        "/dashboard/settings",
        {
          actor: staff,
          form: { intent: "anonymise", email: target, confirm: target },
        },
      );
      expect(answer.data).toMatchObject({ ok: true, done: { inquiries: 1 } });
      const row = await inquiryRow(id);
      expect(row).toMatchObject({ leadName: null, phone: null, requirements: {} });
      expect(row?.leadEmail).not.toContain("anon@");
      expect(
        (
          await runRoute(settingsAction, services, "/dashboard/settings", {
            actor: alice,
            form: { intent: "erase", email: target, confirm: target },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe("templates", () => {
    const templatesOf = (actor: Actor) =>
      runRoute<{ templates: { items: TemplateView[] } }>(templatesLoader, services, "/dashboard/templates", {
        actor,
      });
    const act = (actor: Actor, json: unknown) =>
      runRoute<{ ok: boolean }>(templatesAction, services, "/dashboard/templates", { actor, json });

    it("lists own templates and the public ones of others, never others' private ones", async () => {
      expect((await templatesOf(alice)).data.templates.items.map((item) => item.name).sort()).toEqual([
        "Alice private",
        "Alice public",
      ]);
      const theirs = (await templatesOf(bob)).data.templates.items;
      expect(theirs.map((item) => item.name)).toEqual(["Alice public"]);
      expect(theirs[0]).toMatchObject({ isOwn: false, canEdit: false });
      expect(
        (await templatesOf(staff)).data.templates.items.find((item) => item.name === "Alice public")?.canEdit,
      ).toBe(true);
    });

    it("lets only the owner or staff change or delete one; others get 403 or 404 and nothing changes", async () => {
      expect(
        (await act(bob, { intent: "update", id: privateTemplateId, template: template("Hijacked") })).status,
      ).toBe(404);
      expect(
        (await act(bob, { intent: "update", id: publicTemplateId, template: template("Hijacked") })).status,
      ).toBe(403);
      expect((await act(bob, { intent: "delete", id: publicTemplateId })).status).toBe(403);
      expect(
        (await act(staff, { intent: "update", id: publicTemplateId, template: template("Reviewed", true) }))
          .data.ok,
      ).toBe(true);
      const [row] = await database.db.select().from(templates).where(eq(templates.id, publicTemplateId));
      expect(row?.name).toBe("Reviewed");
    });

    it("creates one owned by the user and refuses what the editor could never send", async () => {
      expect((await act(bob, { intent: "create", template: template("Bob's flow") })).data.ok).toBe(true);
      expect((await act(bob, { intent: "create", template: { ...template(""), name: "" } })).status).toBe(
        400,
      );
      const deep = { ...template("Deep") } as Record<string, unknown>;
      let nested: Record<string, unknown> = {};
      deep.workflowData = { steps: [{ id: "a", type: "action", config: { action: "x", params: nested } }] };
      for (let i = 0; i < 40; i++) {
        const inner = {};
        nested.a = inner;
        nested = inner;
      }
      expect((await act(bob, { intent: "create", template: deep })).status).toBe(400);
      expect(await database.db.$count(templates, eq(templates.name, "Deep"))).toBe(0);
    });
  });

  describe("figures and settings", () => {
    it("counts real leads: all for staff, his own for a customer", async () => {
      const staffView = await runRoute<{
        figures: { scope: string; leadsPerMonth: unknown[] };
        deliveries: unknown[];
      }>(overviewLoader, services, "/dashboard", { actor: staff });
      expect(staffView.data.figures.scope).toBe("all");
      expect(staffView.data.figures.leadsPerMonth).toHaveLength(6);
      expect(staffView.data.deliveries).toEqual([]);
      const own = await runRoute<{ figures: { scope: string }; followUps: unknown[] }>(
        overviewLoader,
        services,
        "/dashboard",
        { actor: alice },
      );
      expect(own.data.figures.scope).toBe("own");
      expect(own.data.followUps).toEqual([]);
    });

    it("gives analytics to staff for a sensible period only", async () => {
      const good = await runRoute<{ report: { total: number } | null }>(
        analyticsLoader,
        services,
        "/dashboard/analytics",
        { actor: staff },
      );
      expect(good.data.report?.total).toBeGreaterThan(0);
      const bad = await runRoute<{ report: unknown }>(
        analyticsLoader,
        services,
        "/dashboard/analytics?from=2026-05-01&to=2026-01-01",
        {
          actor: staff,
        },
      );
      expect(bad.data.report).toBeNull();
    });

    it("updates only the signed-in user's own profile, with the account rules", async () => {
      const invalid = await runRoute<{ ok: boolean; field: string; message: string }>(
        settingsAction,
        services,
        "/dashboard/settings",
        {
          actor: bob,
          form: { intent: "profile", name: "B", lang: "pl" },
        },
      );
      expect(invalid.data).toMatchObject({ ok: false, field: "name" });
      const saved = await runRoute<{ ok: boolean }>(settingsAction, services, "/dashboard/settings", {
        actor: bob,
        form: {
          intent: "profile",
          name: "Bob Builder",
          lang: "pl",
          phone: "601 234 567",
          phone_country: "PL",
        },
      });
      expect(saved.data.ok).toBe(true);
      const [row] = await database.db.select().from(users).where(eq(users.email, bob.email));
      expect(row).toMatchObject({ name: "Bob Builder", lang: "pl", phone: "+48601234567" });
      expect(
        (
          await runRoute(settingsAction, services, "/dashboard/settings", {
            actor: bob,
            form: { intent: "rotation", takesNewLeads: "on" },
          })
        ).status,
      ).toBe(400);
    });

    it("lets staff take new leads in turn", async () => {
      const answer = await runRoute<{ ok: boolean }>(settingsAction, services, "/dashboard/settings", {
        actor: staff,
        form: { intent: "rotation", takesNewLeads: "on" },
      });
      expect(answer.data.ok).toBe(true);
      expect(
        (
          await runRoute<{ takesNewLeads: boolean }>(settingsLoader, services, "/dashboard/settings", {
            actor: staff,
          })
        ).data.takesNewLeads,
      ).toBe(true);
      const [row] = await database.db
        .select()
        .from(users)
        .where(and(eq(users.id, staffId), eq(users.takesNewLeads, true)));
      expect(row).toBeDefined();
    });
  });
});
