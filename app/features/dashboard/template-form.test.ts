import { describe, expect, it } from "vitest";
import { draftFromForm, drawnAs, editorIntent } from "./template-form";

/** A form post as a browser sends it: pairs, a name repeated for each ticked box or step. */
const posted = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};
const message = (id: string, subject: string) =>
  (["cs", "en", "pl"] as const).flatMap((lang): [string, string][] => [
    [`${id}.action.message.${lang}.subject`, subject],
    [`${id}.action.message.${lang}.text`, "Text"],
  ]);

describe("the editor's form post", () => {
  it("reads the template and each step's typed settings as typed", () => {
    const { draft, redrawn } = draftFromForm(
      posted([
        ["name", " Follow-up "],
        ["description", "Two lines\nof it"],
        ["category", "workflow"],
        ["isPublic", "on"],
        ["steps", "read"],
        ["read.type", "input"],
        ["read.drawn", "input"],
        ["read.label", "Read the lead"],
        ["read.fields", "email"],
        ["read.fields", "name"],
        ["steps", "wait"],
        ["wait.type", "delay"],
        ["wait.drawn", "delay:duration"],
        ["wait.delay.kind", "duration"],
        ["wait.delay.amount", "2"],
        ["wait.delay.unit", "hours"],
        ["steps", "mail"],
        ["mail.type", "action"],
        ["mail.drawn", "action:email_lead"],
        ["mail.action.kind", "email_lead"],
        ...message("mail", ""),
      ]),
    );
    expect(redrawn).toBe(false);
    expect(draft).toMatchObject({
      name: " Follow-up ",
      description: "Two lines\nof it",
      category: "workflow",
      isPublic: true,
    });
    expect(draft.steps.map((step) => [step.id, step.config.action, step.settings])).toEqual([
      ["read", "Read the lead", { type: "input", fields: ["name", "email"] }],
      ["wait", "", { type: "delay", delay: { kind: "duration", minutes: 120 } }],
      [
        "mail",
        "",
        {
          type: "action",
          action: {
            kind: "email_lead",
            message: {
              cs: { subject: "", text: "Text" },
              en: { subject: "", text: "Text" },
              pl: { subject: "", text: "Text" },
            },
          },
        },
      ],
    ]);
  });

  it("keeps a number typed wrong as NaN for the check to refuse, and a value its test hides as empty", () => {
    const { draft } = draftFromForm(
      posted([
        ["steps", "later"],
        ["later.type", "delay"],
        ["later.drawn", "delay:working_days"],
        ["later.delay.kind", "working_days"],
        ["later.delay.days", ""],
        ["later.delay.at", "25:00"],
        ["steps", "if"],
        ["if.type", "condition"],
        ["if.drawn", "condition"],
        ["if.field", "budget"],
        ["if.operator", "is_empty"],
        ["if.ifMet", "stop"],
      ]),
    );
    expect(draft.steps[0]?.settings).toEqual({
      type: "delay",
      delay: { kind: "working_days", days: Number.NaN, at: "25:00" },
    });
    expect(draft.steps[1]?.settings).toEqual({
      type: "condition",
      field: "budget",
      operator: "is_empty",
      value: "",
      ifMet: "stop",
    });
  });

  it("draws a step again when its type or kind was changed, with that kind's fields", () => {
    const typeChanged = draftFromForm(
      posted([
        ["steps", "a"],
        ["a.type", "delay"],
        ["a.drawn", "action:webhook"],
        ["a.action.kind", "webhook"],
        ["a.action.url", "https://crm.example/hook"],
      ]),
    );
    expect(typeChanged.redrawn).toBe(true);
    expect(typeChanged.draft.steps[0]?.settings).toEqual({
      type: "delay",
      delay: { kind: "duration", minutes: 60 },
    });
    // Another kind of e-mail keeps the texts typed for the first.
    const kindChanged = draftFromForm(
      posted([
        ["steps", "a"],
        ["a.type", "action"],
        ["a.drawn", "action:email_lead"],
        ["a.action.kind", "email_staff"],
        ...message("a", "Hello"),
      ]),
    );
    expect(kindChanged.redrawn).toBe(true);
    expect(kindChanged.draft.steps[0]?.settings).toMatchObject({
      action: { kind: "email_staff", to: "", message: { en: { subject: "Hello", text: "Text" } } },
    });
    expect(drawnAs({ type: "action", action: { kind: "webhook", url: "" } })).toBe("action:webhook");
  });

  it("takes only the choices it offers, and step ids it could have drawn, each once", () => {
    const { draft, redrawn } = draftFromForm(
      posted([
        ["category", "<script>"],
        ["steps", "a"],
        ["steps", "a"],
        ["steps", "../etc"],
        ["steps", ""],
        ["a.type", "exploit"],
        ["a.drawn", "action:email_lead"],
        ["a.action.kind", "rm -rf"],
        ...message("a", "Hi"),
      ]),
    );
    expect(draft.category).toBe("");
    expect(draft.isPublic).toBe(false);
    expect(draft.steps.map((step) => step.id)).toEqual(["a"]);
    // An unknown type is the editor's default (an action), an unknown kind the first.
    expect(draft.steps[0]?.settings).toMatchObject({ type: "action", action: { kind: "email_lead" } });
    expect(redrawn).toBe(false);
  });
});

describe("what the editor's post asks for", () => {
  it("reads the button pressed: save, add or remove a step, or draw the form again for a choice made", () => {
    expect(editorIntent(posted([["intent", "save"]]))).toEqual({ kind: "save" });
    expect(editorIntent(posted([["intent", "addStep"]]))).toEqual({ kind: "addStep" });
    expect(editorIntent(posted([["removeStep", "mail"]]))).toEqual({ kind: "removeStep", stepId: "mail" });
    expect(editorIntent(posted([["intent", "redraw"]]))).toEqual({ kind: "redraw" });
    // No button, another form's or an unknown one: nothing the editor does.
    expect(editorIntent(posted([["name", "Jana"]]))).toBeNull();
    expect(editorIntent(posted([["intent", "other"]]))).toBeNull();
    expect(editorIntent(posted([["removeStep", ""]]))).toBeNull();
  });

  it("draws a choice made without scripts with the fields it needs: a test that needs a value, a new kind's", () => {
    const { draft } = draftFromForm(
      posted([
        // Drawn for "is empty", so without its value field; "equals" chosen, then Apply.
        ["steps", "if"],
        ["if.type", "condition"],
        ["if.drawn", "condition"],
        ["if.field", "budget"],
        ["if.operator", "equals"],
        ["if.ifMet", "continue"],
        ["steps", "later"],
        ["later.type", "delay"],
        ["later.drawn", "delay:duration"],
        ["later.delay.kind", "working_days"],
        ["later.delay.amount", "2"],
        ["later.delay.unit", "hours"],
        ["intent", "redraw"],
      ]),
    );
    expect(draft.steps.map((step) => step.settings)).toEqual([
      { type: "condition", field: "budget", operator: "equals", value: "", ifMet: "continue" },
      { type: "delay", delay: { kind: "working_days", days: 1, at: "09:00" } },
    ]);
  });
});
