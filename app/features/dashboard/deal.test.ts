import { describe, expect, it } from "vitest";
import { DEAL_VALUE_MAX } from "../../domain/inquiries";
import { parseDeal, parseDealValue } from "./deal";

describe("a deal value as staff type it", () => {
  it("reads whole amounts with the grouping people type and a pasted currency", () => {
    for (const typed of [
      "12500",
      "12 500",
      "12\u00a0500",
      "12\u202f500",
      "12,500",
      "12.500",
      "12'500",
      "12 500 Kč",
      "12500 zł",
      "12 500 €",
      " 12500 CZK ",
    ]) {
      expect(parseDealValue(typed), typed).toBe(12500);
    }
  });

  it("reads an empty field as no value", () => {
    expect(parseDealValue("")).toBeNull();
    expect(parseDealValue("   ")).toBeNull();
  });

  it("refuses a decimal part, a negative or foreign sign, letters and amounts past the limit", () => {
    for (const typed of [
      "12,5",
      "12.50",
      "-100",
      "+100",
      "1e6",
      "abc",
      "12 500 USD",
      "0x10",
      String(DEAL_VALUE_MAX + 1),
      "9999999999",
    ]) {
      expect(parseDealValue(typed), typed).toBeUndefined();
    }
    expect(parseDealValue(String(DEAL_VALUE_MAX))).toBe(DEAL_VALUE_MAX);
  });
});

describe("a deal from the inquiry page's form", () => {
  const fields = { value: "48 000", currency: "CZK", expectedCloseOn: "2026-12-15", closeReason: "" };

  it("keeps value, currency, closing day and reason", () => {
    expect(parseDeal({ ...fields, closeReason: "  Chose the yearly plan " })).toEqual({
      value: 48000,
      currency: "CZK",
      expectedCloseOn: "2026-12-15",
      closeReason: "Chose the yearly plan",
    });
  });

  it("needs a currency of the list for a value, and clears the currency with the value", () => {
    expect(parseDeal({ ...fields, currency: "USD" })).toBeNull();
    expect(parseDeal({ ...fields, currency: "czk" })).toBeNull();
    expect(parseDeal({ ...fields, value: "", currency: "PLN" })).toMatchObject({
      value: null,
      currency: null,
    });
  });

  it("refuses a day the calendar does not have", () => {
    expect(parseDeal({ ...fields, expectedCloseOn: "2026-02-30" })).toBeNull();
    expect(parseDeal({ ...fields, expectedCloseOn: "" })).toMatchObject({ expectedCloseOn: null });
  });

  it("keeps a reason on one line, without control characters, and refuses a long one", () => {
    expect(parseDeal({ ...fields, closeReason: "Price\r\nBcc: x\u0000" })?.closeReason).toBe("Price Bcc: x");
    expect(parseDeal({ ...fields, closeReason: "x".repeat(501) })).toBeNull();
  });
});
