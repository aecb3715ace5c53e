import { describe, expect, it } from "vitest";
import {
  companyPlaceholders,
  defaultCompanyFacts,
  fillCompanyFacts,
  localOffice,
  parsePhone,
} from "./company";

describe("company facts", () => {
  it("parses a phone number only with its country code", () => {
    expect(parsePhone("+420777123456")).toEqual({ e164: "+420777123456", display: "+420 777 123 456" });
    expect(parsePhone(" +48 22 355 41 20 ")).toEqual({ e164: "+48223554120", display: "+48 22 355 41 20" });
    expect(parsePhone("777123456")).toBeNull();
    expect(parsePhone("+420 1")).toBeNull();
  });

  it("fills a prerendered page's placeholders with the configured facts", () => {
    const company = { ...defaultCompanyFacts, email: "office@example.cz" };
    const page = `<a href="mailto:${companyPlaceholders.email}">${companyPlaceholders.email}</a> ${companyPlaceholders.polishOffice.phone.display} {{company:unknown}}`;
    expect(fillCompanyFacts(page, company)).toBe(
      '<a href="mailto:office@example.cz">office@example.cz</a> +48 22 355 41 20 {{company:unknown}}',
    );
  });

  it("shows the Polish office on Polish pages only", () => {
    expect(localOffice(defaultCompanyFacts, "pl")).toBe(defaultCompanyFacts.polishOffice);
    expect(localOffice(defaultCompanyFacts, "cs")).toBe(defaultCompanyFacts.main);
  });
});
