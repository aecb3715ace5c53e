/**
 * Templates as the open sign-up meets them: public means published by staff (a customer's only
 * once staff approve it), each account keeps a limited number of limited size, and the list
 * comes a page at a time from an index. Every loader and action for anonymous, a customer,
 * another customer and staff.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templates } from "~/platform/db/schema.server";
import { action as templatesAction, loader as templatesLoader } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import {
  MAX_STEPS,
  STEP_ACTION_MAX,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATES_PER_ACCOUNT,
  type TemplateInput,
} from "./template-editor";
import { TEMPLATES_PAGE_SIZE, type TemplateView, templateQueries } from "./templates.server";

const template = (name: string, isPublic = false): TemplateInput => ({
  name,
  description: "Sends the offer after a call",
  category: "automation",
  isPublic,
  workflowData: {
    steps: [
      { id: "step_1", type: "input", config: { action: "New lead in CRM", params: {} } },
      { id: "step_2", type: "action", config: { action: "Send offer e-mail", params: { delay: 2 } } },
    ],
  },
});

interface TemplatesPage {
  templates: { items: TemplateView[]; page: number; hasMore: boolean; pages?: number };
  requests: { items: (TemplateView & { owner: string })[]; page: number; hasMore: boolean } | null;
  own: { count: number; max: number };
}

describe.each(testDatabases)("templates on $name", { timeout: 60_000 }, (testDatabase) => {
  let desk: TestDesk;

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
  }, 120_000);
  afterAll(() => desk.close());

  const act = (actor: Actor, json: unknown) =>
    runRoute<{ ok: boolean; intent?: string; error?: string }>(
      templatesAction,
      desk.services,
      "/dashboard/templates",
      { actor, json },
    );
  const view = (actor: Actor, search = "") =>
    runRoute<TemplatesPage>(templatesLoader, desk.services, `/dashboard/templates${search}`, { actor });
  const names = async (actor: Actor, search = "") =>
    (await view(actor, search)).data.templates.items.map((item) => item.name);
  const row = async (name: string) =>
    (await desk.database.db.select().from(templates).where(eq(templates.name, name)))[0];

  it("refuses a step's settings by the editor's own check, naming each field, and stores nothing", async () => {
    const invalid = {
      ...template("Typed steps"),
      workflowData: {
        steps: [
          {
            id: "wait",
            type: "delay",
            config: { action: "", params: {} },
            settings: { type: "delay", delay: { kind: "working_days", days: 99, at: "25:00" } },
          },
          {
            id: "hook",
            type: "action",
            config: { action: "", params: {} },
            settings: { type: "action", action: { kind: "webhook", url: "ftp://crm.example" } },
          },
          {
            id: "reply",
            type: "action",
            config: { action: "", params: {} },
            settings: { type: "action", action: { kind: "set_status", status: "in_progress" } },
          },
        ],
      },
    };
    const refused = await runRoute<{ ok: boolean; error?: string; problems?: unknown }>(
      templatesAction,
      desk.services,
      "/dashboard/templates",
      { actor: desk.alice, json: { intent: "create", template: invalid } },
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      ok: false,
      error: "invalid",
      problems: {
        wait: { "delay.days": "out_of_range", "delay.at": "invalid" },
        hook: { "action.url": "invalid" },
      },
    });
    expect(await row("Typed steps")).toBeUndefined();
  });

  it("publishes a customer's template only once staff approve it, and takes it back to staff after each edit", async () => {
    expect(
      (await act(desk.alice, { intent: "create", template: template("Alice offer", true) })).data.ok,
    ).toBe(true);
    const asked = await row("Alice offer");
    expect(asked).toMatchObject({ isPublic: false, publication: "requested" });
    const id = asked?.id ?? "";
    expect(await names(desk.bob)).not.toContain("Alice offer");
    expect(await names(desk.staff)).not.toContain("Alice offer");
    expect((await view(desk.alice)).data.templates.items.find((item) => item.id === id)).toMatchObject({
      isPublic: false,
      publication: "requested",
      isOwn: true,
    });
    const requests = (await view(desk.staff)).data.requests;
    expect(requests?.items.find((item) => item.id === id)).toMatchObject({
      name: "Alice offer",
      owner: "Alice",
    });
    expect((await view(desk.alice)).data.requests).toBeNull();

    for (const actor of [desk.alice, desk.bob]) {
      expect((await act(actor, { intent: "approve", id })).status).toBe(403);
      expect((await act(actor, { intent: "decline", id })).status).toBe(403);
    }
    expect((await act(anonymous, { intent: "approve", id })).status).toBe(302);
    expect((await row("Alice offer"))?.isPublic).toBe(false);

    expect((await act(desk.staff, { intent: "approve", id: id.toUpperCase() })).data).toEqual({
      ok: true,
      intent: "approve",
    });
    expect(await row("Alice offer")).toMatchObject({ isPublic: true, publication: null });
    expect(await names(desk.bob)).toContain("Alice offer");
    expect((await act(desk.staff, { intent: "approve", id })).status).toBe(409);

    // Her edit goes back to staff before anyone else sees it.
    const edited = { ...template("Alice offer"), isPublic: true, description: "Now with a link" };
    expect((await act(desk.alice, { intent: "update", id, template: edited })).data.ok).toBe(true);
    expect(await row("Alice offer")).toMatchObject({ isPublic: false, publication: "requested" });
    expect(await names(desk.bob)).not.toContain("Alice offer");
    expect((await act(desk.staff, { intent: "decline", id })).data.ok).toBe(true);
    expect(await row("Alice offer")).toMatchObject({ isPublic: false, publication: "declined" });
    expect((await view(desk.alice)).data.templates.items.find((item) => item.id === id)?.publication).toBe(
      "declined",
    );
    expect((await act(desk.staff, { intent: "decline", id })).status).toBe(409);
    for (const missing of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await act(desk.staff, { intent: "approve", id: missing })).status).toBe(404);
    }
  });

  it("publishes staff's own templates at once, and a customer's private one stays private", async () => {
    expect(
      (await act(desk.staff, { intent: "create", template: template("House flow", true) })).data.ok,
    ).toBe(true);
    expect(await row("House flow")).toMatchObject({ isPublic: true, publication: null });
    expect(await names(desk.bob)).toContain("House flow");
    expect((await act(desk.bob, { intent: "create", template: template("Bob private") })).data.ok).toBe(true);
    expect(await row("Bob private")).toMatchObject({ isPublic: false, publication: null });
    expect(await names(desk.alice)).not.toContain("Bob private");
    expect((await view(desk.staff)).data.requests?.items.map((item) => item.name)).not.toContain(
      "Bob private",
    );
  });

  it(`keeps at most ${TEMPLATES_PER_ACCOUNT} templates an account, even when created at once`, async () => {
    const owner = (await view(desk.bob)).data.own;
    expect(owner).toEqual({ count: 1, max: TEMPLATES_PER_ACCOUNT });
    const [bobRow] = await desk.database.db.select().from(templates).where(eq(templates.name, "Bob private"));
    const fill = Array.from({ length: TEMPLATES_PER_ACCOUNT - 3 }, (_, i) => ({
      ...template(`Bob ${i}`),
      userId: bobRow?.userId ?? "",
    }));
    await desk.database.db.insert(templates).values(fill);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        act(desk.bob, { intent: "create", template: template(`Bob at once ${i}`) }),
      ),
    );
    expect(answers.filter((answer) => answer.data.ok)).toHaveLength(2);
    for (const answer of answers.filter((item) => !item.data.ok)) {
      expect(answer.status).toBe(409);
      expect(answer.data).toEqual({ ok: false, intent: "create", error: "limitReached" });
    }
    expect((await view(desk.bob)).data.own).toEqual({
      count: TEMPLATES_PER_ACCOUNT,
      max: TEMPLATES_PER_ACCOUNT,
    });
    // Editing and deleting still work at the limit.
    const id = bobRow?.id ?? "";
    expect(
      (await act(desk.bob, { intent: "update", id, template: template("Bob private v2") })).data.ok,
    ).toBe(true);
    expect((await act(desk.bob, { intent: "delete", id })).data.ok).toBe(true);
    expect((await act(desk.bob, { intent: "create", template: template("Bob again") })).data.ok).toBe(true);
  });

  it("lists a page at a time, newest first, own and published ones; a page past the end is empty", async () => {
    const first = await view(desk.bob);
    expect(first.data.templates).toMatchObject({ page: 1, hasMore: true });
    expect(first.data.templates.items).toHaveLength(TEMPLATES_PAGE_SIZE);
    expect(first.data.templates.items[0]?.name).toBe("Bob again");
    const seen = [...first.data.templates.items];
    for (let page = 2; ; page++) {
      const next = (await view(desk.bob, `?page=${page}`)).data.templates;
      expect(next.page).toBe(page);
      seen.push(...next.items);
      if (!next.hasMore) break;
    }
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
    expect(seen.map((item) => item.name)).toEqual(expect.arrayContaining(["House flow"]));
    expect(seen).toHaveLength(TEMPLATES_PER_ACCOUNT + 1);
    // Every page tells how many there are ("Page 2 of 7").
    expect(first.data.templates.pages).toBe(Math.ceil(seen.length / TEMPLATES_PAGE_SIZE));
    for (const search of ["?page=0", "?page=-3", "?page=abc", "?page=1.5"]) {
      expect((await view(desk.bob, search)).data.templates.page, search).toBe(1);
    }
    const far = await view(desk.bob, "?page=99999");
    expect(far.status).toBe(200);
    expect(far.data.templates).toMatchObject({ items: [], hasMore: false });
  });

  it("refuses a template over the size limits (400) and stores nothing of it", async () => {
    const steps = (count: number, action = "x") =>
      Array.from({ length: count }, (_, i) => ({
        id: `s${i}`,
        type: "action",
        config: { action, params: {} },
      }));
    const tooBig: Record<string, unknown>[] = [
      { ...template("Big"), description: "d".repeat(TEMPLATE_DESCRIPTION_MAX + 1) },
      { ...template("Big"), workflowData: { steps: steps(MAX_STEPS + 1) } },
      { ...template("Big"), workflowData: { steps: steps(1, "a".repeat(STEP_ACTION_MAX + 1)) } },
      // Within every field's limit, too large together: an e-mail of four bytes a character in each language.
      {
        ...template("Big"),
        workflowData: {
          steps: [
            {
              id: "s",
              type: "action",
              config: { action: "x", params: {} },
              settings: {
                type: "action",
                action: {
                  kind: "email_lead",
                  message: Object.fromEntries(
                    ["cs", "en", "pl"].map((lang) => [lang, { subject: "s", text: "😀".repeat(5_000) }]),
                  ),
                },
              },
            },
          ],
        },
      },
      {
        ...template("Big"),
        workflowData: {
          steps: [{ id: "s", type: "action", config: { action: "x", params: { nested: { a: 1 } } } }],
        },
      },
      {
        ...template("Big"),
        workflowData: {
          steps: [
            {
              id: "s",
              type: "action",
              config: {
                action: "x",
                params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
              },
            },
          ],
        },
      },
    ];
    for (const [index, big] of tooBig.entries()) {
      expect((await act(desk.alice, { intent: "create", template: big })).status, String(index)).toBe(400);
    }
    expect(await row("Big")).toBeUndefined();
  });

  it("serves the list, the requests and the count from indexes", async () => {
    const queries = templateQueries(desk.database.db, desk.aliceId, 3);
    const indexes = {
      visible: ["templates_user_created_idx", "templates_public_created_idx"],
      requests: ["templates_requested_idx"],
      own: ["templates_user_created_idx"],
      visibleCount: ["templates_user_created_idx", "templates_public_created_idx"],
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await desk.database.db.transaction(async (tx) => {
        // With sequential scans priced out, a query no index serves still scans the table.
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(await tx.execute(sql`explain ${query as unknown as SQL}`));
      });
      expect(plan, name).not.toContain("Seq Scan on templates");
      for (const index of indexes[name as keyof typeof indexes]) expect(plan, name).toContain(index);
    }
  });
});
