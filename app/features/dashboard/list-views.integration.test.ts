/**
 * The inquiry list a page at a time with its count, the overdue and this week's views, and each
 * person's saved views (docs/decisions/0055-desk-list-pages-and-saved-views.md), on the real
 * database: signed out, a customer (his own inquiries and views only), another customer, staff.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiries, savedViews, users } from "~/platform/db/schema.server";
import { loader as layoutLoader } from "~/routes/dashboard";
import { loader as inquiriesLoader } from "~/routes/dashboard.inquiries";
import { action as viewsAction, loader as viewsLoader } from "~/routes/dashboard.inquiry-views";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import type { Viewer } from "../auth/viewer";
import type { InquiryCard } from "./inquiry-cards.server";
import { parseInquiryFilters } from "./inquiry-filters";
import { LIST_PAGE_SIZE, listPage, overdueCount } from "./inquiry-list.server";
import type { ListViews } from "./list-views-panel";
import type { SavedView } from "./saved-views.server";

interface ListData {
  inquiries: InquiryCard[];
  list: { page: number; total: number; size: number; hasMore: boolean } | null;
  views: ListViews;
}

const ROWS = LIST_PAGE_SIZE * 2 + 7;
const DAY = 86_400_000;

describe.each(testDatabases)("list pages and views on $name", { timeout: 120_000 }, (testDatabase) => {
  let desk: TestDesk;
  let staffViewer: Viewer;

  const list = (query: string, actor: Actor = desk.staff) =>
    runRoute<ListData>(inquiriesLoader, desk.services, `/dashboard/inquiries${query}`, { actor });
  const change = (form: Record<string, string>, actor: Actor = desk.staff) =>
    runRoute<{ ok: boolean; intent?: string; problem?: string; error?: string }>(
      viewsAction,
      desk.services,
      "/dashboard/inquiries/views",
      { actor, form },
    );
  // The side menu's and the list's: the layout's data.
  const savedOf = async (actor: Actor) =>
    (
      await runRoute<{ savedViews: SavedView[] }>(
        layoutLoader,
        desk.services,
        "/dashboard/inquiries?view=list",
        {
          actor,
        },
      )
    ).data.savedViews;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    const old = new Date(Date.now() - 30 * DAY);
    await desk.database.db.insert(inquiries).values(
      Array.from({ length: ROWS }, (_, n) => ({
        title: `Lead ${n}`,
        serviceType: "contact",
        sourceForm: "contact" as const,
        leadEmail: `paging-${n}@example.com`,
        leadName: `Paging ${n}`,
        lang: "en",
        // All in one instant but a few: the id keeps the pages apart.
        createdAt: n < 5 ? new Date(old.getTime() + n * 60_000) : old,
      })),
    );
    // Overdue: open and due in the past; not overdue: done, due today or later, or no day at all.
    await desk.addInquiry({
      leadEmail: "late@example.com",
      followUpOn: "2020-01-06",
      assigneeId: desk.staffId,
    });
    await desk.addInquiry({
      leadEmail: "late-other@example.com",
      followUpOn: "2021-03-01",
      status: "in_progress",
    });
    await desk.addInquiry({ leadEmail: "done@example.com", followUpOn: "2020-01-06", status: "completed" });
    await desk.addInquiry({ leadEmail: "later@example.com", followUpOn: "2099-01-01" });
    // Alice's own inquiry, received now (this week), and one of last month.
    await desk.addInquiry({ leadEmail: desk.alice.email, followUpOn: "2020-01-06" });
    await desk.addInquiry({ leadEmail: desk.alice.email, createdAt: new Date(Date.now() - 40 * DAY) });
    const [staff] = await desk.database.db.select().from(users).where(eq(users.id, desk.staffId));
    staffViewer = {
      id: desk.staffId,
      name: staff?.name ?? "",
      email: staff?.email ?? "",
      emailVerified: true,
      role: "staff",
      phone: null,
      lang: "en",
      timeZone: "Europe/Prague",
    };
  }, 120_000);
  afterAll(() => desk.close());

  it("shows the list a page at a time with the count of all, each row once", async () => {
    const first = await list("?view=list");
    expect(first.status).toBe(200);
    const total = first.data.list?.total ?? 0;
    expect(total).toBe(ROWS + 6);
    expect(first.data.list).toEqual({ page: 1, total, size: LIST_PAGE_SIZE, hasMore: true });
    expect(first.data.inquiries).toHaveLength(LIST_PAGE_SIZE);
    const lastPage = Math.ceil(total / LIST_PAGE_SIZE);
    const seen = new Set<string>();
    for (let page = 1; page <= lastPage; page++) {
      const answer = await list(`?view=list&page=${page}`);
      for (const card of answer.data.inquiries) seen.add(card.id);
      expect(answer.data.list?.hasMore).toBe(page < lastPage);
    }
    expect(seen.size).toBe(total);
  });

  it("clamps a page past the end to the last and reads nonsense as the first, never failing", async () => {
    const total = ROWS + 6;
    const lastPage = Math.ceil(total / LIST_PAGE_SIZE);
    const past = await list("?view=list&page=99999");
    expect(past.status).toBe(200);
    expect(past.data.list?.page).toBe(lastPage);
    expect(past.data.inquiries).toHaveLength(total - (lastPage - 1) * LIST_PAGE_SIZE);
    for (const page of ["-1", "abc", "0", "1e3", "99999999999", "%E2%80%AE1"]) {
      const answer = await list(`?view=list&page=${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.data.list?.page, page).toBe(1);
    }
    // A NUL is cleaned out of the address, which leaves the page empty, so left out.
    expect((await list("?view=list&page=%00")).location).toBe("/dashboard/inquiries?view=list");
    // A filter nothing matches: page 1 of nothing.
    const none = await list("?view=list&q=nobody-at-all&page=7");
    expect(none.data.list).toEqual({ page: 1, total: 0, size: LIST_PAGE_SIZE, hasMore: false });
  });

  it("leaves empty filters out of the address", async () => {
    const answer = await list("?view=list&q=&form=&assignee=&due=1&from=");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/dashboard/inquiries?view=list&due=1");
    const board = await list("?q=&lang=");
    expect(board.location).toBe("/dashboard/inquiries");
  });

  it("counts the open overdue inquiries for staff, in one click, and lists them", async () => {
    const answer = await list("?view=list&overdue=1");
    expect(answer.data.views.overdue).toBe(3);
    expect(answer.data.list?.total).toBe(3);
    expect(answer.data.inquiries.map((card) => card.email).sort()).toEqual(
      [desk.alice.email, "late-other@example.com", "late@example.com"].sort(),
    );
    const mine = await list("?view=list&assignee=me&overdue=1");
    expect(mine.data.inquiries.map((card) => card.email)).toEqual(["late@example.com"]);
    expect(answer.data.views.builtIn.map((view) => view.key)).toEqual(["myOverdue", "newThisWeek"]);
  });

  it("counts overdue from the viewer's today in his time zone (an injected clock)", async () => {
    const [row] = await desk.database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.leadEmail, "later@example.com"));
    // 1 January 2099, 0:30 in Prague: the day is due, not overdue; the next day it is.
    const dueDay = new Date("2098-12-31T23:30:00Z");
    expect(await overdueCount(desk.database.db, staffViewer, dueDay)).toBe(3);
    // The same instant in New York is still 31 December.
    expect(
      await overdueCount(desk.database.db, { ...staffViewer, timeZone: "America/New_York" }, dueDay),
    ).toBe(3);
    expect(await overdueCount(desk.database.db, staffViewer, new Date("2099-01-01T23:30:00Z"))).toBe(4);
    expect(row).toBeDefined();
  });

  it("lists the week's new inquiries from Monday in the viewer's time zone", async () => {
    const week = await list("?view=list&week=1");
    expect(week.data.list?.total).toBe(5);
    const filters = parseInquiryFilters(new URLSearchParams("view=list&week=1"));
    const addedAt = new Date("2026-11-29T22:30:00Z"); // Sunday 23:30 in Prague, Monday 0:30 in Kyiv
    const [added] = await desk.database.db
      .insert(inquiries)
      .values({
        title: "Late on Sunday",
        serviceType: "contact",
        sourceForm: "contact",
        leadEmail: "sunday@example.com",
        lang: "en",
        createdAt: addedAt,
      })
      .returning({ id: inquiries.id });
    const tuesday = new Date("2026-12-01T10:00:00Z");
    const inPrague = await listPage(desk.database.db, staffViewer, filters, 1, tuesday);
    const inKyiv = await listPage(
      desk.database.db,
      { ...staffViewer, timeZone: "Europe/Kyiv" },
      filters,
      1,
      tuesday,
    );
    expect(inPrague.items.map((card) => card.id)).not.toContain(added?.id);
    expect(inKyiv.items.map((card) => card.id)).toContain(added?.id);
    await desk.database.db.delete(inquiries).where(eq(inquiries.leadEmail, "sunday@example.com"));
  });

  it("shows a customer only his own inquiries, counted, and no overdue count", async () => {
    const answer = await list("?view=list", desk.alice);
    expect(answer.data.list?.total).toBe(2);
    expect(answer.data.inquiries.every((card) => card.email === desk.alice.email)).toBe(true);
    expect(answer.data.views.overdue).toBeNull();
    expect(answer.data.views.builtIn.map((view) => view.key)).toEqual(["newThisWeek"]);
    // Follow-ups are staff's: a customer's "overdue" filters nothing; his week shows his own.
    expect((await list("?view=list&overdue=1", desk.alice)).data.list?.total).toBe(2);
    expect((await list("?view=list&week=1", desk.alice)).data.list?.total).toBe(1);
    expect((await list("?view=list", desk.bob)).data.list?.total).toBe(0);
  });

  it("turns the signed-out away from the list and the views", async () => {
    expect((await list("?view=list", anonymous)).status).toBe(302);
    const answer = await change({ intent: "saveView", name: "x", query: "" }, anonymous);
    expect(answer.status).toBe(302);
    expect(await desk.database.db.$count(savedViews)).toBe(0);
    const get = await runRoute(viewsLoader, desk.services, "/dashboard/inquiries/views", {
      actor: desk.staff,
    });
    expect(get.status).toBe(405);
  });

  it("saves a person's view without empty filters, and shows it to him only", async () => {
    const saved = await change({
      intent: "saveView",
      name: "  Late ones ",
      query: "?q=&overdue=1&view=list&form=&page=3",
    });
    expect(saved).toMatchObject({ status: 200, data: { ok: true, intent: "saveView" } });
    const views = await savedOf(desk.staff);
    expect(views).toEqual([{ id: expect.any(String), name: "Late ones", query: "?view=list&overdue=1" }]);
    expect((await list("?view=list&overdue=1")).data.views.current).toBe("?view=list&overdue=1");
    // Alice keeps her own, under the same name; neither sees the other's.
    expect(
      (await change({ intent: "saveView", name: "Late ones", query: "view=list" }, desk.alice)).status,
    ).toBe(200);
    expect((await savedOf(desk.alice)).map((view) => view.query)).toEqual(["?view=list"]);
    expect(await savedOf(desk.bob)).toEqual([]);
    expect(await savedOf(desk.staff)).toHaveLength(1);
  });

  it("refuses a name taken, empty, too long or with control characters, with a reason", async () => {
    const cases: [string, number, string][] = [
      ["Late ones", 409, "taken"],
      ["   ", 400, "empty"],
      ["x".repeat(10_240), 400, "tooLong"],
      ["Late\r\nones", 400, "control"],
    ];
    for (const [name, status, problem] of cases) {
      const answer = await change({ intent: "saveView", name, query: "view=list" });
      expect(answer.status, JSON.stringify(name.slice(0, 20))).toBe(status);
      expect(answer.data).toMatchObject({ ok: false, problem });
    }
    expect((await change({ intent: "bogus", name: "x" })).status).toBe(400);
    // A NUL never gets as far: every form is cleaned of it (app/lib/clean-text.ts).
    const nul = await change({ intent: "saveView", name: "Ni\u0000ght", query: "view=list" });
    expect(nul.data).toEqual({ ok: true, intent: "saveView" });
    const night = (await savedOf(desk.staff)).find((view) => view.name === "Night");
    expect((await change({ intent: "deleteView", id: night?.id ?? "" })).status).toBe(200);
    expect(await savedOf(desk.staff)).toHaveLength(1);
  });

  it("renames and deletes only one's own view, its id in any letter case", async () => {
    const [own] = await savedOf(desk.staff);
    const [alices] = await savedOf(desk.alice);
    if (!own || !alices) throw new Error("views missing");
    // Another person's view, or no view at all, does not exist for him: staff included.
    for (const [actor, id] of [
      [desk.bob, own.id],
      [desk.staff, alices.id],
      [desk.staff, "not-a-uuid"],
      [desk.staff, "00000000-0000-0000-0000-000000000000"],
    ] as const) {
      expect((await change({ intent: "renameView", id, name: "Mine now" }, actor)).status).toBe(404);
      expect((await change({ intent: "deleteView", id }, actor)).status).toBe(404);
    }
    expect((await savedOf(desk.alice)).map((view) => view.name)).toEqual(["Late ones"]);
    const renamed = await change({ intent: "renameView", id: own.id.toUpperCase(), name: "Overdue, all" });
    expect(renamed.data).toEqual({ ok: true, intent: "renameView" });
    expect((await savedOf(desk.staff)).map((view) => view.name)).toEqual(["Overdue, all"]);
    expect((await change({ intent: "renameView", id: own.id, name: "a\tb" })).data).toMatchObject({
      problem: "control",
    });
    expect((await change({ intent: "deleteView", id: own.id.toUpperCase() })).status).toBe(200);
    expect(await savedOf(desk.staff)).toEqual([]);
  });

  it("moves one's own view up and down, his order kept and shown in the side menu; another's view cannot be moved", async () => {
    for (const name of ["One", "Two", "Three"]) {
      expect((await change({ intent: "saveView", name, query: "view=list" })).status).toBe(200);
    }
    const names = async (actor: Actor = desk.staff) => (await savedOf(actor)).map((view) => view.name);
    const idOf = async (name: string) =>
      (await savedOf(desk.staff)).find((view) => view.name === name)?.id ?? "";
    const move = (id: string, direction: string, actor: Actor = desk.staff) =>
      change({ intent: "moveView", id, direction }, actor);
    expect(await names()).toEqual(["One", "Two", "Three"]);
    expect(await move(await idOf("Three"), "up")).toMatchObject({
      status: 200,
      data: { ok: true, intent: "moveView" },
    });
    expect(await names()).toEqual(["One", "Three", "Two"]);
    // The side menu of every desk page reads the same order from the layout.
    const layout = await runRoute<{ savedViews: { name: string }[] }>(
      layoutLoader,
      desk.services,
      "/dashboard",
      {
        actor: desk.staff,
      },
    );
    expect(layout.data.savedViews.map((view) => view.name)).toEqual(["One", "Three", "Two"]);
    // The first up and the last down stay; an id in capitals is the same view.
    expect((await move(await idOf("One"), "up")).status).toBe(200);
    expect((await move((await idOf("Two")).toUpperCase(), "down")).status).toBe(200);
    expect(await names()).toEqual(["One", "Three", "Two"]);
    expect((await move(await idOf("One"), "down")).status).toBe(200);
    expect(await names()).toEqual(["Three", "One", "Two"]);

    // Another person's view does not exist for him, staff included; a direction must be one.
    const [alices] = await savedOf(desk.alice);
    const own = await idOf("Two");
    for (const [actor, id] of [
      [desk.staff, alices?.id ?? ""],
      [desk.bob, own],
      [desk.alice, own],
      [desk.staff, "not-a-uuid"],
    ] as const) {
      expect((await move(id, "up", actor)).status).toBe(404);
      expect((await move(id, "down", actor)).status).toBe(404);
    }
    expect((await move(own, "sideways")).status).toBe(400);
    expect((await move(own, "up", anonymous)).status).toBe(302);
    expect(await names()).toEqual(["Three", "One", "Two"]);
    expect(await names(desk.alice)).toEqual(["Late ones"]);
    // A customer orders his own.
    expect(
      (await change({ intent: "saveView", name: "Second", query: "view=list" }, desk.alice)).status,
    ).toBe(200);
    const second = (await savedOf(desk.alice)).find((view) => view.name === "Second")?.id ?? "";
    expect((await move(second, "up", desk.alice)).status).toBe(200);
    expect(await names(desk.alice)).toEqual(["Second", "Late ones"]);
    expect((await change({ intent: "deleteView", id: second }, desk.alice)).status).toBe(200);

    // Sent without JavaScript, the browser is brought back to the list it came from, in its language.
    const plain = await runRoute(viewsAction, desk.services, "/eng/dashboard/inquiries/views", {
      actor: desk.staff,
      form: { intent: "moveView", id: own, direction: "up", back: "?q=&view=list&overdue=1&page=2" },
      headers: { "Sec-Fetch-Mode": "navigate" },
    });
    expect(plain.status).toBe(303);
    expect(plain.location).toBe("/eng/dashboard/inquiries?view=list&overdue=1");
    expect(await names()).toEqual(["Three", "Two", "One"]);
    await desk.database.db.delete(savedViews).where(eq(savedViews.userId, desk.staffId));
  });

  it("without JavaScript, a refused view is told on the list it came from, with the name typed, once", async () => {
    const navigate = { "Sec-Fetch-Mode": "navigate" };
    const back = "?view=list&overdue=1";
    /** A form sent without JavaScript, then the list the browser is sent back to with the cookie it got. */
    const refused = async (form: Record<string, string>, actor: Actor = desk.staff) => {
      const posted = await runRoute(viewsAction, desk.services, "/eng/dashboard/inquiries/views", {
        actor,
        form: { back, ...form },
        headers: navigate,
      });
      expect(posted.status).toBe(303);
      expect(posted.location).toBe(`/eng/dashboard/inquiries${back}`);
      const set = posted.headers.get("Set-Cookie") ?? "";
      expect(set).toMatch(/; HttpOnly; SameSite=Lax/);
      const listed = await runRoute<ListData>(
        inquiriesLoader,
        desk.services,
        `/eng/dashboard/inquiries${back}`,
        {
          actor: { ...actor, cookie: `${actor.cookie}; ${set.split(";")[0]}` },
        },
      );
      // Told once: the list clears the cookie that told it.
      expect(listed.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
      return listed.data.views.refused;
    };
    await change({ intent: "saveView", name: "Kept", query: "view=list" });
    await change({ intent: "saveView", name: "Other", query: "view=list" });
    const other = (await savedOf(desk.staff)).find((view) => view.name === "Other")?.id ?? "";
    expect(await refused({ intent: "saveView", name: "   ", query: "view=list" })).toEqual({
      intent: "saveView",
      problem: "empty",
      name: "   ",
    });
    const long = "Ž".repeat(61);
    expect(await refused({ intent: "saveView", name: long, query: "view=list" })).toEqual({
      intent: "saveView",
      problem: "tooLong",
      name: long,
    });
    expect(await refused({ intent: "saveView", name: "Kept", query: "view=list" })).toMatchObject({
      problem: "taken",
      name: "Kept",
    });
    expect(await refused({ intent: "renameView", id: other, name: "Kept" })).toEqual({
      intent: "renameView",
      id: other,
      problem: "taken",
      name: "Kept",
    });
    await desk.database.db.insert(savedViews).values(
      Array.from({ length: 28 }, (_, n) => ({
        userId: desk.staffId,
        name: `Filler ${n}`,
        query: "",
        position: n + 3,
      })),
    );
    expect(await refused({ intent: "saveView", name: "One too many", query: "view=list" })).toMatchObject({
      problem: "limitReached",
      name: "One too many",
    });
    await desk.database.db.delete(savedViews).where(eq(savedViews.userId, desk.staffId));

    // A saved view, and a list read without that cookie (or with a forged one), tell nothing.
    const saved = await runRoute(viewsAction, desk.services, "/eng/dashboard/inquiries/views", {
      actor: desk.staff,
      form: { intent: "saveView", name: "Fine", query: "view=list", back },
      headers: navigate,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Set-Cookie")).toBeNull();
    const plain = await list(back);
    expect(plain.data.views.refused).toBeNull();
    expect(plain.headers.get("Set-Cookie")).toBeNull();
    const forged = await runRoute<ListData>(
      inquiriesLoader,
      desk.services,
      `/eng/dashboard/inquiries${back}`,
      {
        actor: {
          ...desk.staff,
          cookie: `${desk.staff.cookie}; desk-view-refused=%7B%22problem%22%3A%22nope%22%7D`,
        },
      },
    );
    expect(forged.data.views.refused).toBeNull();
    // With JavaScript the answer itself says why, as before.
    expect(await change({ intent: "saveView", name: "Fine", query: "view=list" })).toMatchObject({
      status: 409,
      data: { ok: false, intent: "saveView", problem: "taken" },
    });
    await desk.database.db.delete(savedViews).where(eq(savedViews.userId, desk.staffId));
  });

  it("keeps a person's views in the order saved and deletes them with him", async () => {
    for (const name of ["B first", "A second"]) {
      await change({ intent: "saveView", name, query: "view=list" }, desk.bob);
    }
    expect((await savedOf(desk.bob)).map((view) => view.name)).toEqual(["B first", "A second"]);
    await desk.database.db.delete(users).where(eq(users.email, desk.bob.email));
    const left = await desk.database.db.select({ name: savedViews.name }).from(savedViews);
    expect(left.map((view) => view.name)).toEqual(["Late ones"]);
  });
});
