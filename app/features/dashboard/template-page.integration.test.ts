/**
 * The template editor's own page (docs/decisions/0068), as a browser without JavaScript uses it:
 * plain form posts that add or remove a step, or save; a refused save answers the draft as typed
 * with each step's problems, a saved one goes back to the list. Only the owner or staff may open
 * or post it; a customer meets another's private template as 404, a public one as 403.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StepSettings } from "~/domain/automations";
import { bodyLimitFor, SMALL_BODY_BYTES, TEMPLATE_FORM_BODY_BYTES } from "~/lib/body-limits";
import { templates } from "~/platform/db/schema.server";
import { action as editorAction, loader as editorLoader } from "~/routes/dashboard.template";
import { loader as templatesLoader } from "~/routes/dashboard.templates";
import { type Actor, anonymous } from "../../../tests/support/auth";
import { openTestDesk, runRoute, type TestDesk } from "../../../tests/support/dashboard";
import { testDatabases } from "../../../tests/support/databases";
import {
  draftToInput,
  MAX_STEPS,
  TEMPLATE_BYTES_MAX,
  TEMPLATES_PER_ACCOUNT,
  templateBytes,
} from "./template-editor";
import type { EditorAnswer } from "./template-editor-form";
import { draftFromForm } from "./template-form";
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

const formData = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

const CZECH =
  "Dobrý den, {{name}}, děkujeme za Vaši poptávku. Ozveme se Vám do dvou pracovních dnů s nabídkou " +
  "na míru; mezitím si můžete prohlédnout ukázky naší práce. Příjemný den přeje tým Flowlane. ";

/**
 * The editor's form for a template of 30 e-mail steps (ids as the editor makes them), every
 * subject and text in Czech, each text as long as keeps the template within `limit` bytes stored.
 */
function czechTemplateForm(limit: number) {
  const ids = Array.from({ length: MAX_STEPS }, () => `step_${crypto.randomUUID()}`);
  const pairsFor = (length: number): [string, string][] => [
    ["name", "Česká šablona"],
    ["description", "Odpovědi zájemcům, česky"],
    ["category", "automation"],
    ...ids.flatMap((id): [string, string][] => [
      ["steps", id],
      [`${id}.type`, "action"],
      [`${id}.drawn`, "action:email_lead"],
      [`${id}.label`, "Poděkovat zájemci"],
      [`${id}.action.kind`, "email_lead"],
      ...(["cs", "en", "pl"] as const).flatMap((lang): [string, string][] => [
        [`${id}.action.message.${lang}.subject`, "Děkujeme za poptávku, {{name}}"],
        [`${id}.action.message.${lang}.text`, CZECH.repeat(20).slice(0, length).trimEnd()],
      ]),
    ]),
  ];
  const bytesOf = (pairs: [string, string][]) =>
    templateBytes(draftToInput(draftFromForm(formData(pairs)).draft));
  let length = 0;
  while (bytesOf(pairsFor(length + 1)) <= limit) length += 1;
  const pairs = pairsFor(length);
  return { pairs, bytes: bytesOf(pairs) };
}

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

  it("draws the form again for a choice made without scripts (Apply), with the fields it needs, saving nothing", async () => {
    const pairs: [string, string][] = [
      ...form({ name: "Not saved" }).map(([name, value]): [string, string] =>
        // The wait's kind chosen anew: its days and time of day to be drawn.
        name === "wait.delay.kind" ? [name, "working_days"] : [name, value],
      ),
      // A condition drawn for "is empty" (no value field), "equals" chosen: its value to be drawn.
      ["steps", "if"],
      ["if.type", "condition"],
      ["if.drawn", "condition"],
      ["if.label", ""],
      ["if.field", "budget"],
      ["if.operator", "equals"],
      ["if.ifMet", "continue"],
      ["intent", "redraw"],
    ];
    const answer = await post(staffTemplate, pairs);
    expect(answer.status).toBe(200);
    // Drawn again as chosen: no note that a type changed, no refusal of the empty value yet.
    expect(answer.data).toEqual({ ok: true, draft: expect.anything() });
    expect(answer.data.draft?.name).toBe("Not saved");
    expect(answer.data.draft?.steps.map((step) => step.settings)).toEqual([
      reply,
      { type: "delay", delay: { kind: "working_days", days: 1, at: "09:00" } },
      { type: "condition", field: "budget", operator: "equals", value: "", ifMet: "continue" },
    ]);
    // Nothing changed, Apply still only draws.
    const again = await post(staffTemplate, [...form({ name: "Not saved" }), ["intent", "redraw"]]);
    expect(again).toMatchObject({ status: 200, data: { ok: true } });
    expect((await stored(staffTemplate))?.name).toBe("Reply v2");
  });

  it("saves a template of 48 KB of Czech text posted as the page's multipart form, over 64 KB as sent", async () => {
    const { pairs, bytes } = czechTemplateForm(TEMPLATE_BYTES_MAX);
    expect(bytes).toBeGreaterThan(TEMPLATE_BYTES_MAX - 200);
    expect(bytes).toBeLessThanOrEqual(TEMPLATE_BYTES_MAX);
    const multipart = formData([...pairs, ["intent", "save"]]);
    const sent = (await new Response(multipart).arrayBuffer()).byteLength;
    // Over what other pages take, within what the host lets through to this one.
    expect(sent).toBeGreaterThan(SMALL_BODY_BYTES);
    expect(sent).toBeLessThanOrEqual(bodyLimitFor("/dashboard/templates/new"));
    const answer = await runRoute(editorAction, desk.services, "/dashboard/templates/new", {
      actor: desk.staff,
      multipart,
    });
    expect(answer).toMatchObject({ status: 303, location: "/dashboard/templates?saved=created" });
    const [row] = await desk.database.db.select().from(templates).where(eq(templates.name, "Česká šablona"));
    expect(row?.workflowData.steps).toHaveLength(MAX_STEPS);
    const first = row?.workflowData.steps[0]?.settings;
    expect(
      first?.type === "action" && first.action.kind === "email_lead" && first.action.message.cs.text,
    ).toBe(pairs.find(([name]) => name.endsWith(".action.message.cs.text"))?.[1]);
  });

  it("refuses a template over 48 KB beside the form, keeping it, and a body over the page's limit with 413", async () => {
    // Its texts alone over 64 KB: still read, and answered beside the form.
    const { pairs } = czechTemplateForm(SMALL_BODY_BYTES + 4096);
    const over = await runRoute<EditorAnswer>(editorAction, desk.services, "/dashboard/templates/new", {
      actor: desk.staff,
      multipart: formData([...pairs, ["intent", "save"]]),
    });
    expect(over.status).toBe(400);
    expect(over.data).toMatchObject({ ok: false, error: "tooLarge", draft: { name: "Česká šablona" } });
    const huge = formData([
      ...form({ name: "Huge" }).map(([name, value]): [string, string] =>
        name === "description" ? [name, "ž".repeat(TEMPLATE_FORM_BODY_BYTES / 2)] : [name, value],
      ),
      ["intent", "save"],
    ]);
    const refused = await runRoute(editorAction, desk.services, "/dashboard/templates/new", {
      actor: desk.staff,
      multipart: huge,
    });
    expect(refused).toMatchObject({ status: 413, data: { ok: false, error: "payloadTooLarge" } });
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
