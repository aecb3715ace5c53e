/**
 * Switching a template on as an automation, through the templates route as anonymous, a
 * customer, and staff: only staff switch on, only staff's templates, only typed steps; a new
 * version when the steps or the reply setting change, none otherwise; new leads then start runs.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkflowStep } from "~/domain/templates";
import { automationRuns, automations, automationVersions, templates } from "~/platform/db/schema.server";
import { action as templatesAction, loader as templatesLoader } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { leadFormAction, post } from "../../../tests/support/lead-post";
import type { TemplateInput } from "../dashboard/template-editor";
import type { AutomationSettings } from "./automation-settings";
import type { AutomationView } from "./switch.server";

const typedSteps: WorkflowStep[] = [
  {
    id: "read",
    type: "input",
    config: { action: "", params: {} },
    settings: { type: "input", fields: ["name"] },
  },
  {
    id: "wait",
    type: "delay",
    config: { action: "", params: {} },
    settings: { type: "delay", delay: { kind: "duration", minutes: 60 } },
  },
];
const template = (name: string, steps = typedSteps): TemplateInput => ({
  name,
  description: "",
  category: "automation",
  isPublic: false,
  workflowData: { steps },
});
const contactLeads: AutomationSettings["trigger"] = {
  kind: "lead_created",
  forms: ["contact"],
  services: [],
  langs: [],
  utmSources: [],
};
const settings = (changes: Partial<AutomationSettings> = {}): AutomationSettings => ({
  enabled: true,
  stopOnReply: true,
  trigger: contactLeads,
  ...changes,
});

describe.each(testDatabases)("switching automations on $name", { timeout: 90_000 }, (testDatabase) => {
  let desk: TestDesk;
  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
  }, 120_000);
  afterAll(() => desk.close());

  const act = (actor: Actor, json: unknown) =>
    runRoute<{ ok: boolean; version?: number; error?: string }>(
      templatesAction,
      desk.services,
      "/dashboard/templates",
      { actor, json },
    );
  const create = async (actor: Actor, input: TemplateInput) => {
    expect((await act(actor, { intent: "create", template: input })).data.ok).toBe(true);
    const [row] = await desk.database.db.select().from(templates).where(eq(templates.name, input.name));
    return row?.id ?? "";
  };
  const automationOf = async (templateId: string) =>
    (await desk.database.db.select().from(automations).where(eq(automations.templateId, templateId)))[0];

  it("lets staff switch their template on, and nobody else", async () => {
    const id = await create(desk.staff, template("Instant reply"));
    expect((await act(anonymous, { intent: "automate", id, automation: settings() })).status).toBe(302);
    expect((await act(desk.alice, { intent: "automate", id, automation: settings() })).status).toBe(403);
    expect(await automationOf(id)).toBeUndefined();

    const on = await act(desk.staff, { intent: "automate", id, automation: settings() });
    expect(on.data).toEqual({ ok: true, intent: "automate", version: 1, enabled: true });
    expect(await automationOf(id)).toMatchObject({ enabled: true, triggerKind: "lead_created", version: 1 });

    // The staff page shows it; a customer's shows no automations at all.
    const page = (actor: Actor) =>
      runRoute<{ automations: Record<string, AutomationView> | null }>(
        templatesLoader,
        desk.services,
        "/dashboard/templates",
        { actor },
      );
    expect((await page(desk.staff)).data.automations?.[id]).toMatchObject({
      enabled: true,
      stopOnReply: true,
      trigger: contactLeads,
      version: 1,
    });
    expect((await page(desk.alice)).data.automations).toBeNull();
  });

  it("keeps a customer's template a draft, and refuses untyped steps and unknown filters", async () => {
    const customers = await create(desk.alice, template("Alice sequence"));
    expect(
      (await act(desk.staff, { intent: "automate", id: customers, automation: settings() })).data,
    ).toEqual({
      ok: false,
      error: "customerTemplate",
    });
    const untyped = await create(
      desk.staff,
      template("Free text", [{ id: "a", type: "action", config: { action: "Call them", params: {} } }]),
    );
    expect((await act(desk.staff, { intent: "automate", id: untyped, automation: settings() })).status).toBe(
      409,
    );
    const id = await create(desk.staff, template("Filters"));
    const unknownForm = { ...contactLeads, forms: ["newsletter"] };
    const refused = await act(desk.staff, {
      intent: "automate",
      id,
      automation: settings({ trigger: unknownForm as never }),
    });
    expect(refused.status).toBe(400);
    for (const missing of [customers, untyped, id]) expect(await automationOf(missing)).toBeUndefined();
  });

  it("takes the templates page's switch-on form, without JavaScript, by the same rules", async () => {
    const submit = (actor: Actor, id: string, fields: [string, string][]) =>
      runRoute<{ ok: boolean; version?: number; error?: string }>(
        templatesAction,
        desk.services,
        "/dashboard/templates",
        { actor, form: [["intent", "automate"], ["id", id], ...fields] },
      );
    const polishDemos: [string, string][] = [
      ["trigger", "lead_created"],
      ["forms", "demo"],
      ["forms", "contact"],
      ["langs", "pl"],
      ["utmSources", "Newsletter, google"],
      ["stopOnReply", "on"],
      ["enabled", "on"],
    ];
    const id = await create(desk.staff, template("Form switch"));
    const customers = await create(desk.alice, template("Alice form switch"));
    expect((await submit(anonymous, id, polishDemos)).status).toBe(302);
    expect((await submit(desk.alice, id, polishDemos)).status).toBe(403);
    expect((await submit(desk.alice, customers, polishDemos)).status).toBe(403);
    expect((await submit(desk.staff, customers, polishDemos)).data).toEqual({
      ok: false,
      error: "customerTemplate",
    });
    expect((await submit(desk.staff, id, [...polishDemos, ["forms", "newsletter"]])).status).toBe(400);
    expect(await automationOf(id)).toBeUndefined();
    expect(await automationOf(customers)).toBeUndefined();

    expect((await submit(desk.staff, id, polishDemos)).data).toEqual({
      ok: true,
      intent: "automate",
      version: 1,
      enabled: true,
    });
    expect(await automationOf(id)).toMatchObject({
      enabled: true,
      trigger: {
        kind: "lead_created",
        forms: ["demo", "contact"],
        services: [],
        langs: ["pl"],
        utmSources: ["newsletter", "google"],
      },
    });
    // Switched off on a status trigger, the reply box unticked: a new version for the reply setting.
    const off = await submit(desk.staff, id, [
      ["trigger", "status_changed"],
      ["to", "completed"],
      ["enabled", "off"],
    ]);
    expect(off.data).toEqual({ ok: true, intent: "automate", version: 2, enabled: false });
    expect(await automationOf(id)).toMatchObject({
      enabled: false,
      trigger: { kind: "status_changed", to: "completed" },
    });
  });

  it("writes a new version only when the steps or the reply setting change", async () => {
    const id = await create(desk.staff, template("Versions"));
    expect((await act(desk.staff, { intent: "automate", id, automation: settings() })).data.version).toBe(1);
    expect(
      (await act(desk.staff, { intent: "automate", id, automation: settings({ enabled: false }) })).data
        .version,
    ).toBe(1);
    expect(
      (await act(desk.staff, { intent: "automate", id, automation: settings({ stopOnReply: false }) })).data
        .version,
    ).toBe(2);
    const longer = template("Versions", [
      ...typedSteps,
      {
        id: "status",
        type: "action",
        config: { action: "", params: {} },
        settings: { type: "action", action: { kind: "set_status", status: "in_progress" } },
      },
    ]);
    expect((await act(desk.staff, { intent: "update", id, template: longer })).data.ok).toBe(true);
    const automation = await automationOf(id);
    expect(automation).toMatchObject({ version: 3, enabled: true });
    const versions = await desk.database.db
      .select()
      .from(automationVersions)
      .where(eq(automationVersions.automationId, automation?.id ?? ""));
    expect(versions.map((one) => [one.version, one.steps.length, one.stopOnReply])).toEqual(
      expect.arrayContaining([
        [1, 2, true],
        [2, 2, false],
        [3, 3, false],
      ]),
    );
    // A switched-on template cannot lose its typed steps.
    const untyped = template("Versions", [
      { id: "a", type: "action", config: { action: "Call", params: {} } },
    ]);
    expect((await act(desk.staff, { intent: "update", id, template: untyped })).status).toBe(409);
  });

  it("starts a run on the current version for each new lead its trigger matches", async () => {
    const id = await create(desk.staff, template("Contact runs"));
    await act(desk.staff, { intent: "automate", id, automation: settings() });
    const automation = await automationOf(id);
    const answer = await post(leadFormAction("contact"), desk.services, "/en/contact", {
      name: "Pat Doe",
      email: "pat@example.com",
      business_type: "services",
      message: "Invoices.",
    });
    expect(answer.body).toEqual({ ok: true });
    const runs = await desk.database.db
      .select()
      .from(automationRuns)
      .where(eq(automationRuns.automationId, automation?.id ?? ""));
    expect(runs.map((run) => run.version)).toEqual([1]);
  });
});
