import { describe, expect, it } from "vitest";
import {
  automationFromForm,
  automationSettingsSchema,
  defaultAutomationSettings,
  parseUtmSources,
  stepProblems,
} from "./automation-settings";

describe("automation settings", () => {
  it("takes filters from the registries only, each once, campaign sources folded", () => {
    const parsed = automationSettingsSchema.parse({
      ...defaultAutomationSettings,
      trigger: {
        kind: "lead_created",
        forms: ["demo", "demo"],
        services: [],
        langs: ["pl"],
        utmSources: [" Newsletter "],
      },
    });
    expect(parsed.trigger).toEqual({
      kind: "lead_created",
      forms: ["demo"],
      services: [],
      langs: ["pl"],
      utmSources: ["newsletter"],
    });
    for (const trigger of [
      { ...defaultAutomationSettings.trigger, forms: ["newsletter"] },
      { ...defaultAutomationSettings.trigger, langs: ["de"] },
      { kind: "status_changed", to: "archived" },
    ]) {
      expect(automationSettingsSchema.safeParse({ ...defaultAutomationSettings, trigger }).success).toBe(
        false,
      );
    }
    expect(
      automationSettingsSchema.parse({
        ...defaultAutomationSettings,
        trigger: { kind: "status_changed", to: "completed" },
      }).trigger,
    ).toEqual({ kind: "status_changed", to: "completed" });
  });

  it("reads typed campaign sources", () => {
    expect(parseUtmSources("Newsletter, google\nnewsletter,, ")).toEqual(["newsletter", "google"]);
  });

  it("names each step's problems by field, as the editor shows them while typing", () => {
    expect(stepProblems({ type: "input", fields: ["name"] })).toEqual({});
    expect(stepProblems({ type: "input", fields: [] })).toEqual({ fields: "required" });
    expect(
      stepProblems({ type: "condition", field: "budget", operator: "equals", value: " ", ifMet: "continue" }),
    ).toEqual({ value: "required" });
    expect(stepProblems({ type: "delay", delay: { kind: "working_days", days: 99, at: "25:00" } })).toEqual({
      "delay.days": "out_of_range",
      "delay.at": "invalid",
    });
    const message = { subject: "Hi {{nickname}}", text: "" };
    const problems = stepProblems({
      type: "action",
      action: { kind: "email_lead", message: { cs: message, en: message, pl: message } },
    });
    expect(problems["action.message.cs.subject"]).toBe("unknown_field");
    expect(problems["action.message.pl.text"]).toBe("required");
    expect(stepProblems({ type: "action", action: { kind: "webhook", url: "ftp://crm" } })).toEqual({
      "action.url": "invalid",
    });
  });
});

describe("automationFromForm", () => {
  it("reads the ticked filters, the typed sources and the pressed button", () => {
    expect(
      automationSettingsSchema.parse(
        automationFromForm({
          trigger: "lead_created",
          forms: ["contact", "demo"],
          langs: "pl",
          utmSources: "Newsletter, google",
          to: "won",
          stopOnReply: "on",
          enabled: "on",
        }),
      ),
    ).toEqual({
      enabled: true,
      stopOnReply: true,
      trigger: {
        kind: "lead_created",
        forms: ["contact", "demo"],
        services: [],
        langs: ["pl"],
        utmSources: ["newsletter", "google"],
      },
    });
  });

  it("reads a status trigger, an unticked reply box and the switch-off button", () => {
    expect(
      automationSettingsSchema.parse(
        automationFromForm({ trigger: "status_changed", to: "completed", forms: "demo", enabled: "off" }),
      ),
    ).toEqual({ enabled: false, stopOnReply: false, trigger: { kind: "status_changed", to: "completed" } });
  });

  it("leaves an unknown form or status to the schema to refuse", () => {
    expect(automationSettingsSchema.safeParse(automationFromForm({ forms: "newsletter" })).success).toBe(
      false,
    );
    expect(
      automationSettingsSchema.safeParse(automationFromForm({ trigger: "status_changed", to: "lost-ish" }))
        .success,
    ).toBe(false);
  });
});
