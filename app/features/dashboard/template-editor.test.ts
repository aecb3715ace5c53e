import { describe, expect, it } from "vitest";
import {
  addStep,
  changeStep,
  DEFAULT_STEP_TYPE,
  draftError,
  draftFromTemplate,
  draftToInput,
  emptyDraft,
  generateStepId,
  MAX_STEPS,
  removeStep,
  STEP_ACTION_MAX,
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

  it("adds steps that default to an action with empty text and params, each with its own id", () => {
    const next = ids();
    const draft = addStep(addStep(emptyDraft(), next), next);
    expect(DEFAULT_STEP_TYPE).toBe("action");
    expect(draft.steps).toEqual([
      { id: "step_1", type: "action", config: { action: "", params: {} } },
      { id: "step_2", type: "action", config: { action: "", params: {} } },
    ]);
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
      },
    );
    const input = draftToInput(draft);
    expect(input).toEqual({
      name: "Lead follow-up",
      description: "",
      category: null,
      isPublic: true,
      workflowData: {
        steps: [{ id: "step_1", type: "action", config: { action: "Send e-mail", params: {} } }],
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
    const full = (text: string) => {
      let draft = {
        ...emptyDraft(),
        name: "n".repeat(TEMPLATE_NAME_MAX),
        description: "d".repeat(TEMPLATE_DESCRIPTION_MAX),
      };
      for (let i = 0; i < MAX_STEPS; i++) draft = addStep(draft);
      for (const step of draft.steps) draft = changeStep(draft, step.id, { action: text });
      return draft;
    };
    const plain = full("a".repeat(STEP_ACTION_MAX));
    expect(draftError(plain)).toBeNull();
    expect(templateBytes(draftToInput(plain))).toBeLessThanOrEqual(TEMPLATE_BYTES_MAX);
    expect(templateInputSchema.safeParse(draftToInput(plain)).success).toBe(true);
    const emoji = full("😀".repeat(STEP_ACTION_MAX / 2));
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
