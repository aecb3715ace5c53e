import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  conditionMet,
  delayEnd,
  fillIn,
  type LeadValues,
  stepSettingsSchema,
  zonedMoment,
} from "./steps";

const PRAGUE = "Europe/Prague";
const lead: LeadValues = {
  name: "Jana Nováková",
  email: "jana@firma.cz",
  company: "Firma s.r.o.",
  phone: "",
  title: "Demo",
  form: "demo",
  service: "ai-chatbot",
  lang: "cs",
  status: "pending",
  budget: "large",
  utm_source: "newsletter",
};

describe("conditions", () => {
  const check = (
    operator: Parameters<typeof conditionMet>[0]["operator"],
    field: keyof LeadValues,
    value = "",
  ) => conditionMet({ field, operator, value }, lead);

  it("compares ignoring case and spaces", () => {
    expect(check("equals", "budget", " LARGE ")).toBe(true);
    expect(check("equals", "budget", "small")).toBe(false);
    expect(check("not_equals", "budget", "small")).toBe(true);
    expect(check("contains", "email", "@FIRMA")).toBe(true);
  });

  it("tests for empty fields and lists of choices", () => {
    expect(check("is_empty", "phone")).toBe(true);
    expect(check("is_not_empty", "phone")).toBe(false);
    expect(check("one_of", "budget", "medium, large")).toBe(true);
    expect(check("one_of", "budget", "small,medium")).toBe(false);
  });
});

describe("filling in an e-mail", () => {
  it("puts the lead's fields in their places, spaces inside the braces allowed", () => {
    expect(fillIn("Dobrý den, {{name}} ({{ company }})", lead)).toBe(
      "Dobrý den, Jana Nováková (Firma s.r.o.)",
    );
  });

  it("leaves an empty field empty and other braces alone", () => {
    expect(fillIn("Tel: {{phone}}; {{Name}} {x}", lead)).toBe("Tel: ; {{Name}} {x}");
  });
});

describe("the settings' check", () => {
  const message = { subject: "Hi {{name}}", text: "Thanks, {{name}}." };
  const all = { cs: message, en: message, pl: message };

  it("accepts each step type's settings", () => {
    for (const step of [
      { type: "input", fields: ["name", "email"] },
      { type: "condition", field: "budget", operator: "equals", value: "large", ifMet: "continue" },
      { type: "condition", field: "phone", operator: "is_empty", value: "", ifMet: "stop" },
      { type: "delay", delay: { kind: "duration", minutes: 30 } },
      { type: "delay", delay: { kind: "working_days", days: 2, at: "09:00" } },
      { type: "action", action: { kind: "email_lead", message: all } },
      { type: "action", action: { kind: "webhook", url: "https://crm.example/hook" } },
      { type: "action", action: { kind: "set_status", status: "in_progress" } },
      { type: "action", action: { kind: "follow_up", workingDays: 3 } },
    ]) {
      expect(stepSettingsSchema.safeParse(step).success, JSON.stringify(step)).toBe(true);
    }
  });

  it("refuses what a run could not carry out", () => {
    for (const step of [
      { type: "input", fields: [] },
      { type: "input", fields: ["salary"] },
      { type: "condition", field: "budget", operator: "equals", value: " ", ifMet: "continue" },
      { type: "delay", delay: { kind: "duration", minutes: 0 } },
      { type: "delay", delay: { kind: "working_days", days: 2, at: "24:00" } },
      { type: "action", action: { kind: "email_lead", message: { cs: message, en: message } } },
      {
        type: "action",
        action: { kind: "email_lead", message: { ...all, pl: { subject: "{{salary}}", text: "x" } } },
      },
      { type: "action", action: { kind: "webhook", url: "ftp://crm.example/hook" } },
      { type: "action", action: { kind: "set_status", status: "archived" } },
      { type: "action", action: { kind: "send_sms" } },
      { type: "action", action: "email the lead" },
    ]) {
      expect(stepSettingsSchema.safeParse(step).success, JSON.stringify(step)).toBe(false);
    }
  });
});

describe("working days", () => {
  it("skip weekends and Czech holidays (Easter Monday, Christmas)", () => {
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30"); // Friday → Monday
    expect(addWorkingDays("2026-11-28", 0)).toBe("2026-11-30"); // Saturday → Monday
    expect(addWorkingDays("2026-04-03", 1)).toBe("2026-04-07"); // Good Friday is a holiday itself
    expect(addWorkingDays("2026-04-02", 1)).toBe("2026-04-07"); // Thursday → past Good Friday and Easter Monday
    expect(addWorkingDays("2026-12-23", 1)).toBe("2026-12-28"); // past 24-26 December
  });
});

describe("when a delay ends", () => {
  it("adds a duration as elapsed time, across a change of clocks", () => {
    const now = new Date("2026-10-25T00:30:00Z"); // 02:30 summer time in Prague, clocks go back at 03:00
    expect(delayEnd({ kind: "duration", minutes: 120 }, now, PRAGUE).toISOString()).toBe(
      "2026-10-25T02:30:00.000Z",
    );
  });

  it("waits for the hour on the working day, counting today only while the hour is ahead", () => {
    const at = (iso: string, days: number) =>
      delayEnd({ kind: "working_days", days, at: "09:00" }, new Date(iso), PRAGUE).toISOString();
    // Thursday 26 November 2026, 08:00 in Prague (UTC+1).
    expect(at("2026-11-26T07:00:00Z", 0)).toBe("2026-11-26T08:00:00.000Z");
    // Thursday 10:00: today's hour has passed.
    expect(at("2026-11-26T09:00:00Z", 0)).toBe("2026-11-27T08:00:00.000Z");
    // Two working days from Thursday afternoon: Friday is the first, Monday the second.
    expect(at("2026-11-26T14:00:00Z", 2)).toBe("2026-11-30T08:00:00.000Z");
    // Saturday: Monday is day 0.
    expect(at("2026-11-28T10:00:00Z", 0)).toBe("2026-11-30T08:00:00.000Z");
  });

  it("keeps the wall-clock hour across daylight saving", () => {
    // Friday 27 March 2026 in winter time; Monday 30 March is in summer time (UTC+2).
    const end = delayEnd(
      { kind: "working_days", days: 1, at: "09:00" },
      new Date("2026-03-27T12:00:00Z"),
      PRAGUE,
    );
    expect(end.toISOString()).toBe("2026-03-30T07:00:00.000Z");
  });

  it("uses the agency's time zone, not the server's", () => {
    // 23:30 UTC on Thursday is already Friday in Prague, still Thursday in New York.
    const now = new Date("2026-11-26T23:30:00Z");
    expect(delayEnd({ kind: "working_days", days: 0, at: "09:00" }, now, PRAGUE).toISOString()).toBe(
      "2026-11-27T08:00:00.000Z",
    );
    expect(
      delayEnd({ kind: "working_days", days: 0, at: "09:00" }, now, "America/New_York").toISOString(),
    ).toBe("2026-11-27T14:00:00.000Z");
  });

  it("moves a time skipped in spring an hour on", () => {
    expect(zonedMoment("2026-03-29", "02:30", PRAGUE).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(zonedMoment("2026-10-25", "02:30", PRAGUE).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });
});
