/**
 * Bulk work on the inquiry list against the real database: who may change and export what, that
 * every change is the single inquiry's change (timeline, assignment e-mail), and that ids the
 * viewer may not touch, unknown, malformed, repeated or too many are skipped or refused, never
 * changed and never named.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inquiries, inquiryActivities, mailQueue, users } from "~/platform/db/schema.server";
import { action as listAction } from "~/routes/dashboard.inquiries";
import { action as csvAction } from "~/routes/dashboard.inquiries-csv";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { BULK_SUMMARY_HOLD_MS } from "./assignment.server";
import type { BulkResult } from "./bulk.server";

describe.each(testDatabases)(
  "bulk work on the inquiry list on $name",
  { timeout: 180_000 },
  (testDatabase) => {
    let desk: TestDesk;
    let bobStaffId = "";

    beforeAll(async () => {
      desk = await openTestDesk(testDatabase);
    }, 120_000);
    afterAll(() => desk.close());

    const bulk = (actor: Actor, form: [string, string][]) =>
      runRoute<BulkResult>(listAction, desk.services, "/dashboard/inquiries?view=list", { actor, form });
    const exportCsv = (actor: Actor, form: [string, string][]) =>
      runRoute<string>(csvAction, desk.services, "/dashboard/inquiries.csv", { actor, form });
    const ids = (list: string[]): [string, string][] => list.map((id) => ["ids", id]);
    const row = async (id: string) => {
      const found = await desk.inquiryRow(id);
      if (!found) throw new Error(`no inquiry ${id}`);
      return found;
    };
    const kinds = async (id: string) =>
      (
        await desk.database.db
          .select({ kind: inquiryActivities.kind })
          .from(inquiryActivities)
          .where(eq(inquiryActivities.inquiryId, id))
      ).map((activity) => activity.kind);

    it("lets nobody but staff change: signed out goes home, a customer is refused", async () => {
      const lead = await desk.addInquiry({ leadEmail: desk.alice.email });
      const form: [string, string][] = [["operation", "status"], ["status", "completed"], ...ids([lead])];
      const signedOut = await bulk(anonymous, form);
      expect(signedOut.status).toBe(302);
      expect(signedOut.location).toBe("/");
      // Alice may see her own inquiry, but not change it, alone or in bulk.
      expect((await bulk(desk.alice, form)).status).toBe(403);
      expect((await bulk(desk.bob, form)).status).toBe(403);
      expect((await row(lead)).status).toBe("pending");
    });

    it("assigns the ticked leads as the inquiry page does, skipping what is not on the list", async () => {
      const [first, second] = [
        await desk.addInquiry({ leadEmail: "first@example.com", leadName: "First" }),
        await desk.addInquiry({ leadEmail: "second@example.com", leadName: "Second" }),
      ];
      const application = await desk.addInquiry({ sourceForm: "hiring", leadEmail: "cv@example.com" });
      const merged = await desk.addInquiry({ leadEmail: "first@example.com", mergedIntoId: first });
      const unknown = "00000000-0000-4000-8000-000000000000";
      const answer = await bulk(desk.staff, [
        ["operation", "assign"],
        ["assignee", desk.staffId],
        // The same lead in capitals and twice, counted once.
        ...ids([first, first.toUpperCase(), second, second, application, merged, unknown, "not-an-id"]),
      ]);
      expect(answer.status).toBe(200);
      // Asked: first, second, the application, the merged one, the unknown one and "not-an-id".
      expect(answer.data).toEqual({ ok: true, operation: "assign", changed: 2, unchanged: 0, skipped: 4 });
      expect((await row(first)).assigneeId).toBe(desk.staffId);
      expect((await row(second)).assigneeId).toBe(desk.staffId);
      expect(await kinds(first)).toEqual(["assigned"]);
      // A job application is not on this list and keeps its own pipeline; a merged one stays as it was.
      expect((await row(application)).assigneeId).toBeNull();
      expect(await kinds(application)).toEqual([]);
      expect((await row(merged)).assigneeId).toBeNull();
      // The answer counts, never names: nothing of what was skipped is in it.
      expect(JSON.stringify(answer.data)).not.toContain(application);
      // Again: nothing more to change.
      const again = await bulk(desk.staff, [
        ["operation", "assign"],
        ["assignee", desk.staffId],
        ...ids([first]),
      ]);
      expect(again.data).toEqual({ ok: true, operation: "assign", changed: 0, unchanged: 1, skipped: 0 });
      expect(await kinds(first)).toEqual(["assigned"]);
    });

    it("e-mails a colleague one summary of the inquiries given to him, in his language, not one per inquiry", async () => {
      const [bob] = await desk.database.db
        .update(users)
        .set({ role: "staff", lang: "pl" })
        .where(eq(users.email, desk.bob.email))
        .returning({ id: users.id });
      bobStaffId = bob?.id ?? "";
      const leads = [
        await desk.addInquiry({ leadEmail: "m1@example.com", leadName: "Mail One" }),
        await desk.addInquiry({ leadEmail: "m2@example.com", leadName: "Mail Two" }),
        await desk.addInquiry({ leadEmail: "m3@example.com", leadName: "Mail Three" }),
      ];
      const answer = await bulk(desk.staff, [
        ["operation", "assign"],
        ["assignee", bobStaffId],
        ...ids(leads),
      ]);
      expect(answer.data).toMatchObject({ ok: true, changed: 3 });
      const mails = (
        await desk.database.db.select().from(mailQueue).where(eq(mailQueue.to, desk.bob.email))
      ).filter((mail) => mail.inquiryIds.some((id) => leads.includes(id)));
      expect(mails).toHaveLength(1);
      const [summary] = mails;
      expect([...(summary?.inquiryIds ?? [])].sort()).toEqual([...leads].sort());
      // Polish, his language: "3 zapytania" with the plural form for three, each lead named and linked.
      expect(summary?.subject).toContain("3 zapytania");
      for (const [index, name] of ["Mail One", "Mail Two", "Mail Three"].entries()) {
        expect(summary?.text).toContain(name);
        expect(summary?.text).toContain(`/pl/dashboard/inquiries/${leads[index]}`);
      }
      // Each inquiry's timeline still records its own assignment.
      for (const lead of leads) expect(await kinds(lead)).toEqual(["assigned"]);
      // Someone who is not staff cannot be given inquiries.
      const refused = await bulk(desk.staff, [
        ["operation", "assign"],
        ["assignee", desk.aliceId],
        ...ids(leads),
      ]);
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ ok: false, error: "invalid" });
      // Bob is a customer again for the tests after this one.
      await desk.database.db.update(users).set({ role: "user", lang: "cs" }).where(eq(users.id, bobStaffId));
    });

    it("sets the status of every lead matching the filter, recomputed on the server", async () => {
      const matching = [
        await desk.addInquiry({ leadEmail: "a@filtered.example", company: "Filtrovaná s.r.o." }),
        await desk.addInquiry({ leadEmail: "b@filtered.example", company: "Filtrovaná s.r.o." }),
      ];
      const other = await desk.addInquiry({ leadEmail: "c@elsewhere.example", company: "Jiná a.s." });
      const spam = await desk.addInquiry({ company: "Filtrovaná s.r.o.", spamReason: "honeypot" });
      const answer = await bulk(desk.staff, [
        ["operation", "status"],
        ["status", "in_progress"],
        ["all", "1"],
        ["filter", "?view=list&q=Filtrovana"],
        // Ticked boxes do not narrow "all matching".
        ...ids([matching[0] ?? ""]),
      ]);
      expect(answer.data).toEqual({ ok: true, operation: "status", changed: 2, unchanged: 0, skipped: 0 });
      for (const id of matching) {
        expect((await row(id)).status).toBe("in_progress");
        expect(await kinds(id)).toEqual(["status"]);
      }
      expect((await row(other)).status).toBe("pending");
      // Kept as spam is not on the list of real leads.
      expect((await row(spam)).status).toBe("pending");
    });

    it("keeps leads as spam and restores them, each on its timeline", async () => {
      const leads = [
        await desk.addInquiry({ company: "Spammy" }),
        await desk.addInquiry({ company: "Spammy" }),
      ];
      expect((await bulk(desk.staff, [["operation", "spam"], ...ids(leads)])).data).toMatchObject({
        changed: 2,
      });
      expect((await row(leads[0] ?? "")).spamReason).toBe("staff");
      const restored = await bulk(desk.staff, [
        ["operation", "restore"],
        ["all", "1"],
        ["filter", "?spam=1&q=Spammy"],
      ]);
      expect(restored.data).toMatchObject({ ok: true, changed: 2 });
      for (const id of leads) {
        expect((await row(id)).spamReason).toBeNull();
        expect(await kinds(id)).toEqual(expect.arrayContaining(["spam", "restored"]));
      }
    });

    it("refuses an empty selection, an unknown operation and more ids than a page holds, with a message", async () => {
      const lead = await desk.addInquiry({});
      expect((await bulk(desk.staff, [["operation", "spam"]])).data).toEqual({
        ok: false,
        error: "nothingSelected",
      });
      const unknown = await bulk(desk.staff, [["operation", "delete"], ...ids([lead])]);
      expect(unknown.status).toBe(400);
      expect(unknown.data).toMatchObject({ ok: false, error: "invalid" });
      const many = Array.from(
        { length: 1001 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      );
      const tooMany = await bulk(desk.staff, [["operation", "spam"], ...ids([...many, lead])]);
      expect(tooMany.status).toBe(413);
      expect(tooMany.data).toMatchObject({ ok: false, error: "tooMany", max: 1000 });
      // 10,001 ids: the body itself is refused before anything is read from it.
      const huge = Array.from(
        { length: 10_001 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      );
      expect((await bulk(desk.staff, [["operation", "spam"], ...ids(huge)])).status).toBe(413);
      expect((await row(lead)).spamReason).toBeNull();
    });

    it("refuses all matching a filter above 10,000 inquiries, changing none", async () => {
      // Written by the database in one statement: 10,001 rows sent as values took PGlite seconds.
      await desk.database.db.execute(sql`
        insert into inquiries (title, service_type, requirements, source_form, lead_email, company, lang)
        select 'Bulk', 'assistant', jsonb_build_object('email', 'bulk' || n || '@example.com'), 'demo',
          'bulk' || n || '@example.com', 'Přeplněná', 'en'
        from generate_series(0, 10000) as n`);
      const answer = await bulk(desk.staff, [
        ["operation", "spam"],
        ["all", "1"],
        ["filter", "?q=Preplnena"],
      ]);
      expect(answer.status).toBe(413);
      expect(answer.data).toEqual({ ok: false, error: "tooMany", max: 10_000 });
      const kept = await desk.database.db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(and(eq(inquiries.company, "Přeplněná"), eq(inquiries.spamReason, "staff")));
      expect(kept).toEqual([]);
      const exported = await exportCsv(desk.staff, [
        ["all", "1"],
        ["filter", "?q=Preplnena"],
      ]);
      expect(exported.status).toBe(413);
      expect(exported.data).toContain("10");
    });

    it("exports to a customer only his own inquiries, without the staff's columns", async () => {
      const own = await desk.addInquiry({
        leadEmail: desk.alice.email,
        leadName: "Alice Own",
        utmSource: "ads",
      });
      const bobs = await desk.addInquiry({ leadEmail: desk.bob.email, leadName: "Bob Own" });
      const answer = await exportCsv(desk.alice, [["delimiter", "comma"], ...ids([own, bobs.toUpperCase()])]);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toContain("text/csv");
      expect(answer.data).toContain(own);
      expect(answer.data).toContain("Alice Own");
      expect(answer.data).not.toContain(bobs);
      expect(answer.data).not.toContain("Bob Own");
      expect(answer.data).not.toContain("utm_source");
      expect(answer.data).not.toContain("Assignee");
      // Bob, another customer, asking for Alice's: an empty sheet, her inquiry not even hinted at.
      const foreign = await exportCsv(desk.bob, [...ids([own])]);
      expect(foreign.status).toBe(200);
      expect(foreign.data).not.toContain(own);
      expect(foreign.data).not.toContain("Alice Own");
      // Signed out: home, no file.
      expect((await exportCsv(anonymous, ids([own]))).status).toBe(302);
    });

    it("exports to staff the ticked leads with every column, or all matching the filter", async () => {
      const lead = await desk.addInquiry({
        leadName: "Export Me",
        utmSource: "newsletter",
        company: "Exportní",
      });
      const application = await desk.addInquiry({ sourceForm: "hiring", leadName: "Applicant Hidden" });
      const ticked = await exportCsv(desk.staff, [["delimiter", "comma"], ...ids([lead, application])]);
      expect(ticked.data).toContain("Export Me");
      expect(ticked.data).toContain("newsletter");
      expect(ticked.data).not.toContain("Applicant Hidden");
      const matching = await exportCsv(desk.staff, [
        ["all", "1"],
        ["filter", "?view=list&q=Exportni"],
      ]);
      expect(matching.data.trim().split("\n")).toHaveLength(2);
      expect(matching.data).toContain(lead);
      expect((await exportCsv(desk.staff, [["delimiter", "comma"]])).data).toMatch(
        /Nothing is selected|Nic není vybráno|Nic nie jest zaznaczone/,
      );
      const stillThere = await desk.database.db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(inArray(inquiries.id, [lead, application]));
      expect(stillThere).toHaveLength(2);
    });

    describe("a bulk assignment of more than one batch", () => {
      const BATCHES_OF = 100;
      const LEADS = 150;
      let bobId = "";
      beforeAll(async () => {
        const [bob] = await desk.database.db
          .update(users)
          .set({ role: "staff", lang: "en" })
          .where(eq(users.email, desk.bob.email))
          .returning({ id: users.id });
        bobId = bob?.id ?? "";
      });
      afterAll(async () => {
        await desk.database.db.update(users).set({ role: "user", lang: "cs" }).where(eq(users.id, bobId));
      });

      /** LEADS new leads, oldest first: the order the bulk change takes them in, a batch at a time. */
      async function leads(mark: string) {
        const start = Date.now() - 3_600_000;
        const rows = await desk.database.db
          .insert(inquiries)
          .values(
            Array.from({ length: LEADS }, (_, index) => ({
              title: "Bulk",
              serviceType: "assistant",
              sourceForm: "demo" as const,
              leadEmail: `${mark}-${index}@example.com`,
              leadName: `${mark} ${index}`,
              lang: "en",
              createdAt: new Date(start + index * 1000),
            })),
          )
          .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
        return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.id);
      }
      const assignToBob = (list: string[], services = desk.services) =>
        runRoute<BulkResult>(listAction, services, "/dashboard/inquiries?view=list", {
          actor: desk.staff,
          form: [["operation", "assign"], ["assignee", bobId], ...ids(list)],
        });
      /** Bob's e-mails naming any of these inquiries. */
      const mailsToBob = async (list: string[]) =>
        (await desk.database.db.select().from(mailQueue).where(eq(mailQueue.to, desk.bob.email))).filter(
          (mail) => mail.inquiryIds.some((id) => list.includes(id)),
        );
      const assignedToBob = async (list: string[]) =>
        (
          await desk.database.db
            .select({ id: inquiries.id })
            .from(inquiries)
            .where(and(inArray(inquiries.id, list), eq(inquiries.assigneeId, bobId)))
        ).map((row) => row.id);

      it("sends the assignee one summary of them all when nothing interrupts it", async () => {
        const list = await leads("whole");
        const answer = await assignToBob(list);
        expect(answer.data).toMatchObject({ ok: true, changed: LEADS });
        const mails = await mailsToBob(list);
        expect(mails).toHaveLength(1);
        expect([...(mails[0]?.inquiryIds ?? [])].sort()).toEqual([...list].sort());
        expect(mails[0]?.subject).toContain(`${LEADS} inquiries`);
        expect(mails[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      });

      it("tells the assignee of the batches done when a later batch fails, and is due at once", async () => {
        const list = await leads("broken");
        const failing = list[BATCHES_OF + 20] ?? "";
        // A failure of the database in the second batch: the inquiry it reaches refuses the change.
        await desk.database.db.execute(
          sql.raw(`create function refuse_bulk_test() returns trigger language plpgsql as $$
            begin raise exception 'refused for the test'; end $$`),
        );
        await desk.database.db.execute(
          sql.raw(`create trigger refuse_bulk_test before update on inquiries
            for each row when (new.id = '${failing}') execute function refuse_bulk_test()`),
        );
        try {
          await expect(assignToBob(list)).rejects.toThrow();
        } finally {
          await desk.database.db.execute(sql.raw("drop trigger refuse_bulk_test on inquiries"));
          await desk.database.db.execute(sql.raw("drop function refuse_bulk_test()"));
        }
        const done = list.slice(0, BATCHES_OF);
        expect((await assignedToBob(list)).sort()).toEqual([...done].sort());
        const mails = await mailsToBob(list);
        expect(mails).toHaveLength(1);
        expect([...(mails[0]?.inquiryIds ?? [])].sort()).toEqual([...done].sort());
        expect(mails[0]?.subject).toContain(`${BATCHES_OF} inquiries`);
        expect(mails[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      });

      it("has the batches done in a queued summary even when the server is cut off before it could say so", async () => {
        const list = await leads("cut");
        const started = Date.now();
        // The database answers the first batch, then nothing more: no later batch, no last word.
        let transactions = 0;
        let cutOff = false;
        const db = new Proxy(desk.database.db, {
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver);
            if (typeof value !== "function") return value;
            return (...args: unknown[]) => {
              if (cutOff || (property === "transaction" && ++transactions > 1)) {
                cutOff = true;
                throw new Error("connection lost");
              }
              return value.apply(target, args);
            };
          },
        });
        // The server logs that it could not release the e-mail: expected here.
        const logged = vi.spyOn(console, "error").mockImplementation(() => {});
        await expect(assignToBob(list, { ...desk.services, db })).rejects.toThrow("connection lost");
        expect(logged).toHaveBeenCalledWith("Bulk assignment's email:", expect.any(Error));
        logged.mockRestore();
        const done = list.slice(0, BATCHES_OF);
        expect((await assignedToBob(list)).sort()).toEqual([...done].sort());
        const mails = await mailsToBob(list);
        expect(mails).toHaveLength(1);
        expect([...(mails[0]?.inquiryIds ?? [])].sort()).toEqual([...done].sort());
        // Held for the batches that never came, it falls due by itself.
        expect(mails[0]?.sentAt).toBeNull();
        expect(mails[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(
          started + BULK_SUMMARY_HOLD_MS + 60_000,
        );
      });
    });
  },
);
