/**
 * Merging inquiries of one address, and undoing it: an inquiry is never merged into itself
 * (whatever the letter case of its id), two servers merging a pair both ways at once never leave
 * a cycle or a chain, and an undone merge puts back exactly what it moved.
 */
import { and, eq, inArray, isNotNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "~/platform/db/client.server";
import { inquiries, inquiryActivities } from "~/platform/db/schema.server";
import type { AppServices } from "~/platform/services.server";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { loader as csvLoader } from "~/routes/dashboard.inquiries-csv";
import { action as inquiryAction, loader as inquiryLoader } from "~/routes/dashboard.inquiry";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { createTestServices } from "../../../tests/support/services";
import type { InquiryPageData } from "./inquiry.server";
import type { InquiryCard } from "./inquiry-cards.server";

type Answer = { ok: boolean; intent: string; error?: string };

describe.each(testDatabases)("merging inquiries on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  let secondServer: OpenDatabase | undefined;
  let counter = 0;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    secondServer = await desk.database.connectAgain?.();
  }, 120_000);
  afterAll(async () => {
    await secondServer?.close();
    await desk.close();
  });

  /** Inquiries of one new address, oldest first. */
  const address = async (count: number) => {
    const email = `merge-${++counter}-${Date.now()}@example.com`;
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push(await desk.addInquiry({ leadEmail: email, leadName: `Lead ${i}` }));
    return { email, ids };
  };
  const change = (
    id: string,
    form: Record<string, string>,
    actor: Actor = desk.staff,
    services: AppServices = desk.services,
  ) =>
    runRoute<Answer>(inquiryAction, services, `/dashboard/inquiries/${id}`, { actor, form, params: { id } });
  const open = (id: string, actor: Actor = desk.staff) =>
    runRoute<InquiryPageData>(inquiryLoader, desk.services, `/dashboard/inquiries/${id}`, {
      actor,
      params: { id },
    });
  const listed = async (email: string) =>
    (
      await runRoute<{ inquiries: InquiryCard[] }>(
        inquiriesLoader,
        desk.services,
        `/dashboard/inquiries?view=list&q=${encodeURIComponent(email)}`,
        { actor: desk.staff },
      )
    ).data.inquiries.map((card) => card.id);
  const mergedInto = async (id: string) => (await desk.inquiryRow(id))?.mergedIntoId;
  const mergeEntry = async (kept: string, other: string) =>
    (await open(kept)).data.timeline.find((entry) => entry.kind === "merged" && entry.data.other === other);

  it("refuses to merge an inquiry into itself in any letter case, and it stays on the board, list and export", async () => {
    const { email, ids } = await address(1);
    const [id = ""] = ids;
    for (const [route, other] of [
      [id, id.toUpperCase()],
      [id.toUpperCase(), id],
      [id.toUpperCase(), id.toUpperCase()],
    ] as const) {
      const answer = await change(route, { intent: "merge", other });
      expect(answer.status, `${route} ← ${other}`).toBe(400);
      expect(answer.data).toMatchObject({ ok: false, error: "selfMerge" });
    }
    expect(await mergedInto(id)).toBeNull();
    expect(await listed(email)).toEqual([id]);
    const csv = await runRoute<string>(csvLoader, desk.services, `/dashboard/inquiries.csv?q=${email}`, {
      actor: desk.staff,
    });
    expect(csv.data).toContain(id);
    // Nor can the database hold one.
    await expect(
      desk.database.db.update(inquiries).set({ mergedIntoId: id }).where(eq(inquiries.id, id)),
    ).rejects.toThrow();
  });

  it("reads an id in any letter case as the same inquiry, and sends its page to the lower-case address", async () => {
    const { ids } = await address(2);
    const [kept = "", other = ""] = ids;
    const page = await open(kept.toUpperCase());
    expect(page.status).toBe(301);
    expect(page.location).toBe(`/dashboard/inquiries/${kept}`);
    expect((await change(kept.toUpperCase(), { intent: "merge", other: other.toUpperCase() })).data.ok).toBe(
      true,
    );
    expect(await mergedInto(other)).toBe(kept);
    expect((await mergeEntry(kept, other))?.data.other).toBe(other);
  });

  it("undoes a merge exactly: the merged inquiry and what had been merged into it go back where they were", async () => {
    const { email, ids } = await address(3);
    const [kept = "", middle = "", first = ""] = ids;
    expect((await change(middle, { intent: "merge", other: first })).data.ok).toBe(true);
    expect((await change(kept, { intent: "merge", other: middle })).data.ok).toBe(true);
    expect([await mergedInto(middle), await mergedInto(first)]).toEqual([kept, kept]);
    expect(await listed(email)).toEqual([kept]);

    const entry = await mergeEntry(kept, middle);
    expect(entry).toMatchObject({ canUndo: true, fromMerged: false, data: { moved: [first] } });
    // The merge recorded on the merged inquiry is shown, but is undone from there once it stands alone.
    const earlier = (await open(kept)).data.timeline.find((item) => item.data.other === first);
    expect(earlier).toMatchObject({ fromMerged: true, canUndo: false });
    expect((await open(middle)).data.mergedInto).toEqual({ id: kept, mergeId: entry?.id });

    const undone = await change(kept, { intent: "unmerge", merge: (entry?.id ?? "").toUpperCase() });
    expect(undone.data).toEqual({ ok: true, intent: "unmerge" });
    expect([await mergedInto(middle), await mergedInto(first)]).toEqual([null, middle]);
    expect((await listed(email)).sort()).toEqual([kept, middle].sort());
    const timeline = (await open(kept)).data.timeline;
    expect(timeline.find((item) => item.kind === "unmerged")).toMatchObject({
      actor: "Carol",
      data: { merge: entry?.id, other: middle },
    });
    expect(timeline.find((item) => item.id === entry?.id)?.canUndo).toBe(false);
    expect((await mergeEntry(middle, first))?.canUndo).toBe(true);

    const again = await change(kept, { intent: "unmerge", merge: entry?.id ?? "" });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ ok: false, error: "cannotUndo" });
    expect([await mergedInto(middle), await mergedInto(first)]).toEqual([null, middle]);
  });

  it("undoes merges last first: an earlier one waits until the later one that moved its inquiries is undone", async () => {
    const { email, ids } = await address(3);
    const [a = "", b = "", c = ""] = ids;
    expect((await change(a, { intent: "merge", other: b })).data.ok).toBe(true);
    expect((await change(c, { intent: "merge", other: a })).data.ok).toBe(true);
    expect([await mergedInto(a), await mergedInto(b)]).toEqual([c, c]);
    const first = await mergeEntry(a, b);
    const second = await mergeEntry(c, a);
    expect(first?.canUndo).toBe(false);
    expect((await change(a, { intent: "unmerge", merge: first?.id ?? "" })).data.error).toBe("cannotUndo");
    expect((await change(c, { intent: "unmerge", merge: second?.id ?? "" })).data.ok).toBe(true);
    expect([await mergedInto(a), await mergedInto(b)]).toEqual([null, a]);
    expect((await change(a, { intent: "unmerge", merge: first?.id ?? "" })).data.ok).toBe(true);
    expect((await listed(email)).sort()).toEqual([a, b, c].sort());
  });

  it("undoes only a merge of the inquiry it is sent to, and lets only staff merge or undo", async () => {
    const { ids } = await address(3);
    const [kept = "", other = "", third = ""] = ids;
    expect((await change(kept, { intent: "merge", other })).data.ok).toBe(true);
    const entry = await mergeEntry(kept, other);
    const [note] = await desk.database.db
      .select({ id: inquiryActivities.id })
      .from(inquiryActivities)
      .where(and(eq(inquiryActivities.inquiryId, kept), eq(inquiryActivities.kind, "merged")));
    expect(note?.id).toBe(entry?.id);
    for (const [route, merge] of [
      [third, entry?.id ?? ""],
      [other, entry?.id ?? ""],
      [kept, "not-an-id"],
      [kept, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const answer = await change(route, { intent: "unmerge", merge });
      expect(answer.status, `${route} ${merge}`).toBeGreaterThanOrEqual(400);
      expect(answer.data.ok).toBe(false);
    }
    expect((await change(kept, { intent: "unmerge", merge: entry?.id ?? "" }, desk.alice)).status).toBe(403);
    expect((await change(kept, { intent: "unmerge", merge: entry?.id ?? "" }, anonymous)).status).toBe(302);
    expect((await change(third, { intent: "merge", other: kept }, desk.bob)).status).toBe(403);
    expect(await mergedInto(other)).toBe(kept);
    expect(await mergedInto(third)).toBeNull();
  });

  it("leaves no cycle and no chain when two servers merge 50 pairs both ways at once; each inquiry shows once", async () => {
    const other = secondServer
      ? createTestServices(secondServer.db, { STAFF_EMAILS: desk.staff.email })
      : desk.services;
    const stamp = Date.now();
    const pairs: [string, string][] = [];
    for (let i = 0; i < 50; i++) {
      const email = `race-${stamp}-${i}@example.com`;
      pairs.push([
        await desk.addInquiry({ leadEmail: email, leadName: "Race" }),
        await desk.addInquiry({ leadEmail: email, leadName: "Race" }),
      ]);
    }
    const answers = await Promise.all(
      pairs.flatMap(([x, y]) => [
        change(x, { intent: "merge", other: y }),
        change(y, { intent: "merge", other: x }, desk.staff, other),
      ]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const both = [answers[2 * i]?.data, answers[2 * i + 1]?.data];
      expect(both.filter((answer) => answer?.ok)).toHaveLength(1);
      expect(both.find((answer) => !answer?.ok)).toMatchObject({ error: "alreadyMerged" });
    }
    const all = pairs.flat();
    const rows = await desk.database.db
      .select({ id: inquiries.id, mergedIntoId: inquiries.mergedIntoId })
      .from(inquiries)
      .where(inArray(inquiries.id, all));
    const target = new Map(rows.map((row) => [row.id, row.mergedIntoId]));
    for (const row of rows) {
      // No chain (and so no cycle): what an inquiry is merged into stands on its own.
      if (row.mergedIntoId) expect(target.get(row.mergedIntoId), row.id).toBeNull();
    }
    const visible = (
      await runRoute<{ inquiries: InquiryCard[] }>(
        inquiriesLoader,
        desk.services,
        `/dashboard/inquiries?view=list&q=${encodeURIComponent(`race-${stamp}-`)}`,
        { actor: desk.staff },
      )
    ).data.inquiries.map((card) => card.id);
    expect(visible).toHaveLength(50);
    const shown = [];
    for (const id of visible) shown.push(...(await open(id)).data.answers.map((set) => set.inquiryId));
    expect(shown.sort()).toEqual([...all].sort());
    expect(
      await desk.database.db.$count(
        inquiries,
        and(like(inquiries.leadEmail, `race-${stamp}-%`), isNotNull(inquiries.mergedIntoId)),
      ),
    ).toBe(50);
  });
});
