/**
 * The template editor's own page (docs/decisions/0068), as a browser without JavaScript uses it:
 * plain form posts that add or remove a step, or save; a refused save answers the draft as typed
 * with each step's problems, a saved one goes back to the list. Only the owner or staff may open
 * or post it; a customer meets another's private template as 404, a public one as 403.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StepSettings } from "~/domain/automations";
import { templates } from "~/platform/db/schema.server";
import { action as editorAction, loader as editorLoader } from "~/routes/dashboard.template";
import { loader as templatesLoader } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import { TEMPLATES_PER_ACCOUNT } from "./template-editor";
import type { EditorAnswer } from "./template-editor-form";
import type { TemplateView } from "./templates.server";

/** The reply with its English subject changed. */
const replyWithSubject = (subject: string): StepSettings => ({
  type: "action",
  action: {
    kind: "email_lead",
    message: {
      cs: { subject: "Děkujeme", text: "Ozveme se." },
      en: { subject, text: "We will be in touch." },
      pl: { subject: "Dziękujemy", text: "Odezwiemy się." },
    },
  },
});
const reply = replyWithSubject("Thank you");
const wait: StepSettings = { type: "delay", delay: { kind: "duration", minutes: 120 } };

/** The form the editor's page draws for the reply and the wait, as its browser posts it. */
function form({ name = "Reply", subject = "Thank you" } = {}): [string, string][] {
  return [
    ["name", name],
    ["description", "Typed without scripts"],
    ["category", "automation"],
    ["steps", "mail"],
    ["mail.type", "action"],
    ["mail.drawn", "action:email_lead"],
    ["mail.label", "Thank the lead"],
    ["mail.action.kind", "email_lead"],
    ["mail.action.message.cs.subject", "Děkujeme"],
    ["mail.action.message.cs.text", "Ozveme se."],
    ["mail.action.message.en.subject", subject],
    ["mail.action.message.en.text", "We will be in touch."],
    ["mail.action.message.pl.subject", "Dziękujemy"],
    ["mail.action.message.pl.text", "Odezwiemy się."],
    ["steps", "wait"],
    ["wait.type", "delay"],
    ["wait.drawn", "delay:duration"],
    ["wait.label", ""],
    ["wait.delay.kind", "duration"],
    ["wait.delay.amount", "2"],
    ["wait.delay.unit", "hours"],
  ];
}

describe.each(testDatabases)("the template editor's page on $name", { timeout: 60_000 }, (testDatabase) => {
  let desk: TestDesk;
  let staffTemplate = "";
  let publicTemplate = "";

  const open = (id: string | null, actor: Actor = desk.staff) =>
    runRoute<{ template: TemplateView | null }>(
      editorLoader,
      desk.services,
      `/dashboard/templates/${id ?? "new"}`,
      { actor, params: id ? { id } : {} },
    );
  const post = (id: string | null, pairs: [string, string][], actor: Actor = desk.staff, path?: string) =>
    runRoute<EditorAnswer>(editorAction, desk.services, path ?? `/dashboard/templates/${id ?? "new"}`, {
      actor,
      form: pairs,
      params: id ? { id } : {},
    });
  const stored = async (id: string) =>
    (await desk.database.db.select().from(templates).where(eq(templates.id, id)))[0];

  beforeAll(async () => {
    desk = await openTestDesk(testDatabase);
    const workflowData = {
      steps: [
        // A parameter the editor does not show: kept through a save.
        {
          id: "mail",
          type: "action" as const,
          config: { action: "Thank the lead", params: { crm: "hubspot" } },
          settings: reply,
        },
        { id: "wait", type: "delay" as const, config: { action: "", params: {} }, settings: wait },
      ],
    };
    const rows = await desk.database.db
      .insert(templates)
      .values([
        { name: "Reply", userId: desk.staffId, workflowData },
        { name: "Shared", userId: desk.staffId, isPublic: true, workflowData },
      ])
      .returning({ id: templates.id });
    staffTemplate = rows[0]?.id ?? "";
    publicTemplate = rows[1]?.id ?? "";
  }, 120_000);
  afterAll(() => desk.close());

  it("opens for the owner and staff only: 302 signed out, 404 for another's private, 403 for a public one", async () => {
    expect((await open(staffTemplate)).data.template?.name).toBe("Reply");
    expect((await open(null)).data.template).toBeNull();
    expect((await open(staffTemplate, anonymous)).status).toBe(302);
    expect((await open(staffTemplate, desk.alice)).status).toBe(404);
    expect((await open(publicTemplate, desk.alice)).status).toBe(403);
    expect((await open("nope", desk.alice)).status).toBe(404);
    // Posts likewise, and nothing changes.
    expect(
      (await post(staffTemplate, [...form({ name: "Taken" }), ["intent", "save"]], anonymous)).status,
    ).toBe(302);
    expect(
      (await post(staffTemplate, [...form({ name: "Taken" }), ["intent", "save"]], desk.alice)).status,
    ).toBe(404);
    expect(
      (await post(publicTemplate, [...form({ name: "Taken" }), ["intent", "save"]], desk.alice)).status,
    ).toBe(403);
    expect((await stored(staffTemplate))?.name).toBe("Reply");
  });

  it("refuses an emptied subject beside its field, keeping what was typed, then saves and goes back to the list", async () => {
    const refused = await post(staffTemplate, [
      ...form({ name: "Reply v2", subject: "" }),
      ["intent", "save"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      error: "invalid",
      problems: { mail: { "action.message.en.subject": "required" } },
    });
    expect(refused.data.draft).toMatchObject({
      name: "Reply v2",
      description: "Typed without scripts",
      category: "automation",
    });
    expect(refused.data.draft?.steps.map((step) => step.settings)).toEqual([replyWithSubject(""), wait]);
    expect((await stored(staffTemplate))?.name).toBe("Reply");

    const saved = await post(staffTemplate, [
      ...form({ name: "Reply v2", subject: "Thanks!" }),
      ["intent", "save"],
    ]);
    expect(saved).toMatchObject({ status: 303, location: "/dashboard/templates?saved=updated" });
    // The list it goes back to says so; an unknown word says nothing.
    const list = (search: string) =>
      runRoute<{ saved: string | null }>(templatesLoader, desk.services, `/dashboard/templates${search}`, {
        actor: desk.staff,
      });
    expect((await list("?saved=updated")).data.saved).toBe("updated");
    expect((await list("?saved=<b>hi</b>")).data.saved).toBeNull();
    const row = await stored(staffTemplate);
    expect(row).toMatchObject({
      name: "Reply v2",
      description: "Typed without scripts",
      category: "automation",
    });
    expect(row?.workflowData.steps.map((step) => step.config.params)).toEqual([{ crm: "hubspot" }, {}]);
    expect(row?.workflowData.steps.map((step) => step.settings)).toEqual([replyWithSubject("Thanks!"), wait]);
  });

  it("stores nothing from a post that is not the editor's: a form with a name and no Save (400)", async () => {
    const count = () => desk.database.db.$count(templates);
    const before = await count();
    const answer = await post(null, [
      ["name", "Jana Nováková"],
      ["email", "jana@example.com"],
    ]);
    expect(answer.status).toBe(400);
    expect((await post(null, [...form({ name: "No button" }), ["intent", "other"]])).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("adds and removes a step by the button's intent, and saves nothing", async () => {
    const added = await post(staffTemplate, [...form({ name: "Not saved" }), ["intent", "addStep"]]);
    expect(added.status).toBe(200);
    expect(added.data.draft?.steps.map((step) => step.type)).toEqual(["action", "delay", "action"]);
    const removed = await post(staffTemplate, [...form({ name: "Not saved" }), ["removeStep", "mail"]]);
    expect(removed.data.draft?.steps.map((step) => step.id)).toEqual(["wait"]);
    expect((await stored(staffTemplate))?.name).toBe("Reply v2");
  });

  it("draws a step whose type changed again with its new fields instead of saving it", async () => {
    const pairs = form({ name: "Not saved" }).map(([name, value]): [string, string] =>
      name === "wait.type" ? [name, "action"] : [name, value],
    );
    const answer = await post(staffTemplate, [...pairs, ["intent", "save"]]);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, note: "redrawn" });
    expect(answer.data.draft?.steps[1]?.settings).toMatchObject({
      type: "action",
      action: { kind: "email_lead" },
    });
    expect((await stored(staffTemplate))?.name).toBe("Reply v2");
  });

  it("creates a customer's template from the new editor, back to the list in the page's language", async () => {
    const answer = await post(
      null,
      [...form({ name: "Alice's reply" }), ["isPublic", "on"], ["intent", "save"]],
      desk.alice,
      "/eng/dashboard/templates/new",
    );
    expect(answer).toMatchObject({ status: 303, location: "/eng/dashboard/templates?saved=created" });
    const [row] = await desk.database.db.select().from(templates).where(eq(templates.name, "Alice's reply"));
    // A customer's wish to publish waits for staff.
    expect(row).toMatchObject({ userId: desk.aliceId, isPublic: false, publication: "requested" });
  });

  it("refuses a new template past the account's limit with 409, keeping the draft", async () => {
    const count = await desk.database.db.$count(templates, eq(templates.userId, desk.aliceId));
    await desk.database.db.insert(templates).values(
      Array.from({ length: TEMPLATES_PER_ACCOUNT - count }, (_, index) => ({
        name: `Filler ${index}`,
        userId: desk.aliceId,
      })),
    );
    const answer = await post(null, [...form({ name: "One too many" }), ["intent", "save"]], desk.alice);
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ ok: false, error: "limitReached", draft: { name: "One too many" } });
  });
});
