import { describe, expect, it } from "vitest";
import { languages } from "~/domain/languages";
import { budgets } from "~/domain/lead-forms";
import { accountMessages } from "~/i18n/messages.server";
import { templateInputSchema } from "../dashboard/template-editor";
import { readyTemplate, readyTemplateKey, readyTemplateKeys } from "./ready-templates";
import { stepSettingsSchema } from "./steps";
import { automationSteps } from "./switch.server";

const copy = {
  cs: accountMessages("cs").dashboard.templates.ready.templates,
  en: accountMessages("en").dashboard.templates.ready.templates,
  pl: accountMessages("pl").dashboard.templates.ready.templates,
};
const staff = (lang: (typeof languages)[number]) => ({ lang, email: "anna@flowlane.test" });

describe("ready templates", () => {
  it.each(languages)(
    "are templates the editor's schema accepts, each step typed by the step schema, in %s",
    (lang) => {
      for (const key of readyTemplateKeys) {
        const template = readyTemplate(key, copy, staff(lang));
        expect(templateInputSchema.safeParse(template).success, key).toBe(true);
        expect(template.name).toBe(copy[lang][key].name);
        for (const step of template.workflowData.steps) {
          if (step.settings)
            expect(stepSettingsSchema.safeParse(step.settings).success, `${key}/${step.id}`).toBe(true);
        }
      }
    },
  );

  it("have a name and description in cs, en and pl, and each e-mail in all three", () => {
    for (const lang of languages) {
      for (const key of readyTemplateKeys) {
        expect(copy[lang][key].name.trim(), `${lang}/${key}`).not.toBe("");
        expect(copy[lang][key].description.trim(), `${lang}/${key}`).not.toBe("");
        const labels = readyTemplate(key, copy, staff(lang)).workflowData.steps.map(
          (step) => step.config.action,
        );
        expect(
          labels.every((label) => label.trim() !== ""),
          `${lang}/${key}`,
        ).toBe(true);
      }
    }
    const names = new Set(languages.map((lang) => copy[lang].instant_reply.name));
    expect(names.size).toBe(languages.length);
    const [reply] = readyTemplate("instant_reply", copy, staff("en")).workflowData.steps;
    expect(reply?.settings).toMatchObject({
      action: {
        kind: "email_lead",
        message: {
          cs: copy.cs.instant_reply.reply,
          en: copy.en.instant_reply.reply,
          pl: copy.pl.instant_reply.reply,
        },
      },
    });
  });

  it("remind two working days later while pending, alert the adding staff member to large-budget demos, and leave the CRM's address to fill in", () => {
    const steps = (key: (typeof readyTemplateKeys)[number]) =>
      readyTemplate(key, copy, staff("cs")).workflowData.steps.map((step) => step.settings ?? null);
    expect(steps("instant_reply").slice(1, 3)).toEqual([
      { type: "delay", delay: { kind: "working_days", days: 2, at: "09:00" } },
      { type: "condition", field: "status", operator: "equals", value: "pending", ifMet: "continue" },
    ]);
    const hot = steps("hot_lead");
    expect(hot[1]).toMatchObject({ field: "budget", value: budgets[budgets.length - 1] });
    expect(hot[2]).toMatchObject({ action: { kind: "email_staff", to: "anna@flowlane.test" } });
    const crm = readyTemplate("crm_webhook", copy, staff("cs")).workflowData.steps;
    expect(crm[0]?.settings).toMatchObject({ field: "form", value: "website_preview" });
    expect(crm[1]?.type).toBe("action");
    expect(crm[1]?.settings).toBeUndefined();
    // A step without settings keeps it from being switched on until staff fill in the address.
    expect(automationSteps(crm)).toBeNull();
  });

  it("reads a posted key in any letter case, and nothing else", () => {
    expect(readyTemplateKey("Instant_Reply ")).toBe("instant_reply");
    expect(readyTemplateKey("HOT_LEAD")).toBe("hot_lead");
    for (const bad of ["", "instant-reply", "toString", 3, null, undefined])
      expect(readyTemplateKey(bad)).toBeNull();
  });
});
