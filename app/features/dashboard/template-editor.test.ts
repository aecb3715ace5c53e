import { describe, expect, it } from "vitest";
import {
  addStep,
  changeStep,
  DEFAULT_STEP_TYPE,
  defaultSettings,
  draftError,
  draftFromTemplate,
  draftToInput,
  durationParts,
  emptyDraft,
  generateStepId,
  MAX_STEPS,
  removeStep,
  STEP_ACTION_MAX,
  stepsProblems,
  TEMPLATE_BYTES_MAX,
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  templateBytes,
  templateInputSchema,
} from "./template-editor";

const ids = () => {
  let n = 0;
  return () => `step_${++n}`;
};

describe("template editor", () => {
  it("starts empty and requires a name (spaces are not a name)", () => {
    const draft = emptyDraft();
    expect(draft).toEqual({ name: "", description: "", category: "", isPublic: false, steps: [] });
    expect(draftError(draft)).toBe("nameRequired");
    expect(draftError({ ...draft, name: "   " })).toBe("nameRequired");
    expect(draftError({ ...draft, name: "Onboarding" })).toBeNull();
  });

  it("adds steps that default to an action e-mailing the lead, its texts to type, each with its own id", () => {
    const next = ids();
    const draft = addStep(addStep(emptyDraft(), next), next);
    expect(DEFAULT_STEP_TYPE).toBe("action");
    const settings = defaultSettings("action");
    expect(draft.steps).toEqual([
      { id: "step_1", type: "action", config: { action: "", params: {} }, settings },
      { id: "step_2", type: "action", config: { action: "", params: {} }, settings },
    ]);
    expect(settings).toEqual({
      type: "action",
      action: {
        kind: "email_lead",
        message: {
          cs: { subject: "", text: "" },
          en: { subject: "", text: "" },
          pl: { subject: "", text: "" },
        },
      },
    });
    const generated = new Set(Array.from({ length: 50 }, generateStepId));
    expect(generated.size).toBe(50);
    for (const id of generated) expect(id).toMatch(/^step_[\w-]+$/);
  });

  it("changes one step's type and action text, and removes exactly the chosen step", () => {
    const next = ids();
    let draft = addStep(addStep(addStep(emptyDraft(), next), next), next);
    draft = changeStep(draft, "step_2", { type: "condition", action: "Budget over 10 000?" });
    draft = changeStep(draft, "step_3", { action: "Wait a day" });
    expect(draft.steps.map((step) => [step.id, step.type, step.config.action])).toEqual([
      ["step_1", "action", ""],
      ["step_2", "condition", "Budget over 10 000?"],
      ["step_3", "action", "Wait a day"],
    ]);
    draft = removeStep(draft, "step_2");
    expect(draft.steps.map((step) => step.id)).toEqual(["step_1", "step_3"]);
  });

  it("starts a step's settings again from its new type's, and keeps them while only the label changes", () => {
    let draft = addStep(emptyDraft(), ids());
    draft = changeStep(draft, "step_1", { type: "delay" });
    expect(draft.steps[0]?.settings).toEqual({ type: "delay", delay: { kind: "duration", minutes: 60 } });
    const wait = { type: "delay", delay: { kind: "working_days", days: 2, at: "09:00" } } as const;
    draft = changeStep(draft, "step_1", { settings: wait });
    draft = changeStep(draft, "step_1", { action: "Wait two working days" });
    expect(draft.steps[0]).toMatchObject({ type: "delay", settings: wait });
    // Settings of another type change the step's type with them.
    draft = changeStep(draft, "step_1", { settings: { type: "input", fields: ["email"] } });
    expect(draft.steps[0]?.type).toBe("input");
  });

  it("checks each step's settings by field, as the server does, before saving", () => {
    const next = ids();
    let draft = { ...addStep(addStep(emptyDraft(), next), next), name: "Follow-up" };
    expect(draftError(draft)).toBe("stepsInvalid");
    expect(stepsProblems(draft.steps).step_1).toMatchObject({ "action.message.cs.subject": "required" });
    draft = changeStep(draft, "step_1", {
      settings: { type: "action", action: { kind: "webhook", url: "ftp://crm" } },
    });
    draft = changeStep(draft, "step_1", { settings: defaultSettings("input") });
    draft = changeStep(draft, "step_2", {
      settings: { type: "delay", delay: { kind: "working_days", days: Number.NaN, at: "9" } },
    });
    expect(stepsProblems(draft.steps)).toEqual({
      step_2: { "delay.days": "invalid", "delay.at": "invalid" },
    });
    draft = changeStep(draft, "step_2", { settings: defaultSettings("condition") });
    expect(stepsProblems(draft.steps)).toEqual({ step_2: { value: "required" } });
    draft = changeStep(draft, "step_2", {
      settings: { type: "condition", field: "form", operator: "is_empty", value: "", ifMet: "stop" },
    });
    expect(draftError(draft)).toBeNull();
    expect(templateInputSchema.safeParse(draftToInput(draft)).success).toBe(true);
  });

  it("gives a step saved without settings its type's, to fill in", () => {
    const draft = draftFromTemplate({
      name: "CRM",
      description: "",
      category: null,
      isPublic: false,
      workflowData: { steps: [{ id: "crm", type: "delay", config: { action: "Wait", params: {} } }] },
    });
    expect(draft.steps[0]?.settings).toEqual(defaultSettings("delay"));
  });

  it("shows a delay's minutes in the largest unit that divides them", () => {
    expect(durationParts(2 * 24 * 60)).toEqual({ amount: 2, unit: "days" });
    expect(durationParts(90)).toEqual({ amount: 90, unit: "minutes" });
    expect(durationParts(120)).toEqual({ amount: 2, unit: "hours" });
    expect(durationParts(Number.NaN)).toEqual({ amount: Number.NaN, unit: "minutes" });
  });

  it("never changes the draft it was given", () => {
    const draft = addStep(emptyDraft(), ids());
    const frozen = structuredClone(draft);
    changeStep(draft, "step_1", { type: "delay" });
    removeStep(draft, "step_1");
    addStep(draft, ids());
    expect(draft).toEqual(frozen);
  });

  it("stops at the step limit", () => {
    let draft = emptyDraft();
    const next = ids();
    for (let i = 0; i < MAX_STEPS + 5; i++) draft = addStep(draft, next);
    expect(draft.steps).toHaveLength(MAX_STEPS);
  });

  it("turns a draft into what the server stores (category none is null) and back", () => {
    const next = ids();
    const draft = changeStep(
      addStep({ ...emptyDraft(), name: "  Lead follow-up ", isPublic: true }, next),
      "step_1",
      {
        action: "  Send e-mail ",
        settings: { type: "action", action: { kind: "follow_up", workingDays: 2 } },
      },
    );
    const input = draftToInput(draft);
    expect(input).toEqual({
      name: "Lead follow-up",
      description: "",
      category: null,
      isPublic: true,
      workflowData: {
        steps: [
          {
            id: "step_1",
            type: "action",
            config: { action: "Send e-mail", params: {} },
            settings: { type: "action", action: { kind: "follow_up", workingDays: 2 } },
          },
        ],
      },
    });
    expect(templateInputSchema.parse(input)).toEqual(input);
    expect(draftFromTemplate({ ...input, category: "integration" })).toMatchObject({
      name: "Lead follow-up",
      category: "integration",
      steps: input.workflowData.steps,
    });
    expect(draftFromTemplate(input).category).toBe("");
  });

  it("fits every field at its limit in plain letters, and says when characters of several bytes do not fit", () => {
    const full = (label: string, mail: string) => {
      let draft = {
        ...emptyDraft(),
        name: "n".repeat(TEMPLATE_NAME_MAX),
        description: "d".repeat(TEMPLATE_DESCRIPTION_MAX),
      };
      for (let i = 0; i < MAX_STEPS; i++) draft = addStep(draft);
      for (const step of draft.steps) draft = changeStep(draft, step.id, { action: label, type: "delay" });
      // One step an e-mail with the most text in every language.
      const message = { subject: "s".repeat(200), text: mail };
      const email = { kind: "email_lead", message: { cs: message, en: message, pl: message } } as const;
      return changeStep(draft, draft.steps[0]?.id ?? "", { settings: { type: "action", action: email } });
    };
    const plain = full("a".repeat(STEP_ACTION_MAX), "a".repeat(10_000));
    expect(draftError(plain)).toBeNull();
    expect(templateBytes(draftToInput(plain))).toBeLessThanOrEqual(TEMPLATE_BYTES_MAX);
    expect(templateInputSchema.safeParse(draftToInput(plain)).success).toBe(true);
    const emoji = full("😀".repeat(STEP_ACTION_MAX / 2), "😀".repeat(5_000));
    expect(draftError(emoji)).toBe("tooLarge");
    expect(templateInputSchema.safeParse(draftToInput(emoji)).success).toBe(false);
  });

  it("stores the name and each step's action on one line, the description with its lines", () => {
    const input = draftToInput({ ...emptyDraft(), name: "x" });
    const step = { id: "a", type: "action", config: { action: "Send\r\nthe offer", params: {} } };
    const parsed = templateInputSchema.parse({
      ...input,
      name: "Offer\r\nflow",
      description: "First line\nSecond line",
      workflowData: { steps: [step] },
    });
    expect(parsed.name).toBe("Offer flow");
    expect(parsed.description).toBe("First line\nSecond line");
    expect(parsed.workflowData.steps[0]?.config.action).toBe("Send the offer");
  });

  it("lets the server refuse what the editor cannot produce", () => {
    const base = draftToInput({ ...emptyDraft(), name: "x" });
    expect(templateInputSchema.safeParse({ ...base, name: "" }).success).toBe(false);
    expect(templateInputSchema.safeParse({ ...base, category: "marketing" }).success).toBe(false);
    const step = { id: "a", type: "action", config: { action: "", params: {} } };
    expect(templateInputSchema.safeParse({ ...base, workflowData: { steps: [step, step] } }).success).toBe(
      false,
    );
    expect(
      templateInputSchema.safeParse({ ...base, workflowData: { steps: [{ ...step, type: "loop" }] } })
        .success,
    ).toBe(false);
    expect(
      templateInputSchema.safeParse({ ...base, workflowData: { steps: [{ ...step, id: "<script>" }] } })
        .success,
    ).toBe(false);
    const withParams = (params: unknown) =>
      templateInputSchema.safeParse({
        ...base,
        workflowData: { steps: [{ ...step, config: { action: "", params } }] },
      }).success;
    expect(withParams({ delay: 2, channel: "e-mail", urgent: true, note: null })).toBe(true);
    expect(withParams({ nested: { a: 1 } })).toBe(false);
    expect(withParams({ list: [1, 2] })).toBe(false);
    expect(withParams({ "bad key": 1 })).toBe(false);
    expect(withParams(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])))).toBe(false);
  });
});
