import { describe, expect, it } from "vitest";
import { type AnswerLabels, readableAnswers } from "./answers";

const labels: AnswerLabels = {
  fields: {
    company_name: "Company",
    style: "Style",
    gdpr_consent: "Consent",
    priority: "When",
    business_type: "Type",
  },
  options: {
    contact: {},
    demo: {},
    website_preview: {
      business_type: { cafe: "Café" },
      style: { elegant: "Elegant", minimal: "Minimal" },
      priority: { "48h": "Within 48 hours" },
    },
    hiring: {},
    booking: {},
    assistant: {},
  },
  yes: "Yes",
  no: "No",
  locale: "en-US",
  windowParts: { morning: "9:00–12:00", afternoon: "13:00–17:00" },
};

describe("readable answers", () => {
  it("lists every field of the form in its order, choices by their label, empty ones as null", () => {
    const answers = readableAnswers(
      "website_preview",
      {
        company_name: "Modrý hrnek",
        business_type: "cafe",
        style: ["elegant", "minimal"],
        priority: "48h",
        gdpr_consent: true,
        note: "",
      },
      labels,
    );
    expect(answers.map((answer) => answer.field.name)).toEqual([
      "company_name",
      "business_type",
      "location",
      "website",
      "email",
      "phone",
      "style",
      "priority",
      "note",
      "gdpr_consent",
    ]);
    const value = (name: string) => answers.find((answer) => answer.field.name === name)?.value;
    expect(value("business_type")).toBe("Café");
    expect(value("style")).toBe("Elegant, Minimal");
    expect(value("priority")).toBe("Within 48 hours");
    expect(value("gdpr_consent")).toBe("Yes");
    expect(value("note")).toBeNull();
    expect(answers.find((answer) => answer.field.name === "style")?.label).toBe("Style");
  });

  it("shows a stored key it has no label for as it is, rather than nothing", () => {
    const [, type] = readableAnswers("website_preview", { business_type: "bakery" }, labels);
    expect(type?.value).toBe("bakery");
  });

  it("reads a call request's windows as days and times", () => {
    const answers = readableAnswers(
      "booking",
      { name: "Jana", email: "jana@firma.cz", windows: ["2026-11-24:morning", "2026-11-25:afternoon"] },
      labels,
    );
    expect(answers.find((answer) => answer.field.name === "windows")?.value).toBe(
      "Tue, Nov 24, 9:00–12:00; Wed, Nov 25, 13:00–17:00",
    );
  });
});
