import { describe, expect, it } from "vitest";
import { forms as cs } from "~/i18n/messages/cs/forms";
import { forms as en } from "~/i18n/messages/en/forms";
import { forms as pl } from "~/i18n/messages/pl/forms";
import { typesetText } from "~/i18n/typography";
import { type LeadForm, leadFormNames, leadFormRegistry } from "../../domain/lead-forms";
import {
  assistantQuestionSchema,
  bookingSchema,
  contactSchema,
  demoSchema,
  demoStep1Schema,
  demoStep2Schema,
  fieldErrors,
  formValues,
  hiringSchema,
  pdfError,
  previewSchema,
} from "./schemas";

function errorsOf(
  schema: { safeParse(input: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

describe("contact form", () => {
  const valid = {
    name: "Jana Nováková",
    email: "jana@firma.cz",
    business_type: "services",
    message: "Dobrý den",
  };

  it("accepts a complete message, phone optional and stored internationally", () => {
    expect(contactSchema.parse(valid).phone).toBeNull();
    expect(contactSchema.parse({ ...valid, phone: "777 123 456" }).phone).toBe("+420777123456");
    expect(contactSchema.parse({ ...valid, phone: "+48 601 234 567" }).phone).toBe("+48601234567");
  });

  it("requires name, e-mail and message; the business type is optional but must be one of the list", () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: "required",
      email: "required",
      message: "required",
    });
    expect(contactSchema.parse({ ...valid, business_type: "" }).business_type).toBeNull();
    expect(errorsOf(contactSchema, { ...valid, business_type: "casino" })).toEqual({
      business_type: "required",
    });
  });

  it("takes exactly one e-mail address, and checks the phone number", () => {
    expect(errorsOf(contactSchema, { ...valid, email: "jana@firma" })).toEqual({ email: "email" });
    expect(errorsOf(contactSchema, { ...valid, email: "ja na@firma.cz" })).toEqual({ email: "email" });
    expect(errorsOf(contactSchema, { ...valid, email: "a@x.co,b@y.co" })).toEqual({ email: "email" });
    expect(errorsOf(contactSchema, { ...valid, email: "x>,<y@firma.cz" })).toEqual({ email: "email" });
    expect(errorsOf(contactSchema, { ...valid, email: " jana.nova+web@mail.firma.cz " })).toEqual({});
    expect(errorsOf(contactSchema, { ...valid, phone: "12" })).toEqual({ phone: "phone" });
    expect(errorsOf(contactSchema, { ...valid, phone: "+420 777 123 456 789 012 34" })).toEqual({
      phone: "phone",
    });
  });
});

describe("demo form", () => {
  it("step 1 needs e-mail and one of the four services", () => {
    expect(errorsOf(demoStep1Schema, { email: "", service: "" })).toEqual({
      email: "required",
      service: "required",
    });
    expect(errorsOf(demoStep1Schema, { email: "a@b.cz", service: "crypto" })).toEqual({
      service: "required",
    });
    expect(errorsOf(demoStep1Schema, { email: "a@b.cz", service: "outreach" })).toEqual({});
  });

  it("step 2 needs a goal of at least 10 characters and a budget; the URL is optional but must be a URL", () => {
    expect(errorsOf(demoStep2Schema, { goal: "", budget: "" })).toEqual({
      goal: "required",
      budget: "required",
    });
    expect(errorsOf(demoStep2Schema, { goal: "123456789", budget: "small" })).toEqual({
      goal: "goalTooShort",
    });
    expect(errorsOf(demoStep2Schema, { goal: "1234567890", budget: "huge" })).toEqual({ budget: "required" });
    expect(errorsOf(demoStep2Schema, { goal: "1234567890", budget: "large", url: "not a url" })).toEqual({
      url: "url",
    });
    expect(demoStep2Schema.parse({ goal: "1234567890", budget: "medium", url: "firma.cz" }).url).toBe(
      "https://firma.cz/",
    );
  });

  it("the whole form is both steps", () => {
    expect(
      demoSchema.parse({ email: "a@b.cz", service: "assistant", goal: "Answer at night", budget: "small" }),
    ).toMatchObject({ service: "assistant", budget: "small", url: null });
  });
});

describe("website preview form", () => {
  const valid = {
    company_name: "Bistro U Lípy",
    business_type: "restaurant",
    email: "a@b.cz",
    gdpr_consent: "on",
  };

  it("requires company name, business type, e-mail and GDPR consent", () => {
    expect(errorsOf(previewSchema, {})).toEqual({
      company_name: "required",
      business_type: "required",
      email: "required",
      gdpr_consent: "consent",
    });
  });

  it("takes several styles, an optional priority, and a website that must be a URL", () => {
    expect(previewSchema.parse({ ...valid, style: ["elegant", "minimal"], priority: "48h" })).toMatchObject({
      style: ["elegant", "minimal"],
      priority: "48h",
    });
    expect(previewSchema.parse({ ...valid, priority: "" }).priority).toBeNull();
    expect(errorsOf(previewSchema, { ...valid, website: "http://" })).toEqual({ website: "url" });
    expect(errorsOf(previewSchema, { ...valid, style: ["neon"] })).toHaveProperty("style");
  });
});

describe("hiring form", () => {
  const acknowledged = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`req_ack_${i + 1}`, "on"]));

  it("requires the e-mail and all eight acknowledgements", () => {
    expect(errorsOf(hiringSchema, { email: "a@b.cz", ...acknowledged })).toEqual({});
    expect(errorsOf(hiringSchema, { email: "a@b.cz", ...acknowledged, req_ack_8: undefined })).toEqual({
      acknowledgements: "acknowledgements",
    });
    expect(errorsOf(hiringSchema, {})).toEqual({ email: "required", acknowledgements: "acknowledgements" });
  });

  it("accepts one PDF by its content, at most 10 MB", () => {
    const pdf = new TextEncoder().encode("%PDF-1.7");
    const text = new TextEncoder().encode("hello");
    expect(pdfError(null)).toBe("pdfRequired");
    expect(pdfError({ name: "a.pdf", size: 0 })).toBe("pdfRequired");
    expect(pdfError({ name: "a.pdf", size: 10 * 1024 * 1024 + 1 }, pdf)).toBe("pdfTooLarge");
    expect(pdfError({ name: "a.docx", size: 10 }, pdf)).toBe("pdfInvalid");
    expect(pdfError({ name: "renamed.pdf", size: 10 }, text)).toBe("pdfInvalid");
    expect(pdfError({ name: "Solution.PDF", size: 10 }, pdf)).toBeNull();
  });
});

describe("error messages", () => {
  it("exist in all three languages for every key", () => {
    for (const dictionary of [cs, en, pl]) {
      for (const message of Object.values(dictionary.errors))
        expect(message.trim().length).toBeGreaterThan(5);
      expect(Object.keys(dictionary.errors).sort()).toEqual(Object.keys(en.errors).sort());
    }
  });

  it("carry the wording of docs/PRODUCT.md, Forms", () => {
    expect(en.errors.demo).toBe("Something went wrong. Please try again or contact us directly.");
    expect(en.errors.contact).toBe("There was an error submitting the form. Please try again.");
    expect(en.errors.preview).toBe("An error occurred while submitting. Please try again.");
    expect(cs.errors.preview).toBe(typesetText("cs", "Došlo k chybě při odesílání. Zkuste to znovu."));
    expect(en.sent.contact).toBe("Thank you for your message. We will get back to you soon!");
    expect(en.sent.demo).toBe("Thank you! We'll send your demo within 48 hours.");
    expect(en.preview.submitting).toBe("Submitting...");
  });
});

describe("formValues", () => {
  it("collects repeated fields as arrays and skips files", () => {
    const data = new FormData();
    data.append("style", "elegant");
    data.append("style", "minimal");
    data.append("email", "a@b.cz");
    data.append("assignment_pdf", new Blob(["x"]), "a.pdf");
    expect(formValues(data, ["style", "priority"])).toEqual({
      style: ["elegant", "minimal"],
      priority: [],
      email: "a@b.cz",
    });
  });
});

describe("call request", () => {
  const valid = {
    name: "Jana Nováková",
    email: "jana@firma.cz",
    phone: "+420 777 123 456",
    windows: ["2026-11-24:morning"],
  };

  it("accepts one to three distinct windows", () => {
    expect(errorsOf(bookingSchema, valid)).toEqual({});
    const three = ["2026-11-24:morning", "2026-11-24:afternoon", "2026-11-25:morning"];
    expect(errorsOf(bookingSchema, { ...valid, windows: three })).toEqual({});
  });

  it("asks for one to three windows: none, four, a repeated one, or a malformed one", () => {
    for (const windows of [
      [],
      ["2026-11-24:morning", "2026-11-24:afternoon", "2026-11-25:morning", "2026-11-25:afternoon"],
      ["2026-11-24:morning", "2026-11-24:morning"],
      ["tomorrow"],
    ]) {
      expect(errorsOf(bookingSchema, { ...valid, windows })).toEqual({ windows: "windows" });
    }
    // A post without the field at all (JavaScript-free, nothing ticked).
    expect(errorsOf(bookingSchema, { name: valid.name, email: valid.email, phone: valid.phone })).toEqual({
      windows: "windows",
    });
  });

  it("needs a phone number to call, a real one, and stores it internationally", () => {
    expect(errorsOf(bookingSchema, { ...valid, phone: "" })).toEqual({ phone: "required" });
    expect(errorsOf(bookingSchema, { ...valid, phone: undefined })).toEqual({ phone: "required" });
    expect(errorsOf(bookingSchema, { ...valid, phone: "+420 12" })).toEqual({ phone: "phone" });
    expect(bookingSchema.parse({ ...valid, phone: "+48 512 345 678" }).phone).toBe("+48512345678");
  });

  it("needs a name and a real address, and reads a form's repeated field as the list", () => {
    expect(errorsOf(bookingSchema, { ...valid, name: " ", email: "a@b" })).toEqual({
      name: "required",
      email: "email",
    });
    const data = new FormData();
    data.append("windows", "2026-11-24:morning");
    data.append("windows", "2026-11-26:afternoon");
    expect(formValues(data, ["windows"]).windows).toEqual(["2026-11-24:morning", "2026-11-26:afternoon"]);
  });
});

describe("one line or several, as the registry says", () => {
  const acknowledgements = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [`req_ack_${i + 1}`, "on"]),
  );
  const forms: Record<
    LeadForm,
    { schema: { parse(input: unknown): unknown }; valid: Record<string, unknown> }
  > = {
    contact: { schema: contactSchema, valid: { name: "Jana", email: "jana@firma.cz", message: "Dobrý den" } },
    demo: {
      schema: demoSchema,
      valid: { email: "jana@firma.cz", service: "assistant", goal: "Answer at night", budget: "small" },
    },
    website_preview: {
      schema: previewSchema,
      valid: { company_name: "Kavárna", business_type: "cafe", email: "jana@firma.cz", gdpr_consent: "on" },
    },
    hiring: { schema: hiringSchema, valid: { email: "jana@firma.cz", ...acknowledgements } },
    booking: {
      schema: bookingSchema,
      valid: { name: "Jana", email: "jana@firma.cz", phone: "777 123 456", windows: ["2026-11-24:morning"] },
    },
    assistant: {
      schema: assistantQuestionSchema,
      valid: { email: "jana@firma.cz", question: "Umíte Pohodu?" },
    },
  };
  const typed = "Crlf line\r\nBcc: x\tand\n\nmore";

  it.each(leadFormNames)("%s: a text field holds one line, a long text keeps its lines", (form) => {
    const { schema, valid } = forms[form];
    expect(schema.parse(valid)).toBeTruthy();
    for (const field of leadFormRegistry[form].fields) {
      if (field.kind !== "text" && field.kind !== "longText") continue;
      const parsed = schema.parse({ ...valid, [field.name]: typed }) as Record<string, unknown>;
      expect(parsed[field.name], `${form}.${field.name}`).toBe(
        field.kind === "text" ? "Crlf line Bcc: x and more" : typed,
      );
    }
  });
});
